import type { Db } from "~/db/db.server";
import { EVENT_RULE_COLUMNS } from "./attendance.queries.server";

/** Whether the member holds a registration (not cancelled) for the event, whatever address it was made with. */
export async function isMemberRegistered(db: Db, eventId: number, userId: string) {
  const row = await db
    .selectFrom("registrations")
    .select("id")
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .where("status", "=", "registered")
    .executeTakeFirst();
  return row !== undefined;
}

/** A member's registrations with the timing columns of their events, which the cancellation rule reads. */
export async function listMemberRegistrationsWithTiming(db: Db, userId: string) {
  return db
    .selectFrom("registrations")
    .innerJoin("events", "events.id", "registrations.event_id")
    .select(EVENT_RULE_COLUMNS)
    .select([
      "registrations.id as registration_id",
      "registrations.status",
      "registrations.cancelled_at",
      "registrations.email",
    ])
    .where("registrations.user_id", "=", userId)
    .orderBy("events.starts_at", "asc")
    .orderBy("registrations.id", "asc")
    .execute();
}

/** The registration windows of some events (a page of cards), by id. */
export async function listRegistrationWindows(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom("events").select(EVENT_RULE_COLUMNS).where("events.id", "in", ids).execute();
}
