import type { Db } from "~/db/db.server";
import { parseToken, unsubscribeUrl } from "~/features/newsletter";
import {
  confirmedAmong,
  exportSubscription,
  type LinkFollowed,
  setSubscribedFromAccount,
  unsubscribeTokenOf,
} from "~/features/newsletter/index.server";
import type { Deps } from "~/lib/context.server";
import type { Locale } from "~/lib/i18n";
import { newToken } from "~/lib/token.server";
import {
  ensureListRow,
  findListRow,
  findListRowByToken,
  insertConsentRecord,
  setListRow,
  unsubscribeByToken,
  unsubscribedKeys,
} from "./queries.server";
import {
  addressKey,
  type ConsentHow,
  type ConsentList,
  listUnsubscribeHeaders,
  unsubscribePageUrl,
  unsubscribeStep,
} from "./rules";

/**
 * The unsubscribe link of a message of `list` to `email`, in the message's language, with the headers that
 * let a mail client unsubscribe in one click (RFC 8058). Pass `url` as the outbox's `unsubscribeUrl`: the
 * sender writes those headers from it. The newsletter's link is its subscription's own (the address must
 * be on the list); a member-news address gets its token on its first message, and keeps it.
 */
export async function unsubscribeLinkFor(
  { db, config }: Pick<Deps, "db" | "config">,
  { email, list, locale }: { email: string; list: ConsentList; locale: Locale },
  now = new Date(),
): Promise<{ url: string; headers: Record<string, string> }> {
  const key = addressKey(email);
  let url: string;
  if (list === "newsletter") {
    const token = await unsubscribeTokenOf(db, key);
    if (!token) throw new Error("This address is not on the newsletter's list");
    url = unsubscribeUrl(config.BASE_URL, token, locale);
  } else {
    const row = await ensureListRow(db, key, list, newToken(), now);
    url = unsubscribePageUrl(config.BASE_URL, row.token, locale);
  }
  return { url, headers: listUnsubscribeHeaders(url) };
}

/**
 * Of `emails`, the addresses (trimmed, lower-cased) that must not receive `list`: for the newsletter every
 * address not confirmed on it (double opt-in), for member news those that left it.
 */
export async function unsubscribedAmong(db: Db, list: ConsentList, emails: string[]): Promise<Set<string>> {
  const keys = [...new Set(emails.map(addressKey))];
  if (list === "newsletter") {
    const confirmed = await confirmedAmong(db, keys);
    return new Set(keys.filter((key) => !confirmed.has(key)));
  }
  return new Set(await unsubscribedKeys(db, list, keys));
}

/** Records a consent given or withdrawn (`how`), now; pass the transaction that made the change. */
async function recordConsent(
  db: Db,
  input: { email: string; list: ConsentList; change: "given" | "withdrawn"; how: ConsentHow },
  now: Date,
) {
  await insertConsentRecord(db, { ...input, emailKey: addressKey(input.email) }, now);
}

/**
 * What the newsletter's links record when they change a subscription: the double opt-in's confirmation as
 * a consent given, its unsubscribe link (`how`: the button or a mail client's one click) as a withdrawal.
 */
export function newsletterLinkRecord(change: "given" | "withdrawn", how: ConsentHow): LinkFollowed {
  return (db, email, now) => recordConsent(db, { email, list: "newsletter", change, how }, now);
}

/** The page of a member-news unsubscribe link: what it shows, or null for a malformed or unknown token. */
export async function unsubscribeLinkPage(db: Db, tokenValue: unknown) {
  const token = parseToken(tokenValue);
  const row = token ? await findListRowByToken(db, token) : undefined;
  if (!token || !row) return null;
  return { step: unsubscribeStep(row.unsubscribed_at), token, email: row.email_key };
}

/**
 * The link's POST (the page's button, or a mail client's one click): its address leaves the link's list at
 * once, and the withdrawal is recorded with `how`. Again is fine and records nothing more. A link only ever
 * withdraws, so an old link followed after the address turned the list back on takes it off again: what
 * its owner asks by following it. "unknown": no such token, nothing changed.
 */
export async function unsubscribeByLink(
  { db }: Pick<Deps, "db">,
  tokenValue: unknown,
  how: ConsentHow,
  now: Date,
): Promise<"done" | "unknown"> {
  const token = parseToken(tokenValue);
  if (!token) return "unknown";
  return db.transaction().execute(async (trx) => {
    const row = await findListRowByToken(trx, token);
    if (!row) return "unknown";
    if (await unsubscribeByToken(trx, token, now))
      await insertConsentRecord(
        trx,
        { emailKey: row.email_key, list: row.list, change: "withdrawn", how },
        now,
      );
    return "done";
  });
}

/** Which lists an address receives, for its account page. */
export async function emailPreferences(db: Db, email: string): Promise<Record<ConsentList, boolean>> {
  const key = addressKey(email);
  const [subscription, memberNews] = await Promise.all([
    exportSubscription(db, key),
    findListRow(db, key, "member-news"),
  ]);
  return {
    newsletter: subscription?.status === "confirmed",
    "member-news": !memberNews?.unsubscribed_at,
  };
}

/**
 * The account page's switch: the account's (proven) address receives `list` or not from now on, and the
 * change is recorded as made on the account page. Saving what is already so changes and records nothing.
 */
export async function setEmailPreference(
  app: Pick<Deps, "db">,
  input: { email: string; locale: Locale; list: ConsentList; receive: boolean },
  now: Date,
) {
  const change = input.receive ? "given" : "withdrawn";
  if (input.list === "newsletter") {
    await setSubscribedFromAccount(app, input, now, newsletterLinkRecord(change, "account-page"));
    return;
  }
  const key = addressKey(input.email);
  const list = input.list;
  await app.db.transaction().execute(async (trx) => {
    await ensureListRow(trx, key, list, newToken(), now);
    if (await setListRow(trx, key, list, input.receive, now))
      await insertConsentRecord(trx, { emailKey: key, list, change, how: "account-page" }, now);
  });
}

/**
 * A membership was taken (or renewed) by the account of `email`: its member news comes with the membership
 * (implied consent, CASL), recorded as given at sign-up. An address that left member news stays off: only
 * its owner turns it back on, from the account page.
 */
export async function memberNewsOnSignUp(db: Db, email: string, now: Date) {
  const key = addressKey(email);
  await db.transaction().execute(async (trx) => {
    const row = await ensureListRow(trx, key, "member-news", newToken(), now);
    if (row.unsubscribed_at === null)
      await insertConsentRecord(
        trx,
        { emailKey: key, list: "member-news", change: "given", how: "membership-sign-up" },
        now,
      );
  });
}
