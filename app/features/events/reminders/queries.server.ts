import type { Db } from "~/db/db.server";

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
