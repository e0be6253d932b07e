import { describe, expect, it } from "vitest";
import { insertReturningId } from "~/db/insert.server";
import type { WaitlistStatus } from "~/db/schema";
import { eventInput, makeRegistration, testNow } from "../../../../tests/support/factories";
import {
  makeClub,
  makeMember,
  makeMembership,
  makeSeason,
  makeType,
} from "../../../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { insertEvent, listEventsForAdmin, listWaitlistPage } from "./queries.server";
import { attendeesCsvRows, listRegistrations, listRegistrationsPage } from "./service.server";

const now = testNow;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

const testDb = setupTestDb({
  clean: [
    "waitlist_entries",
    "registrations",
    "events",
    "outbox",
    "rate_events",
    "consents",
    "memberships",
    "members",
    "clubs",
    "membership_types",
    "seasons",
  ],
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

describe(`events (${testDialect})`, () => {
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
});

describe(`the attendees' CSV (${testDialect})`, () => {
  /**
   * The event starts on March 11, 2026 at 09:00 in Toronto, after the change to summer time: Ada holds an
   * active membership of her own, Chloé manages only her son's, Ravi's awaits payment, and Guest has none.
   */
  async function attendees() {
    const season = await makeSeason(testDb.db);
    const type = await makeType(testDb.db);
    const club = await makeClub(testDb.db);
    const member = async (
      userId: string,
      overrides: Parameters<typeof makeMember>[2],
      status?: "awaiting-payment",
    ) =>
      makeMembership(testDb.db, {
        memberId: (await makeMember(testDb.db, userId, overrides)).id,
        seasonId: season,
        typeId: type,
        clubId: userId === "user-ada" ? club : null,
        status,
      });
    await member("user-ada", {});
    await member("user-chloe", {
      first_name: "Ben",
      last_name: "Gagnon",
      date_of_birth: "2012-05-31",
      guardian_name: "Chloé Gagnon",
      guardian_email: "chloe@example.org",
    });
    await member("user-ravi", { first_name: "Ravi", date_of_birth: "2000-03-11" }, "awaiting-payment");
    await member("user-noor", { first_name: "Noor", date_of_birth: "2000-03-11", emergency_name: "Sara" });
    const eventId = await makeEvent();
    const event = { id: eventId, starts_at: eventInput().startsAt };
    const register = (userId: string, name: string, extra: object = {}) =>
      makeRegistration(testDb.db, {
        event_id: eventId,
        user_id: userId,
        name,
        email: `${name}@example.org`,
        ...extra,
      });
    await register("user-ada", "Ada");
    await register("user-chloe", "Chloe");
    await register("user-ravi", "Ravi");
    await register("user-guest", "Guest");
    await register("user-noor", "Noor", { status: "cancelled", cancelled_at: at(DAY) });
    return event;
  }

  it("gives an organiser the phone, age, club and emergency contact of attendees holding their own membership", async () => {
    const rows = await attendeesCsvRows(testDb.db, await attendees(), "en", testConfig.TIME_ZONE);
    expect(rows).toEqual([
      [
        "Name",
        "Email",
        "Registered",
        "Status",
        "Cancelled",
        "Payment",
        "Phone",
        "Age on the event day",
        "Club",
        "Emergency contact",
        "Emergency phone",
      ],
      [
        "Ada",
        "Ada@example.org",
        "2026-03-01 07:00",
        "Registered",
        "",
        "Free",
        "416-555-0100",
        "35",
        "Toronto Lakeshore Handball Club",
        "Sam Tremblay",
        "416-555-0101",
      ],
      // A parent registered: the child's details are not the parent's.
      ["Chloe", "Chloe@example.org", "2026-03-01 07:00", "Registered", "", "Free", "", "", "", "", ""],
      // A membership awaiting payment is no membership yet.
      ["Ravi", "Ravi@example.org", "2026-03-01 07:00", "Registered", "", "Free", "", "", "", "", ""],
      ["Guest", "Guest@example.org", "2026-03-01 07:00", "Registered", "", "Free", "", "", "", "", ""],
      // Turning 26 on the event's day; unattached; cancelled a day later, on Toronto's clock.
      [
        "Noor",
        "Noor@example.org",
        "2026-03-01 07:00",
        "Cancelled",
        "2026-03-02 07:00",
        "Free",
        "416-555-0100",
        "26",
        "Unattached",
        "Sara",
        "416-555-0101",
      ],
    ]);
  });

  it("speaks the administrator's language", async () => {
    const rows = await attendeesCsvRows(testDb.db, await attendees(), "fr", testConfig.TIME_ZONE);
    expect(rows[0]?.slice(3, 9)).toEqual([
      "Statut",
      "Annulée le",
      "Paiement",
      "Téléphone",
      "Âge le jour de l'événement",
      "Club",
    ]);
    expect(rows.map((row) => [row[3], row[5], row[8]])).toContainEqual([
      "Confirmée",
      "Gratuit",
      "Toronto Lakeshore Handball Club",
    ]);
    expect(rows.map((row) => [row[3], row[8]])).toContainEqual(["Annulée", "Sans club"]);
  });
});
