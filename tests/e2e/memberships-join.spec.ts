// Joining a season membership (docs/memberships.md "Joining and renewing"), in Chromium against the
// production build: a visitor finds membership from the home page, signs up and joins a paid type in English
// and pays through the order, a parent registers a child as a volunteer in French, and a refused form
// without JavaScript shows every error. The run's database is seeded with the current season, the five
// types, three clubs and the documents.

import { format } from "~/lib/i18n";
import { memberships as en } from "~/texts/en/memberships";
import { memberships as fr } from "~/texts/fr/memberships";
import { acceptJoinDocuments, chooseCard, fillJoinPerson } from "../../scripts/lib/join-form";
import { fillSignUp, PASSWORD, signUpMember, uniqueEmail } from "./accounts";
import { withDb } from "./db";
import { expect, test } from "./fixtures";
import { expectFieldError, expectNoViolations, expectToast, field, main, mainNav, open } from "./helpers";
import { postForm } from "./http";
import { waitForEmail } from "./mail";

test.describe.configure({ timeout: 60_000 });

type Row = {
  status: string;
  order_id: number | null;
  order_status: string | null;
  type: string;
  guardian: string | null;
};

function membershipsOf(email: string) {
  return withDb((db) =>
    db
      .prepare(
        `SELECT ms.status, ms.order_id, o.status AS order_status, t.name AS type, m.guardian_name AS guardian
         FROM memberships ms JOIN members m ON m.id = ms.member_id
         JOIN membership_types t ON t.id = ms.type_id
         JOIN "user" u ON u.id = m.user_id
         LEFT JOIN orders o ON o.id = ms.order_id
         WHERE u.email = ? ORDER BY ms.id`,
      )
      .all(email),
  ) as Row[];
}

