import type { Db } from "~/db/db.server";

/**
 * The account's registrations (not cancelled) for the event, whatever address they were made with: the
 * holder's and those of the children it registered (decision 048), each with who attends and the id of the
 * order that pays its fee (null for a free registration), in the order they were made.
 */
export async function listAccountRegistrationsOfEvent(db: Db, eventId: number, userId: string) {
  return db
    .selectFrom("registrations")
    .select(["id", "name", "order_id", "member_id"])
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .where("status", "=", "registered")
    .orderBy("id")
    .execute();
}

/**
 * The account's registrations (not cancelled) for events still to start, soonest first, with who attends
 * (`member_id`, null for the holder): at most `limit`.
 */
export async function listUpcomingRegistrationsOfAccount(db: Db, userId: string, now: Date, limit: number) {
  return db
    .selectFrom("registrations")
    .innerJoin("events", "events.id", "registrations.event_id")
    .select([
      "registrations.member_id",
      "registrations.event_id",
      "events.title",
      "events.title_fr",
      "events.starts_at",
    ])
    .where("registrations.user_id", "=", userId)
    .where("registrations.status", "=", "registered")
    .where("events.starts_at", ">", now.toISOString())
    .orderBy("events.starts_at")
    .orderBy("registrations.id")
    .limit(limit)
    .execute();
}

/** A member's registrations, their events and the ids of their fees' orders, the latest event first. */
export async function listMemberRegistrations(db: Db, userId: string) {
  return db
    .selectFrom("registrations")
    .innerJoin("events", "events.id", "registrations.event_id")
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
      "registrations.order_id",
    ])
    .where("registrations.user_id", "=", userId)
    .orderBy("events.starts_at", "desc")
    .orderBy("registrations.id", "desc")
    .execute();
}

/**
 * A member's waiting-list entries still in line, with their events: its own and those of the children it
 * put in line (`member_id` and `name`, the child's), the soonest event first, the holder's own first.
 */
export async function listMemberWaitlist(db: Db, userId: string) {
  return db
    .selectFrom("waitlist_entries")
    .innerJoin("events", "events.id", "waitlist_entries.event_id")
    .select([
      "waitlist_entries.id",
      "waitlist_entries.member_id",
      "waitlist_entries.name",
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
    .orderBy("waitlist_entries.event_id")
    .orderBy((eb) => eb.case().when("waitlist_entries.member_id", "is", null).then(0).else(1).end())
    .orderBy("waitlist_entries.id")
    .execute();
}

// ---- The account's data download (decisions 033 and 040): its rows by its id, or by its confirmed address (emailKey: null until then)

/** Registrations the account made, and those made for its address (emailKey: null until it is confirmed). */
export async function exportRegistrations(db: Db, userId: string, emailKey: string | null, limit: number) {
  return db
    .selectFrom("registrations")
    .innerJoin("events", "events.id", "registrations.event_id")
    .select([
      "events.title as event",
      "events.starts_at",
      "registrations.name",
      "registrations.email",
      "registrations.locale",
      "registrations.status",
      "registrations.created_at",
      "registrations.cancelled_at",
      "registrations.order_id",
    ])
    .where((eb) =>
      emailKey === null
        ? eb("registrations.user_id", "=", userId)
        : eb.or([eb("registrations.user_id", "=", userId), eb("registrations.email_key", "=", emailKey)]),
    )
    .orderBy("registrations.id", "desc")
    .limit(limit)
    .execute();
}

export async function exportWaitlistEntries(db: Db, userId: string, emailKey: string | null, limit: number) {
  return db
    .selectFrom("waitlist_entries")
    .innerJoin("events", "events.id", "waitlist_entries.event_id")
    .select([
      "events.title as event",
      "events.starts_at",
      "waitlist_entries.name",
      "waitlist_entries.email",
      "waitlist_entries.locale",
      "waitlist_entries.status",
      "waitlist_entries.queued_at",
      "waitlist_entries.offered_at",
      "waitlist_entries.offer_expires_at",
      "waitlist_entries.resolved_at",
    ])
    .where((eb) =>
      emailKey === null
        ? eb("waitlist_entries.user_id", "=", userId)
        : eb.or([
            eb("waitlist_entries.user_id", "=", userId),
            eb("waitlist_entries.email_key", "=", emailKey),
          ]),
    )
    .orderBy("waitlist_entries.id", "desc")
    .limit(limit)
    .execute();
}
