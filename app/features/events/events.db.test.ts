import SQLite from "better-sqlite3";
import ICAL from "ical.js";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Db, isPostgresUrl } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { eventInput, eventRow, makeRegistration, testNow } from "../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../tests/support/test-db";
import { deleteEvent, insertEvent, listEventsForAdmin, updateEvent } from "./admin/queries.server";
import { calendarFeed } from "./calendar/service.server";
import { getEvent, listPastEvents, listUpcomingEvents } from "./queries.server";
import { registerForEvent } from "./registration/service.server";

const now = testNow;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

const testDb = setupTestDb({
  clean: ["waitlist_entries", "registrations", "events", "outbox", "rate_events"],
});

const makeEvent = (overrides: Parameters<typeof eventInput>[0] = {}) =>
  insertEvent(testDb.db, eventInput(overrides), now);

async function addRegistrations(eventId: number, count: number) {
  for (let i = 0; i < count; i++)
    await makeRegistration(testDb.db, {
      event_id: eventId,
      name: `Player ${i}`,
      email: `player${i}@example.org`,
    });
}

async function rowCount(table: "registrations" | "outbox", eventId?: number) {
  let query = testDb.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n"));
  if (table === "registrations" && eventId !== undefined)
    query = query.where("registrations.event_id", "=", eventId) as typeof query;
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

/** A second connection to the test database that counts the queries run through it. */
function openCountingDb(url: string) {
  let queries = 0;
  let database: PostgresDialect | SqliteDialect;
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    // The test database is dropped WITH (FORCE) after the file: a connection of this pool still closing
    // then is cut, and an error with no listener would fail the whole run.
    pool.on("error", () => {});
    database = new PostgresDialect({ pool });
  } else {
    database = new SqliteDialect({ database: new SQLite(url.replace(/^file:/, ""), { timeout: 5000 }) });
  }
  const counting = new Kysely<Database>({
    dialect: database,
    log: (event) => {
      if (event.level === "query") queries++;
    },
  });
  return {
    async queriesOf(run: (db: Db) => Promise<unknown>) {
      queries = 0;
      await run(counting);
      return queries;
    },
    destroy: () => counting.destroy(),
  };
}

let clients = 0;

