import type { Insertable } from "kysely";
import { describe, expect, it } from "vitest";
import type { EventsTable } from "~/db/schema";
import {
  attendeesCsvRows,
  getEvent,
  registerForEvent,
  upcomingAttendanceOfAccount,
} from "~/features/events/index.server";
import { eventHarness } from "../../../../tests/support/event-harness";
import { testNow } from "../../../../tests/support/factories";
import {
  makeMember,
  makeMembership,
  makeSeason,
  makeType,
} from "../../../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";

// A parent registers a child they are guardian of (decision 048). Events are on 2026-03-11 (ten days
// after testNow, season 2025-2026).
const testDb = setupTestDb({
  clean: [
    "jobs",
    "waitlist_entries",
    "registrations",
    "events",
    "outbox",
    "rate_events",
    "memberships",
    "members",
    "membership_types",
    "seasons",
  ],
});
const { deps, insertEvent, register, lastEmail } = eventHarness(testDb);

const makeEvent = async (overrides: Partial<Insertable<EventsTable>> = {}) =>
  (await insertEvent({ capacity: 10, ...overrides })).id;

/** Pat's child: 12 on the events' day (born 2013-09-30) unless told otherwise. */
async function childOf(parent: string, { first_name = "Léa", date_of_birth = "2013-09-30" } = {}) {
  const member = await makeMember(testDb.db, `user-${parent}`, {
    first_name,
    last_name: "Gagnon",
    date_of_birth,
    guardian_name: parent,
    guardian_email: `${parent.toLowerCase()}@example.org`,
  });
  return member.id;
}

let clients = 0;
const registerChild = (eventId: number, parent: string, memberId: number) =>
  registerForEvent(
    deps(),
    {
      eventId,
      client: `203.0.113.${++clients}`,
      userId: `user-${parent}`,
      name: parent,
      email: `${parent.toLowerCase()}@example.org`,
      locale: "en",
      attendee: memberId,
    },
    testNow,
  );

const rows = async () =>
  testDb.db
    .selectFrom("registrations")
    .select(["name", "email", "member_id", "user_id"])
    .orderBy("id")
    .execute();

/** The attendee sheet's rows, without its heading. */
async function sheet(eventId: number) {
  const event = await getEvent(testDb.db, eventId);
  if (!event) throw new Error("the event is gone");
  return (await attendeesCsvRows(testDb.db, event, "en", testConfig.TIME_ZONE)).slice(1);
}