test("in English, a visitor finds membership from the home page, signs up, joins a paid type, pays through the order, and is active", async ({
  page,
  adminApi,
}) => {
  // The whole story, sign-up included (its password hashing takes seconds).
  test.setTimeout(90_000);
  const t = en.join;
  const email = uniqueEmail("joiner");
  await open(page, "/");
  await mainNav(page).getByRole("link", { name: "Membership", exact: true }).click();
  await expect(page).toHaveURL("/membership");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(en.public.title);
  await expect(main(page)).toContainText("Adult player");
  await expect(main(page)).toContainText("$60.00");
  await expect(main(page)).toContainText(en.public.stepsTitle);
  await expectNoViolations(page, "/membership (visitor)");

  await main(page)
    .getByRole("link", { name: /^Join for the/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fmembership%2Fjoin$/);
  await main(page).getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/signup\?redirectTo=%2Fmembership%2Fjoin$/);
  await fillSignUp(page, { name: "Morgan Joiner", email, password: PASSWORD, confirmPassword: PASSWORD });
  await expect(page).toHaveURL("/membership/join", { timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  await expect(page.getByLabel(t.myself)).toBeChecked();
  // No type yet: no total; a type's card gives it before Join.
  const total = main(page).getByRole("region", { name: new RegExp(`^${t.total}`) });
  await expect(total).toContainText(t.totalNone);
  await chooseCard(page, "Adult player");
  await expect(total).toContainText("$60.00");
  await fillJoinPerson(page, t, {
    first: "Morgan",
    last: "Joiner",
    born: "1990-04-02",
    postalCode: "k1m1m4",
  });
  await page.getByLabel(t.club).selectOption({ label: "Ottawa Capital Handball Club" });
  // An adult managing themselves: no guardian to name, and the documents in their own words.
  await expect(field(page, t.guardianName)).toHaveCount(0);
  await expect(page.getByLabel(t.accept.waiver, { exact: true })).toBeVisible();
  await acceptJoinDocuments(page, t);
  await expectNoViolations(page, "/membership/join");
  await main(page).getByRole("button", { name: t.submit }).click();

  await expect(page).toHaveURL(/\/membership\/joined\/[A-Z0-9]+-\d{6}$/);
  await expectToast(page, { title: en.toast.awaitingPayment.title, description: "Pay $60.00 by e-Transfer" });
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(en.joined.awaitingTitle);
  const [row] = membershipsOf(email);
  expect(row).toMatchObject({ status: "awaiting-payment", order_status: "awaiting-payment", guardian: null });
  const reference = `HB-${String(row?.order_id).padStart(6, "0")}`;
  const howToPay = main(page).getByRole("region", { name: "How to pay by Interac e-Transfer" });
  await expect(howToPay).toContainText("$60.00");
  await expect(howToPay).toContainText(reference);
  await expect(main(page).getByRole("link", { name: en.joined.card })).toBeVisible();
  await expect(main(page)).not.toContainText(/Shipping|Continue Shopping/);
  await expectNoViolations(page, "/membership/joined/<number>");

  await open(page, "/membership");
  const person = main(page).getByRole("listitem").filter({ hasText: "Morgan Joiner" });
  await expect(person).toContainText(en.overview.standing["awaiting-payment"]);
  await person.getByRole("link", { name: new RegExp(`^${en.overview.howToPay}`) }).click();
  // The membership's order: how to pay, and nothing about shipping or shopping.
  await expect(page).toHaveURL(/\/orders\/[\w-]{24}$/);
  await page.waitForLoadState("networkidle");
  await expect(main(page)).toContainText("Adult player membership");
  await expect(main(page)).not.toContainText(/Shipping|Continue Shopping/);

  const orderPage = `/admin/orders/HB-${String(row?.order_id).padStart(6, "0")}`;
  const paid = await postForm(adminApi, orderPage, {
    action: "mark-paid",
    from: "awaiting-payment",
    amount: "60.00",
  });
  expect(paid.status()).toBe(302);
  expect(membershipsOf(email)).toMatchObject([{ status: "active", order_status: "paid" }]);
  // Nothing to ship: the order page offers only what fits a membership, and no address to ship to.
  const adminView = await (await adminApi.get(orderPage)).text();
  expect(adminView).toContain("Cancel order");
  expect(adminView).not.toContain("Ship to");
  expect(adminView).not.toContain("Shipping");
  expect(adminView).not.toContain("Mark shipped");
  expect(adminView).not.toContain("Mark picked up");
  await open(page, "/membership");
  await expect(person).toContainText(en.overview.standing.active);
  await expect(person).toContainText(/Member number [A-Z0-9]+-\d{6}/);
  await expectNoViolations(page, "/membership");
});

test("en français, un parent inscrit son enfant comme bénévole: actif aussitôt", async ({ page, member }) => {
  const t = fr.join;
  await open(page, "/fr/membership");
  await main(page).getByRole("link", { name: fr.overview.registerOther }).click();
  await expect(page).toHaveURL("/fr/membership/join?who=child");
  await page.waitForLoadState("networkidle");
  await expect(page.getByLabel(t.myChild)).toBeChecked();
  // The guardian's fields are there for a child, prefilled with the account's name and e-mail.
  await expect(field(page, t.guardianEmail)).toHaveValue(member.email);
  await page.getByLabel(t.myself).check();
  await expect(field(page, t.guardianName)).toHaveCount(0);
  await page.getByLabel(t.myChild).check();
  await expect(field(page, t.guardianName)).toBeVisible();

  await chooseCard(page, "Bénévole");
  await expect(main(page).getByRole("region", { name: new RegExp(`^${t.total}`) })).toContainText("0,00");
  await fillJoinPerson(page, t, { first: "Léa", last: "Parent", born: "2014-05-31", postalCode: "k1m1m4" });
  // A guardian signs for the child: the acceptances speak in the guardian's words, naming the child.
  await expect(
    page.getByLabel(format(t.acceptForChild.waiver, { member: "Léa Parent" }), { exact: true }),
  ).toBeVisible();
  await field(page, t.guardianName).fill("");
  await acceptJoinDocuments(page, t);
  await main(page).getByRole("button", { name: t.submit }).click();
  await expectFieldError(page, t.guardianName, fr.validation.guardianName);
  await expectNoViolations(page, "/fr/membership/join");

  await field(page, t.guardianName).fill("Alex Parent");
  await main(page).getByRole("button", { name: t.submit }).click();
  await expect(page).toHaveURL(/\/fr\/membership\/joined\/[A-Z0-9]+-\d{6}$/);
  await expectToast(page, { title: fr.toast.joined.title, description: "Léa Parent est membre" });
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(
    format(fr.joined.activeTitle, { name: "Léa Parent" }),
  );
  await expect(main(page)).not.toContainText("Virement Interac");
  await open(page, "/fr/membership");
  const person = main(page).getByRole("listitem").filter({ hasText: "Léa Parent" });
  await expect(person).toContainText(fr.overview.standing.active);
  expect(membershipsOf(member.email)).toEqual([
    { status: "active", order_id: null, order_status: null, type: "Volunteer", guardian: "Alex Parent" },
  ]);
  await expectNoViolations(page, "/fr/membership");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server refuses an incomplete form with every error at once, and nothing is written", async ({
    page,
    member,
  }) => {
    const t = en.join;
    const v = en.validation;
    await page.goto("/membership/join?who=child");
    await field(page, t.firstName).fill("Kid");
    await field(page, t.postalCode).fill("12345");
    await field(page, t.dateOfBirth).fill("2014-05-31");
    await field(page, t.guardianName).fill("");
    await main(page).getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL("/membership/join?who=child");
    await expectFieldError(page, t.lastName, v.lastName);
    // The postal code's description is its hint and then the error.
    await expect(field(page, t.postalCode)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, t.postalCode)).toHaveAccessibleDescription(`${t.postalHint} ${v.postalCode}`);
    await expectFieldError(page, t.address, v.address);
    await expectFieldError(page, t.emergencyPhone, v.emergencyPhone);
    await expect(main(page).getByRole("group", { name: t.type })).toHaveAccessibleDescription(v.type);
    // A guardian signs for the child, in the third person.
    await expectFieldError(page, format(t.acceptForChild.waiver, { member: "Kid" }), v.accept);
    // What was typed is kept.
    await expect(field(page, t.firstName)).toHaveValue("Kid");
    // The type chosen comes back with its total, computed by the server.
    const total = main(page).getByRole("region", { name: new RegExp(`^${t.total}`) });
    await expect(total).toContainText(t.totalNone);
    await chooseCard(page, "Youth player");
    await main(page).getByRole("button", { name: t.submit }).click();
    await expect(main(page).getByRole("radio", { name: /^Youth player/ })).toBeChecked();
    await expect(total).toContainText("$35.00");
    expect(membershipsOf(member.email)).toEqual([]);
  });

  test("a guardian named by another account reads and confirms from the e-mailed link; opening it changes nothing", async ({
    browser,
    page,
    member,
  }) => {
    const t = en.join;
    const guardian = `guardian-${Date.now()}@example.org`;
    await page.goto("/membership/join?who=child");
    await chooseCard(page, "Volunteer");
    await fillJoinPerson(page, t, { first: "Kit", last: "Parent", born: "2014-05-31" });
    await field(page, t.guardianName).fill("Robin Guardian");
    await field(page, t.guardianEmail).fill(guardian);
    await acceptJoinDocuments(page, t);
    await main(page).getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/membership\/joined\/[A-Z0-9]+-\d{6}$/);

    const mail = await waitForEmail({ to: guardian, subject: /confirm the consent/ });
    const link = /https?:\/\/\S+\/membership\/guardian\/[\w-]+/.exec(mail.text)?.[0] ?? "";
    const confirmedAt = () =>
      withDb((db) =>
        db.prepare("SELECT confirmed_at FROM guardian_confirmations WHERE guardian_email = ?").get(guardian),
      ) as { confirmed_at: string | null };
    await page.goto(new URL(link).pathname);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(
      "Please confirm the consent for Kit Parent",
    );
    await expect(main(page)).toContainText(`declared that you, Robin Guardian`);
    await expect(main(page)).toContainText(member.email);
    // Axe runs in the page, so in a page with JavaScript; the guardian's page itself works without.
    const scripted = await browser.newContext({ javaScriptEnabled: true });
    const withScripts = await scripted.newPage();
    await withScripts.goto(page.url());
    await expectNoViolations(withScripts, "/membership/guardian/<token>");
    await scripted.close();
    expect(confirmedAt().confirmed_at).toBeNull();

    await main(page).getByRole("button", { name: en.guardian.confirm }).click();
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(en.guardian.confirmed.title);
    expect(confirmedAt().confirmed_at).not.toBeNull();
  });
});

test("a visitor is sent to sign in and back; another account's member number is not found", async ({
  page,
  newPerson,
}) => {
  await page.goto("/membership/join");
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fmembership%2Fjoin/);
  const someone = await newPerson();
  await signUpMember(someone);
  const response = await someone.get("/membership/join?member=OHA-000001");
  expect(response.status()).toBe(404);
});
