// The account's data download (/account/data, decision 033): the page in English and French, the JSON
// file it downloads (parsed: the account's own member, never another account's), its headers, and a
// visitor sent to sign in.
import { accountData as en } from "~/texts/en/account-data";
import { accountData as fr } from "~/texts/fr/account-data";
import { accountsMessages } from "~/texts/pages/accounts";
import { signUpMember } from "./accounts";
import { makeMembershipFor } from "./db";
import { downloadText } from "./events-helpers";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, main, open } from "./helpers";
import { waitForEmail } from "./mail";

test.describe.configure({ timeout: 90_000 });

/** Seasons of this file are 2038-2039 (made by tests/e2e/db.ts when missing). */
const DAY = "2038-10-01";

type Exported = {
  account: { name: string; email: string; language: string };
  members: { member_number: string; first_name: string; memberships: { status: string; season: string }[] }[];
  registrations: unknown[];
  orders: unknown[];
  truncated: string[];
};

for (const [locale, t, prefix, from] of [
  ["en", en, "", "/account/orders"],
  ["fr", fr, "/fr", "/account/registrations"],
] as const) {
  test(`in ${locale}: ${from} leads to the page, whose button downloads the account's data as JSON`, async ({
    page,
    member,
    newPerson,
  }) => {
    const own = makeMembershipFor(member.email, { day: DAY, firstName: "Quinn" });
    const other = await signUpMember(await newPerson(), "Other");
    const theirs = makeMembershipFor(other.email, { day: DAY, firstName: "Zora" });

    await open(page, `${prefix}${from}`);
    await main(page).getByRole("link", { name: t.link, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/account/data`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.page.title);
    await expect(main(page)).toContainText(t.page.included[0] ?? "");
    await expectNoViolations(page, `${prefix}/account/data`);

    const downloading = page.waitForEvent("download");
    await main(page).getByRole("link", { name: t.page.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^oha-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await downloadText(download);
    const data = JSON.parse(text) as Exported;
    expect(data.account).toMatchObject({ name: member.name, email: member.email });
    expect(data.members).toEqual([
      expect.objectContaining({
        member_number: own,
        first_name: "Quinn",
        memberships: [expect.objectContaining({ status: "active" })],
      }),
    ]);
    expect(data.truncated).toEqual([]);
    for (const trace of [theirs, "Zora", other.email]) expect(text).not.toContain(trace);
  });
}

test("the file is an attachment that no cache keeps; a visitor is sent to sign in", async ({
  page,
  member: _member,
  newPerson,
}) => {
  const response = await page.request.get("/account/data.json", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(headers["content-disposition"]).toMatch(
    /^attachment; filename="oha-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  expect(headers["cache-control"]).toBe("private, no-store");

  const visitor = await newPerson();
  for (const path of ["/account/data", "/account/data.json", "/fr/account/data.json"]) {
    const answer = await visitor.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    expect(answer.headers().location, path).toMatch(/\/signin\?redirectTo=/);
  }
});

test("a new account confirms its address from the e-mailed link: the link's page changes nothing until its button is pressed", async ({
  page,
  member,
}) => {
  const t = accountsMessages.en;
  await open(page, "/account/data");
  await expect(main(page).getByRole("heading", { name: en.page.unconfirmedTitle })).toBeVisible();

  const email = await waitForEmail({ to: member.email, subject: /^Confirm your e-mail address/ });
  const link = /https?:\/\/\S+\/confirm-email\?token=[\w.-]+/.exec(email.text)?.[0];
  expect(link, "the e-mail's link").toBeTruthy();
  const path = new URL(link ?? "").pathname + new URL(link ?? "").search;

  await open(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.confirmEmail.title);
  await expectNoViolations(page, "/confirm-email");
  // Opening the link (a GET, as a mail scanner would) confirmed nothing.
  await open(page, "/account/data");
  await expect(main(page).getByRole("heading", { name: en.page.unconfirmedTitle })).toBeVisible();

  await open(page, path);
  await main(page).getByRole("button", { name: t.confirmEmail.submit }).click();
  await expect(page).toHaveURL("/account/data");
  await expectToast(page, t.toast.emailConfirmed);
  await expect(main(page).getByRole("heading", { name: en.page.unconfirmedTitle })).toHaveCount(0);

  // An altered link says so, and changes nothing.
  await open(page, `${path.slice(0, -3)}abc`);
  await main(page).getByRole("button", { name: t.confirmEmail.submit }).click();
  await expect(main(page)).toContainText(t.confirmEmail.invalidLink);
});
