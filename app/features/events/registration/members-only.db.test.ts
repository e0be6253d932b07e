import type { Insertable } from "kysely";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { EventsTable, MembershipStatus } from "~/db/schema";
import {
  answerOffer,
  cancelRegistration,
  joinWaitlist,
  registerForEvent,
} from "~/features/events/index.server";
import { eventRow, testNow } from "../../../../tests/support/factories";
import {
  makeMember,
  makeMembership,
  makeSeason,
  makeType,
} from "../../../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";

const testDb = setupTestDb({
  clean: [
    "jobs",
    "waitlist_entries",
    "registrations",
    "events",
    "outbox",
    "rate_events",
    "consents",
    "memberships",
    "members",
    "documents",
    "clubs",
    "membership_types",
    "seasons",
  ],
});

let mail = { wake: vi.fn() };
const deps = () => ({ db: testDb.db, config: testConfig, mail });
let season = { current: 0, previous: 0, type: 0 };
beforeEach(async () => {
  mail = { wake: vi.fn() };
  season = {
    current: await makeSeason(testDb.db),
    previous: await makeSeason(testDb.db, {
      name: "2024-2025",
      starts_on: "2024-09-01",
      ends_on: "2025-08-31",
    }),
    type: await makeType(testDb.db),
  };
});

