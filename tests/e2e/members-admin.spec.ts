// The administrators' members pages (docs/memberships.md, "For the administrators: members"): the list of a
// season with filters and search in English and French, its CSV, a member's record with the consents
// (version, text, guardian) and mark paid, and the annual report's counts; axe on each. Chromium against
// the production build. Members are written to the database as the join flow would (tests/e2e/db.ts).
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  currentSeasonInDb,
  insertMembershipInDb,
  insertMembershipOrderInDb,
  userByEmail,
  withDb,
} from "./db";
import { BASE_URL } from "./env";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, field, main, open } from "./helpers";

test.describe.configure({ timeout: 60_000 });

/** Three people of one family name no other test uses, in the current season: an adult in a club, a
 * minor awaiting payment with a guardian, and a cancelled adult. */
function makeFamily(accountEmail: string) {
  const tag = `Quill${Date.now().toString(36)}`;
  const userId = userByEmail(accountEmail).id;
  const season = currentSeasonInDb();
  const guardian = { name: "Chloé Gagnon", email: `guardian-${tag.toLowerCase()}@example.org` };
  const orderId = insertMembershipOrderInDb({ userId, email: accountEmail, cents: 3500 });
  const adult = insertMembershipInDb({
    userId,
    firstName: "Ada",
    lastName: tag,
    dateOfBirth: "1990-04-02",
    seasonId: season.id,
    type: "Adult player",
    club: "Toronto Lakeshore Handball Club",
    consents: [
      { kind: "waiver", name: `Ada ${tag}`, email: accountEmail, role: "member" },
      { kind: "code-of-conduct", name: `Ada ${tag}`, email: accountEmail, role: "member" },
    ],
  });
  const minor = insertMembershipInDb({
    userId,
    firstName: "Ben",
    lastName: tag,
    dateOfBirth: `${Number(season.name.slice(0, 4)) - 10}-05-31`,
    guardian,
    seasonId: season.id,
    type: "Youth player",
    club: null,
    status: "awaiting-payment",
    orderId,
    consents: [{ kind: "waiver", name: guardian.name, email: guardian.email, role: "guardian" }],
  });
  const cancelled = insertMembershipInDb({
    userId,
    firstName: "Cleo",
    lastName: tag,
    dateOfBirth: "1985-01-01",
    seasonId: season.id,
    type: "Coach",
    club: "Ottawa Capital Handball Club",
    status: "cancelled",
  });
  return { tag, season, guardian, orderId, adult, minor, cancelled };
}

const rows = (page: Page) => main(page).getByRole("row");
const orderNumber = (id: number) => `HB-${String(id).padStart(6, "0")}`;

test("an admin finds a season's members with filters and search, in English", async ({
  page,
  admin: _admin,
  account,
}) => {
  const family = makeFamily(account.email);
  await open(page, "/admin");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Members", exact: true })
    .click();
  await expect(page).toHaveURL("/admin/members");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Members");
  await expect(field(page, "Season")).toHaveValue(String(family.season.id));

  await field(page, "Search").fill(family.tag.toUpperCase());
  await main(page).getByRole("button", { name: "Show" }).click();
  await expect(main(page).getByRole("status")).toHaveText("Memberships found: 3");
  await expect(rows(page).nth(1).getByRole("cell")).toHaveText([
    family.adult.number,
    `Ada ${family.tag}`,
    "Adult player",
    "Toronto Lakeshore Handball Club",
    "Adult",
    "Active",
    /\w{3} \d{1,2}, \d{4}/,
  ]);
  await expect(rows(page).nth(2).getByRole("cell")).toHaveText([
    family.minor.number,
    `Ben ${family.tag}`,
    "Youth player",
    "Unattached",
    "Youth",
    "Awaiting payment",
    /\d{4}/,
  ]);
  await expectNoViolations(page, "/admin/members");

  // A filter keeps the search.
  await field(page, "Status").selectOption({ label: "Cancelled" });
  await main(page).getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/standing=cancelled/);
  await expect(main(page).getByRole("status")).toHaveText("Memberships found: 1");
  await expect(rows(page).nth(1)).toContainText(family.cancelled.number);

  // The guardian's e-mail finds the child.
  await open(page, `/admin/members?q=${encodeURIComponent(family.guardian.email.toUpperCase())}`);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText(family.minor.number);

  // Unknown values show the list, never an error.
  const odd = await page.goto("/admin/members?season=999&type=x&club=-1&standing=paid&age=old&page=-3");
  expect(odd?.status()).toBe(200);
  await expect(field(page, "Season")).toHaveValue(String(family.season.id));
});

