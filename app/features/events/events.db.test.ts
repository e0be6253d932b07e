import SQLite from "better-sqlite3";
import ICAL from "ical.js";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Db, isPostgresUrl } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { Database, WaitlistStatus } from "~/db/schema";
import { setupTestDb, testConfig, testDialect } from "~/db/test-db.server";
import { eventRow, makeRegistration, testNow } from "~/db/test-factories.server";
import { decodeAttachments } from "~/lib/email/outbox.server";
import { solveForTest } from "../../../tests/support/challenge";
import { calendarFeed } from "./calendar-feed.server";
import {
  deleteEvent,
  getEvent,
  insertEvent,
  listCalendarEvents,
  listEventsForAdmin,
  listPastEvents,
  listRegistrations,
  listRegistrationsPage,
  listUpcomingEvents,
  listWaitlistPage,
  updateEvent,
} from "./queries.server";
import type { EventInput } from "./rules";
import { registerForEvent } from "./service.server";

const now = testNow;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

const testDb = setupTestDb({
  clean: ["waitlist_entries", "registrations", "events", "outbox", "rate_events"],
});

/** An event 09:00-18:00 in Toronto, `days` from `now`, unless told otherwise. */
function eventInput(overrides: Partial<EventInput> & { days?: number } = {}): EventInput {
  const { days = 10, ...rest } = overrides;
  const startsAt = at(days * DAY + HOUR);
  return {
    title: "Summer Cup",
    startsAt,
    endsAt: new Date(new Date(startsAt).getTime() + 9 * HOUR).toISOString(),
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
    ...rest,
  };
}

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

/** An entry of `event`'s waiting list, as the attendance service would leave it in `status`. */
async function makeWaitlistEntry(eventId: number, name: string, status: WaitlistStatus, queuedAt: string) {
  const inLine = status === "waiting" || status === "offered";
  return insertReturningId(testDb.db, "waitlist_entries", {
    event_id: eventId,
    user_id: `user-${name}`,
    name,
    email: `${name}@example.org`,
    email_key: `${name}@example.org`,
    status,
    token: `token-${eventId}-${name}`,
    queued_at: queuedAt,
    offered_at: status === "offered" ? at(HOUR) : null,
    offer_expires_at: status === "offered" ? at(DAY) : null,
    resolved_at: inLine ? null : at(2 * HOUR),
    created_at: queuedAt,
  });
}

let clients = 0;

