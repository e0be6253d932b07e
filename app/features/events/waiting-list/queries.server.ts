import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { WaitlistStatus } from "~/db/schema";
import type { Locale } from "~/lib/i18n";

type NewEntry = {
  eventId: number;
  userId: string;
  name: string;
  email: string;
  emailKey: string;
  locale: Locale;
  token: string;
  /** The member it is for, put in line by the account that manages them (decision 048); null: the holder. */
  memberId: number | null;
};

const ENTRY_COLUMNS = [
  "id",
  "event_id",
  "user_id",
  "name",
  "email",
  "locale",
  "status",
  "token",
  "queued_at",
  "offered_at",
  "offer_expires_at",
  "resolved_at",
  "member_id",
] as const;

export async function findWaitlistEntry(db: Db, eventId: number, emailKey: string) {
  return db
    .selectFrom("waitlist_entries")
    .select(ENTRY_COLUMNS)
    .where("event_id", "=", eventId)
    .where("email_key", "=", emailKey)
    .executeTakeFirst();
}

export async function getWaitlistEntry(db: Db, id: number) {
  return db.selectFrom("waitlist_entries").select(ENTRY_COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function getWaitlistEntryByToken(db: Db, token: string) {
  return db
    .selectFrom("waitlist_entries")
    .select(ENTRY_COLUMNS)
    .where("token", "=", token)
    .executeTakeFirst();
}

export type WaitlistEntry = NonNullable<Awaited<ReturnType<typeof getWaitlistEntry>>>;

/**
 * An account's entry for an event that is still in line (waiting or offered): the holder's own
 * (`memberId` null) or that of the child it is for.
 */
export async function findOpenEntryOfUser(db: Db, eventId: number, userId: string, memberId: number | null) {
  return db
    .selectFrom("waitlist_entries")
    .select(ENTRY_COLUMNS)
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .where((eb) => (memberId === null ? eb("member_id", "is", null) : eb("member_id", "=", memberId)))
    .where("status", "in", ["waiting", "offered"])
    .orderBy("id")
    .executeTakeFirst();
}

/** An account's entries for an event still in line, the holder's own and its children's: the holder's first. */
export async function listOpenEntriesOfUser(db: Db, eventId: number, userId: string) {
  return db
    .selectFrom("waitlist_entries")
    .select(ENTRY_COLUMNS)
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .where("status", "in", ["waiting", "offered"])
    .orderBy((eb) => eb.case().when("member_id", "is", null).then(0).else(1).end())
    .orderBy("id")
    .execute();
}

/**
 * Joins the line at its end: a new entry, or an old one of the same address (left, declined, expired,
 * removed, accepted and since cancelled) put back in line with a new token.
 */
export async function queueWaitlistEntry(db: Db, entry: NewEntry, previousId: number | null, now: Date) {
  const at = now.toISOString();
  const values = {
    user_id: entry.userId,
    name: entry.name,
    email: entry.email,
    locale: entry.locale,
    token: entry.token,
    member_id: entry.memberId,
    status: "waiting" as const,
    queued_at: at,
    offered_at: null,
    offer_expires_at: null,
    resolved_at: null,
  };
  if (previousId !== null) {
    await db.updateTable("waitlist_entries").set(values).where("id", "=", previousId).execute();
    return previousId;
  }
  return insertReturningId(db, "waitlist_entries", {
    ...values,
    event_id: entry.eventId,
    email_key: entry.emailKey,
    created_at: at,
  });
}

/** The place in line of a waiting entry: 1 for the next to be offered. */
export async function waitlistPosition(db: Db, entry: { event_id: number; queued_at: string; id: number }) {
  const { n } = await db
    .selectFrom("waitlist_entries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("event_id", "=", entry.event_id)
    .where("status", "=", "waiting")
    .where((eb) =>
      eb.or([
        eb("queued_at", "<", entry.queued_at),
        eb.and([eb("queued_at", "=", entry.queued_at), eb("id", "<", entry.id)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(n) + 1;
}

/** The first in line, if anyone waits. */
export async function firstWaiting(db: Db, eventId: number) {
  return db
    .selectFrom("waitlist_entries")
    .select(ENTRY_COLUMNS)
    .where("event_id", "=", eventId)
    .where("status", "=", "waiting")
    .orderBy("queued_at", "asc")
    .orderBy("id", "asc")
    .limit(1)
    .executeTakeFirst();
}

/** Waiting -> offered, once. */
export async function markOffered(db: Db, id: number, expiresAt: string, now: Date) {
  const result = await db
    .updateTable("waitlist_entries")
    .set({ status: "offered", offered_at: now.toISOString(), offer_expires_at: expiresAt })
    .where("id", "=", id)
    .where("status", "=", "waiting")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Moves an entry out of the line, once, and only from one of the states `from`. */
export async function resolveEntry(
  db: Db,
  id: number,
  { from, to }: { from: WaitlistStatus[]; to: WaitlistStatus },
  now: Date,
) {
  const result = await db
    .updateTable("waitlist_entries")
    .set({ status: to, resolved_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
