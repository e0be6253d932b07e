// E-mails in the recipient's language, end to end over SMTP (decision 025): a registration made
// on a French page is confirmed in French; a password reset goes out in the account's language whatever
// page asked for it; /account/language changes that language. Chromium against the production build.
import type { Page } from "@playwright/test";
import { accounts as enAccounts } from "~/texts/en/accounts";
import { shop as enShop } from "~/texts/en/shop";
import { accounts as frAccounts } from "~/texts/fr/accounts";
import { events as frEvents } from "~/texts/fr/events";
import { fillAssociationName } from "../../app/lib/association-name";
import { format, type Locale } from "../../app/lib/i18n";
import { PASSWORD, uniqueEmail, uniqueName } from "./accounts";
import { withDb } from "./db";
import { BASE_URL, SITE } from "./env";
import { escapeRegExp } from "./events-helpers";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, field, main, open } from "./helpers";
import { sameOrigin } from "./http";
import { type ReceivedEmail, waitForEmail } from "./mail";

// Sign-ups hash passwords (scrypt, 128 MiB each): a busy machine needs the time.
test.describe.configure({ timeout: 90_000 });

/** Every address on the site that a message links to, in its HTML and its plain text. */
function siteLinks(mail: ReceivedEmail) {
  const pattern = new RegExp(`${escapeRegExp(BASE_URL)}[^\\s"<>]*`, "g");
  return [...mail.html.matchAll(pattern), ...mail.text.matchAll(pattern)].map((match) => match[0]);
}

/** Written in French: the HTML says so, and every link to the site leads to a French page. */
function expectFrench(mail: ReceivedEmail) {
  expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="fr">/i);
  const links = siteLinks(mail);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links)
    expect(link, "a link of a French e-mail").toMatch(new RegExp(`^${escapeRegExp(BASE_URL)}/fr/`));
}

function expectEnglish(mail: ReceivedEmail) {
  expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="en">/i);
  const links = siteLinks(mail);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link).not.toMatch(new RegExp(`^${escapeRegExp(BASE_URL)}/fr(/|$)`));
}

function accountLanguageOf(email: string) {
  return withDb(
    (db) => (db.prepare('SELECT locale FROM "user" WHERE email = ?').get(email) as { locale: string }).locale,
  );
}

