import { describe, expect, it } from "vitest";
import { handleEmailRequests } from "~/lib/email/requests.server";
import { InvalidEmailError } from "~/lib/email/rules";
import type { Locale } from "~/lib/i18n";
import { later, testNow } from "../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../tests/support/test-db";
import {
  countSubscribers,
  findSubscriberByKey,
  findSubscriberByToken,
  listConfirmedSubscribers,
} from "./queries.server";
import { CONFIRMATION_RESEND_MS, NEWSLETTER_MAX_PER_WINDOW, parseToken, subscribeSchema } from "./rules";
import {
  subscribe as answerSubscription,
  confirmSubscription,
  SUBSCRIBE_ANSWER,
  sendSubscriptionEmail,
  unsubscribe,
} from "./service.server";

const testDb = setupTestDb({ clean: ["newsletter_subscribers", "outbox", "rate_events", "email_requests"] });
const now = testNow;
const MINUTE = 60_000;
let clientSerial = 0;
const deps = () => ({ db: testDb.db, config: testConfig });

/** The form's answer, then what the server does after it (decision 014). */
async function subscribe(...args: Parameters<typeof answerSubscription>) {
  const answer = await answerSubscription(...args);
  const handlers = {
    "password-reset": async () => {},
    newsletter: (email: string, at: Date, locale: Locale) => sendSubscriptionEmail(deps(), email, at, locale),
  };
  await handleEmailRequests(testDb.db, handlers, args[2] ?? new Date());
  return answer;
}

/** A new client address each time, so the rate limit stays out of the way unless a test wants it. */
const request = (email: string, client = `192.0.2.${++clientSerial}`) => ({ email, client });

const emailsTo = (address: string) =>
  testDb.db.selectFrom("outbox").selectAll().where("to_address", "=", address).orderBy("id").execute();

const row = async (email: string) => {
  const subscriber = await findSubscriberByKey(testDb.db, email.toLowerCase());
  if (!subscriber) throw new Error(`no subscriber ${email}`);
  return subscriber;
};

/** The token of a link in the e-mail's text. */
function linkToken(text: string, path: "confirm" | "unsubscribe") {
  const match = new RegExp(`/newsletter/${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in ${text}`);
  return match[1];
}