describe(`events (${testDialect})`, () => {
  describe("queries", () => {
    it("inserts an event and reads it back with no registrations", async () => {
      const input = eventInput({ capacity: 40 });
      const id = await insertEvent(testDb.db, input, now);
      expect(await getEvent(testDb.db, id)).toEqual({
        id,
        title: "Summer Cup",
        title_fr: null,
        starts_at: input.startsAt,
        ends_at: input.endsAt,
        location: "Varsity Arena, Toronto",
        location_fr: null,
        description: "Two days of handball for every age group.",
        description_fr: null,
        image: "/images/events/summer-cup.webp",
        capacity: 40,
        updated_at: now.toISOString(),
        registration_opens_at: null,
        registration_closes_at: null,
        cancellation_deadline: null,
        offer_hours: 24,
        reminder_hours: 48,
        fee_cents: 0,
        requires_membership: 0,
        min_age: null,
        max_age: null,
        address: null,
        level: null,
        level_fr: null,
        contact_name: null,
        contact_email: null,
        registered: 0,
        held: 0,
      });
      const stored = await testDb.db
        .selectFrom("events")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(stored.created_at).toBe(now.toISOString());
    });

    it("stores the members-only box of the form and changes it on edit", async () => {
      const id = await insertEvent(testDb.db, eventInput({ requiresMembership: true }), now);
      expect(await getEvent(testDb.db, id)).toMatchObject({ requires_membership: 1 });
      await updateEvent(testDb.db, id, eventInput({ requiresMembership: false }), now);
      expect(await getEvent(testDb.db, id)).toMatchObject({ requires_membership: 0 });
    });

    it("stores the registration settings of the form and changes them on edit", async () => {
      const settings = {
        registrationOpensAt: at(DAY),
        registrationClosesAt: at(9 * DAY),
        cancellationDeadline: at(8 * DAY),
        offerHours: 6,
        reminderHours: 0,
      };
      const id = await insertEvent(testDb.db, eventInput(settings), now);
      expect(await getEvent(testDb.db, id)).toMatchObject({
        registration_opens_at: at(DAY),
        registration_closes_at: at(9 * DAY),
        cancellation_deadline: at(8 * DAY),
        offer_hours: 6,
        reminder_hours: 0,
      });
      await updateEvent(testDb.db, id, eventInput({ offerHours: 720, reminderHours: 12 }), now);
      expect(await getEvent(testDb.db, id)).toMatchObject({
        registration_opens_at: null,
        registration_closes_at: null,
        cancellation_deadline: null,
        offer_hours: 720,
        reminder_hours: 12,
      });
    });

    it("finds no event for an unknown id", async () => {
      expect(await getEvent(testDb.db, 999_999)).toBeUndefined();
    });

    it("updates every field and the change time, and reports an unknown id", async () => {
      const id = await makeEvent();
      const later = new Date(now.getTime() + HOUR);
      const changed = eventInput({
        days: 20,
        title: "Winter Clinic",
        location: "Ottawa",
        description: "Coaching clinic for coaches.",
        image: "https://images.example.org/clinic.webp",
        capacity: 12,
      });
      expect(await updateEvent(testDb.db, id, changed, later)).toBe(true);
      expect(await getEvent(testDb.db, id)).toMatchObject({
        title: "Winter Clinic",
        starts_at: changed.startsAt,
        ends_at: changed.endsAt,
        location: "Ottawa",
        description: "Coaching clinic for coaches.",
        image: "https://images.example.org/clinic.webp",
        capacity: 12,
        updated_at: later.toISOString(),
      });
      expect(await updateEvent(testDb.db, 999_999, changed, later)).toBe(false);
    });

    it("deletes an event with its registrations, and no other event's", async () => {
      const doomed = await makeEvent();
      const kept = await makeEvent({ title: "Kept Cup" });
      await addRegistrations(doomed, 3);
      await addRegistrations(kept, 2);

      expect(await deleteEvent(testDb.db, doomed)).toBe(true);
      expect(await getEvent(testDb.db, doomed)).toBeUndefined();
      expect(await rowCount("registrations", doomed)).toBe(0);
      expect(await rowCount("registrations", kept)).toBe(2);
      expect(await deleteEvent(testDb.db, doomed)).toBe(false);
    });

    it("lists upcoming events by real start time, soonest first, without those that have ended", async () => {
      const inMonth = await makeEvent({ title: "In a month", days: 30 });
      const tomorrowEvening = await makeEvent({
        title: "Tomorrow evening",
        startsAt: at(DAY + 10 * HOUR),
        endsAt: at(DAY + 12 * HOUR),
      });
      const ended = await makeEvent({ title: "Ended", startsAt: at(-10 * HOUR), endsAt: at(-HOUR) });
      const tomorrowMorning = await makeEvent({
        title: "Tomorrow morning",
        startsAt: at(DAY),
        endsAt: at(DAY + 2 * HOUR),
      });
      const ongoing = await makeEvent({ title: "Ongoing", startsAt: at(-2 * HOUR), endsAt: at(HOUR) });
      const inTenDays = await makeEvent({ title: "In ten days", days: 10 });

      const all = await listUpcomingEvents(testDb.db, now, { offset: 0, perPage: 20 });
      expect(all.events.map((event) => event.id)).toEqual([
        ongoing,
        tomorrowMorning,
        tomorrowEvening,
        inTenDays,
        inMonth,
      ]);
      expect(all.total).toBe(5);
      expect(all.events.map((event) => event.id)).not.toContain(ended);

      const page = await listUpcomingEvents(testDb.db, now, { offset: 2, perPage: 2 });
      expect(page.events.map((event) => event.id)).toEqual([tomorrowEvening, inTenDays]);
      expect(page.total).toBe(5);
    });

    it("lists past events newest first, as many as asked for", async () => {
      const lastYear = await makeEvent({ title: "Last year", days: -365 });
      const lastWeek = await makeEvent({ title: "Last week", days: -7 });
      await makeEvent({ title: "Next week", days: 7 });
      const lastMonth = await makeEvent({ title: "Last month", days: -30 });

      const past = await listPastEvents(testDb.db, now, 10);
      expect(past.map((event) => event.id)).toEqual([lastWeek, lastMonth, lastYear]);
      expect((await listPastEvents(testDb.db, now, 2)).map((event) => event.id)).toEqual([
        lastWeek,
        lastMonth,
      ]);
    });

    it("counts registrations per event in every list", async () => {
      const three = await makeEvent({ title: "Three", days: 1, capacity: 10 });
      const none = await makeEvent({ title: "None", days: 2 });
      const one = await makeEvent({ title: "One", days: 3 });
      const past = await makeEvent({ title: "Past", days: -3 });
      await addRegistrations(three, 3);
      await addRegistrations(one, 1);
      await addRegistrations(past, 4);

      const counts = (rows: { id: number; registered: number }[]) =>
        Object.fromEntries(rows.map((row) => [row.id, row.registered]));
      const upcoming = await listUpcomingEvents(testDb.db, now, { offset: 0, perPage: 10 });
      expect(counts(upcoming.events)).toEqual({ [three]: 3, [none]: 0, [one]: 1 });
      expect(counts(await listPastEvents(testDb.db, now, 10))).toEqual({ [past]: 4 });
      const admin = await listEventsForAdmin(testDb.db, { offset: 0, perPage: 10 });
      expect(counts(admin.events)).toEqual({ [three]: 3, [none]: 0, [one]: 1, [past]: 4 });
      expect(await getEvent(testDb.db, three)).toMatchObject({ registered: 3, capacity: 10 });
      for (const event of upcoming.events) expect(typeof event.registered).toBe("number");
    });
  });

  describe("French texts", () => {
    const french = {
      titleFr: "Coupe d'été",
      locationFr: "Aréna Varsity, Toronto",
      descriptionFr: "Deux jours de handball pour tous les âges.",
    };

    it("stores the French title, location and description, reads them back and keeps them on an edit", async () => {
      const id = await makeEvent(french);
      expect(await getEvent(testDb.db, id)).toMatchObject({
        title: "Summer Cup",
        title_fr: "Coupe d'été",
        location_fr: "Aréna Varsity, Toronto",
        description_fr: "Deux jours de handball pour tous les âges.",
      });
      await updateEvent(testDb.db, id, eventInput({ ...french, title: "Summer Cup 2026" }), now);
      expect(await getEvent(testDb.db, id)).toMatchObject({
        title: "Summer Cup 2026",
        title_fr: "Coupe d'été",
      });
    });

    it("gives the French feed the French texts, and the English ones where the French is missing or blank", async () => {
      await makeEvent(french);
      await makeEvent({ title: "Winter Clinic", titleFr: "   ", locationFr: "", days: 11 });
      await makeEvent({ title: "Referee Day", days: 12 });
      const summaries = (body: string) =>
        new ICAL.Component(ICAL.parse(body))
          .getAllSubcomponents("vevent")
          .map((vevent) => [
            vevent.getFirstPropertyValue("summary"),
            vevent.getFirstPropertyValue("location"),
          ]);
      expect(summaries((await calendarFeed(testDb.db, testConfig, now, "fr")).body)).toEqual([
        ["Coupe d'été", "Aréna Varsity, Toronto"],
        ["Winter Clinic", "Varsity Arena, Toronto"],
        ["Referee Day", "Varsity Arena, Toronto"],
      ]);
      expect(summaries((await calendarFeed(testDb.db, testConfig, now, "en")).body)).toEqual([
        ["Summer Cup", "Varsity Arena, Toronto"],
        ["Winter Clinic", "Varsity Arena, Toronto"],
        ["Referee Day", "Varsity Arena, Toronto"],
      ]);
    });

    it.each([
      ["fr", french.titleFr, /^Inscription confirmée\s: Coupe d'été$/],
      ["en", "Summer Cup", /^Registration confirmed: Summer Cup$/],
    ] as const)(
      "titles the confirmation in the registration's language (%s)",
      async (locale, title, subject) => {
        const eventId = await makeEvent(french);
        const outcome = await registerForEvent(
          { db: testDb.db, config: testConfig, mail: { wake: vi.fn() } },
          {
            eventId,
            userId: "user-1",
            name: "Ann Lee",
            email: "ann@example.org",
            locale,
            client: `192.0.2.${++clients}`,
          },
          now,
        );
        expect(outcome).toMatchObject({ status: "registered", event: { title } });
        const email = await testDb.db
          .selectFrom("outbox")
          .select(["subject", "text_body"])
          .executeTakeFirstOrThrow();
        expect(email.subject).toMatch(subject);
        expect(email.text_body).toContain(
          locale === "fr" ? "Aréna Varsity, Toronto" : "Varsity Arena, Toronto",
        );
      },
    );

    it("titles a French confirmation in English when the event has no French", async () => {
      const eventId = await makeEvent({ titleFr: " " });
      await registerForEvent(
        { db: testDb.db, config: testConfig, mail: { wake: vi.fn() } },
        {
          eventId,
          userId: "user-1",
          name: "Ann Lee",
          email: "ann@example.org",
          locale: "fr",
          client: `192.0.2.${++clients}`,
        },
        now,
      );
      const email = await testDb.db.selectFrom("outbox").select("subject").executeTakeFirstOrThrow();
      expect(email.subject).toMatch(/^Inscription confirmée\s: Summer Cup$/);
    });
  });

  describe("queries per request", () => {
    let counting: ReturnType<typeof openCountingDb>;
    beforeAll(() => {
      counting = openCountingDb(testDb.url);
    });
    afterAll(async () => {
      await counting.destroy();
    });

    async function addEvents(count: number) {
      const ids: number[] = [];
      for (let i = 0; i < count; i += 50) {
        const batch = Array.from({ length: Math.min(50, count - i) }, (_, j) => {
          const { startsAt, endsAt } = eventInput({ days: 1 + i + j });
          return eventRow({ title: `Event ${i + j}`, starts_at: startsAt, ends_at: endsAt });
        });
        const rows = await testDb.db.insertInto("events").values(batch).returning("id").execute();
        ids.push(...rows.map((row) => row.id));
      }
      for (const id of ids.filter((_, index) => index % 3 === 0)) await addRegistrations(id, 2);
      return ids;
    }

    it("loads the events page and the admin table in 2 queries each, however many events there are", async () => {
      await addEvents(5);
      const page = { offset: 0, perPage: 500 };
      expect(await counting.queriesOf((c) => listUpcomingEvents(c, now, page))).toBe(2);
      expect(await counting.queriesOf((c) => listEventsForAdmin(c, page))).toBe(2);

      await addEvents(195);
      let listed: Awaited<ReturnType<typeof listUpcomingEvents>> | undefined;
      expect(
        await counting.queriesOf(async (c) => {
          listed = await listUpcomingEvents(c, now, page);
        }),
      ).toBe(2);
      expect(listed?.events).toHaveLength(200);
      expect(listed?.total).toBe(200);
      expect(listed?.events.reduce((sum, event) => sum + event.registered, 0)).toBe(2 * (2 + 65));
      expect(await counting.queriesOf((c) => listEventsForAdmin(c, page))).toBe(2);
      expect(await counting.queriesOf((c) => listPastEvents(c, now, 50))).toBe(1);
      const first = listed?.events[0]?.id ?? 0;
      expect(await counting.queriesOf((c) => getEvent(c, first))).toBe(1);
    });
  });
});
