import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createAuth, exportAccountData } from "~/features/accounts/index.server";
import { exportMatchRecordOfAccount, exportOfficiatingOfAccount } from "~/features/competitions/index.server";
import { exportAttendanceOfAccount } from "~/features/events/index.server";
import { exportPeopleOfAccount } from "~/features/memberships/index.server";
import { confirmSubscription } from "~/features/newsletter/index.server";
import { type AppContext, appContext } from "~/lib/context.server";
import { type Locale, localeContext } from "~/lib/i18n";
import { action as newsletterAction } from "~/routes/newsletter.unsubscribe";
import { action, loader } from "~/routes/unsubscribe";
import { later, subscriberRow, testNow } from "../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../tests/support/test-db";
import { exportConsentRecords } from "./queries.server";
import {
  emailPreferences,
  memberNewsOnSignUp,
  newsletterLinkRecord,
  setEmailPreference,
  unsubscribedAmong,
  unsubscribeLinkFor,
} from "./service.server";

const testDb = setupTestDb({ clean: ["email_lists", "consent_records", "newsletter_subscribers"] });
const deps = () => ({ db: testDb.db, config: testConfig });
const MINUTE = 60_000;
let serial = 0;

/** A member-news link for a new address; its token as the link carries it. */
async function memberNewsLink(email = `member${++serial}@example.org`, locale: Locale = "en") {
  const { url } = await unsubscribeLinkFor(deps(), { email, list: "member-news", locale }, testNow);
  return { email, url, token: new URL(url).searchParams.get("token") ?? "" };
}

function routeContext(locale: Locale = "en") {
  const context = new RouterContextProvider();
  context.set(appContext, { db: testDb.db, config: testConfig } as AppContext);
  context.set(localeContext, locale);
  return context;
}

/** What a mail scanner or a person's browser GETs. */
function getPage(token: string, locale: Locale = "en") {
  const path = locale === "fr" ? "/fr/unsubscribe" : "/unsubscribe";
  return loader({
    params: {},
    context: routeContext(locale),
    request: new Request(`http://localhost${path}?${new URLSearchParams({ token })}`),
  } as unknown as Parameters<typeof loader>[0]);
}

