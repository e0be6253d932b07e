// The member card and its verification page (docs/memberships.md, decision 031), in English and French,
// in Chromium against the production build: the card with its QR code, the public verification page
// showing the name, type, season and status only, another account's and a tampered address answered
// with the 404 page, the printed card alone on its page, axe. Members and memberships are written to
// the database (tests/e2e/member-card.ts): the join flow is another change.
import { signUpMember } from "./accounts";
import { BASE_URL, SITE } from "./env";
import { expect, test } from "./fixtures";
import { expectNoViolations, main, open } from "./helpers";
import { currentSeason, makeCardMember, verifyPath } from "./member-card";

test.describe.configure({ timeout: 60_000 });

const card = (page: import("@playwright/test").Page) => main(page).getByRole("article");

test("a member's card in English: the member, the season's membership and the QR code of the verification page, which shows name, type, season and status only", async ({
  page,
  member,
}) => {
  const number = makeCardMember(member.email, { firstName: "Ada" });
  const season = currentSeason();
  // The member reaches the card from My membership.
  await open(page, "/membership");
  await main(page).getByRole("link", { name: "Member card: Ada Tremblay" }).click();
  await expect(page).toHaveURL(`/membership/card/${number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Member card");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const url = `${BASE_URL}${verifyPath(number)}`;
  await expect(card(page).locator("dt")).toHaveText([
    "Name",
    "Member number",
    "Membership type",
    "Club",
    "Season",
    "Status",
  ]);
  await expect(card(page).locator("dd").nth(0)).toHaveText("Ada Tremblay");
  await expect(card(page).locator("dd").nth(1)).toHaveText(number);
  await expect(card(page).locator("dd").nth(2)).toHaveText("Adult player");
  await expect(card(page).locator("dd").nth(4)).toHaveText(new RegExp(`^${season.name}, `));
  await expect(card(page).locator("dd").nth(5)).toHaveText("Active");
  await expect(card(page)).toContainText(SITE.name);
  const qr = card(page).getByRole("img", { name: `QR code of the verification address ${url}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((svg) => svg.tagName)).toBe("svg");
  await expect(qr.locator("path")).toHaveAttribute("d", /^M/);
  await expectNoViolations(page, "the member card");

  // The link printed under the code is the code's address: the public verification page, signed out too.
  const link = card(page).getByRole("link", { name: url });
  await expect(link).toHaveAttribute("href", url);
  await page.context().clearCookies();
  await link.click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Membership verification");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(main(page).locator("dt")).toHaveText(["Name", "Membership type", "Season", "Status"]);
  await expect(main(page).locator("dd")).toHaveText(["Ada Tremblay", "Adult player", season.name, "Active"]);
  await expect(main(page)).not.toContainText(number);
  await expect(main(page)).not.toContainText("1990");
  await expectNoViolations(page, "the verification page");
});

test("the card and the verification page in French", async ({ page, member }) => {
  const number = makeCardMember(member.email, { firstName: "Élise", status: "awaiting-payment" });
  const season = currentSeason();
  await open(page, "/fr/membership");
  await main(page).getByRole("link", { name: "Carte de membre : Élise Tremblay" }).click();
  await expect(page).toHaveURL(`/fr/membership/card/${number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Carte de membre");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const url = `${BASE_URL}${verifyPath(number, "/fr")}`;
  await expect(card(page).locator("dt")).toHaveText([
    "Nom",
    "Numéro de membre",
    "Type d'adhésion",
    "Club",
    "Saison",
    "Statut",
  ]);
  await expect(card(page).locator("dd").nth(2)).toHaveText("Joueur adulte");
  await expect(card(page).locator("dd").nth(5)).toHaveText("En attente de paiement");
  await expect(
    card(page).getByRole("img", { name: `Code QR de l'adresse de vérification ${url}` }),
  ).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Imprimer" })).toBeVisible();
  await expectNoViolations(page, "the French member card");

  await card(page).getByRole("link", { name: url }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vérification d'adhésion");
  await expect(main(page).locator("dt")).toHaveText(["Nom", "Type d'adhésion", "Saison", "Statut"]);
  await expect(main(page).locator("dd")).toHaveText([
    "Élise Tremblay",
    "Joueur adulte",
    season.name,
    "En attente de paiement",
  ]);
  await expectNoViolations(page, "the French verification page");
});

test("a member without a membership this season gets a card saying so, with a link to renew", async ({
  page,
  member,
}) => {
  const number = makeCardMember(member.email, { firstName: "Noor", status: null });
  await open(page, `/membership/card/${number}`);
  await expect(card(page)).toContainText("Noor Tremblay has no membership for the current season.");
  await expect(card(page).getByRole("img")).toHaveCount(0);
  await expect(main(page).getByRole("link", { name: "Renew the membership" })).toHaveAttribute(
    "href",
    `/membership/join?member=${number}`,
  );
  await page.goto(verifyPath(number));
  await expect(main(page).locator("dd")).toHaveText([
    "Noor Tremblay",
    currentSeason().name,
    "No membership this season",
  ]);
});

test("another account, a visitor, an unknown number and a tampered or another member's code get nowhere", async ({
  page,
  member,
  newPerson,
}) => {
  const number = makeCardMember(member.email, { firstName: "Ada" });
  const other = await newPerson();
  const stranger = await signUpMember(other);
  const theirs = makeCardMember(stranger.email, { firstName: "Ben" });

  // Another account: the 404 page, exactly as for a number nobody holds.
  for (const path of [
    `/membership/card/${number}`,
    `/fr/membership/card/${number}`,
    "/membership/card/OHA-999999",
  ])
    expect((await other.get(path)).status(), path).toBe(404);
  expect((await other.get(`/membership/card/${theirs}`)).status()).toBe(200);
  const missing = await page.goto(`/membership/card/${theirs}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");

  // A visitor is sent to sign in.
  const visitor = await newPerson();
  const signIn = await visitor.get(`/membership/card/${number}`, { maxRedirects: 0 });
  expect(signIn.status()).toBe(302);
  expect(signIn.headers().location).toMatch(/^\/signin\?redirectTo=/);

  // Tampered codes: the 404 page, never a 500.
  const good = verifyPath(number);
  const mac = good.split(".")[1] ?? "";
  const tampered = [
    `${good.slice(0, -1)}${good.endsWith("A") ? "B" : "A"}`,
    `/verify/${theirs}.${mac}`,
    `/verify/${number}`,
    `/verify/${number}.${mac}.x`,
    "/verify/%00",
    `/fr/verify/${number}.${"A".repeat(20)}`,
  ];
  for (const path of tampered) expect((await visitor.get(path)).status(), path).toBe(404);
  const refused = await page.goto(tampered[0] ?? "");
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  expect((await visitor.get(good)).status()).toBe(200);
  expect((await visitor.get(good)).headers()["cache-control"]).toBe("private, no-store");
});

test("printed, the card stands alone: no site header, footer or Print button", async ({ page, member }) => {
  const number = makeCardMember(member.email, { firstName: "Ada" });
  await open(page, `/membership/card/${number}`);
  const print = main(page).getByRole("button", { name: "Print" });
  await expect(print).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await print.click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  // The sign-up's toast, still on screen, is not printed either.
  await expect(page.getByRole("region", { name: "Notifications" })).toBeHidden();
  await expect(print).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByRole("img")).toBeVisible();
});
