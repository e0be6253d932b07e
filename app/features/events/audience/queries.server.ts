import type { Db } from "~/db/db.server";

/**
 * The people registered for an event (not cancelled), and with `waitlist` those waiting or offered a place,
 * for an announcement: the address, the language the registration was made in, and the account that made it
 * (whose language comes first, decision 025). An event's list is bounded by its capacity.
 */
export async function listEventAudience(db: Db, eventId: number, waitlist: boolean) {
  const registered = await db
    .selectFrom("registrations")
    .select(["email", "locale", "user_id"])
    .where("event_id", "=", eventId)
    .where("status", "=", "registered")
    .orderBy("id")
    .execute();
  if (!waitlist) return registered;
  const waiting = await db
    .selectFrom("waitlist_entries")
    .select(["email", "locale", "user_id"])
    .where("event_id", "=", eventId)
    .where("status", "in", ["waiting", "offered"])
    .orderBy("id")
    .execute();
  return [...registered, ...waiting];
}
