import type { Insertable } from "kysely";
import { describe, expect, it } from "vitest";
import type { EventsTable, WaitlistStatus } from "~/db/schema";
import {
  answerOffer,
  cancelRegistration,
  eventJobs,
  JOB,
  joinWaitlist,
  leaveEventsOfClosingAccount,
  leaveWaitlist,
  listWaitlistPage,
  memberAttendance,
  registerForEvent,
  removeWaitlistEntry,
} from "~/features/events/index.server";
import { eventHarness } from "../../../../tests/support/event-harness";
import { later, makeRegistration, testNow } from "../../../../tests/support/factories";
import {
  makeMember,
  makeMembership,
  makeSeason,
  makeType,
} from "../../../../tests/support/membership-factories";
import { setupTestDb, testDialect } from "../../../../tests/support/test-db";
import { waitlistStanding } from "./service.server";

// A parent puts a child they are guardian of in an event's waiting line (decision 048, amended
// 2026-11-28). Events are on 2026-03-11 (ten days after testNow, season 2025-2026), capacity 1.
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const testDb = setupTestDb({
  clean: [
    "jobs",
    "order_items",
    "orders",
    "waitlist_entries",
    "registrations",
    "events",
    "outbox",
    "rate_events",
    "settings",
    "memberships",
    "members",
    "membership_types",
    "seasons",
    "user",
  ],
});
const harness = eventHarness(testDb);
const { deps, join, registrationOf, person, sent, lastEmail, jobs } = harness;

/** A full event: capacity 1, Ann's registration stored as set-up (whatever the event's ages or membership). */
async function fullEvent(overrides: Partial<Insertable<EventsTable>> = {}) {
  const id = await harness.makeEvent(overrides);
  await makeRegistration(testDb.db, {
    event_id: id,
    user_id: "user-Ann",
    name: "Ann",
    email: "ann@example.org",
  });
  return id;
}

/** Pat's account (named "Pat Gagnon") and Pat's child Léa, 12 on the events' day unless told otherwise. */
async function patAndLea({ date_of_birth = "2013-09-30" } = {}) {
  const at = testNow.toISOString();
  await testDb.db
    .insertInto("user")
    .values({
      id: "user-Pat",
      name: "Pat Gagnon",
      email: "pat@example.org",
      emailVerified: 1,
      role: "user",
      lastSignInAt: null,
      locale: "en",
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  const lea = await makeMember(testDb.db, "user-Pat", {
    first_name: "Léa",
    last_name: "Gagnon",
    date_of_birth,
    guardian_name: "Pat Gagnon",
    guardian_email: "pat@example.org",
  });
  return lea.id;
}

let clients = 0;
/** `parent` puts `memberId` in the event's line at `now`, with their own name and address. */
const joinFor = (eventId: number, parent: string, memberId: number, now = testNow) =>
  joinWaitlist(
    deps(),
    { eventId, client: `203.0.113.${++clients}`, attendee: person(parent), who: memberId },
    now,
  );

async function states(eventId: number) {
  const rows = await testDb.db
    .selectFrom("waitlist_entries")
    .select(["name", "status"])
    .where("event_id", "=", eventId)
    .orderBy("id")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.status])) as Record<string, WaitlistStatus>;
}

const entryOfMember = (memberId: number) =>
  testDb.db
    .selectFrom("waitlist_entries")
    .selectAll()
    .where("member_id", "=", memberId)
    .executeTakeFirstOrThrow();

const registrationsOfMember = (memberId: number) =>
  testDb.db.selectFrom("registrations").selectAll().where("member_id", "=", memberId).execute();

/** What a refusal must leave as it was: the rows it could have written. */
async function written() {
  const count = async (table: "waitlist_entries" | "registrations" | "outbox" | "jobs") =>
    (await testDb.db.selectFrom(table).select("id").execute()).length;
  return {
    entries: await count("waitlist_entries"),
    registrations: await count("registrations"),
    outbox: await count("outbox"),
    jobs: await count("jobs"),
  };
}

