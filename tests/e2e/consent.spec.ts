// Consent and unsubscribing (docs/consent.md, decision 061): a member turns member news off and on from
// the French account page, then leaves it through the link of an e-mail: the link's GET only asks, the
// button unsubscribes at once, and the account page shows it. axe on both pages.
import { consent as fr } from "~/texts/fr/consent";
import { withDb } from "./db";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, main, open } from "./helpers";

test.describe.configure({ timeout: 60_000 });

const memberNews = fr.preferences.lists["member-news"].name;
const fill = (text: string, list: string) => text.replace("{list}", list);

test("a member turns member news off and on at /fr/account, then unsubscribes through a link", async ({
  page,
  member,
}) => {
  // The lists go only to a proven address: this member confirmed theirs.
  withDb((db) => db.prepare('UPDATE "user" SET emailVerified = 1 WHERE email = ?').run(member.email));
  const state = main(page).locator('[data-list-state="member-news"]');

  await open(page, "/fr/account");
  await main(page).getByRole("link", { name: fr.preferences.accountLink }).click();
  await expect(page).toHaveURL("/fr/account/email-preferences");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.preferences.title);
  await expect(main(page)).toContainText(fr.preferences.required[3] ?? "");
  await expect(state).toHaveText(fr.preferences.receiving);
  await expectNoViolations(page, "/fr/account/email-preferences");

  await main(page)
    .getByRole("button", { name: fill(fr.preferences.turnOff, memberNews) })
    .click();
  await expectToast(page, fr.preferences.saved);
  await expect(state).toHaveText(fr.preferences.notReceiving);
  await main(page)
    .getByRole("button", { name: fill(fr.preferences.turnOn, memberNews) })
    .click();
  await expect(state).toHaveText(fr.preferences.receiving);

  // The link of a member-news e-mail (the token the switch gave the address): its GET only asks.
  const token = withDb(
    (db) =>
      db
        .prepare("SELECT token FROM email_lists WHERE email_key = ? AND list = 'member-news'")
        .get(member.email.toLowerCase()) as { token: string },
  ).token;
  await open(page, `/fr/unsubscribe?token=${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.unsubscribe.title);
  await expectNoViolations(page, "/fr/unsubscribe");
  await open(page, "/fr/account/email-preferences");
  await expect(state).toHaveText(fr.preferences.receiving);

  await open(page, `/fr/unsubscribe?token=${token}`);
  await main(page).getByRole("button", { name: fr.unsubscribe.submit }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.unsubscribe.doneTitle);
  await expectNoViolations(page, "/fr/unsubscribe (done)");
  await open(page, "/fr/account/email-preferences");
  await expect(state).toHaveText(fr.preferences.notReceiving);
  const records = withDb((db) =>
    db
      .prepare("SELECT change, how FROM consent_records WHERE email_key = ? ORDER BY id")
      .all(member.email.toLowerCase()),
  );
  expect(records).toEqual([
    { change: "withdrawn", how: "account-page" },
    { change: "given", how: "account-page" },
    { change: "withdrawn", how: "unsubscribe-link" },
  ]);
});
