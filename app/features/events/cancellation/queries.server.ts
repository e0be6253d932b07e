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

/**
 * A member's registrations for events still to start, and its places in waiting lines: its own (member
 * null) and its children's.
 */
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
      .select(["event_id", "member_id"])
      .where("user_id", "=", userId)
      .where("status", "in", ["waiting", "offered"])
      .execute(),
  ]);
  return {
    registrations: registrations.map((row) => row.id),
    waitingFor: entries.map((row) => ({ eventId: row.event_id, memberId: row.member_id })),
  };
}
