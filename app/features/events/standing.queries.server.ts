import type { Db } from "~/db/db.server";

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

/** The registration windows of some events (a page of cards), by id. */
export async function listRegistrationWindows(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("events")
    .select([
      "id",
      "starts_at",
      "registration_opens_at",
      "registration_closes_at",
      "cancellation_deadline",
      "offer_hours",
      "reminder_hours",
    ])
    .where("id", "in", ids)
    .execute();
}
