import type { Db } from "~/db/db.server";

const CALENDAR_COLUMNS = [
  "id",
  "title",
  "title_fr",
  "starts_at",
  "ends_at",
  "location",
  "location_fr",
  "description",
  "description_fr",
  "updated_at",
] as const;

/** Events that start within [from, to), for a calendar month. */
export async function listEventsBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom("events")
    .select(CALENDAR_COLUMNS)
    .where("starts_at", ">=", from)
    .where("starts_at", "<", to)
    .orderBy("starts_at", "asc")
    .execute();
}

/** The event not yet ended that starts first: the calendar points to it from a month without it. */
export async function findNextEvent(db: Db, now: Date) {
  return db
    .selectFrom("events")
    .select(["id", "title", "title_fr", "starts_at"])
    .where("ends_at", ">=", now.toISOString())
    .orderBy("starts_at", "asc")
    .orderBy("id", "asc")
    .limit(1)
    .executeTakeFirst();
}

/**
 * The feed's window: every event not yet ended, soonest first, then those that ended after `since`, most
 * recent first; `max` in all, so the upcoming ones are never pushed out by the past. In date order.
 */
export async function listCalendarEvents(
  db: Db,
  { now, since, max }: { now: Date; since: Date; max: number },
) {
  const upcoming = await db
    .selectFrom("events")
    .select(CALENDAR_COLUMNS)
    .where("ends_at", ">=", now.toISOString())
    .orderBy("starts_at", "asc")
    .orderBy("id", "asc")
    .limit(max)
    .execute();
  const past =
    upcoming.length < max
      ? await db
          .selectFrom("events")
          .select(CALENDAR_COLUMNS)
          .where("ends_at", "<", now.toISOString())
          .where("ends_at", ">=", since.toISOString())
          .orderBy("starts_at", "desc")
          .orderBy("id", "desc")
          .limit(max - upcoming.length)
          .execute()
      : [];
  return [...past.reverse(), ...upcoming];
}

/**
 * A fingerprint of the events table that every write changes: an insert adds a row and a new id, an
 * edit sets the latest `updated_at`, a delete removes a row and its id. Read by every process from the
 * database, so a change made through one process is seen by all on their next request.
 */
export async function eventsVersion(db: Db) {
  const row = await db
    .selectFrom("events")
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>("id").as("ids"),
      eb.fn.max("updated_at").as("latest"),
    ])
    .executeTakeFirstOrThrow();
  return `${Number(row.n)}:${Number(row.ids ?? 0)}:${row.latest ?? ""}`;
}
