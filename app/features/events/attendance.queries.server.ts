import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { WaitlistStatus } from "~/db/schema";
import type { Locale } from "~/lib/i18n";

/** The event columns that the registration, waiting-list and reminder rules and e-mails read. */
export const EVENT_RULE_COLUMNS = [
  "events.id",
  "events.title",
  "events.title_fr",
  "events.starts_at",
  "events.ends_at",
  "events.location",
  "events.location_fr",
  "events.description",
  "events.description_fr",
  "events.updated_at",
  "events.capacity",
  "events.registration_opens_at",
  "events.registration_closes_at",
  "events.cancellation_deadline",
  "events.offer_hours",
  "events.reminder_hours",
  "events.fee_cents",
  "events.requires_membership",
] as const;

/** The event a registration, an offer or a reminder is for; `lock` holds its row until the transaction ends (PostgreSQL). */
export async function getEventForRules(db: Db, id: number, { lock }: { lock: boolean }) {
  const query = db.selectFrom("events").select(EVENT_RULE_COLUMNS).where("events.id", "=", id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export type RuleEvent = NonNullable<Awaited<ReturnType<typeof getEventForRules>>>;

/** The spots taken: registrations not cancelled, and offers not yet answered. */
export async function countTakenSpots(db: Db, eventId: number) {
  const [registered, held] = await Promise.all([
    db
      .selectFrom("registrations")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("event_id", "=", eventId)
      .where("status", "=", "registered")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("waitlist_entries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("event_id", "=", eventId)
      .where("status", "=", "offered")
      .executeTakeFirstOrThrow(),
  ]);
  return { registered: Number(registered.n), held: Number(held.n) };
}

const REGISTRATION_COLUMNS = [
  "id",
  "event_id",
  "user_id",
  "name",
  "email",
  "locale",
  "status",
  "manage_token",
  "created_at",
  "cancelled_at",
  "reminder_sent_at",
  "order_id",
] as const;

export async function findRegistration(db: Db, eventId: number, emailKey: string) {
  return db
    .selectFrom("registrations")
    .select(REGISTRATION_COLUMNS)
    .where("event_id", "=", eventId)
    .where("email_key", "=", emailKey)
    .executeTakeFirst();
}

export async function getRegistration(db: Db, id: number) {
  return db.selectFrom("registrations").select(REGISTRATION_COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function getRegistrationByToken(db: Db, token: string) {
  return db
    .selectFrom("registrations")
    .select(REGISTRATION_COLUMNS)
    .where("manage_token", "=", token)
    .executeTakeFirst();
}

type NewRegistration = {
  eventId: number;
  userId: string;
  name: string;
  email: string;
  emailKey: string;
  locale: Locale;
  manageToken: string;
};

/**
 * A registration for the address, new or made again after a cancellation (one row per event and
 * address: the row comes back with a new personal link, and its reminder is due again).
 */
export async function storeRegistration(
  db: Db,
  registration: NewRegistration,
  previousId: number | null,
  now: Date,
) {
  const values = {
    user_id: registration.userId,
    name: registration.name,
    email: registration.email,
    locale: registration.locale,
    manage_token: registration.manageToken,
    status: "registered" as const,
    cancelled_at: null,
    reminder_sent_at: null,
    // A fee's order is linked once created (linkRegistrationOrder); one made again pays anew.
    order_id: null,
    created_at: now.toISOString(),
  };
  if (previousId !== null) {
    await db.updateTable("registrations").set(values).where("id", "=", previousId).execute();
    return previousId;
  }
  return insertReturningId(db, "registrations", {
    ...values,
    event_id: registration.eventId,
    email_key: registration.emailKey,
  });
}

/** The order that pays the registration's fee. */
export async function linkRegistrationOrder(db: Db, registrationId: number, orderId: number) {
  await db.updateTable("registrations").set({ order_id: orderId }).where("id", "=", registrationId).execute();
}

/** The registration an order pays for, if any. */
export async function findRegistrationOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom("registrations")
    .select(REGISTRATION_COLUMNS)
    .where("order_id", "=", orderId)
    .executeTakeFirst();
}

/** Registered -> cancelled, once: false when it was not registered (already cancelled). */
export async function markRegistrationCancelled(db: Db, id: number, now: Date) {
  const result = await db
    .updateTable("registrations")
    .set({ status: "cancelled", cancelled_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "registered")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Stamps the reminder as sent, once: false when it was (or the registration was cancelled). */
export async function markReminderSent(db: Db, id: number, now: Date) {
  const result = await db
    .updateTable("registrations")
    .set({ reminder_sent_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "registered")
    .where("reminder_sent_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The registrations of an event still waiting for their reminder. */
export async function listRegistrationsAwaitingReminder(db: Db, eventId: number) {
  const rows = await db
    .selectFrom("registrations")
    .select("id")
    .where("event_id", "=", eventId)
    .where("status", "=", "registered")
    .where("reminder_sent_at", "is", null)
    .execute();
  return rows.map((row) => row.id);
}

/** A member's registrations, their events and the orders of their fees, the next event first, then the past ones. */
export async function listMemberRegistrations(db: Db, userId: string) {
  return db
    .selectFrom("registrations")
    .innerJoin("events", "events.id", "registrations.event_id")
    .leftJoin("orders", "orders.id", "registrations.order_id")
    .select([
      "registrations.id",
      "registrations.status",
      "registrations.manage_token",
      "registrations.created_at",
      "registrations.cancelled_at",
      "registrations.event_id",
      "events.title",
      "events.title_fr",
      "events.starts_at",
      "events.ends_at",
      "events.cancellation_deadline",
      "orders.status as order_status",
      "orders.public_token as order_token",
      "orders.payment_due_at",
      "orders.total_cents",
    ])
    .where("registrations.user_id", "=", userId)
    .orderBy("events.starts_at", "desc")
    .orderBy("registrations.id", "desc")
    .execute();
}

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

/** A member's entry for an event that is still in line (waiting or offered). */
export async function findOpenEntryOfUser(db: Db, eventId: number, userId: string) {
  return db
    .selectFrom("waitlist_entries")
    .select(ENTRY_COLUMNS)
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .where("status", "in", ["waiting", "offered"])
    .executeTakeFirst();
}

/**
 * Joins the line at its end: a new entry, or an old one of the same address (left, declined, expired,
 * removed, accepted and since cancelled) put back in line with a new token.
 */
export async function queueWaitlistEntry(
  db: Db,
  entry: Omit<NewRegistration, "manageToken"> & { token: string },
  previousId: number | null,
  now: Date,
) {
  const at = now.toISOString();
  const values = {
    user_id: entry.userId,
    name: entry.name,
    email: entry.email,
    locale: entry.locale,
    token: entry.token,
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

/** A member's waiting-list entries still in line, with their events. */
export async function listMemberWaitlist(db: Db, userId: string) {
  return db
    .selectFrom("waitlist_entries")
    .innerJoin("events", "events.id", "waitlist_entries.event_id")
    .select([
      "waitlist_entries.id",
      "waitlist_entries.status",
      "waitlist_entries.token",
      "waitlist_entries.queued_at",
      "waitlist_entries.offer_expires_at",
      "waitlist_entries.event_id",
      "events.title",
      "events.title_fr",
      "events.starts_at",
      "events.ends_at",
    ])
    .where("waitlist_entries.user_id", "=", userId)
    .where("waitlist_entries.status", "in", ["waiting", "offered"])
    .orderBy("events.starts_at", "asc")
    .execute();
}