describe(`a parent puts a child in a waiting line (${testDialect})`, () => {
  it("gives the parent and the child each their own place; the e-mail goes to the parent and names the child", async () => {
    const id = await fullEvent();
    const lea = await patAndLea();
    expect(await joinFor(id, "Pat", lea)).toMatchObject({
      status: "joined",
      position: 1,
      person: { name: "Léa Gagnon", age: 12 },
    });
    expect(await join(id, "Pat")).toMatchObject({ status: "joined", position: 2 });
    expect(await joinFor(id, "Pat", lea)).toMatchObject({ status: "already-waiting", position: 1 });
    expect(
      await testDb.db
        .selectFrom("waitlist_entries")
        .select(["name", "email", "email_key", "member_id", "user_id"])
        .orderBy("id")
        .execute(),
    ).toEqual([
      {
        name: "Léa Gagnon",
        email: "pat@example.org",
        email_key: `member:${lea}`,
        member_id: lea,
        user_id: "user-Pat",
      },
      {
        name: "Pat",
        email: "pat@example.org",
        email_key: "pat@example.org",
        member_id: null,
        user_id: "user-Pat",
      },
    ]);
    const first = await testDb.db
      .selectFrom("outbox")
      .select(["to_address", "text_body"])
      .where("kind", "=", "waitlist-joined")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    expect(first.to_address).toBe("pat@example.org");
    expect(first.text_body).toContain("Hi Pat,");
    expect(first.text_body).toContain("Léa Gagnon is number 1 on its waiting list");
    // The event page, My registrations and the administrators' list show each place.
    expect(await waitlistStanding(testDb.db, id, "user-Pat")).toEqual([
      { memberId: null, name: null, status: "waiting", position: 2 },
      { memberId: lea, name: "Léa Gagnon", status: "waiting", position: 1 },
    ]);
    const mine = (await memberAttendance(testDb.db, "user-Pat", testNow)).waitlist;
    expect(mine.map((entry) => [entry.member_id, entry.name, entry.position])).toEqual([
      [null, "Pat", 2],
      [lea, "Léa Gagnon", 1],
    ]);
    const { entries } = await listWaitlistPage(testDb.db, id, { offset: 0, perPage: 20 });
    expect(entries.map((entry) => [entry.name, entry.email])).toEqual([
      ["Léa Gagnon", "pat@example.org"],
      ["Pat", "pat@example.org"],
    ]);
  });

  it.each([
    // [the event's age range, the outcome]
    [{ min_age: 13 }, "too-young"],
    [{ max_age: 11 }, "too-old"],
  ] as const)(
    "refuses a child outside the age range %j (%s), naming the child; nothing is written",
    async (range, expected) => {
      const id = await fullEvent(range);
      const lea = await patAndLea();
      const before = await written();
      expect(await joinFor(id, "Pat", lea)).toMatchObject({
        status: expected,
        person: { name: "Léa Gagnon", age: 12 },
      });
      expect(await written()).toEqual(before);
    },
  );

  it("refuses a child without a membership of their own on a members-only event, and an account that is not the guardian", async () => {
    const season = await makeSeason(testDb.db);
    const type = await makeType(testDb.db);
    const pat = await makeMember(testDb.db, "user-Pat", { first_name: "Pat" });
    await makeMembership(testDb.db, { memberId: pat.id, seasonId: season, typeId: type });
    const id = await fullEvent({ requires_membership: 1 });
    const lea = await patAndLea();
    const before = await written();
    // The parent's own membership does not let the child in.
    expect((await joinFor(id, "Pat", lea)).status).toBe("members-only");
    // Not the guardian, or no such member: refused as a person not in the list.
    expect((await joinFor(id, "Eve", lea)).status).toBe("not-managed");
    expect((await joinFor(id, "Eve", 999_999)).status).toBe("not-managed");
    expect(await written()).toEqual(before);
    await makeMembership(testDb.db, { memberId: lea, seasonId: season, typeId: type });
    expect((await joinFor(id, "Pat", lea)).status).toBe("joined");
  });

  it("offers the freed spot to the child's place by e-mail to the parent; accepting registers the child with a confirmation, a reminder and the fee's order", async () => {
    const id = await fullEvent({ fee_cents: 2500 });
    const lea = await patAndLea();
    await joinFor(id, "Pat", lea);
    const ann = await registrationOf(id, "Ann");
    expect((await cancelRegistration(deps(), { token: ann.manage_token }, later(HOUR))).status).toBe(
      "cancelled",
    );
    const entry = await entryOfMember(lea);
    expect(entry.status).toBe("offered");
    const offer = await lastEmail("waitlist-offer");
    expect(offer.to_address).toBe("pat@example.org");
    expect(offer.text_body).toContain("Hi Pat Gagnon,");
    expect(offer.text_body).toContain("A spot opened up for Léa Gagnon at Summer Cup");

    const outcome = await answerOffer(deps(), { token: entry.token, accept: true }, later(2 * HOUR));
    expect(outcome).toMatchObject({ status: "registered", eventId: id, order: { totalCents: 2500 } });
    const [registration, ...more] = await registrationsOfMember(lea);
    expect(more).toEqual([]);
    expect(registration).toMatchObject({
      name: "Léa Gagnon",
      email: "pat@example.org",
      email_key: `member:${lea}`,
      user_id: "user-Pat",
      status: "registered",
      order_id: outcome.order?.id,
    });
    expect((await entryOfMember(lea)).status).toBe("accepted");
    const confirmation = await lastEmail("event-registration");
    expect(confirmation.to_address).toBe("pat@example.org");
    expect(confirmation.text_body).toContain("Hi Pat Gagnon,");
    expect(confirmation.text_body).toContain("Attending: Léa Gagnon");
    expect(await jobs()).toContainEqual(
      expect.objectContaining({ kind: JOB.reminder, subject: String(registration?.id) }),
    );
  });

  it("refuses the acceptance of a child who no longer fits or is no longer the account's; the offer stays open, and the parent may still register the child while it holds", async () => {
    // Léa turns 12 on the event's day.
    const id = await fullEvent({ min_age: 12 });
    const lea = await patAndLea({ date_of_birth: "2014-03-11" });
    expect((await joinFor(id, "Pat", lea)).status).toBe("joined");
    await cancelRegistration(deps(), { token: (await registrationOf(id, "Ann")).manage_token }, testNow);
    const { token } = await entryOfMember(lea);
    const before = await written();
    // The event moves a day earlier: she is 11 on its first day.
    const moved = { starts_at: "2026-03-10T13:00:00.000Z", ends_at: "2026-03-10T22:00:00.000Z" };
    await testDb.db.updateTable("events").set(moved).where("id", "=", id).execute();
    expect(await answerOffer(deps(), { token, accept: true }, later(HOUR))).toMatchObject({
      status: "too-young",
      person: { name: "Léa Gagnon", age: 11 },
    });
    const back = {
      starts_at: later(10 * DAY + HOUR).toISOString(),
      ends_at: later(10 * DAY + 10 * HOUR).toISOString(),
    };
    await testDb.db.updateTable("events").set(back).where("id", "=", id).execute();
    // Her record is moved to another account.
    await testDb.db.updateTable("members").set({ user_id: "user-Eve" }).where("id", "=", lea).execute();
    expect((await answerOffer(deps(), { token, accept: true }, later(HOUR))).status).toBe("not-managed");
    expect(await written()).toEqual(before);
    expect((await entryOfMember(lea)).status).toBe("offered");
    // Back with Pat: the held spot is hers from the registration form too, though the event is full.
    await testDb.db.updateTable("members").set({ user_id: "user-Pat" }).where("id", "=", lea).execute();
    const registered = await registerForEvent(
      deps(),
      { eventId: id, client: "203.0.113.250", ...person("Pat"), attendee: lea },
      later(2 * HOUR),
    );
    expect(registered.status).toBe("registered");
    expect((await entryOfMember(lea)).status).toBe("accepted");
    expect(await registrationsOfMember(lea)).toHaveLength(1);
  });

  it("takes the child out of the line when the parent leaves it for them, an administrator removes the place, or the account closes; the parent's own place is its own", async () => {
    const id = await fullEvent();
    const lea = await patAndLea();
    await joinFor(id, "Pat", lea);
    await join(id, "Pat");
    // Another account cannot take Léa out; Pat's leaving for Léa leaves Pat's own place.
    expect(await leaveWaitlist(deps(), { eventId: id, userId: "user-Eve", who: lea }, later(HOUR))).toEqual({
      status: "not-waiting",
    });
    expect(await leaveWaitlist(deps(), { eventId: id, userId: "user-Pat", who: lea }, later(HOUR))).toEqual({
      status: "left",
      attending: "Léa Gagnon",
    });
    expect(await states(id)).toEqual({ "Léa Gagnon": "left", Pat: "waiting" });
    // Back in line, at its end; then an administrator removes her place.
    expect(await joinFor(id, "Pat", lea, later(2 * HOUR))).toMatchObject({ status: "joined", position: 2 });
    const { id: entryId } = await entryOfMember(lea);
    expect(await removeWaitlistEntry(deps(), { eventId: id, entryId }, later(3 * HOUR))).toBe("removed");
    expect(await states(id)).toEqual({ "Léa Gagnon": "removed", Pat: "waiting" });
    // A closing account leaves every place it holds, its children's too.
    await joinFor(id, "Pat", lea, later(4 * HOUR));
    await leaveEventsOfClosingAccount(deps(), "user-Pat", later(5 * HOUR));
    expect(await states(id)).toEqual({ "Léa Gagnon": "left", Pat: "left" });
  });
});

