import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import { type PageWindow, pageOf } from "~/db/paging.server";
import { EVENT_RULE_COLUMNS } from "./attendance.queries.server";
import type { EventInput } from "./rules";

/** What the pages show of an event: what its rules read, and its image. */
const EVENT_COLUMNS = [...EVENT_RULE_COLUMNS, "events.image"] as const;

/**
 * Events with their registration counts, in one query (no N+1). The count is a correlated subquery, so
 * the page's LIMIT applies before any counting (a join and GROUP BY would count every event first).
 */
function withCounts(db: Db) {
  return db
    .selectFrom("events")
    .select(EVENT_COLUMNS)
    .select((eb) => [
      eb
        .selectFrom("registrations")
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .whereRef("registrations.event_id", "=", "events.id")
        .where("registrations.status", "=", "registered")
        .as("registered"),
      eb
        .selectFrom("waitlist_entries")
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .whereRef("waitlist_entries.event_id", "=", "events.id")
        .where("waitlist_entries.status", "=", "offered")
        .as("held"),
    ]);
}

/** The counts as numbers: PostgreSQL counts in bigint, which pg returns as a string. */
function normalise<
  T extends { registered: number | string | bigint | null; held: number | string | bigint | null },
>(row: T) {
  return { ...row, registered: Number(row.registered), held: Number(row.held) };
}

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

/** The admin table, one page at a time with the total: the most recently added first (decision 015). */
export async function listEventsForAdmin(db: Db, window: PageWindow) {
  const query = withCounts(db)
    .select((eb) =>
      eb
        .selectFrom("waitlist_entries")
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .whereRef("waitlist_entries.event_id", "=", "events.id")
        .where("waitlist_entries.status", "=", "waiting")
        .as("waiting"),
    )
    .orderBy("events.id", "desc");
  const { rows, total } = await pageOf(db, "events", query, window);
  return { events: rows.map((row) => ({ ...normalise(row), waiting: Number(row.waiting) })), total };
}

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

export async function getEvent(db: Db, id: number) {
  const row = await withCounts(db).where("events.id", "=", id).executeTakeFirst();
  return row ? normalise(row) : undefined;
}

/** The columns the event form sets. */
const eventColumns = (input: EventInput) => ({
  title: input.title,
  title_fr: input.titleFr,
  location_fr: input.locationFr,
  description_fr: input.descriptionFr,
  starts_at: input.startsAt,
  ends_at: input.endsAt,
  location: input.location,
  description: input.description,
  image: input.image,
  capacity: input.capacity,
  registration_opens_at: input.registrationOpensAt,
  registration_closes_at: input.registrationClosesAt,
  cancellation_deadline: input.cancellationDeadline,
  offer_hours: input.offerHours,
  reminder_hours: input.reminderHours,
  fee_cents: input.feeCents,
  requires_membership: input.requiresMembership ? 1 : 0,
});

export async function insertEvent(db: Db, input: EventInput, now: Date) {
  const stamp = now.toISOString();
  return insertReturningId(db, "events", { ...eventColumns(input), created_at: stamp, updated_at: stamp });
}

export async function updateEvent(db: Db, id: number, input: EventInput, now: Date) {
  const result = await db
    .updateTable("events")
    .set({ ...eventColumns(input), updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteEvent(db: Db, id: number) {
  const result = await db.deleteFrom("events").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** An event's registrations, each with the status of the order that pays its fee (null: none), in one query. */
function registrationsOf(db: Db, eventId: number) {
  return db
    .selectFrom("registrations")
    .leftJoin("orders", "orders.id", "registrations.order_id")
    .select([
      "registrations.id",
      "registrations.name",
      "registrations.email",
      "registrations.created_at",
      "registrations.status",
      "registrations.cancelled_at",
      "orders.status as order_status",
    ])
    .where("registrations.event_id", "=", eventId)
    .orderBy("registrations.created_at", "asc")
    .orderBy("registrations.id", "asc");
}

/** Every registration of an event, cancelled ones included, first come first: the CSV export. */
export async function listRegistrations(db: Db, eventId: number) {
  return registrationsOf(db, eventId).execute();
}

/** One page of an event's registrations, cancelled ones included, first come first, with the counts of each. */
export async function listRegistrationsPage(
  db: Db,
  eventId: number,
  { offset, perPage }: { offset: number; perPage: number },
) {
  const [registrations, counts] = await Promise.all([
    registrationsOf(db, eventId).limit(perPage).offset(offset).execute(),
    db
      .selectFrom("registrations")
      .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
      .where("event_id", "=", eventId)
      .groupBy("status")
      .execute(),
  ]);
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.n ?? 0);
  const registered = count("registered");
  const cancelled = count("cancelled");
  return { registrations, registered, cancelled, total: registered + cancelled };
}

/**
 * One page of an event's waiting list for the administrator, with the total: the line in order, then
 * those who left it (as `listWaitlist` orders them). A waiting entry carries its place in line (1 for the next to be
 * offered), counted as the member's own page counts it: offers out are not in front.
 */
export async function listWaitlistPage(db: Db, eventId: number, { offset, perPage }: PageWindow) {
  const [entries, counts] = await Promise.all([
    db
      .selectFrom("waitlist_entries as entry")
      .select([
        "entry.id",
        "entry.name",
        "entry.email",
        "entry.status",
        "entry.queued_at",
        "entry.offer_expires_at",
        "entry.resolved_at",
      ])
      .select((eb) =>
        eb
          .selectFrom("waitlist_entries as ahead")
          .select((sub) => sub.fn.countAll<number>().as("n"))
          .whereRef("ahead.event_id", "=", "entry.event_id")
          .where("ahead.status", "=", "waiting")
          .where((sub) =>
            sub.or([
              sub("ahead.queued_at", "<", sub.ref("entry.queued_at")),
              sub.and([
                sub("ahead.queued_at", "=", sub.ref("entry.queued_at")),
                sub("ahead.id", "<", sub.ref("entry.id")),
              ]),
            ]),
          )
          .as("ahead"),
      )
      .where("entry.event_id", "=", eventId)
      .orderBy((eb) => eb.case().when("entry.status", "in", ["offered", "waiting"]).then(0).else(1).end())
      .orderBy("entry.queued_at", "asc")
      .orderBy("entry.id", "asc")
      .limit(perPage)
      .offset(offset)
      .execute(),
    db
      .selectFrom("waitlist_entries")
      .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
      .where("event_id", "=", eventId)
      .groupBy("status")
      .execute(),
  ]);
  const count = (statuses: string[]) =>
    counts.reduce((sum, row) => sum + (statuses.includes(row.status) ? Number(row.n) : 0), 0);
  return {
    entries: entries.map(({ ahead, ...entry }) => ({
      ...entry,
      position: entry.status === "waiting" ? Number(ahead) + 1 : null,
    })),
    inLine: count(["waiting", "offered"]),
    total: counts.reduce((sum, row) => sum + Number(row.n), 0),
  };
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
