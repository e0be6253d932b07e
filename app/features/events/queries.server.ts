import type { Db } from "~/db/db.server";
import type { EventInput } from "./rules";

const EVENT_COLUMNS = [
  "events.id",
  "events.title",
  "events.starts_at",
  "events.ends_at",
  "events.location",
  "events.description",
  "events.image",
  "events.capacity",
  "events.updated_at",
] as const;

/**
 * Events with their registration counts, in one query (no N+1). The count is a correlated subquery, so
 * the page's LIMIT applies before any counting (a join and GROUP BY would count every event first).
 */
function withCounts(db: Db) {
  return db
    .selectFrom("events")
    .select(EVENT_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom("registrations")
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .whereRef("registrations.event_id", "=", "events.id")
        .as("registered"),
    );
}

function normalise<T extends { registered: number | string | bigint | null }>(row: T) {
  return { ...row, registered: Number(row.registered) };
}

export type EventRow = ReturnType<
  typeof normalise<Awaited<ReturnType<ReturnType<typeof withCounts>["executeTakeFirstOrThrow"]>>>
>;

/** Upcoming events (not yet ended), soonest first, one page at a time, with the total. */
export async function listUpcomingEvents(
  db: Db,
  now: Date,
  { offset, perPage }: { offset: number; perPage: number },
) {
  const nowIso = now.toISOString();
  const [rows, total] = await Promise.all([
    withCounts(db)
      .where("events.ends_at", ">=", nowIso)
      .orderBy("events.starts_at", "asc")
      .orderBy("events.id", "asc")
      .limit(perPage)
      .offset(offset)
      .execute(),
    db
      .selectFrom("events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("ends_at", ">=", nowIso)
      .executeTakeFirstOrThrow(),
  ]);
  return { events: rows.map(normalise), total: Number(total.n) };
}

export async function listPastEvents(db: Db, now: Date, limit: number) {
  const rows = await withCounts(db)
    .where("events.ends_at", "<", now.toISOString())
    .orderBy("events.starts_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(normalise);
}

/** Every event, soonest first: the admin table. */
export async function listAllEvents(db: Db) {
  const rows = await withCounts(db).orderBy("events.starts_at", "asc").orderBy("events.id", "asc").execute();
  return rows.map(normalise);
}

/** Events that start within [from, to), for a calendar month. */
export async function listEventsBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom("events")
    .select(["id", "title", "starts_at", "ends_at", "location", "description", "updated_at"])
    .where("starts_at", ">=", from)
    .where("starts_at", "<", to)
    .orderBy("starts_at", "asc")
    .execute();
}

/** Every event for the iCalendar feed. */
export async function listCalendarEvents(db: Db) {
  return db
    .selectFrom("events")
    .select(["id", "title", "starts_at", "ends_at", "location", "description", "updated_at"])
    .orderBy("starts_at", "asc")
    .execute();
}

export async function getEvent(db: Db, id: number) {
  const row = await withCounts(db).where("events.id", "=", id).executeTakeFirst();
  return row ? normalise(row) : undefined;
}

export async function insertEvent(db: Db, input: EventInput, now: Date) {
  const stamp = now.toISOString();
  const row = await db
    .insertInto("events")
    .values({
      title: input.title,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      location: input.location,
      description: input.description,
      image: input.image,
      capacity: input.capacity,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEvent(db: Db, id: number, input: EventInput, now: Date) {
  const result = await db
    .updateTable("events")
    .set({
      title: input.title,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      location: input.location,
      description: input.description,
      image: input.image,
      capacity: input.capacity,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteEvent(db: Db, id: number) {
  const result = await db.deleteFrom("events").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function listRegistrations(db: Db, eventId: number) {
  return db
    .selectFrom("registrations")
    .select(["id", "name", "email", "created_at"])
    .where("event_id", "=", eventId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

/** Ids of events that have not ended, for the sitemap. */
export async function listUpcomingEventIds(db: Db, now: Date) {
  const rows = await db
    .selectFrom("events")
    .select("id")
    .where("ends_at", ">=", now.toISOString())
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}
