import type { Insertable } from "kysely";
import { describe, expect, it, vi } from "vitest";
import type { EventsTable } from "~/db/schema";
import { setupTestDb, testConfig, testDialect } from "~/db/test-db.server";
import { eventRow, later, testNow } from "~/db/test-factories.server";
import { cancelRegistration, joinWaitlist } from "./attendance.server";
import { registerForEvent } from "./service.server";
import { eventStanding, eventTitleIn, memberAttendance } from "./standing.server";

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
      waitlist: null,
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
      waitlist: { status: "waiting", position: 2 },
    });
    const [annRegistration] = (await memberAttendance(testDb.db, "user-Ann", testNow)).registrations;
    await cancelRegistration(deps(), { id: annRegistration?.id ?? 0, userId: "user-Ann" }, testNow);
    const bob = await eventStanding(testDb.db, id, "user-Bob", testNow);
    expect(bob?.waitlist).toMatchObject({ status: "offered", expiresAt: at(24 * HOUR) });
    expect(await eventStanding(testDb.db, id, "user-Cy", testNow)).toMatchObject({
      waitlist: { status: "waiting", position: 1 },
    });
  });
});
