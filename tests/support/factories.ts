import type { Insertable } from "kysely";
import type { Db } from "~/db/db.server";
import type {
  ContactMessagesTable,
  EventsTable,
  NewsletterSubscribersTable,
  ProductsTable,
  RegistrationsTable,
} from "~/db/schema";
import type { EventInput } from "~/features/events/admin/rules";

/**
 * Test data for the database tests (STYLE.md 7): each factory returns a valid row, or inserts one, and
 * takes overrides for what the test is about. Rows written straight to a table are set-up; what a test
 * proves goes through the feature's own services and queries.
 */

/** The moment the database tests happen at, unless a test says otherwise. */
export const testNow = new Date("2026-03-01T12:00:00.000Z");
/** `ms` milliseconds after testNow. */
export const later = (ms: number) => new Date(testNow.getTime() + ms);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => later(ms).toISOString();

let serial = 0;
/** A number no other row of the run has, for ids, addresses and tokens that must differ. */
const unique = () => ++serial;

/** An event 09:00-18:00 in Toronto, ten days after testNow. */
export function eventRow(overrides: Partial<Insertable<EventsTable>> = {}): Insertable<EventsTable> {
  return {
    title: "Summer Cup",
    starts_at: at(10 * DAY + HOUR),
    ends_at: at(10 * DAY + 10 * HOUR),
    location: "Varsity Arena, Toronto",
    description: "Two days of handball for every age group.",
    image: "/images/events/summer-cup.webp",
    capacity: null,
    created_at: testNow.toISOString(),
    updated_at: testNow.toISOString(),
    ...overrides,
  };
}

/** Stores a registration for `event_id` by a member of its own; returns its id. */
export async function makeRegistration(
  db: Db,
  overrides: Partial<Insertable<RegistrationsTable>> & { event_id: number },
) {
  const n = unique();
  const email = overrides.email ?? `player${n}@example.org`;
  const row = await db
    .insertInto("registrations")
    .values({
      user_id: `user-${n}`,
      name: `Player ${n}`,
      email,
      email_key: email.toLowerCase(),
      created_at: testNow.toISOString(),
      manage_token: `manage-${n}`,
      ...overrides,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores a message as the contact form would; returns its id. */
export async function makeContactMessage(db: Db, overrides: Partial<Insertable<ContactMessagesTable>> = {}) {
  const row = await db
    .insertInto("contact_messages")
    .values({
      first_name: "Ann",
      last_name: "Lee",
      email: "ann@example.org",
      subject: "Beginner programs",
      message: "Hello,\nis there a program for adults?\n\nThanks",
      client: "203.0.113.5",
      created_at: testNow.toISOString(),
      handled_at: null,
      ...overrides,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A product of the shop with an id of its own. */
export function productRow(overrides: Partial<Insertable<ProductsTable>> = {}): Insertable<ProductsTable> {
  return {
    id: `test-ball-${unique()}`,
    name: "Test Ball",
    description: "A ball for the tests.",
    price_cents: 100,
    image: "/images/products/test-ball.webp",
    size_set: "none",
    sort_order: 99,
    ...overrides,
  };
}

/** A pending newsletter subscriber with tokens of its own. */
export function subscriberRow(
  overrides: Partial<Insertable<NewsletterSubscribersTable>> = {},
): Insertable<NewsletterSubscribersTable> {
  const n = unique();
  const email = overrides.email ?? `reader${n}@example.org`;
  return {
    email,
    email_key: email.trim().toLowerCase(),
    status: "pending",
    confirm_token: `confirm-${n}`,
    unsubscribe_token: `unsubscribe-${n}`,
    confirm_sent_at: testNow.toISOString(),
    created_at: testNow.toISOString(),
    ...overrides,
  };
}

/** An event's form input: 09:00-18:00 in Toronto (13:00 UTC), `days` after testNow, unless told otherwise. */
export function eventInput(overrides: Partial<EventInput> & { days?: number } = {}): EventInput {
  const { days = 10, ...rest } = overrides;
  const hour = 60 * 60 * 1000;
  const startsAt = new Date(testNow.getTime() + days * 24 * hour + hour).toISOString();
  return {
    title: "Summer Cup",
    startsAt,
    endsAt: new Date(new Date(startsAt).getTime() + 9 * hour).toISOString(),
    location: "Varsity Arena, Toronto",
    description: "Two days of handball for every age group.",
    titleFr: null,
    locationFr: null,
    descriptionFr: null,
    image: "/images/events/summer-cup.webp",
    capacity: null,
    registrationOpensAt: null,
    registrationClosesAt: null,
    cancellationDeadline: null,
    offerHours: 24,
    reminderHours: 48,
    feeCents: 0,
    requiresMembership: false,
    address: null,
    level: null,
    levelFr: null,
    minAge: null,
    maxAge: null,
    contactName: null,
    contactEmail: null,
    ...rest,
  };
}
