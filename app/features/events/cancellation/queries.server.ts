import type { Db } from "~/db/db.server";

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

/** A member's registrations for events still to start, and the events whose waiting line they are in. */
export async function listOpenAttendanceOfUser(db: Db, userId: string, now: Date) {
  const [registrations, entries] = await Promise.all([
    db
      .selectFrom("registrations")
      .innerJoin("events", "events.id", "registrations.event_id")
      .select("registrations.id")
      .where("registrations.user_id", "=", userId)
      .where("registrations.status", "=", "registered")
      .where("events.starts_at", ">", now.toISOString())
      .execute(),
    db
      .selectFrom("waitlist_entries")
      .select("event_id")
      .where("user_id", "=", userId)
      .where("status", "in", ["waiting", "offered"])
      .execute(),
  ]);
  return {
    registrations: registrations.map((row) => row.id),
    waitingFor: entries.map((row) => row.event_id),
  };
}
