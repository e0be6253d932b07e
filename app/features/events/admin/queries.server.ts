import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import { type PageWindow, pageOf } from "~/db/paging.server";
import { normalise, withCounts } from "~/features/events/queries.server";
import type { EventInput } from "./rules";

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
  address: input.address,
  level: input.level,
  level_fr: input.levelFr,
  min_age: input.minAge,
  max_age: input.maxAge,
  contact_name: input.contactName,
  contact_email: input.contactEmail,
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

/** An event's registrations, each with the id of the order that pays its fee (null: none). */
function registrationsOf(db: Db, eventId: number) {
  return db
    .selectFrom("registrations")
    .select(["id", "name", "email", "created_at", "status", "cancelled_at", "order_id"])
    .where("event_id", "=", eventId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc");
}

/** Every registration of an event, cancelled ones included, first come first, with its account: the CSV export. */
export async function listEventRegistrations(db: Db, eventId: number) {
  return registrationsOf(db, eventId).select(["user_id", "member_id"]).execute();
}

/** One page of an event's registrations, cancelled ones included, first come first, with the counts of each. */
export async function listEventRegistrationsPage(
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
