import type { Db } from "~/db/db.server";
import { unsubscribeUrl } from "~/features/newsletter";
import { confirmedAmong, unsubscribeTokenOf } from "~/features/newsletter/index.server";
import type { Deps } from "~/lib/context.server";
import type { Locale } from "~/lib/i18n";
import { newToken } from "~/lib/token.server";
import { ensureListRow, unsubscribedKeys } from "./queries.server";
import { addressKey, type ConsentList, listUnsubscribeHeaders, unsubscribePageUrl } from "./rules";

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
