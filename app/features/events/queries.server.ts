import { type Db, isPostgres } from "~/db/db.server";

/** The event columns that the registration, waiting-list and reminder rules and e-mails read. */
const EVENT_RULE_COLUMNS = [
  "events.id",
  "events.title",
  "events.title_fr",
  "events.starts_at",
  "events.ends_at",
  "events.location",
  "events.location_fr",
  "events.description",
  "events.description_fr",
  "events.updated_at",
  "events.capacity",
  "events.registration_opens_at",
  "events.registration_closes_at",
  "events.cancellation_deadline",
  "events.offer_hours",
  "events.reminder_hours",
  "events.fee_cents",
  "events.requires_membership",
  "events.min_age",
  "events.max_age",
] as const;

/** The event a registration, an offer or a reminder is for; `lock` holds its row until the transaction ends (PostgreSQL). */
export async function getEventForRules(db: Db, id: number, { lock }: { lock: boolean }) {
  const query = db.selectFrom("events").select(EVENT_RULE_COLUMNS).where("events.id", "=", id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export type RuleEvent = NonNullable<Awaited<ReturnType<typeof getEventForRules>>>;

/** The event, its row locked until the transaction ends on PostgreSQL (SQLite runs one writer at a time). */
export function lockEvent(trx: Db, eventId: number) {
  return getEventForRules(trx, eventId, { lock: isPostgres(trx) });
}

/** The spots taken: registrations not cancelled, and offers not yet answered. */
export async function countTakenSpots(db: Db, eventId: number) {
  const [registered, held] = await Promise.all([
    db
      .selectFrom("registrations")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("event_id", "=", eventId)
      .where("status", "=", "registered")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("waitlist_entries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("event_id", "=", eventId)
      .where("status", "=", "offered")
      .executeTakeFirstOrThrow(),
  ]);
  return { registered: Number(registered.n), held: Number(held.n) };
}

/** What the pages show of an event: what its rules read, and its image. */
const EVENT_COLUMNS = [
  ...EVENT_RULE_COLUMNS,
  "events.image",
  "events.address",
  "events.level",
  "events.level_fr",
  "events.contact_name",
  "events.contact_email",
] as const;

/**
 * Events with their registration counts, in one query (no N+1). The count is a correlated subquery, so
 * the page's LIMIT applies before any counting (a join and GROUP BY would count every event first).
 */
export function withCounts(db: Db) {
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
export function normalise<
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

export async function getEvent(db: Db, id: number) {
  const row = await withCounts(db).where("events.id", "=", id).executeTakeFirst();
  return row ? normalise(row) : undefined;
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

/** The dashboard's count of the events not yet ended and of the places they have taken (held offers too): one query. */
export async function countUpcomingEvents(db: Db, now: Date) {
  const upcoming = withCounts(db).where("events.ends_at", ">=", now.toISOString());
  const row = await db
    .selectFrom(upcoming.as("e"))
    .select((eb) => [
      eb.fn.countAll<number>().as("events"),
      eb.fn.coalesce(eb.fn.sum<number>("e.registered"), eb.lit(0)).as("registered"),
      eb.fn.coalesce(eb.fn.sum<number>("e.held"), eb.lit(0)).as("held"),
    ])
    .executeTakeFirstOrThrow();
  return { events: Number(row.events), taken: Number(row.registered) + Number(row.held) };
}
