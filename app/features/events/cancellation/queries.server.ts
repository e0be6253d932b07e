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