describe(`newsletter double opt-in (${testDialect})`, () => {
  it("stores a new address as pending and sends a confirmation with its links and List-Unsubscribe", async () => {
    expect(await subscribe(deps(), request(" Ann@Example.org "), now)).toBe(SUBSCRIBE_ANSWER);
    const subscriber = await row("ann@example.org");
    expect(subscriber).toMatchObject({ email: "Ann@Example.org", status: "pending", confirmed_at: null });
    const [mail, ...more] = await emailsTo("Ann@Example.org");
    expect(more).toEqual([]);
    const confirm = `${testConfig.BASE_URL}/newsletter/confirm?token=${subscriber.confirm_token}`;
    const unsubscribeUrl = `${testConfig.BASE_URL}/newsletter/unsubscribe?token=${subscriber.unsubscribe_token}`;
    expect(mail).toMatchObject({
      kind: "newsletter-confirmation",
      subject: `Confirm your subscription to the ${testConfig.ASSOCIATION_NAME} newsletter`,
      list_unsubscribe: unsubscribeUrl,
    });
    expect(mail?.text_body).toContain(confirm);
    expect(mail?.text_body).toContain(unsubscribeUrl);
    expect(parseToken(subscriber.confirm_token)).toBe(subscriber.confirm_token);
    expect(subscriber.confirm_token).not.toBe(subscriber.unsubscribe_token);
    // The request was handled and is gone; the sender delivers the e-mail in the same run (decision 014).
    expect(await testDb.db.selectFrom("email_requests").selectAll().execute()).toEqual([]);
    expect(await countSubscribers(testDb.db)).toEqual({ pending: 1, confirmed: 0, unsubscribed: 0 });
    expect(await listConfirmedSubscribers(testDb.db)).toEqual([]);
  });

  it("confirms from the link, idempotently; only confirmed addresses are listed", async () => {
    await subscribe(deps(), request("bo@example.org"), now);
    const [mail] = await emailsTo("bo@example.org");
    const token = linkToken(mail?.text_body ?? "", "confirm");
    expect(await confirmSubscription(deps(), token, later(MINUTE))).toBe("done");
    expect(await confirmSubscription(deps(), token, later(2 * MINUTE))).toBe("done");
    expect(await row("bo@example.org")).toMatchObject({
      status: "confirmed",
      confirmed_at: later(MINUTE).toISOString(),
    });
    await subscribe(deps(), request("cy@example.org"), now);
    expect(await listConfirmedSubscribers(testDb.db)).toEqual([
      {
        email: "bo@example.org",
        confirmed_at: later(MINUTE).toISOString(),
        unsubscribe_token: (await row("bo@example.org")).unsubscribe_token,
        locale: "en",
      },
    ]);
    expect(await confirmSubscription(deps(), "x".repeat(32), now)).toBe("unknown");
  });

  it("unsubscribes from the link without signing in; a re-subscription needs a new confirmation", async () => {
    await subscribe(deps(), request("di@example.org"), now);
    const [first] = await emailsTo("di@example.org");
    const confirmToken = linkToken(first?.text_body ?? "", "confirm");
    const unsubscribeToken = linkToken(first?.text_body ?? "", "unsubscribe");
    await confirmSubscription(deps(), confirmToken, now);

    expect(await unsubscribe(deps(), unsubscribeToken, later(MINUTE))).toBe("done");
    expect(await unsubscribe(deps(), unsubscribeToken, later(2 * MINUTE))).toBe("done");
    expect(await row("di@example.org")).toMatchObject({ status: "unsubscribed" });
    expect(await listConfirmedSubscribers(testDb.db)).toEqual([]);
    // The old confirmation link does not subscribe the address again.
    expect(await confirmSubscription(deps(), confirmToken, later(3 * MINUTE))).toBe("unknown");
    expect((await findSubscriberByToken(testDb.db, "confirm", confirmToken))?.status).toBe("unsubscribed");

    await subscribe(deps(), request("di@example.org"), later(4 * MINUTE));
    const renewed = await row("di@example.org");
    expect(renewed).toMatchObject({ status: "pending", confirmed_at: null });
    expect(renewed.confirm_token).not.toBe(confirmToken);
    expect(renewed.unsubscribe_token).toBe(unsubscribeToken);
    const mails = await emailsTo("di@example.org");
    expect(mails).toHaveLength(2);
    expect(linkToken(mails[1]?.text_body ?? "", "confirm")).toBe(renewed.confirm_token);
    expect(await confirmSubscription(deps(), confirmToken, later(5 * MINUTE))).toBe("unknown");
    expect(await confirmSubscription(deps(), renewed.confirm_token, later(5 * MINUTE))).toBe("done");
    expect(await unsubscribe(deps(), "y".repeat(32), now)).toBe("unknown");
  });

  it("sends a pending address its link again at most once an hour", async () => {
    await subscribe(deps(), request("ed@example.org"), now);
    await subscribe(deps(), request("ed@example.org"), later(CONFIRMATION_RESEND_MS - 1));
    expect(await emailsTo("ed@example.org")).toHaveLength(1);
    await subscribe(deps(), request("ed@example.org"), later(CONFIRMATION_RESEND_MS));
    const mails = await emailsTo("ed@example.org");
    expect(mails).toHaveLength(2);
    const token = (await row("ed@example.org")).confirm_token;
    expect(mails.map((mail) => linkToken(mail.text_body, "confirm"))).toEqual([token, token]);
    await subscribe(deps(), request("ED@example.org"), later(CONFIRMATION_RESEND_MS + MINUTE));
    expect(await emailsTo("ed@example.org")).toHaveLength(2);
    expect(await countSubscribers(testDb.db)).toEqual({ pending: 1, confirmed: 0, unsubscribed: 0 });
  });

  it("SECURITY 11: answers the same for new, pending, confirmed and unsubscribed addresses", async () => {
    const setup = async (email: string, state: "pending" | "confirmed" | "unsubscribed") => {
      await subscribe(deps(), request(email), now);
      const subscriber = await row(email);
      if (state !== "pending") await confirmSubscription(deps(), subscriber.confirm_token, now);
      if (state === "unsubscribed") await unsubscribe(deps(), subscriber.unsubscribe_token, now);
    };
    await setup("pending@example.org", "pending");
    await setup("confirmed@example.org", "confirmed");
    await setup("gone@example.org", "unsubscribed");
    // Later than the resend interval, so that a pending address gets its link again too.
    const at = later(CONFIRMATION_RESEND_MS + MINUTE);
    const before = Object.fromEntries(
      await Promise.all(
        ["new", "pending", "confirmed", "gone"].map(
          async (name) => [name, (await emailsTo(`${name}@example.org`)).length] as const,
        ),
      ),
    );

    const answers: Record<string, string> = {};
    for (const name of ["new", "pending", "confirmed", "gone"])
      answers[name] = await subscribe(deps(), request(`${name}@example.org`), at);
    expect(new Set(Object.values(answers))).toEqual(new Set([SUBSCRIBE_ANSWER]));

    const sent = async (name: string) => (await emailsTo(`${name}@example.org`)).length - (before[name] ?? 0);
    expect(await sent("new")).toBe(1);
    expect(await sent("pending")).toBe(1);
    expect(await sent("confirmed")).toBe(0);
    expect(await sent("gone")).toBe(1);
    expect((await row("confirmed@example.org")).status).toBe("confirmed");
  });

  it("SECURITY 11: the answer writes the same rows for new, pending, confirmed and unsubscribed addresses", async () => {
    await subscribe(deps(), request("pending@example.org"), now);
    await subscribe(deps(), request("confirmed@example.org"), now);
    await confirmSubscription(deps(), (await row("confirmed@example.org")).confirm_token, now);
    await subscribe(deps(), request("gone@example.org"), now);
    await unsubscribe(deps(), (await row("gone@example.org")).unsubscribe_token, now);
    const at = later(CONFIRMATION_RESEND_MS + MINUTE);
    // rate_events left out: the limit counts the client, whatever the address.
    const tables = ["newsletter_subscribers", "outbox", "email_requests"] as const;
    const snapshot = async () =>
      Promise.all(
        tables.map(async (table) => (await testDb.db.selectFrom(table).selectAll().execute()).length),
      );

    const writes: Record<string, number[]> = {};
    for (const name of ["new", "pending", "confirmed", "gone"]) {
      const before = await snapshot();
      await answerSubscription(deps(), request(`${name}@example.org`), at);
      writes[name] = (await snapshot()).map((count, i) => count - (before[i] ?? 0));
    }
    // One request each; the subscriber rows and e-mails come after the answer.
    for (const name of ["new", "pending", "confirmed", "gone"]) expect(writes[name], name).toEqual([0, 0, 1]);
  });

  it("answers the same over the rate limit, and sends nothing more", async () => {
    const client = "198.51.100.20";
    for (let i = 0; i < NEWSLETTER_MAX_PER_WINDOW; i++)
      expect(await subscribe(deps(), request(`person${i}@example.org`, client), now)).toBe(SUBSCRIBE_ANSWER);
    expect(await subscribe(deps(), request("one-too-many@example.org", client), now)).toBe(SUBSCRIBE_ANSWER);
    expect(await emailsTo("one-too-many@example.org")).toEqual([]);
    expect(await findSubscriberByKey(testDb.db, "one-too-many@example.org")).toBeUndefined();
    expect(await subscribe(deps(), request("one-too-many@example.org"), now)).toBe(SUBSCRIBE_ANSWER);
    expect(await emailsTo("one-too-many@example.org")).toHaveLength(1);
  });

  it("keeps one row and one e-mail when the same address is subscribed twice at once", async () => {
    await Promise.all(
      ["fay@example.org", "FAY@example.org", "Fay@Example.org"].map((email) =>
        subscribe(deps(), request(email), now),
      ),
    );
    expect(await countSubscribers(testDb.db)).toEqual({ pending: 1, confirmed: 0, unsubscribed: 0 });
    const all = await testDb.db.selectFrom("outbox").select("to_address").execute();
    expect(all).toHaveLength(1);
  });

  it("SECURITY 7: a line break in the address is refused and adds no recipient", async () => {
    const t = { email: "Please enter a valid email address" };
    for (const email of [
      "eve@example.org\r\nBcc: x@evil.example",
      "eve@example.org\nBcc: x@evil.example",
      "eve@example.org, x@evil.example",
      "Eve <eve@example.org>",
    ]) {
      expect(subscribeSchema(t).safeParse({ email }).success, JSON.stringify(email)).toBe(false);
      // Even past the form's schema, the outbox refuses it and nothing is stored.
      await expect(subscribe(deps(), request(email), now)).rejects.toThrow(InvalidEmailError);
    }
    expect(await testDb.db.selectFrom("newsletter_subscribers").selectAll().execute()).toEqual([]);
    expect(await testDb.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
  });
});