/** A registration from a client of its own unless `client` is given, so only the tests of the limits meet them. */
function register(
  eventId: number,
  email: string,
  name = "Ann Lee",
  client = `192.0.2.${++clients}`,
  at = now,
  asker: { userId?: string; proof?: string } = {},
) {
  const mail = { wake: vi.fn() };
  const outcome = registerForEvent(
    { db: testDb.db, config: testConfig, mail },
    { eventId, userId: asker.userId ?? "user-1", name, email, client, locale: "en", proof: asker.proof },
    at,
  );
  return { result: outcome.then((answer) => answer.status), outcome, mail };
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

  describe("paged admin lists", () => {
    it("the admin table comes a page at a time, the most recently added first, with the total", async () => {
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push(await makeEvent({ title: `Event ${i}`, days: 5 - i }));
      const first = await listEventsForAdmin(testDb.db, { offset: 0, perPage: 2 });
      const last = await listEventsForAdmin(testDb.db, { offset: 4, perPage: 2 });
      expect(first.events.map((event) => event.id)).toEqual([ids[4], ids[3]]);
      expect(last.events.map((event) => event.id)).toEqual([ids[0]]);
      expect([first.total, last.total]).toEqual([5, 5]);
    });

    it("the attendee list comes a page at a time, first come first, cancelled ones kept and counted apart", async () => {
      const event = await makeEvent();
      const other = await makeEvent({ title: "Other" });
      await addRegistrations(event, 5);
      await addRegistrations(other, 2);
      const cancelledAt = at(HOUR);
      await testDb.db
        .updateTable("registrations")
        .set({ status: "cancelled", cancelled_at: cancelledAt })
        .where("event_id", "=", event)
        .where("email", "=", "player3@example.org")
        .execute();
      const second = await listRegistrationsPage(testDb.db, event, { offset: 2, perPage: 2 });
      expect([second.total, second.registered, second.cancelled]).toEqual([5, 4, 1]);
      // The id is what the Remove button posts; nothing else internal (no user id, no personal link).
      expect(second.registrations).toEqual([
        {
          id: expect.any(Number),
          name: "Player 2",
          email: "player2@example.org",
          created_at: now.toISOString(),
          status: "registered",
          cancelled_at: null,
          order_status: null,
        },
        {
          id: expect.any(Number),
          name: "Player 3",
          email: "player3@example.org",
          created_at: now.toISOString(),
          status: "cancelled",
          cancelled_at: cancelledAt,
          order_status: null,
        },
      ]);
      expect((await listRegistrations(testDb.db, event)).map((row) => row.status)).toEqual([
        "registered",
        "registered",
        "registered",
        "cancelled",
        "registered",
      ]);
      const none = await listRegistrationsPage(testDb.db, await makeEvent({ title: "Empty" }), {
        offset: 0,
        perPage: 2,
      });
      expect(none).toEqual({ registrations: [], registered: 0, cancelled: 0, total: 0 });
    });

    it("the waiting list comes a page at a time: the line in order with each waiting place, then those who left", async () => {
      const event = await makeEvent({ capacity: 1 });
      const other = await makeEvent({ title: "Other", capacity: 1 });
      // Joined one minute apart, in the order of the list; `a-twin` joined at the same moment as `a`.
      const line: [string, WaitlistStatus][] = [
        ["left", "left"],
        ["a", "offered"],
        ["a-twin", "waiting"],
        ["b", "removed"],
        ["c", "waiting"],
        ["d", "expired"],
        ["e", "waiting"],
      ];
      const ids: Record<string, number> = {};
      for (const [index, [name, status]] of line.entries())
        ids[name] = await makeWaitlistEntry(
          event,
          name,
          status,
          at((index - (name === "a-twin" ? 1 : 0)) * 60_000),
        );
      await makeWaitlistEntry(other, "elsewhere", "waiting", at(0));

      const all = await listWaitlistPage(testDb.db, event, { offset: 0, perPage: 20 });
      expect([all.total, all.inLine]).toEqual([7, 4]);
      expect(all.entries.map((entry) => [entry.name, entry.status, entry.position])).toEqual([
        ["a", "offered", null],
        ["a-twin", "waiting", 1],
        ["c", "waiting", 2],
        ["e", "waiting", 3],
        ["left", "left", null],
        ["b", "removed", null],
        ["d", "expired", null],
      ]);
      expect(all.entries[0]).toEqual({
        id: ids.a,
        name: "a",
        email: "a@example.org",
        status: "offered",
        queued_at: at(60_000),
        offer_expires_at: at(DAY),
        resolved_at: null,
        position: null,
      });
      const second = await listWaitlistPage(testDb.db, event, { offset: 2, perPage: 2 });
      expect(second.entries.map((entry) => [entry.name, entry.position])).toEqual([
        ["c", 2],
        ["e", 3],
      ]);
      expect(
        await listWaitlistPage(testDb.db, await makeEvent({ title: "Empty" }), { offset: 0, perPage: 20 }),
      ).toEqual({ entries: [], inLine: 0, total: 0 });
    });

    it("the admin table counts the people waiting per event, not those offered or gone", async () => {
      const busy = await makeEvent({ title: "Busy", capacity: 1 });
      const calm = await makeEvent({ title: "Calm", capacity: 1 });
      await makeWaitlistEntry(busy, "w1", "waiting", at(0));
      await makeWaitlistEntry(busy, "w2", "waiting", at(1));
      await makeWaitlistEntry(busy, "o", "offered", at(2));
      await makeWaitlistEntry(busy, "l", "left", at(3));
      await makeWaitlistEntry(calm, "x", "removed", at(0));
      const { events } = await listEventsForAdmin(testDb.db, { offset: 0, perPage: 10 });
      expect(Object.fromEntries(events.map((event) => [event.title, event.waiting]))).toEqual({
        Busy: 2,
        Calm: 0,
      });
    });
  });

  describe("calendar feed", () => {
    const uids = (body: string) => [...body.matchAll(/^UID:event-(\d+)@/gm)].map((m) => Number(m[1]));

    it("covers the past year and everything ahead, and never pushes the upcoming out", async () => {
      const longAgo = await makeEvent({ title: "Long ago", days: -400 });
      const lastMonth = await makeEvent({ title: "Last month", days: -30 });
      const next = await makeEvent({ title: "Next", days: 3 });
      const later = await makeEvent({ title: "Later", days: 300 });
      expect(uids((await calendarFeed(testDb.db, testConfig, now, "en")).body)).toEqual([
        lastMonth,
        next,
        later,
      ]);
      expect(uids((await calendarFeed(testDb.db, testConfig, now, "en")).body)).not.toContain(longAgo);

      const windowed = await listCalendarEvents(testDb.db, {
        now,
        since: new Date(now.getTime() - 365 * DAY),
        max: 2,
      });
      expect(windowed.map((event) => event.id)).toEqual([next, later]);
    });

    it("is built once per change of the events, whoever makes the change", async () => {
      const id = await makeEvent({ title: "Cup" });
      const first = await calendarFeed(testDb.db, testConfig, now, "en");
      expect(await calendarFeed(testDb.db, testConfig, now, "en")).toBe(first);

      // Each write goes straight to the database, as another process would make it.
      const changes = [
        () => makeEvent({ title: "Added" }),
        () => updateEvent(testDb.db, id, eventInput({ title: "Renamed" }), new Date(now.getTime() + 60_000)),
        () => deleteEvent(testDb.db, id),
      ];
      const etags = [first.etag];
      for (const change of changes) {
        await change();
        const feed = await calendarFeed(testDb.db, testConfig, now, "en");
        expect(etags).not.toContain(feed.etag);
        etags.push(feed.etag);
        expect(await calendarFeed(testDb.db, testConfig, now, "en")).toBe(feed);
      }
      expect(uids((await calendarFeed(testDb.db, testConfig, now, "en")).body)).not.toContain(id);
    });
  });

  describe("registerForEvent", () => {
    it("registers, stores who registered, and records one confirmation e-mail with an .ics file", async () => {
      const id = await makeEvent({ title: "Summer Cup, Finals", capacity: 20 });
      const { result, mail } = register(id, "  Ann.Lee@Example.org ", "Ann Lee");
      expect(await result).toBe("registered");
      expect(mail.wake).toHaveBeenCalledTimes(1);

      const rows = await testDb.db.selectFrom("registrations").selectAll().execute();
      expect(rows).toEqual([
        {
          id: expect.any(Number),
          event_id: id,
          user_id: "user-1",
          name: "Ann Lee",
          email: "Ann.Lee@Example.org",
          email_key: "ann.lee@example.org",
          created_at: now.toISOString(),
          locale: "en",
          status: "registered",
          cancelled_at: null,
          reminder_sent_at: null,
          manage_token: expect.stringMatching(/^[\w-]{32}$/),
          order_id: null,
        },
      ]);

      const emails = await testDb.db.selectFrom("outbox").selectAll().execute();
      expect(emails).toHaveLength(1);
      const [email] = emails;
      expect(email).toMatchObject({
        kind: "event-registration",
        to_address: "Ann.Lee@Example.org",
        subject: "Registration confirmed: Summer Cup, Finals",
        status: "pending",
        next_attempt_at: now.toISOString(),
      });
      expect(email?.text_body).toContain("Hi Ann Lee,");
      expect(email?.text_body).toContain(`${testConfig.BASE_URL}/events/${id}`);

      const stored = JSON.parse(email?.attachments ?? "[]") as { filename: string; contentType: string }[];
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ filename: "event.ics" });
      expect(stored[0]?.contentType).toMatch(/^text\/calendar(;|$)/);
      const [ics] = decodeAttachments(email?.attachments ?? null);
      const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString("utf8") ?? ""));
      const vevents = calendar.getAllSubcomponents("vevent");
      expect(vevents).toHaveLength(1);
      expect(vevents[0]?.getFirstPropertyValue("uid")).toBe(
        `event-${id}@${new URL(testConfig.BASE_URL).hostname}`,
      );
      expect(vevents[0]?.getFirstPropertyValue("summary")).toBe("Summer Cup, Finals");
    });

    it.each([
      ["en", "When: Wednesday, March 11, 2026, 9:00 a.m. – 6:00 p.m."],
      ["fr", "mercredi 11 mars 2026, 9\u00a0h\u00a000 – 18\u00a0h\u00a000"],
    ] as const)(
      "writes the event's dates in the language the registration was made in (%s)",
      async (locale, when) => {
        const eventId = await makeEvent();
        const mail = { wake: vi.fn() };
        const registration = { eventId, userId: "user-1", name: "Ann Lee", email: "ann@example.org", locale };
        await registerForEvent(
          { db: testDb.db, config: testConfig, mail },
          { ...registration, client: `192.0.2.${++clients}` },
          now,
        );
        const { text_body } = await testDb.db
          .selectFrom("outbox")
          .select("text_body")
          .executeTakeFirstOrThrow();
        expect(text_body).toContain(when);
      },
    );

    it("refuses a second registration with the same address in another letter case, sending nothing", async () => {
      const id = await makeEvent();
      expect(await register(id, "ann@example.org").result).toBe("registered");
      const again = register(id, "ANN@Example.ORG", "Ann Again");
      expect(await again.result).toBe("already-registered");
      expect(again.mail.wake).not.toHaveBeenCalled();
      expect(await rowCount("registrations")).toBe(1);
      expect(await rowCount("outbox")).toBe(1);
    });

    it("lets the same person register for two events", async () => {
      const first = await makeEvent({ days: 1 });
      const second = await makeEvent({ days: 2 });
      expect(await register(first, "ann@example.org").result).toBe("registered");
      expect(await register(second, "ann@example.org").result).toBe("registered");
      expect(await rowCount("outbox")).toBe(2);
    });

    it("refuses the third person when the capacity is 2", async () => {
      const id = await makeEvent({ capacity: 2 });
      expect(await register(id, "ann@example.org").result).toBe("registered");
      expect(await register(id, "bo@example.org").result).toBe("registered");
      const third = register(id, "cy@example.org");
      expect(await third.result).toBe("full");
      expect(third.mail.wake).not.toHaveBeenCalled();
      expect(await rowCount("registrations", id)).toBe(2);
      expect(await rowCount("outbox")).toBe(2);
      expect(await getEvent(testDb.db, id)).toMatchObject({ registered: 2, capacity: 2 });
    });

    it("refuses an event that has ended; one under way only when its registration closes later than the start", async () => {
      const ended = await makeEvent({ startsAt: at(-DAY), endsAt: at(-DAY + 9 * HOUR) });
      const justEnded = await makeEvent({ startsAt: at(-9 * HOUR), endsAt: at(-1) });
      const underWay = await makeEvent({ startsAt: at(-HOUR), endsAt: at(8 * HOUR) });
      const openUntilTheEnd = await makeEvent({ startsAt: at(-HOUR), endsAt: at(8 * HOUR) });
      await testDb.db
        .updateTable("events")
        .set({ registration_closes_at: at(8 * HOUR) })
        .where("id", "=", openUntilTheEnd)
        .execute();
      expect(await register(ended, "ann@example.org").result).toBe("past");
      expect(await register(justEnded, "ann@example.org").result).toBe("past");
      expect(await register(underWay, "ann@example.org").result).toBe("closed");
      expect(await register(openUntilTheEnd, "ann@example.org").result).toBe("registered");
      expect(await rowCount("registrations")).toBe(1);
      expect(await rowCount("outbox")).toBe(1);
    });

    it("reports an unknown event", async () => {
      const { result, mail } = register(999_999, "ann@example.org");
      expect(await result).toBe("not-found");
      expect(mail.wake).not.toHaveBeenCalled();
      expect(await rowCount("registrations")).toBe(0);
      expect(await rowCount("outbox")).toBe(0);
    });

    it("keeps one registration and one e-mail for 20 concurrent sign-ups with one address in mixed case (SECURITY 21)", async () => {
      const id = await makeEvent();
      const spellings = [
        "Ann@Example.org",
        "ANN@example.ORG",
        "ann@EXAMPLE.org",
        "aNn@eXaMpLe.OrG",
        "ann@example.org",
      ];
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => register(id, spellings[i % spellings.length] ?? "").result),
      );
      expect(results.filter((result) => result === "registered")).toHaveLength(1);
      expect(results.filter((result) => result === "already-registered")).toHaveLength(19);
      expect(await rowCount("registrations", id)).toBe(1);
      expect(await rowCount("outbox")).toBe(1);
    });

    it("never registers more than the capacity under 20 concurrent sign-ups", async () => {
      const id = await makeEvent({ capacity: 5 });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => register(id, `player${i}@example.org`).result),
      );
      expect(results.filter((result) => result === "registered")).toHaveLength(5);
      expect(results.filter((result) => result === "full")).toHaveLength(15);
      expect(await rowCount("registrations", id)).toBe(5);
      expect(await rowCount("outbox")).toBe(5);
    });
  });

  describe("registration limits (SECURITY 30)", () => {
    const storedEmails = async () =>
      (await testDb.db.selectFrom("registrations").select("email").orderBy("id").execute()).map(
        (row) => row.email,
      );

    // Decision 039: counted per account (a coach registering a team), the client address having a far higher
    // budget; past the budget a proof of work lets a registration through, and without one nothing happens.
    it("asks for a proof of work past an account's budget within the hour: without one nothing stored, no e-mail", async () => {
      const budget = testConfig.ACCOUNT_ACTIONS_PER_HOUR;
      const id = await makeEvent();
      for (let i = 0; i < budget; i++) {
        expect(await register(id, `player${i}@example.org`, "Ann Lee", "203.0.113.7").result).toBe(
          "registered",
        );
      }
      const { outcome, mail } = register(id, "late@example.org", "Ann Lee", "203.0.113.7");
      const refused = await outcome;
      expect(refused.status).toBe("challenge");
      expect(mail.wake).not.toHaveBeenCalled();
      expect(await storedEmails()).not.toContain("late@example.org");
      expect(await rowCount("registrations")).toBe(budget);
      expect(await rowCount("outbox")).toBe(budget);
      // Another account behind the same address is not affected.
      expect(
        await register(id, "teammate@example.org", "Ann Lee", "203.0.113.7", now, { userId: "user-2" })
          .result,
      ).toBe("registered");
      // With the proof of the challenge it got, the refused registration goes through, once.
      if (refused.status !== "challenge" || !refused.challenge) throw new Error("expected a challenge");
      const proof = await solveForTest(refused.challenge.challenge);
      expect(await register(id, "late@example.org", "Ann Lee", "203.0.113.7", now, { proof }).result).toBe(
        "registered",
      );
      expect(await register(id, "again@example.org", "Ann Lee", "203.0.113.7", now, { proof }).result).toBe(
        "challenge",
      );
      // This account may register again an hour later.
      const later = new Date(now.getTime() + HOUR + 1);
      expect(await register(id, "next-hour@example.org", "Ann Lee", "203.0.113.7", later).result).toBe(
        "registered",
      );
    });

    it("refuses the 6th registration to one address within the hour, from any client and in any letter case", async () => {
      const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => makeEvent({ title: `Cup ${i}` })));
      for (const id of ids.slice(0, 5)) {
        expect(await register(id, "Stranger@Example.org").result).toBe("registered");
      }
      const { result, mail } = register(ids[5] ?? 0, "stranger@EXAMPLE.org");
      expect(await result).toBe("throttled");
      expect(mail.wake).not.toHaveBeenCalled();
      expect(await rowCount("registrations", ids[5])).toBe(0);
      expect(await rowCount("outbox")).toBe(5);
      expect(await register(ids[5] ?? 0, "someone.else@example.org").result).toBe("registered");
    });

    it("counts nothing for a registration that stores nothing", async () => {
      const full = await makeEvent({ capacity: 1 });
      const open = await makeEvent();
      expect(await register(full, "first@example.org", "Ann Lee", "203.0.113.9").result).toBe("registered");
      for (let i = 0; i < 12; i++) {
        expect(await register(full, `late${i}@example.org`, "Ann Lee", "203.0.113.9").result).toBe("full");
        expect(await register(full, "first@example.org", "Ann Lee", "203.0.113.9").result).toBe(
          "already-registered",
        );
      }
      expect(await register(open, "second@example.org", "Ann Lee", "203.0.113.9").result).toBe("registered");
    });

    it("lets no more than an account's budget of twice as many concurrent registrations through without a proof", async () => {
      const budget = testConfig.ACCOUNT_ACTIONS_PER_HOUR;
      const id = await makeEvent();
      const results = await Promise.all(
        Array.from(
          { length: 2 * budget },
          (_, i) => register(id, `rush${i}@example.org`, "Ann Lee", "203.0.113.10").result,
        ),
      );
      expect(results.filter((result) => result === "registered")).toHaveLength(budget);
      expect(results.filter((result) => result === "challenge")).toHaveLength(budget);
      expect(await rowCount("registrations", id)).toBe(budget);
      expect(await rowCount("outbox")).toBe(budget);
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