describe(`a child's offer answered at once (${testDialect})`, () => {
  it("registers the child once when the offer is accepted twice while its expiry job runs, all at once", async () => {
    const id = await fullEvent();
    const lea = await patAndLea();
    await joinFor(id, "Pat", lea);
    await cancelRegistration(deps(), { token: (await registrationOf(id, "Ann")).manage_token }, testNow);
    const entry = await entryOfMember(lea);
    expect(entry.offer_expires_at).toBe(later(DAY).toISOString());
    const expiry = eventJobs[JOB.offerExpiry];
    if (!expiry) throw new Error("no offer-expiry job");
    // Two accepts a millisecond before the end, and the job at the end: whichever takes the event first wins.
    const [first, second] = await Promise.all([
      answerOffer(deps(), { token: entry.token, accept: true }, later(DAY - 1)).then((o) => o.status),
      answerOffer(deps(), { token: entry.token, accept: true }, later(DAY - 1)).then((o) => o.status),
      expiry(deps(), String(entry.id), later(DAY)),
    ]);
    const status = (await entryOfMember(lea)).status;
    expect(["accepted", "expired"]).toContain(status);
    const accepted = status === "accepted" ? 1 : 0;
    expect([first, second].sort()).toEqual(
      accepted ? ["not-offered", "registered"] : ["not-offered", "not-offered"],
    );
    expect(await registrationsOfMember(lea)).toHaveLength(accepted);
    const mails = await sent();
    expect(mails.filter((line) => line === "event-registration pat")).toHaveLength(accepted);
    expect(mails.filter((line) => line === "waitlist-expired pat")).toHaveLength(1 - accepted);
  });
});
