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
