import type { Db } from "~/db/db.server";
import type { SubscriberStatus } from "~/db/schema";
import type { Locale } from "~/lib/i18n";
import type { NewsletterLink } from "./rules";

const COLUMNS = [
  "id",
  "email",
  "status",
  "confirm_token",
  "unsubscribe_token",
  "confirm_sent_at",
  "confirmed_at",
] as const;

export async function findSubscriberByKey(db: Db, emailKey: string) {
  return db
    .selectFrom("newsletter_subscribers")
    .select(COLUMNS)
    .where("email_key", "=", emailKey)
    .executeTakeFirst();
}

export async function findSubscriberByToken(db: Db, link: NewsletterLink, token: string) {
  return db
    .selectFrom("newsletter_subscribers")
    .select(["email", "status"])
    .where(`${link}_token` as const, "=", token)
    .executeTakeFirst();
}

export async function insertSubscriber(
  db: Db,
  row: { email: string; emailKey: string; confirmToken: string; unsubscribeToken: string; locale: Locale },
  now: Date,
) {
  const at = now.toISOString();
  await db
    .insertInto("newsletter_subscribers")
    .values({
      email: row.email,
      email_key: row.emailKey,
      status: "pending",
      confirm_token: row.confirmToken,
      unsubscribe_token: row.unsubscribeToken,
      created_at: at,
      confirm_sent_at: at,
      confirmed_at: null,
      unsubscribed_at: null,
      locale: row.locale,
    })
    .execute();
}

/** A pending address asks again: its link is sent again, in the language it asked in this time. */
export async function markConfirmationSent(db: Db, id: number, locale: Locale, now: Date) {
  await db
    .updateTable("newsletter_subscribers")
    .set({ confirm_sent_at: now.toISOString(), locale })
    .where("id", "=", id)
    .execute();
}

/** An unsubscribed address asks again: pending, with a new confirmation link (old links stay dead). */
export async function renewSubscriber(
  db: Db,
  id: number,
  row: { email: string; confirmToken: string; locale: Locale },
  now: Date,
) {
  await db
    .updateTable("newsletter_subscribers")
    .set({
      email: row.email,
      locale: row.locale,
      status: "pending",
      confirm_token: row.confirmToken,
      confirm_sent_at: now.toISOString(),
      confirmed_at: null,
      unsubscribed_at: null,
    })
    .where("id", "=", id)
    .execute();
}

/** What following each link does: the statuses it moves an address from, the one it moves it to. */
const LINK_MOVES = {
  confirm: { from: ["pending"], to: "confirmed", at: "confirmed_at" },
  unsubscribe: { from: ["pending", "confirmed"], to: "unsubscribed", at: "unsubscribed_at" },
} as const;

/**
 * Follows a link: a confirmation confirms a pending address (an unsubscribed one's old link is dead), an
 * unsubscribe link ends any subscription. `ok` when the token's address is in the link's status afterwards,
 * so following it again is fine (false for an unknown token); `changed` when this call moved it.
 */
export async function followLink(db: Db, link: NewsletterLink, token: string, now: Date) {
  const { from, to, at } = LINK_MOVES[link];
  const result = await db
    .updateTable("newsletter_subscribers")
    .set("status", to)
    .set(at, now.toISOString())
    .where(`${link}_token` as const, "=", token)
    .where("status", "in", from)
    .executeTakeFirst();
  const row = await findSubscriberByToken(db, link, token);
  return { ok: row?.status === to, changed: Number(result.numUpdatedRows) > 0, email: row?.email ?? "" };
}

/**
 * A signed-in member whose address is proven turns the newsletter on from their account page: the address
 * is confirmed at once (new, pending or unsubscribed alike). True when this call changed it.
 */
export async function confirmFromAccount(
  db: Db,
  row: { email: string; emailKey: string; confirmToken: string; unsubscribeToken: string; locale: Locale },
  now: Date,
) {
  const at = now.toISOString();
  const result = await db
    .insertInto("newsletter_subscribers")
    .values({
      email: row.email,
      email_key: row.emailKey,
      status: "confirmed",
      confirm_token: row.confirmToken,
      unsubscribe_token: row.unsubscribeToken,
      created_at: at,
      confirm_sent_at: at,
      confirmed_at: at,
      unsubscribed_at: null,
      locale: row.locale,
    })
    .onConflict((oc) =>
      oc
        .column("email_key")
        .doUpdateSet({ status: "confirmed", confirmed_at: at, unsubscribed_at: null })
        .where("newsletter_subscribers.status", "!=", "confirmed"),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** An address leaves the list from its account page; true when this call changed it. */
export async function unsubscribeAddress(db: Db, emailKey: string, now: Date) {
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ status: "unsubscribed", unsubscribed_at: now.toISOString() })
    .where("email_key", "=", emailKey)
    .where("status", "in", ["pending", "confirmed"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countSubscribers(db: Db) {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const counts: Record<SubscriberStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The confirmed addresses, oldest confirmation first, with the token of each one's unsubscribe link. */
export async function listConfirmedSubscribers(db: Db) {
  return db
    .selectFrom("newsletter_subscribers")
    .select(["email", "confirmed_at", "unsubscribe_token", "locale"])
    .where("status", "=", "confirmed")
    .orderBy("confirmed_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

/** The subscription of a confirmed address (`emailKey`), for its account's data download (decision 033). */
export async function exportSubscription(db: Db, emailKey: string) {
  return db
    .selectFrom("newsletter_subscribers")
    .select(["email", "status", "locale", "created_at", "confirmed_at", "unsubscribed_at"])
    .where("email_key", "=", emailKey)
    .executeTakeFirst();
}

/** Removes an address from the list, whatever its state: its account was closed (decision 052). */
export async function removeSubscription(db: Db, emailKey: string) {
  await db.deleteFrom("newsletter_subscribers").where("email_key", "=", emailKey).execute();
}

/** A page of the confirmed addresses after the subscriber id `afterId`, for an announcement to the list. */
export async function listConfirmedSubscribersAfter(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email", "locale"])
    .where("status", "=", "confirmed")
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Of these addresses (`emailKeys`, trimmed and lower-cased), the ones confirmed on the list. */
export async function confirmedAmong(db: Db, emailKeys: string[]) {
  if (emailKeys.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select("email_key")
    .where("email_key", "in", emailKeys)
    .where("status", "=", "confirmed")
    .execute();
  return new Set(rows.map((row) => row.email_key));
}

/** The token of an address's unsubscribe link, whatever its state, or undefined for an address never listed. */
export async function unsubscribeTokenOf(db: Db, emailKey: string) {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select("unsubscribe_token")
    .where("email_key", "=", emailKey)
    .executeTakeFirst();
  return row?.unsubscribe_token;
}