/** A POST to the link: the page's button (the token in the form) or a mail client's one click (RFC 8058). */
async function post(
  route: typeof action | typeof newsletterAction,
  url: string,
  body: Record<string, string>,
  locale: Locale = "en",
) {
  const request = new Request(url.replace(testConfig.BASE_URL, "http://localhost"), {
    method: "POST",
    body: new URLSearchParams(body),
  });
  const run = route as (args: unknown) => Promise<unknown>;
  try {
    return await run({ params: {}, context: routeContext(locale), request });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const records = (email: string) =>
  testDb.db
    .selectFrom("consent_records")
    .select(["list", "change", "how"])
    .where("email_key", "=", email.toLowerCase())
    .orderBy("id")
    .execute();

const status = (init: unknown) => (init as { init?: { status?: number } }).init?.status;

describe(`a message's unsubscribe link (${testDialect})`, () => {
  it("is the address's own page for its list, in the message's language, with the one-click headers", async () => {
    const en = await unsubscribeLinkFor(deps(), {
      email: " Kim@Example.org ",
      list: "member-news",
      locale: "en",
    });
    const fr = await unsubscribeLinkFor(deps(), {
      email: "kim@example.org",
      list: "member-news",
      locale: "fr",
    });
    const token = new URL(en.url).searchParams.get("token");
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(en.url).toBe(`${testConfig.BASE_URL}/unsubscribe?token=${token}`);
    // One token per address and list, whatever the letter case: every link ever sent keeps working.
    expect(fr.url).toBe(`${testConfig.BASE_URL}/fr/unsubscribe?token=${token}`);
    expect(en.headers).toEqual({
      "List-Unsubscribe": `<${en.url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const other = await memberNewsLink();
    expect(other.token).not.toBe(token);
  });

  it("for the newsletter, is the subscription's own link, and refuses an address not on the list", async () => {
    await testDb.db
      .insertInto("newsletter_subscribers")
      .values(
        subscriberRow({
          email: "Reader@Example.org",
          status: "confirmed",
          unsubscribe_token: "u".repeat(32),
        }),
      )
      .execute();
    const link = await unsubscribeLinkFor(deps(), {
      email: "reader@example.org",
      list: "newsletter",
      locale: "fr",
    });
    expect(link.url).toBe(`${testConfig.BASE_URL}/fr/newsletter/unsubscribe?token=${"u".repeat(32)}`);
    await expect(
      unsubscribeLinkFor(deps(), { email: "stranger@example.org", list: "newsletter", locale: "en" }),
    ).rejects.toThrow("not on the newsletter");
  });

  it("shows a page with a button on GET, and a mail scanner's GETs change nothing", async () => {
    const { email, token } = await memberNewsLink("Scan@Example.org");
    for (const locale of ["en", "fr"] as const)
      expect(await getPage(token, locale)).toEqual({ step: "ask", token, email: "scan@example.org" });
    expect(await unsubscribedAmong(testDb.db, "member-news", [email])).toEqual(new Set());
    expect(await records(email)).toEqual([]);
  });

  it("unsubscribes at once on a mail client's one-click POST, answered with the page; again changes nothing", async () => {
    const { email, url, token } = await memberNewsLink();
    expect(await post(action, url, { "List-Unsubscribe": "One-Click" })).toEqual({ step: "done" });
    expect(await unsubscribedAmong(testDb.db, "member-news", [email])).toEqual(new Set([email]));
    expect(await post(action, url, { "List-Unsubscribe": "One-Click" })).toEqual({ step: "done" });
    expect(await records(email)).toEqual([{ list: "member-news", change: "withdrawn", how: "one-click" }]);
    expect(await getPage(token)).toMatchObject({ step: "done" });
  });

  it("unsubscribes on the button, then shows the page again in its language", async () => {
    const { email, token } = await memberNewsLink();
    // The form carries the token where the query string was lost.
    const answer = await post(action, `${testConfig.BASE_URL}/fr/unsubscribe`, { token }, "fr");
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe(`/fr/unsubscribe?token=${token}`);
    expect(await unsubscribedAmong(testDb.db, "member-news", [email])).toEqual(new Set([email]));
    expect(await records(email)).toEqual([
      { list: "member-news", change: "withdrawn", how: "unsubscribe-link" },
    ]);
  });

  it.each([
    ["a forged token", "f".repeat(32)],
    ["a malformed token", "<script>"],
    ["no token", ""],
  ])("answers %s with the unknown link's page (404) and changes nothing", async (_, forged) => {
    const { email } = await memberNewsLink();
    expect(status(await getPage(forged))).toBe(404);
    const url = `${testConfig.BASE_URL}/unsubscribe?${new URLSearchParams({ token: forged })}`;
    const bodies: Record<string, string>[] = [{ "List-Unsubscribe": "One-Click" }, { token: forged }];
    for (const body of bodies) expect(status(await post(action, url, body))).toBe(404);
    expect(await testDb.db.selectFrom("email_lists").select("unsubscribed_at").execute()).toEqual([
      { unsubscribed_at: null },
    ]);
    expect(await records(email)).toEqual([]);
  });

  it("a token works for its own list only: a member-news token on the newsletter's page is unknown", async () => {
    const { email, token } = await memberNewsLink();
    const url = `${testConfig.BASE_URL}/newsletter/unsubscribe?token=${token}`;
    expect(status(await post(newsletterAction, url, { "List-Unsubscribe": "One-Click" }))).toBe(404);
    expect(await unsubscribedAmong(testDb.db, "member-news", [email])).toEqual(new Set());
  });

  it("reused after the address turned the list back on, it only withdraws again: a link never subscribes", async () => {
    const { email, url, token } = await memberNewsLink();
    await post(action, url, { "List-Unsubscribe": "One-Click" });
    await setEmailPreference(
      deps(),
      { email, locale: "en", list: "member-news", receive: true },
      later(MINUTE),
    );
    expect(await unsubscribedAmong(testDb.db, "member-news", [email])).toEqual(new Set());
    // The same link, from an old e-mail: the page asks again, and its POST takes the address off again.
    expect(await getPage(token)).toMatchObject({ step: "ask" });
    expect(await post(action, url, { token })).toBeInstanceOf(Response);
    expect(await unsubscribedAmong(testDb.db, "member-news", [email])).toEqual(new Set([email]));
    expect(await records(email)).toEqual([
      { list: "member-news", change: "withdrawn", how: "one-click" },
      { list: "member-news", change: "given", how: "account-page" },
      { list: "member-news", change: "withdrawn", how: "unsubscribe-link" },
    ]);
    // Its token is the same one: no other address or list is touched.
    expect((await memberNewsLink(email)).token).toBe(token);
  });
});

describe(`who must not receive a list (${testDialect})`, () => {
  it("member news: the addresses that left it, in any letter case, lower-cased", async () => {
    const gone = await memberNewsLink("Gone@Example.org");
    const stays = await memberNewsLink("stays@example.org");
    await post(action, gone.url, { "List-Unsubscribe": "One-Click" });
    const among = await unsubscribedAmong(testDb.db, "member-news", [
      "GONE@example.org",
      " gone@EXAMPLE.org ",
      stays.email,
      "never-written@example.org",
    ]);
    expect(among).toEqual(new Set(["gone@example.org"]));
    expect(await unsubscribedAmong(testDb.db, "member-news", [])).toEqual(new Set());
  });

  it("newsletter: every address not confirmed on it (pending, unsubscribed, unknown), in any letter case", async () => {
    await testDb.db
      .insertInto("newsletter_subscribers")
      .values([
        subscriberRow({ email: "Yes@Example.org", status: "confirmed" }),
        subscriberRow({ email: "pending@example.org" }),
        subscriberRow({ email: "left@example.org", status: "unsubscribed" }),
      ])
      .execute();
    const among = await unsubscribedAmong(testDb.db, "newsletter", [
      "YES@example.org",
      "Pending@example.org",
      "left@example.org",
      "nobody@example.org",
    ]);
    expect(among).toEqual(new Set(["pending@example.org", "left@example.org", "nobody@example.org"]));
  });
});

describe(`the account page's switches (${testDialect})`, () => {
  it("show member news on and the newsletter off by default, and save each change with a record", async () => {
    const email = "Switch@Example.org";
    expect(await emailPreferences(testDb.db, email)).toEqual({ newsletter: false, "member-news": true });
    const set = (list: "newsletter" | "member-news", receive: boolean, at: Date) =>
      setEmailPreference(deps(), { email, locale: "fr", list, receive }, at);
    await set("member-news", false, later(MINUTE));
    await set("member-news", false, later(2 * MINUTE));
    await set("newsletter", true, later(3 * MINUTE));
    await set("newsletter", true, later(4 * MINUTE));
    expect(await emailPreferences(testDb.db, email)).toEqual({ newsletter: true, "member-news": false });
    expect(await unsubscribedAmong(testDb.db, "newsletter", [email])).toEqual(new Set());
    const subscriber = await testDb.db
      .selectFrom("newsletter_subscribers")
      .select(["email_key", "status", "locale"])
      .executeTakeFirstOrThrow();
    expect(subscriber).toEqual({ email_key: "switch@example.org", status: "confirmed", locale: "fr" });
    await set("newsletter", false, later(5 * MINUTE));
    await set("member-news", true, later(6 * MINUTE));
    expect(await emailPreferences(testDb.db, email)).toEqual({ newsletter: false, "member-news": true });
    // Saving what is already so records nothing: one record per change, with when.
    expect(await exportConsentRecords(testDb.db, "switch@example.org", 10)).toEqual([
      {
        list: "member-news",
        change: "given",
        how: "account-page",
        recorded_at: later(6 * MINUTE).toISOString(),
      },
      {
        list: "newsletter",
        change: "withdrawn",
        how: "account-page",
        recorded_at: later(5 * MINUTE).toISOString(),
      },
      {
        list: "newsletter",
        change: "given",
        how: "account-page",
        recorded_at: later(3 * MINUTE).toISOString(),
      },
      {
        list: "member-news",
        change: "withdrawn",
        how: "account-page",
        recorded_at: later(MINUTE).toISOString(),
      },
    ]);
  });

  it("turning the newsletter back on keeps the subscription's unsubscribe link", async () => {
    await testDb.db
      .insertInto("newsletter_subscribers")
      .values(
        subscriberRow({
          email: "back@example.org",
          status: "unsubscribed",
          unsubscribe_token: "b".repeat(32),
        }),
      )
      .execute();
    await setEmailPreference(
      deps(),
      { email: "back@example.org", locale: "en", list: "newsletter", receive: true },
      testNow,
    );
    const link = await unsubscribeLinkFor(deps(), {
      email: "back@example.org",
      list: "newsletter",
      locale: "en",
    });
    expect(link.url).toContain(`token=${"b".repeat(32)}`);
    expect(await unsubscribedAmong(testDb.db, "newsletter", ["back@example.org"])).toEqual(new Set());
  });
});

describe(`a membership sign-up (${testDialect})`, () => {
  it("records member news as given with the membership, but never turns it back on for an address that left", async () => {
    await memberNewsOnSignUp(testDb.db, "New@Example.org", testNow);
    expect(await records("new@example.org")).toEqual([
      { list: "member-news", change: "given", how: "membership-sign-up" },
    ]);
    const { email, url } = await memberNewsLink();
    await post(action, url, { "List-Unsubscribe": "One-Click" });
    await memberNewsOnSignUp(testDb.db, email, later(MINUTE));
    expect(await unsubscribedAmong(testDb.db, "member-news", [email])).toEqual(new Set([email]));
    expect(await records(email)).toEqual([{ list: "member-news", change: "withdrawn", how: "one-click" }]);
  });
});

describe(`the newsletter's links record consent (${testDialect})`, () => {
  it("records the double opt-in's confirmation and a one-click unsubscribe, once each", async () => {
    await testDb.db
      .insertInto("newsletter_subscribers")
      .values(
        subscriberRow({
          email: "Opt@Example.org",
          confirm_token: "c".repeat(32),
          unsubscribe_token: "d".repeat(32),
        }),
      )
      .execute();
    const hook = newsletterLinkRecord("given", "newsletter-confirmation");
    await confirmSubscription(deps(), "c".repeat(32), testNow, hook);
    await confirmSubscription(deps(), "c".repeat(32), later(MINUTE), hook);
    const url = `${testConfig.BASE_URL}/newsletter/unsubscribe?token=${"d".repeat(32)}`;
    expect(await post(newsletterAction, url, { "List-Unsubscribe": "One-Click" })).toEqual({ step: "done" });
    expect(await records("opt@example.org")).toEqual([
      { list: "newsletter", change: "given", how: "newsletter-confirmation" },
      { list: "newsletter", change: "withdrawn", how: "one-click" },
    ]);
  });
});

describe(`the account's data download (${testDialect})`, () => {
  it("lists the records of the account's confirmed address, and none of another address", async () => {
    const { internalAdapter } = await createAuth(testDb.db, testConfig, { wake() {} }).$context;
    const email = `holder${++serial}@example.org`;
    const user = await internalAdapter.createUser(
      { name: "Holder", email, emailVerified: true },
      { method: "email-password" },
    );
    await setEmailPreference(deps(), { email, locale: "en", list: "member-news", receive: false }, testNow);
    await setEmailPreference(
      deps(),
      { email: "other@example.org", locale: "en", list: "member-news", receive: false },
      testNow,
    );
    const sections = {
      people: exportPeopleOfAccount,
      attendance: exportAttendanceOfAccount,
      officiating: exportOfficiatingOfAccount,
      matchRecord: exportMatchRecordOfAccount,
    };
    const data = await exportAccountData(testDb.db, user.id, later(MINUTE), sections);
    expect(data?.emailConsents).toEqual([
      { list: "member-news", change: "withdrawn", how: "account-page", recorded_at: testNow.toISOString() },
    ]);
  });
});