describe(`a parent registers a child (${testDialect})`, () => {
  it("registers the child under the child's name, beside the parent's own registration; the e-mail goes to the parent", async () => {
    const eventId = await makeEvent({ min_age: 10 });
    const lea = await childOf("Pat");
    await makeMember(testDb.db, "user-Pat", { first_name: "Pat", date_of_birth: "1985-01-01" });
    const outcome = await registerChild(eventId, "Pat", lea);
    expect(outcome).toMatchObject({ status: "registered", attendee: { name: "Léa Gagnon", age: 12 } });
    expect(await register(eventId, "Pat")).toBe("registered");
    expect(await rows()).toEqual([
      { name: "Léa Gagnon", email: "pat@example.org", member_id: lea, user_id: "user-Pat" },
      { name: "Pat", email: "pat@example.org", member_id: null, user_id: "user-Pat" },
    ]);
    const email = await lastEmail("event-registration");
    expect(email.to_address).toBe("pat@example.org");
    const first = await testDb.db
      .selectFrom("outbox")
      .select(["to_address", "text_body"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    expect(first.to_address).toBe("pat@example.org");
    expect(first.text_body).toContain("Hi Pat,");
    expect(first.text_body).toContain("Attending: Léa Gagnon");
    // The administrators' attendee sheet shows the child, with the parent's address.
    expect((await sheet(eventId)).map((row) => row.slice(0, 2))).toContainEqual([
      "Léa Gagnon",
      "pat@example.org",
    ]);
  });

  it("tells the account page what each person is registered for, still to come: the child's under the child, the parent's own under no one", async () => {
    const soon = await makeEvent({ title: "Youth clinic" });
    const later = await makeEvent({
      title: "Summer camp",
      starts_at: "2026-04-11T13:00:00.000Z",
      ends_at: "2026-04-11T20:00:00.000Z",
    });
    const lea = await childOf("Pat");
    expect((await registerChild(later, "Pat", lea)).status).toBe("registered");
    expect((await registerChild(soon, "Pat", lea)).status).toBe("registered");
    expect(await register(soon, "Pat")).toBe("registered");
    // Another account's registration is not Pat's to see.
    expect(await register(soon, "Eve")).toBe("registered");
    const seen = async (now: Date) =>
      (await upcomingAttendanceOfAccount(testDb.db, "user-Pat", now)).map((row) => [row.title, row.memberId]);
    expect(await seen(testNow)).toEqual([
      ["Youth clinic", lea],
      ["Youth clinic", null],
      ["Summer camp", lea],
    ]);
    // Once the clinic has started, only the camp is still to come.
    expect(await seen(new Date("2026-03-12T00:00:00.000Z"))).toEqual([["Summer camp", lea]]);
  });

  it("refuses a second registration of the same child, and writes nothing more", async () => {
    const eventId = await makeEvent();
    const lea = await childOf("Pat");
    expect((await registerChild(eventId, "Pat", lea)).status).toBe("registered");
    expect(await registerChild(eventId, "Pat", lea)).toMatchObject({
      status: "already-registered",
      attendee: { name: "Léa Gagnon" },
    });
    expect(await rows()).toHaveLength(1);
  });

  it.each([
    // [age range, the child's date of birth, the outcome]
    [{ min_age: 13 }, "2013-09-30", "too-young"],
    [{ max_age: 11 }, "2013-09-30", "too-old"],
    [{ min_age: 12 }, "2014-03-11", "registered"], // 12 on the day of the event
    [{ min_age: 12 }, "2014-03-12", "too-young"], // 12 the day after
  ] as const)(
    "checks the age range %j on the event's first day: born %s -> %s",
    async (range, born, expected) => {
      const eventId = await makeEvent(range);
      const lea = await childOf("Pat", { date_of_birth: born });
      expect((await registerChild(eventId, "Pat", lea)).status).toBe(expected);
      if (expected !== "registered") expect(await rows()).toEqual([]);
    },
  );

  it("refuses a members-only event when the child has no active membership, even if the parent has one", async () => {
    const eventId = await makeEvent({ requires_membership: 1 });
    const season = await makeSeason(testDb.db);
    const type = await makeType(testDb.db);
    const pat = await makeMember(testDb.db, "user-Pat", { first_name: "Pat", date_of_birth: "1985-01-01" });
    await makeMembership(testDb.db, { memberId: pat.id, seasonId: season, typeId: type });
    const lea = await childOf("Pat");
    expect((await registerChild(eventId, "Pat", lea)).status).toBe("members-only");
    expect(await rows()).toEqual([]);
    await makeMembership(testDb.db, { memberId: lea, seasonId: season, typeId: type });
    expect((await registerChild(eventId, "Pat", lea)).status).toBe("registered");
    // The organisers' sheet describes each attendee by their own membership: the child's age is the
    // child's (12 on the day), never the parent's (41), who registered too.
    expect(await register(eventId, "Pat")).toBe("registered");
    const age = new Map((await sheet(eventId)).map((row) => [row[0], row[7]] as const));
    expect([age.get("Léa Gagnon"), age.get("Pat")]).toEqual(["12", "41"]);
  });

  it("refuses an account that does not manage the person, and an unknown one; nothing is written", async () => {
    const eventId = await makeEvent();
    const lea = await childOf("Pat");
    expect((await registerChild(eventId, "Eve", lea)).status).toBe("not-managed");
    expect((await registerChild(eventId, "Eve", 999_999)).status).toBe("not-managed");
    expect(await rows()).toEqual([]);
    expect(await testDb.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
  });
});
