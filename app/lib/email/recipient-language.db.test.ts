import { beforeAll, describe, expect, it } from "vitest";
import { type Auth, CLIENT_IP_HEADER, createAuth } from "~/features/accounts/auth.server";
import {
  accountLanguage,
  changeAccountLanguage,
  requestPasswordReset,
  sendPasswordReset,
  signUp,
} from "~/features/accounts/service.server";
import { sendContactMessage } from "~/features/contact/service.server";
import { registerForEvent } from "~/features/events/index.server";
import { sendSubscriptionEmail, subscribe, unsubscribe } from "~/features/newsletter/service.server";
import { placeOrder } from "~/features/shop/service.server";
import { fillAssociationName } from "~/lib/association-name";
import { associationNames } from "~/lib/config";
import { format, type Locale, locales } from "~/lib/i18n";
import { accountsMessages } from "~/texts/pages/accounts";
import { contactMessages } from "~/texts/pages/contact";
import { eventsMessages } from "~/texts/pages/events";
import { newsletterMessages } from "~/texts/pages/newsletter";
import { shopMessages } from "~/texts/pages/shop";
import { seedDemoContent } from "../../../scripts/lib/seed";
import { eventRow, testNow } from "../../../tests/support/factories";
import { checkoutInput } from "../../../tests/support/shop-factories";
import { setupTestDb, testConfig, testDialect } from "../../../tests/support/test-db";
import { handleEmailRequests } from "./requests.server";

// Each sign-up runs scrypt at N=2^17: seconds on a busy machine.
const SLOW = { timeout: 180_000 };
const now = testNow;
const BASE = testConfig.BASE_URL;
const NAME = testConfig.ASSOCIATION_NAME;
/** A text naming the association, as the recipient reads it ("compte d'Ontario Handball Association"). */
const named = (template: string, locale: Locale) =>
  fillAssociationName(template, associationNames(testConfig), locale);

const testDb = setupTestDb({
  clean: ["outbox", "registrations", "orders", "order_items", "contact_messages", "rate_events"],
  seed: (db) => seedDemoContent(db, now, testConfig.TIME_ZONE),
});
let auth: Auth;
beforeAll(() => {
  auth = createAuth(testDb.db, testConfig, { wake() {} });
});

const deps = () => ({ db: testDb.db, config: testConfig, mail: { wake() {} } });
let serial = 0;
const fresh = (label: string) => `${label}-${++serial}@example.org`;
const client = () => `198.51.100.${++serial}`;

async function mailTo(address: string) {
  return testDb.db.selectFrom("outbox").selectAll().where("to_address", "=", address).orderBy("id").execute();
}

/** The addresses on the site a message links to (its HTML's links and its text's bare addresses). */
function siteLinks(mail: { html_body: string; text_body: string }) {
  const escaped = BASE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`${escaped}[^\\s"<>]*`, "g");
  return [...mail.html_body.matchAll(pattern), ...mail.text_body.matchAll(pattern)].map((m) => m[0]);
}

/** A message written in `locale`: the HTML says so, and every link to the site leads to a page in it. */
function expectWrittenIn(mail: { html_body: string; text_body: string }, locale: Locale) {
  expect(mail.html_body).toContain(`<html lang="${locale}">`);
  const links = siteLinks(mail);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    if (locale === "fr") expect(link).toMatch(new RegExp(`^${BASE}/fr(/|$)`));
    else expect(link).not.toMatch(new RegExp(`^${BASE}/fr(/|$)`));
  }
}