test("the list in French, filtered by club (unattached) and age group", async ({
  page,
  admin: _admin,
  account,
}) => {
  const family = makeFamily(account.email);
  await open(page, `/fr/admin/members?q=${family.tag}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Membres");
  await field(page, "Club").selectOption({ label: "Sans club" });
  await field(page, "Groupe d'âge").selectOption({ label: "Jeune" });
  await main(page).getByRole("button", { name: "Afficher" }).click();
  await expect(page).toHaveURL(/club=none/);
  await expect(main(page).getByRole("status")).toHaveText("Adhésions trouvées\u00a0: 1");
  await expect(rows(page).nth(1).getByRole("cell")).toHaveText([
    family.minor.number,
    `Ben ${family.tag}`,
    "Joueur jeunesse",
    "Sans club",
    "Jeune",
    "En attente de paiement",
    /\d{4}/,
  ]);
  await expectNoViolations(page, "/fr/admin/members");
});

test("the CSV has every matching row with the admin's headers, and is never cached", async ({
  page,
  admin: _admin,
  account,
}) => {
  const family = makeFamily(account.email);
  await open(page, `/admin/members?q=${family.tag}&per_page=1`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    main(page).getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`members-${family.season.name}.csv`);
  const csv = readFileSync((await download.path()) as string, "utf8");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(lines[0]).toBe(
    '"Member number","First name","Last name","Date of birth","Age group","Membership type","Club","Status","Account e-mail","Phone","City","Province","Guardian name","Guardian e-mail","Joined","Activated"',
  );
  // Not a page: all three, in the list's order.
  expect(lines).toHaveLength(4);
  expect(lines[2]).toMatch(
    new RegExp(
      `^"${family.minor.number}","Ben","${family.tag}","\\d{4}-05-31","Youth","Youth player","Unattached","Awaiting payment","${account.email}","416-555-0100","Toronto","Ontario","Chloé Gagnon","${family.guardian.email}","\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}",""$`,
    ),
  );

  const response = await page.request.get(`/fr/admin/members.csv?q=${family.tag}&standing=active`);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  const french = (await response.text())
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(french[0]).toContain('"Numéro de membre","Prénom","Nom de famille"');
  expect(french).toHaveLength(2);
  expect(french[1]).toContain(`"${family.adult.number}","Ada"`);
});

test("the record shows the consents with their version and guardian, and marks the order paid once", async ({
  page,
  admin: _admin,
  account,
}) => {
  const family = makeFamily(account.email);
  await open(page, `/admin/members?q=${family.tag}`);
  await main(page).getByRole("link", { name: family.minor.number }).click();
  await expect(page).toHaveURL(`/admin/members/${family.minor.number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Ben ${family.tag}, ${family.minor.number}`,
  );
  await expect(main(page)).toContainText(`Chloé Gagnon ${family.guardian.email}`);
  await expect(main(page)).toContainText(account.email);

  const consent = main(page).getByRole("row").filter({ hasText: "Waiver of liability" });
  const version = withDb(
    (db) =>
      db
        .prepare("SELECT version, body FROM documents WHERE kind = 'waiver' ORDER BY version DESC LIMIT 1")
        .get() as {
        version: number;
        body: string;
      },
  );
  await expect(consent.getByRole("cell").nth(2)).toHaveText(
    `Chloé Gagnon (${family.guardian.email}), guardian`,
  );
  await consent.getByText(`Version ${version.version}`).click();
  await expect(consent).toContainText(version.body.slice(0, 60));
  await expectNoViolations(page, "/admin/members/<number>");

  const order = orderNumber(family.orderId);
  await expect(main(page).getByRole("link", { name: `${order} (Awaiting payment)` })).toHaveAttribute(
    "href",
    `/admin/orders/${order}`,
  );
  await expect(field(page, "Amount received")).toHaveValue("35.00");
  await field(page, "Amount received").fill("lots");
  await main(page).getByRole("button", { name: "Mark paid" }).click();
  await expect(field(page, "Amount received")).toHaveAttribute("aria-invalid", "true");
  await field(page, "Amount received").fill("35");
  await main(page).getByRole("button", { name: "Mark paid" }).click();
  await expectToast(page, { title: "Order updated", description: `Order ${order} is now Paid.` });
  await expect(main(page).getByRole("link", { name: `${order} (Paid)` })).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Mark paid" })).toHaveCount(0);
  const paid = withDb(
    (db) =>
      db.prepare("SELECT status, paid_cents, paid_at FROM orders WHERE id = ?").get(family.orderId) as object,
  );
  expect(paid).toMatchObject({ status: "paid", paid_cents: 3500 });
  // Paying the order made the membership active (the memberships' paid hook).
  expect(
    withDb((db) => db.prepare("SELECT status FROM memberships WHERE id = ?").get(family.minor.membershipId)),
  ).toEqual({ status: "active" });

  // A stale page's second click changes nothing and says so.
  const again = await page.request.post(`/admin/members/${family.minor.number}`, {
    form: {
      membership: String(family.minor.membershipId),
      action: "mark-paid",
      from: "awaiting-payment",
      amount: "35",
    },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  await page.reload();
  await expectToast(page, { title: "Order already changed" }, "destructive");
  expect(
    withDb((db) =>
      db.prepare("SELECT status, paid_cents, paid_at FROM orders WHERE id = ?").get(family.orderId),
    ),
  ).toEqual(paid);

  // Another member's membership cannot be marked through this record.
  const other = await page.request.post(`/admin/members/${family.adult.number}`, {
    form: { membership: String(family.minor.membershipId), action: "mark-paid", from: "paid", amount: "35" },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(other.status()).toBe(400);
  expect((await page.goto("/admin/members/OHA-999999"))?.status()).toBe(404);
});

test("the annual report counts the season's active memberships, in English and French", async ({
  page,
  admin: _admin,
  account,
}) => {
  const family = makeFamily(account.email);
  await open(page, "/admin/members");
  await main(page).getByRole("link", { name: "Counts for the annual report" }).click();
  await expect(page).toHaveURL(`/admin/members/report?season=${family.season.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Counts for the annual report");
  const active = withDb(
    (db) =>
      (
        db
          .prepare("SELECT count(*) AS n FROM memberships WHERE season_id = ? AND status = 'active'")
          .get(family.season.id) as { n: number }
      ).n,
  );
  await expect(main(page).getByRole("definition").first()).toHaveText(String(active));
  await expect(main(page).getByRole("row").filter({ hasText: "Unattached" })).toBeVisible();
  await expectNoViolations(page, "/admin/members/report");

  await open(page, `/fr/admin/members/report?season=${family.season.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chiffres pour le rapport annuel");
  await expect(main(page).getByRole("row").filter({ hasText: "Sans club" })).toBeVisible();
  const csv = await page.request.get(`/fr/admin/members/report.csv?season=${family.season.id}`);
  expect(csv.headers()["cache-control"]).toBe("private, no-store");
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe('"Section","Nom","Adhésions actives"');
  expect(lines.at(-1)).toBe(`"Total","","${active}"`);
});
