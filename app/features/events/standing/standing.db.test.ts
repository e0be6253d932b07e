import type { Insertable } from "kysely";
import { describe, expect, it, vi } from "vitest";
import type { EventsTable } from "~/db/schema";
import {
  cancelRegistration,
  eventTitleIn,
  joinWaitlist,
  registerForEvent,
} from "~/features/events/index.server";
import { eventRow, later, testNow } from "../../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { eventStanding, memberAttendance } from "./service.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => later(ms).toISOString();

const testDb = setupTestDb({
  clean: ["jobs", "waitlist_entries", "registrations", "events", "outbox", "rate_events"],
});
const deps = () => ({ db: testDb.db, config: testConfig, mail: { wake: vi.fn() } });

async function makeEvent(overrides: Partial<Insertable<EventsTable>> = {}) {
  const row = await testDb.db
    .insertInto("events")
    .values(eventRow({ capacity: 1, ...overrides }))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

let clients = 0;
const person = (who: string) => ({
  userId: `user-${who}`,
  name: who,
  email: `${who.toLowerCase()}@example.org`,
  locale: "en" as const,
});
const register = (eventId: number, who: string, email = person(who).email) =>
  registerForEvent(deps(), { eventId, client: `192.0.2.${++clients}`, ...person(who), email }, testNow);
const join = (eventId: number, who: string) =>
  joinWaitlist(deps(), { eventId, client: `198.51.100.${++clients}`, attendee: person(who) }, testNow);

describe(`a member's standing on an event page (${testDialect})`, () => {
  it("says when registration opens, and that it is open or closed", async () => {
    const opensAt = at(2 * DAY);
    const id = await makeEvent({ registration_opens_at: opensAt, registration_closes_at: at(5 * DAY) });
    expect(await eventStanding(testDb.db, id, null, testNow)).toMatchObject({ phase: "not-open", opensAt });
    expect(await eventStanding(testDb.db, id, null, later(3 * DAY))).toMatchObject({ phase: "open" });
    expect(await eventStanding(testDb.db, id, null, later(6 * DAY))).toMatchObject({ phase: "closed" });
    expect(await eventStanding(testDb.db, id + 1000, null, testNow)).toBeNull();
  });

  it("knows the member registered under another address, and the cancellation deadline", async () => {
    const deadline = at(DAY);
    const id = await makeEvent({ capacity: 5, cancellation_deadline: deadline });
    expect((await register(id, "Ann", "ann.work@example.org")).status).toBe("registered");
    expect(await eventStanding(testDb.db, id, "user-Ann", testNow)).toMatchObject({
      registered: true,
      waitlist: [],
      cancelUntil: deadline,
      cancellable: true,
    });
    expect(await eventStanding(testDb.db, id, "user-Bob", testNow)).toMatchObject({ registered: false });
    expect(await eventStanding(testDb.db, id, "user-Ann", later(2 * DAY))).toMatchObject({
      cancellable: false,
    });
  });

  it("gives a waiting member their place, then the offer that holds a spot", async () => {
    const id = await makeEvent();
    await register(id, "Ann");
    await join(id, "Bob");
    await join(id, "Cy");
    expect(await eventStanding(testDb.db, id, "user-Cy", testNow)).toMatchObject({
      registered: false,
      waitlist: [{ memberId: null, name: null, status: "waiting", position: 2 }],
    });
    const [annRegistration] = (await memberAttendance(testDb.db, "user-Ann", testNow)).registrations;
    await cancelRegistration(deps(), { id: annRegistration?.id ?? 0, userId: "user-Ann" }, testNow);
    const bob = await eventStanding(testDb.db, id, "user-Bob", testNow);
    expect(bob?.waitlist).toMatchObject([{ status: "offered", expiresAt: at(24 * HOUR) }]);
    expect(await eventStanding(testDb.db, id, "user-Cy", testNow)).toMatchObject({
      waitlist: [{ memberId: null, name: null, status: "waiting", position: 1 }],
    });
  });
});

describe(`My registrations (${testDialect})`, () => {
  it("lists upcoming registrations soonest first, then past ones latest first, each cancellable or not", async () => {
    const soon = await makeEvent({ title: "Soon", starts_at: at(2 * DAY), ends_at: at(2 * DAY + HOUR) });
    const later10 = await makeEvent({ title: "Later" });
    const past = await makeEvent({ title: "Past", capacity: null });
    for (const id of [later10, soon, past]) await register(id, "Ann");
    await testDb.db
      .updateTable("events")
      .set({ starts_at: at(-3 * DAY), ends_at: at(-3 * DAY + HOUR) })
      .where("id", "=", past)
      .execute();
    const { registrations } = await memberAttendance(testDb.db, "user-Ann", testNow);
    expect(registrations.map((row) => [row.title, row.status, row.cancellable])).toEqual([
      ["Soon", "registered", true],
      ["Later", "registered", true],
      ["Past", "registered", false],
    ]);
    expect((await memberAttendance(testDb.db, "user-Bob", testNow)).registrations).toEqual([]);
  });

  it("shows a cancelled registration with its date, and the waiting lists still in line with their place", async () => {
    const full = await makeEvent({ title: "Full" });
    const other = await makeEvent({ title: "Other", capacity: 3 });
    await register(full, "Bob");
    await join(full, "Cy");
    await join(full, "Ann");
    await register(other, "Ann");
    const [mine] = (await memberAttendance(testDb.db, "user-Ann", testNow)).registrations;
    expect(
      await cancelRegistration(deps(), { id: mine?.id ?? 0, userId: "user-Ann" }, later(HOUR)),
    ).toMatchObject({ status: "cancelled" });
    const { registrations, waitlist } = await memberAttendance(testDb.db, "user-Ann", later(HOUR));
    expect(registrations).toEqual([
      expect.objectContaining({
        title: "Other",
        status: "cancelled",
        cancelled_at: at(HOUR),
        cancellable: false,
      }),
    ]);
    expect(waitlist).toEqual([expect.objectContaining({ title: "Full", status: "waiting", position: 2 })]);
  });

  it("cancels only the member's own registration", async () => {
    const id = await makeEvent({ capacity: 3 });
    await register(id, "Ann");
    const [ann] = (await memberAttendance(testDb.db, "user-Ann", testNow)).registrations;
    expect(await cancelRegistration(deps(), { id: ann?.id ?? 0, userId: "user-Bob" }, testNow)).toEqual({
      status: "not-found",
    });
    expect((await memberAttendance(testDb.db, "user-Ann", testNow)).registrations[0]?.status).toBe(
      "registered",
    );
  });

  it("names the event in the toast's language", async () => {
    const id = await makeEvent({ title: "Summer Cup", title_fr: "Coupe d'été" });
    expect(await eventTitleIn(testDb.db, id, "fr")).toBe("Coupe d'été");
    expect(await eventTitleIn(testDb.db, id, "en")).toBe("Summer Cup");
    expect(await eventTitleIn(testDb.db, id + 1000, "en")).toBe("");
  });
});
