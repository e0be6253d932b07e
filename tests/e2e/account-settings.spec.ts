// The account page (/account, decision 052): a member finds it first in the "My Account" menu, renames
// themself without JavaScript, chooses French, changes their password in French, moves the account to a new
// address through the link e-mailed to it, and closes the account by keyboard; nobody can sign in to it then.

import { format } from "~/lib/i18n";
import { account as en } from "~/texts/en/account";
import { memberships } from "~/texts/en/memberships";
import { account as fr } from "~/texts/fr/account";
import { accountsMessages } from "~/texts/pages/accounts";
import { HASHING, isSignedIn, PASSWORD, signInVia, uniqueEmail } from "./accounts";
import { makeMembershipFor } from "./db";
import { expect, test } from "./fixtures";
import {
  expectFieldError,
  expectNoViolations,
  expectSignedOut,
  expectToast,
  field,
  main,
  open,
  openAccountMenu,
} from "./helpers";
import { waitForEmail } from "./mail";

test.describe.configure({ timeout: 120_000 });

const accounts = accountsMessages;
const join = memberships.join;
/** Seasons of this file are 2038-2039 (made by tests/e2e/db.ts when missing). */
const DAY = "2038-10-01";

test("a member changes their language, password and e-mail address, then closes the account", async ({
  browser,
  page,
  member,
  newPerson,
}) => {
  // Found first in the account menu.
  await open(page, "/");
  const menu = await openAccountMenu(page);
  await menu.getByRole("link", { name: "Account settings", exact: true }).click();
  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.overview.title);
  await expect(main(page)).toContainText(member.email);
  for (const name of [
    en.overview.registrations,
    en.overview.orders,
    en.overview.membership,
    en.overview.data,
  ])
    await expect(main(page).getByRole("link", { name, exact: true })).toBeVisible();
  await expectNoViolations(page, "/account");

  // The name, without JavaScript.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto("/account");
  await field(plain, en.overview.name).fill("R");
  await main(plain).getByRole("button", { name: en.overview.saveName }).click();
  await expectFieldError(plain, en.overview.name, accounts.en.validation.nameMin.replace("{min}", "2"));
  await field(plain, en.overview.name).fill("Renée Walker");
  await main(plain).getByRole("button", { name: en.overview.saveName }).click();
  await expect(plain).toHaveURL("/account");
  await expect(field(plain, en.overview.name)).toHaveValue("Renée Walker");
  await noScript.close();

  // A person the account manages: their phone corrected, their name not editable.
  const number = makeMembershipFor(member.email, { day: DAY, firstName: "Quinn" });
  await open(page, "/account");
  await main(page)
    .getByRole("link", { name: format(en.people.edit, { name: "Quinn Gagnon" }) })
    .click();
  await expect(page).toHaveURL(`/account/people/${number}`);
  await expect(field(page, join.firstName)).toHaveCount(0);
  await expectNoViolations(page, "/account/people/:number");
  await field(page, join.phone).fill("613-555-0199");
  await main(page).getByRole("button", { name: en.people.submit }).click();
  await expect(page).toHaveURL("/account");
  await expectToast(page, { title: en.toast.detailsSaved.title });

  // French: the language of the account, then the whole password step in French.
  await open(page, "/account");
  await main(page).getByRole("link", { name: en.overview.changeLanguage }).click();
  await main(page).getByLabel(accounts.en.language.fr, { exact: true }).check();
  await main(page).getByRole("button", { name: accounts.en.language.submit }).click();
  await expect(page).toHaveURL("/fr/account/language");
  await open(page, "/fr/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.overview.title);
  await main(page).getByRole("link", { name: fr.overview.changePassword }).click();
  await expect(page).toHaveURL("/fr/account/password");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.password.title);
  await field(page, fr.password.currentPassword).fill("not-my-password");
  await field(page, fr.password.password).fill("second-pass-2");
  await field(page, fr.password.confirmPassword).fill("second-pass-2");
  await main(page).getByRole("button", { name: fr.password.submit }).click();
  await expect(field(page, fr.password.currentPassword)).toHaveAttribute("aria-invalid", "true", HASHING);
  await expectFieldError(page, fr.password.currentPassword, accounts.fr.validation.wrongPassword);
  await expectNoViolations(page, "/fr/account/password");
  await field(page, fr.password.currentPassword).fill(PASSWORD);
  await field(page, fr.password.password).fill("second-pass-2");
  await field(page, fr.password.confirmPassword).fill("second-pass-2");
  await main(page).getByRole("button", { name: fr.password.submit }).click();
  await expect(page).toHaveURL("/fr/account", HASHING);
  await expectToast(page, fr.toast.passwordChanged);
  await waitForEmail({ to: member.email, subject: /^Le mot de passe de votre compte/ });
  const old = await newPerson();
  await signInVia(old, member.email, PASSWORD);
  expect(await isSignedIn(old)).toBe(false);

  // The address: nothing changes until the link sent to the new one is posted.
  const newAddress = uniqueEmail("moved");
  await open(page, "/account/email");
  await expectNoViolations(page, "/account/email");
  await field(page, en.email.email).fill(newAddress);
  await field(page, en.email.currentPassword).fill("second-pass-2");
  await main(page).getByRole("button", { name: en.email.submit }).click();
  await expect(page).toHaveURL("/account", HASHING);
  await expectToast(page, en.toast.linkSent);
  await expect(main(page)).toContainText(member.email);
  await waitForEmail({ to: member.email, subject: /^Un changement d'adresse courriel/ });
  const link = await waitForEmail({ to: newAddress, subject: /^Confirmez votre nouvelle adresse courriel/ });
  const url = new URL(/https?:\/\/\S+\/confirm-email\?token=[\w.-]+/.exec(link.text)?.[0] ?? "http://x/");
  await open(page, url.pathname + url.search);
  await open(page, "/account");
  await expect(main(page)).toContainText(member.email);
  await open(page, url.pathname + url.search);
  await main(page).getByRole("button", { name: accounts.fr.confirmEmail.submit }).click();
  await expect(page).toHaveURL(/\/account\/data$/, HASHING);
  await expectToast(page, accounts.fr.toast.emailConfirmed);
  await open(page, "/account");
  await expect(main(page)).toContainText(newAddress);
  await expect(main(page)).not.toContainText(member.email);

  // Closing, by keyboard, after reading what it does.
  await open(page, "/account/close");
  for (const item of en.close.removed) await expect(main(page)).toContainText(item);
  await expectNoViolations(page, "/account/close");
  await main(page).getByLabel(en.close.understood).focus();
  await page.keyboard.press("Space");
  await field(page, en.close.currentPassword).fill("second-pass-2");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/", HASHING);
  await expectToast(page, en.toast.closed);
  await expectSignedOut(page);
  await signInVia(old, newAddress, "second-pass-2");
  expect(await isSignedIn(old)).toBe(false);
});