/** Asks for a reset link from the English forgot-password page and returns the e-mail it brings. */
async function resetFromEnglishPage(page: Page, email: string, subject: string) {
  await open(page, "/forgot-password");
  const before = new Date();
  await field(page, enAccounts.forgot.email).fill(email);
  await main(page).getByRole("button", { name: enAccounts.forgot.submit }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(enAccounts.forgot.sentTitle);
  return waitForEmail({ to: email, subject: new RegExp(`^${escapeRegExp(subject)}$`), after: before });
}

/** The subject of a reset e-mail in a language. */
const resetSubject = (locale: Locale) =>
  fillAssociationName({ en: enAccounts, fr: frAccounts }[locale].emails.reset.subject, SITE, locale);

test.describe("e-mails in the recipient's language", () => {
  test("a registration on a French event page is confirmed in French over SMTP, with links to French pages", async ({
    page,
    member,
    createEvent,
  }) => {
    const { id, title } = await createEvent({
      tag: "Coupe francophone",
      date: "2030-07-15",
      startTime: "09:00",
      endTime: "18:00",
    });

    await open(page, `/fr/events/${id}`);
    const register = main(page).getByRole("region", { name: frEvents.detail.registerTitle });
    await expect(register.getByLabel(frEvents.register.name, { exact: true })).toHaveValue(member.name);
    const before = new Date();
    await register.getByRole("button", { name: frEvents.register.submit }).click();
    await expectToast(page, {
      title: frEvents.register.success.title,
      description: format(frEvents.register.success.description, { title }),
    });
    await expect(page).toHaveURL(`/fr/events/${id}`);

    const mail = await waitForEmail({ to: member.email, subject: /^Inscription confirmée/, after: before });
    expect(mail.subject).toBe(format(frEvents.email.subject, { title }));
    expectFrench(mail);
    expect(mail.html).toContain(`href="${BASE_URL}/fr/events/${id}"`);
    expect(mail.text).toContain(`${frEvents.email.action}\u00a0:\n${BASE_URL}/fr/events/${id}\n`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(frEvents.email.heading);
      expect(body).toContain(format(frEvents.email.greeting, { name: member.name }));
      expect(body).toContain("15 juillet 2030");
      expect(body).toContain("9\u00a0h\u00a000");
    }
    expect(withDb((db) => db.prepare("SELECT locale FROM registrations WHERE event_id = ?").all(id))).toEqual(
      [{ locale: "fr" }],
    );
  });

  test("a member whose account is in French asks for a reset from the English page and gets it in French", async ({
    page,
  }) => {
    const email = uniqueEmail("francophone");
    const signUp = await page.request.post("/fr/signup", {
      form: { name: uniqueName("Camille"), email, password: PASSWORD, confirmPassword: PASSWORD },
      headers: sameOrigin,
      maxRedirects: 0,
    });
    expect(signUp.status()).toBe(302);
    expect(accountLanguageOf(email)).toBe("fr");

    const subject = resetSubject("fr");
    expect(subject).toBe(
      "Choisissez un nouveau mot de passe pour votre compte de l'Association de handball de l'Ontario",
    );
    const mail = await resetFromEnglishPage(page, email, subject);
    expectFrench(mail);
    expect(mail.text.split("\n")[0], "the French name without its article").toBe(
      "Association de handball de l'Ontario",
    );
    expect(mail.text).toContain(format(frAccounts.emails.reset.text, { email }));
    const link = new RegExp(`${escapeRegExp(BASE_URL)}/fr/reset-password\\?token=\\S+`).exec(mail.text)?.[0];
    expect(link, "a French reset link").toBeDefined();

    await open(page, link as string);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(frAccounts.reset.title);
  });

  test("changing the language on /account/language changes the language of the next e-mail", async ({
    page,
    member,
  }) => {
    expect(accountLanguageOf(member.email)).toBe("en");
    const english = await resetFromEnglishPage(page, member.email, resetSubject("en"));
    expectEnglish(english);

    await open(page, "/account/orders");
    await main(page).getByRole("link", { name: enShop.orders.language }).click();
    await expect(page).toHaveURL("/account/language");
    const choices = main(page).getByRole("group", { name: enAccounts.language.legend });
    await expect(choices.getByRole("radio", { name: enAccounts.language.en })).toBeChecked();
    await choices.getByRole("radio", { name: enAccounts.language.fr }).check();
    await main(page).getByRole("button", { name: enAccounts.language.submit }).click();

    await expect(page).toHaveURL("/fr/account/language");
    await expectToast(page, frAccounts.toast.languageUpdated);
    await expect(
      main(page)
        .getByRole("group", { name: frAccounts.language.legend })
        .getByRole("radio", { name: frAccounts.language.fr }),
    ).toBeChecked();
    expect(accountLanguageOf(member.email)).toBe("fr");

    const french = await resetFromEnglishPage(page, member.email, resetSubject("fr"));
    expectFrench(french);
  });

  test("the language form refuses what is not a language, with a clear message, and changes nothing", async ({
    page,
    member,
  }) => {
    for (const locale of ["de", "", "fr\r\nX"]) {
      const response = await page.request.post("/account/language", {
        form: { locale },
        headers: sameOrigin,
        maxRedirects: 0,
      });
      expect(response.status(), `locale ${JSON.stringify(locale)}`).toBe(400);
      expect(await response.text()).toContain(enAccounts.validation.chooseLanguage);
    }
    const foreign = await page.request.post("/account/language", {
      form: { locale: "fr" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
    expect(accountLanguageOf(member.email)).toBe("en");
  });

  test("the language page has no accessibility violations, in English and in French", async ({
    page,
    member: _member,
  }) => {
    for (const [path, texts] of [
      ["/account/language", enAccounts.language],
      ["/fr/account/language", frAccounts.language],
    ] as const) {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
      await expect(page.locator("html")).toHaveAttribute("lang", path.startsWith("/fr/") ? "fr" : "en");
      await expectNoViolations(page, path);
    }
  });

  test("a signed-out visitor is sent to sign in", async ({ page }) => {
    await open(page, "/account/language");
    await expect(page).toHaveURL("/signin?redirectTo=%2Faccount%2Flanguage");
    await expectToast(
      page,
      { title: enAccounts.toast.accessDenied, description: enAccounts.toast.signInRequired },
      "destructive",
    );
  });
});