describe(`the recipient's language (${testDialect})`, () => {
  it.each(locales)("a registration made in %s is stored and confirmed in it", async (locale) => {
    const { id } = await testDb.db
      .insertInto("events")
      .values(eventRow({ title: "Coupe d'été" }))
      .returning("id")
      .executeTakeFirstOrThrow();
    const email = fresh("player");
    const outcome = await registerForEvent(
      deps(),
      { eventId: id, userId: "user-1", name: "Ann Lee", email, client: client(), locale },
      now,
    );
    expect(outcome.status).toBe("registered");

    const row = await testDb.db
      .selectFrom("registrations")
      .select("locale")
      .where("email", "=", email)
      .execute();
    expect(row).toEqual([{ locale }]);
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe(format(eventsMessages[locale].email.subject, { title: "Coupe d'été" }));
    expect(mail?.text_body).toContain(eventsMessages[locale].email.heading);
    expect(mail?.text_body).toContain(`${BASE}${locale === "fr" ? "/fr" : ""}/events/${id}\n`);
    if (mail) expectWrittenIn(mail, locale);
  });

  it.each(locales)(
    "an order placed in %s is stored and confirmed in it; the shop's copy stays English",
    async (locale) => {
      const email = fresh("buyer");
      const result = await placeOrder(
        deps(),
        checkoutInput({ email }),
        { userId: "user-1", guestId: null, client: client(), locale },
        now,
      );
      if (!result.ok) throw new Error(`order refused: ${result.reason}`);

      const row = await testDb.db.selectFrom("orders").select("locale").where("id", "=", result.id).execute();
      expect(row).toEqual([{ locale }]);
      const [confirmation] = await mailTo(email);
      expect(confirmation?.subject).toBe(
        format(shopMessages[locale].email.customerSubject, { number: result.number }),
      );
      expect(confirmation?.text_body).toContain(
        `${BASE}${locale === "fr" ? "/fr" : ""}/orders/${result.token}\n`,
      );
      if (confirmation) expectWrittenIn(confirmation, locale);

      const [copy] = await mailTo(testConfig.CONTACT_EMAIL);
      expect(copy?.subject).toBe(format(shopMessages.en.email.shopSubject, { number: result.number }));
      if (copy) expectWrittenIn(copy, "en");
    },
  );

  it("a contact message sent from a French page is stored as French; the association reads it in English", async () => {
    const email = fresh("sender");
    const result = await sendContactMessage(
      deps(),
      {
        firstName: "Ann",
        lastName: "Lee",
        email,
        subject: "Programmes",
        message: "Bonjour",
        client: client(),
        locale: "fr",
      },
      now,
    );
    if (!result.ok) throw new Error("contact message refused");
    const row = await testDb.db
      .selectFrom("contact_messages")
      .select("locale")
      .where("id", "=", result.id)
      .execute();
    expect(row).toEqual([{ locale: "fr" }]);
    const [notification] = await mailTo(testConfig.CONTACT_EMAIL);
    expect(notification?.subject).toBe(format(contactMessages.en.email.subject, { subject: "Programmes" }));
    if (notification) expectWrittenIn(notification, "en");
  });

  it("a newsletter request keeps its page's language until its confirmation is sent, and a re-subscription takes the new one", async () => {
    const email = fresh("reader");
    const handlers = {
      "password-reset": async () => {},
      newsletter: (address: string, at: Date, locale: Locale) =>
        sendSubscriptionEmail(deps(), address, at, locale),
    };
    await subscribe(deps(), { email, client: client(), locale: "fr" }, now);
    expect(
      await testDb.db.selectFrom("email_requests").select("locale").where("email", "=", email).execute(),
    ).toEqual([{ locale: "fr" }]);
    await handleEmailRequests(testDb.db, handlers, now);

    const subscriber = () =>
      testDb.db
        .selectFrom("newsletter_subscribers")
        .select(["locale", "unsubscribe_token"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
    expect((await subscriber()).locale).toBe("fr");
    const [french] = await mailTo(email);
    expect(french?.subject).toBe(named(newsletterMessages.fr.email.subject, "fr"));
    // Without a French name set, French elides the English one: « d'Ontario », not « de Ontario ».
    expect(french?.subject).toBe("Confirmez votre abonnement à l'infolettre d'Ontario Handball Association");
    expect(french?.text_body).toContain(`${BASE}/fr/newsletter/confirm?token=`);
    expect(french?.list_unsubscribe).toMatch(new RegExp(`^${BASE}/fr/newsletter/unsubscribe\\?token=`));
    if (french) expectWrittenIn(french, "fr");

    await unsubscribe(deps(), (await subscriber()).unsubscribe_token, now);
    await subscribe(deps(), { email, client: client(), locale: "en" }, now);
    await handleEmailRequests(testDb.db, handlers, now);
    expect((await subscriber()).locale).toBe("en");
    const english = (await mailTo(email)).at(-1);
    expect(english?.subject).toBe(format(newsletterMessages.en.email.subject, { name: NAME }));
    expect(english?.list_unsubscribe).toMatch(new RegExp(`^${BASE}/newsletter/unsubscribe\\?token=`));
    if (english) expectWrittenIn(english, "en");
  });

  it(
    "an account takes its sign-up page's language; its reset links and notices go out in the account's language, whatever page asked",
    SLOW,
    async () => {
      const email = fresh("member");
      const headers = new Headers({ [CLIENT_IP_HEADER]: client() });
      const base = { name: "Ann Lee", email, password: "right-password", headers };
      expect(await signUp({ ...deps(), auth }, { ...base, client: client(), locale: "fr" })).toMatchObject({
        ok: true,
      });
      const user = await testDb.db
        .selectFrom("user")
        .select(["id", "locale"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      expect(user.locale).toBe("fr");
      expect(await accountLanguage(deps(), user.id)).toBe("fr");

      const handlers = {
        "password-reset": (address: string) => sendPasswordReset({ auth }, address),
        newsletter: async () => {},
      };
      // Asked from the English page: the account's language wins.
      await requestPasswordReset(deps(), { email, client: client() }, new Date());
      await handleEmailRequests(testDb.db, handlers, new Date());
      const reset = (await mailTo(email)).filter((mail) => mail.kind === "password-reset").at(-1);
      expect(reset?.subject).toBe(named(accountsMessages.fr.emails.reset.subject, "fr"));
      expect(reset?.text_body).toContain(`${BASE}/fr/reset-password?token=`);
      if (reset) expectWrittenIn(reset, "fr");

      // Someone signs up again with the address from the English page: the owner is told in French.
      await signUp({ ...deps(), auth }, { ...base, client: client(), locale: "en" });
      const notice = (await mailTo(email)).find((mail) => mail.kind === "existing-account");
      expect(notice?.subject).toBe(named(accountsMessages.fr.emails.existing.subject, "fr"));
      expect(notice?.text_body).toContain(`${BASE}/fr/signin\n`);
      expect(
        (await testDb.db.selectFrom("user").select("locale").where("id", "=", user.id).executeTakeFirst())
          ?.locale,
      ).toBe("fr");

      await changeAccountLanguage(deps(), { userId: user.id, page: "/account/language" }, "en");
      expect(await accountLanguage(deps(), user.id)).toBe("en");
      await requestPasswordReset(deps(), { email, client: client() }, new Date());
      await handleEmailRequests(testDb.db, handlers, new Date());
      const next = (await mailTo(email)).filter((mail) => mail.kind === "password-reset").at(-1);
      expect(next?.subject).toBe(format(accountsMessages.en.emails.reset.subject, { name: NAME }));
      expect(next?.text_body).toContain(`${BASE}/reset-password?token=`);
      if (next) expectWrittenIn(next, "en");
    },
  );
});