/** A members-only event ten days after testNow (2026-03-11, season 2025-2026), unless told otherwise. */
async function makeEvent(overrides: Partial<Insertable<EventsTable>> = {}) {
  const row = await testDb.db
    .insertInto("events")
    .values(eventRow({ requires_membership: 1, ...overrides }))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The account `user-<who>` manages a member (itself, or a child) with a membership in `status` of a season. */
async function withMembership(
  who: string,
  status: MembershipStatus,
  { seasonId = season.current, child = false } = {},
) {
  const member = await makeMember(
    testDb.db,
    `user-${who}`,
    child
      ? {
          first_name: "Kid",
          date_of_birth: "2014-05-02",
          guardian_name: who,
          guardian_email: `${who}@example.org`,
        }
      : { first_name: who },
  );
  return makeMembership(testDb.db, { memberId: member.id, seasonId, typeId: season.type, status });
}

let clients = 0;
const attendee = (who: string) => ({
  userId: `user-${who}`,
  name: who,
  email: `${who.toLowerCase()}@example.org`,
  locale: "en" as const,
});
const register = (eventId: number, who: string, now = testNow) =>
  registerForEvent(deps(), { eventId, client: `192.0.2.${++clients}`, ...attendee(who) }, now).then(
    (outcome) => outcome.status,
  );

/** Every row a refused request could have written. */
async function written() {
  const count = async (table: "registrations" | "waitlist_entries" | "outbox" | "rate_events" | "jobs") =>
    Number(
      (
        await testDb.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    registrations: await count("registrations"),
    waitlist: await count("waitlist_entries"),
    outbox: await count("outbox"),
    rateEvents: await count("rate_events"),
    jobs: await count("jobs"),
  };
}
const nothing = { registrations: 0, waitlist: 0, outbox: 0, rateEvents: 0, jobs: 0 };

describe(`events for members only on ${testDialect}`, () => {
  it("refuses an account that manages no member, and writes nothing", async () => {
    const eventId = await makeEvent();
    expect(await register(eventId, "Nora")).toBe("members-only");
    expect(await written()).toEqual(nothing);
    expect(mail.wake).not.toHaveBeenCalled();
  });

  it.each<[string, MembershipStatus, "current" | "previous"]>([
    ["awaiting payment", "awaiting-payment", "current"],
    ["cancelled", "cancelled", "current"],
    ["of the previous season", "active", "previous"],
  ])("refuses a membership %s", async (_, status, which) => {
    const eventId = await makeEvent();
    await withMembership("Nora", status, { seasonId: season[which] });
    expect(await register(eventId, "Nora")).toBe("members-only");
    expect(await written()).toEqual(nothing);
  });

  it("does not let one account register on another account's membership", async () => {
    const eventId = await makeEvent();
    await withMembership("Ada", "active");
    expect(await register(eventId, "Nora")).toBe("members-only");
    expect(await register(eventId, "Ada")).toBe("registered");
  });

  it("registers a person with an active membership of the event's season: the holder their own, a parent the child", async () => {
    const eventId = await makeEvent();
    await withMembership("Ada", "active");
    await withMembership("Pat", "active", { child: true });
    expect(await register(eventId, "Ada")).toBe("registered");
    // The child's membership is the child's: the parent registers the child, not themselves (decision 048).
    expect(await register(eventId, "Pat")).toBe("members-only");
    const [kid] = await testDb.db
      .selectFrom("members")
      .select("id")
      .where("first_name", "=", "Kid")
      .execute();
    const outcome = await registerForEvent(
      deps(),
      { eventId, client: `192.0.2.${++clients}`, ...attendee("Pat"), attendee: kid?.id },
      testNow,
    );
    expect(outcome.status).toBe("registered");
    expect((await written()).registrations).toBe(2);
  });

  it("reads the season of the event's first day in the association's zone", async () => {
    // 22:00 in Toronto on August 31, the last day of 2025-2026, is already September 1 in UTC.
    const eventId = await makeEvent({
      starts_at: "2026-09-01T02:00:00.000Z",
      ends_at: "2026-09-01T03:00:00.000Z",
    });
    await withMembership("Ada", "active");
    expect(await register(eventId, "Ada")).toBe("registered");
  });

  it("leaves other events open to everyone signed in", async () => {
    const eventId = await makeEvent({ requires_membership: 0 });
    expect(await register(eventId, "Nora")).toBe("registered");
  });

  it("refuses a non-member on the waiting list, and writes nothing", async () => {
    const eventId = await makeEvent({ capacity: 1 });
    await withMembership("Ada", "active");
    expect(await register(eventId, "Ada")).toBe("registered");
    const before = await written();
    const join = (who: string) =>
      joinWaitlist(deps(), { eventId, client: `198.51.100.${++clients}`, attendee: attendee(who) }, testNow);
    expect((await join("Nora")).status).toBe("members-only");
    expect(await written()).toEqual(before);
    await withMembership("Ben", "active");
    expect((await join("Ben")).status).toBe("joined");
  });

  it("refuses an offer's acceptance without the membership and keeps the offer open until its time", async () => {
    const eventId = await makeEvent({ capacity: 1 });
    await withMembership("Ada", "active");
    const ben = await withMembership("Ben", "active");
    expect(await register(eventId, "Ada")).toBe("registered");
    await joinWaitlist(deps(), { eventId, client: "198.51.100.250", attendee: attendee("Ben") }, testNow);
    // Ben's membership is cancelled while he waits; then Ada's spot frees up and is offered to him.
    await testDb.db.updateTable("memberships").set({ status: "cancelled" }).where("id", "=", ben).execute();
    const ada = await testDb.db
      .selectFrom("registrations")
      .select("manage_token")
      .where("user_id", "=", "user-Ada")
      .executeTakeFirstOrThrow();
    expect((await cancelRegistration(deps(), { token: ada.manage_token }, testNow)).status).toBe("cancelled");
    const entry = await testDb.db
      .selectFrom("waitlist_entries")
      .select(["token", "status"])
      .executeTakeFirstOrThrow();
    expect(entry.status).toBe("offered");

    const before = await written();
    mail.wake.mockClear();
    const refused = await answerOffer(deps(), { token: entry.token, accept: true }, testNow);
    expect(refused.status).toBe("members-only");
    expect(await written()).toEqual(before);
    expect(mail.wake).not.toHaveBeenCalled();
    const still = await testDb.db.selectFrom("waitlist_entries").select("status").executeTakeFirstOrThrow();
    expect(still.status).toBe("offered");

    // He renews in time: the same offer is now accepted.
    await testDb.db.updateTable("memberships").set({ status: "active" }).where("id", "=", ben).execute();
    expect((await answerOffer(deps(), { token: entry.token, accept: true }, testNow)).status).toBe(
      "registered",
    );
  });
});
