import { describe, expect, it } from "vitest";
import type { WaitlistStatus } from "~/db/schema";
import {
  answerOffer,
  cancelRegistration,
  editEvent,
  eventJobs,
  getEvent,
  JOB,
  leaveWaitlist,
  loadOffer,
  removeWaitlistEntry,
} from "~/features/events/index.server";
import { decodeAttachments } from "~/lib/email/outbox.server";
import { runDueJobs as runJobs } from "~/lib/jobs/runner.server";
import { eventHarness } from "../../../../tests/support/event-harness";
import { eventRow, later, testNow } from "../../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { waitlistStanding } from "./service.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => later(ms).toISOString();

const testDb = setupTestDb({
  clean: ["jobs", "waitlist_entries", "registrations", "events", "outbox", "rate_events"],
});
const harness = eventHarness(testDb);
const { deps, makeEvent, register, join, registrationOf, sent, lastEmail, jobs } = harness;

async function entryOf(eventId: number, who: string) {
  return testDb.db
    .selectFrom("waitlist_entries")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("email_key", "=", `${who.toLowerCase()}@example.org`)
    .executeTakeFirstOrThrow();
}

async function states(eventId: number) {
  const rows = await testDb.db
    .selectFrom("waitlist_entries")
    .select(["name", "status"])
    .where("event_id", "=", eventId)
    .orderBy("id")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.status])) as Record<string, WaitlistStatus>;
}

/** The job runner's own run at `now` (lib/jobs): the number of jobs it ran. */
async function runDueJobs(now: Date) {
  const { done, retrying, failed } = await runJobs(deps(), eventJobs, now);
  expect({ retrying, failed }).toEqual({ retrying: 0, failed: 0 });
  return done;
}

/** A full event (capacity 1, Ann registered) with Bo, Cy and Di waiting in that order. */
async function fullEventWithLine() {
  const id = await makeEvent();
  expect(await register(id, "Ann")).toBe("registered");
  for (const [i, who] of ["Bo", "Cy", "Di"].entries()) {
    expect(await join(id, who, later(i + 1))).toMatchObject({ status: "joined", position: i + 1 });
  }
  return id;
}

describe(`waiting list (${testDialect})`, () => {
  it("lets members join a full event once per address in any letter case, each told their place by e-mail", async () => {
    const id = await fullEventWithLine();
    expect(await join(id, "BO")).toMatchObject({ status: "already-waiting", position: 1 });
    expect(await join(id, "Ann")).toMatchObject({ status: "already-registered" });
    expect(await states(id)).toEqual({ Bo: "waiting", Cy: "waiting", Di: "waiting" });
    expect(await sent()).toEqual([
      "event-registration ann",
      "waitlist-joined bo",
      "waitlist-joined cy",
      "waitlist-joined di",
    ]);
    expect((await lastEmail("waitlist-joined")).text_body).toContain("you are number 3 on its waiting list");
    expect(await waitlistStanding(testDb.db, id, "user-Cy")).toEqual([
      { memberId: null, name: null, status: "waiting", position: 2 },
    ]);
  });

  it("refuses to queue for an event with spots left, without a limit, or outside its registration window", async () => {
    const roomy = await makeEvent({ capacity: 5 });
    const unlimited = await makeEvent({ capacity: null });
    const notYet = await makeEvent({ registration_opens_at: at(DAY) });
    const closed = await makeEvent({ registration_closes_at: at(-1) });
    expect((await join(roomy, "Bo")).status).toBe("not-full");
    expect((await join(unlimited, "Bo")).status).toBe("not-full");
    expect((await join(notYet, "Bo")).status).toBe("not-open");
    expect((await join(closed, "Bo")).status).toBe("closed");
    expect((await join(999_999, "Bo")).status).toBe("not-found");
    expect(await testDb.db.selectFrom("waitlist_entries").select("id").execute()).toEqual([]);
    expect(await sent()).toEqual([]);
  });

  it("offers a freed spot to the first in line, holds it, and lets nobody else take it meanwhile", async () => {
    const id = await fullEventWithLine();
    const ann = await registrationOf(id, "Ann");
    expect((await cancelRegistration(deps(), { token: ann.manage_token }, later(HOUR))).status).toBe(
      "cancelled",
    );
    expect(await states(id)).toEqual({ Bo: "offered", Cy: "waiting", Di: "waiting" });
    const bo = await entryOf(id, "Bo");
    expect(bo.offer_expires_at).toBe(at(HOUR + DAY));
    expect(await jobs()).toEqual([
      { kind: JOB.offerExpiry, subject: String(bo.id), run_at: at(HOUR + DAY), status: "scheduled" },
    ]);
    // The held spot counts: the event is still full for everyone else (pretix #1238).
    expect(await register(id, "Eve", later(2 * HOUR))).toBe("full");
    expect(await getEvent(testDb.db, id)).toMatchObject({ registered: 0, held: 1, capacity: 1 });
    const offer = await lastEmail("waitlist-offer");
    expect(offer.to_address).toBe("bo@example.org");
    expect(offer.text_body).toContain(`${testConfig.BASE_URL}/waitlist/${bo.token}`);
  });

  it("registers the person who accepts, confirms it with a personal link, and schedules their reminder", async () => {
    const id = await fullEventWithLine();
    await cancelRegistration(deps(), { token: (await registrationOf(id, "Ann")).manage_token }, later(HOUR));
    const bo = await entryOf(id, "Bo");
    // Opening the offer's page changes nothing (mail scanners follow links, pretix #2219).
    expect((await loadOffer(testDb.db, bo.token))?.entry.status).toBe("offered");
    expect(await states(id)).toMatchObject({ Bo: "offered" });

    expect(await answerOffer(deps(), { token: bo.token, accept: true }, later(2 * HOUR))).toEqual({
      status: "registered",
      eventId: id,
    });
    expect(harness.mail.wake).toHaveBeenCalled();
    expect(await states(id)).toEqual({ Bo: "accepted", Cy: "waiting", Di: "waiting" });
    const registration = await registrationOf(id, "Bo");
    expect(registration.status).toBe("registered");
    const confirmation = await lastEmail("event-registration");
    expect(confirmation.to_address).toBe("bo@example.org");
    expect(confirmation.text_body).toContain(
      `${testConfig.BASE_URL}/registrations/${registration.manage_token}`,
    );
    expect(decodeAttachments(confirmation.attachments).map((file) => file.filename)).toEqual(["event.ics"]);
    const reminderAt = new Date(Date.parse(eventRow().starts_at) - 48 * HOUR).toISOString();
    expect(await jobs()).toEqual([
      { kind: JOB.reminder, subject: String(registration.id), run_at: reminderAt, status: "scheduled" },
    ]);
    // A second answer, a replay or a double click changes nothing.
    expect((await answerOffer(deps(), { token: bo.token, accept: true }, later(3 * HOUR))).status).toBe(
      "not-offered",
    );
    expect((await answerOffer(deps(), { token: bo.token, accept: false }, later(3 * HOUR))).status).toBe(
      "not-offered",
    );
    expect(await states(id)).toEqual({ Bo: "accepted", Cy: "waiting", Di: "waiting" });
  });

  it("passes a declined offer, then an expired one, down the line; the last expiry frees the spot", async () => {
    const id = await fullEventWithLine();
    await cancelRegistration(deps(), { token: (await registrationOf(id, "Ann")).manage_token }, testNow);
    expect(
      await answerOffer(deps(), { token: (await entryOf(id, "Bo")).token, accept: false }, later(HOUR)),
    ).toEqual({
      status: "declined",
      eventId: id,
    });
    expect(await states(id)).toEqual({ Bo: "declined", Cy: "offered", Di: "waiting" });
    const cy = await entryOf(id, "Cy");
    expect(cy.offer_expires_at).toBe(at(HOUR + DAY));

    // Not yet: a minute before the offer ends, its job (had it been run early) changes nothing.
    await eventJobs[JOB.offerExpiry]?.(deps(), String(cy.id), new Date(Date.parse(at(HOUR + DAY)) - 60_000));
    expect(await states(id)).toMatchObject({ Cy: "offered" });

    expect(await runDueJobs(later(HOUR + DAY))).toBe(1);
    expect(await states(id)).toEqual({ Bo: "declined", Cy: "expired", Di: "offered" });
    expect((await lastEmail("waitlist-expired")).to_address).toBe("cy@example.org");
    // Accepting after the time, before the job ran: expired then and there, and passed on.
    const di = await entryOf(id, "Di");
    expect((await answerOffer(deps(), { token: di.token, accept: true }, later(3 * DAY))).status).toBe(
      "expired",
    );
    expect(await states(id)).toEqual({ Bo: "declined", Cy: "expired", Di: "expired" });
    // Nobody left in line: the spot is free for anyone.
    expect(await getEvent(testDb.db, id)).toMatchObject({ registered: 0, held: 0 });
    expect(await register(id, "Eve", later(3 * DAY))).toBe("registered");
    expect(await jobs()).toEqual([expect.objectContaining({ kind: JOB.reminder })]);
    expect(await sent()).toEqual([
      "event-registration ann",
      "waitlist-joined bo",
      "waitlist-joined cy",
      "waitlist-joined di",
      "event-cancellation ann",
      "waitlist-offer bo",
      "waitlist-offer cy",
      "waitlist-expired cy",
      "waitlist-offer di",
      "waitlist-expired di",
      "event-registration eve",
    ]);
  });

  it("lets the holder of an offer register from the event page while it holds, not after its time", async () => {
    const id = await fullEventWithLine();
    await cancelRegistration(deps(), { token: (await registrationOf(id, "Ann")).manage_token }, testNow);
    expect(await register(id, "Bo", later(DAY))).toBe("full");
    expect(await states(id)).toMatchObject({ Bo: "offered" });
    expect(await register(id, "Bo", later(DAY - 1))).toBe("registered");
    expect(await states(id)).toMatchObject({ Bo: "accepted", Cy: "waiting" });
  });

  it("never re-offers a spot to someone who accepted one and cancelled since (pretix #1163)", async () => {
    const id = await fullEventWithLine();
    await cancelRegistration(deps(), { token: (await registrationOf(id, "Ann")).manage_token }, testNow);
    await answerOffer(deps(), { token: (await entryOf(id, "Bo")).token, accept: true }, later(HOUR));
    await cancelRegistration(
      deps(),
      { token: (await registrationOf(id, "Bo")).manage_token },
      later(2 * HOUR),
    );
    expect(await states(id)).toEqual({ Bo: "accepted", Cy: "offered", Di: "waiting" });
  });

  it("holds offers for no longer than registration stays open, and makes none once it has closed", async () => {
    const closesAt = at(6 * HOUR);
    const id = await makeEvent({ registration_closes_at: closesAt });
    await register(id, "Ann");
    await join(id, "Bo");
    await join(id, "Cy");
    await cancelRegistration(deps(), { token: (await registrationOf(id, "Ann")).manage_token }, later(HOUR));
    expect((await entryOf(id, "Bo")).offer_expires_at).toBe(closesAt);
    // Bo lets it lapse; registration has closed by then: Cy gets no offer.
    await runDueJobs(later(6 * HOUR));
    expect(await states(id)).toEqual({ Bo: "expired", Cy: "waiting" });
    expect(await sent()).not.toContain("waitlist-offer cy");
  });

  it("keeps capacity whole when it is raised and lowered: offers only for spots nobody has or holds (pretix #1238)", async () => {
    const id = await makeEvent({ capacity: 2 });
    await register(id, "Ann");
    await register(id, "Ava");
    for (const who of ["Bo", "Cy", "Di", "Ed", "Flo"]) await join(id, who);
    await cancelRegistration(deps(), { token: (await registrationOf(id, "Ann")).manage_token }, later(HOUR));
    expect(Object.values(await states(id)).filter((s) => s === "offered")).toHaveLength(1);

    const event = await testDb.db
      .selectFrom("events")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const input = {
      title: event.title,
      titleFr: null,
      locationFr: null,
      descriptionFr: null,
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      location: event.location,
      description: event.description,
      image: event.image,
    };
    await editEvent(deps(), id, { ...input, capacity: 4 } as never, later(2 * HOUR));
    expect(await states(id)).toEqual({
      Bo: "offered",
      Cy: "offered",
      Di: "offered",
      Ed: "waiting",
      Flo: "waiting",
    });
    expect(await getEvent(testDb.db, id)).toMatchObject({ registered: 1, held: 3 });

    await editEvent(deps(), id, { ...input, capacity: 1 } as never, later(3 * HOUR));
    const lowered = await getEvent(testDb.db, id);
    expect(lowered).toMatchObject({ registered: 1, held: 3, capacity: 1 });
    // Over-full after the cut: no spot left, never a negative number, nobody else offered or registered.
    await cancelRegistration(
      deps(),
      { token: (await registrationOf(id, "Ava")).manage_token },
      later(4 * HOUR),
    );
    expect(await states(id)).toMatchObject({ Ed: "waiting", Flo: "waiting" });
    expect(await register(id, "Gus", later(4 * HOUR))).toBe("full");
  });

  it("lets a member leave the line (an offer they held goes on), and an admin remove an entry", async () => {
    const id = await fullEventWithLine();
    expect(await leaveWaitlist(deps(), { eventId: id, userId: "user-Cy" }, later(HOUR))).toEqual({
      status: "left",
      attending: null,
    });
    expect(await leaveWaitlist(deps(), { eventId: id, userId: "user-Cy" }, later(HOUR))).toEqual({
      status: "not-waiting",
    });
    await cancelRegistration(
      deps(),
      { token: (await registrationOf(id, "Ann")).manage_token },
      later(2 * HOUR),
    );
    expect(await states(id)).toEqual({ Bo: "offered", Cy: "left", Di: "waiting" });
    const bo = await entryOf(id, "Bo");
    expect(await removeWaitlistEntry(deps(), { eventId: id, entryId: bo.id }, later(3 * HOUR))).toBe(
      "removed",
    );
    expect(await states(id)).toEqual({ Bo: "removed", Cy: "left", Di: "offered" });
    expect(await jobs()).toEqual([
      expect.objectContaining({ kind: JOB.offerExpiry, subject: String((await entryOf(id, "Di")).id) }),
    ]);
    // Another event's id does not reach this entry.
    const other = await makeEvent();
    expect(await removeWaitlistEntry(deps(), { eventId: other, entryId: bo.id }, later(3 * HOUR))).toBe(
      "not-found",
    );
    // Back in line after leaving: at the end, with a new link.
    expect(await join(id, "Cy", later(4 * HOUR))).toMatchObject({ status: "joined", position: 1 });
    expect((await entryOf(id, "Cy")).token).not.toBe((await entryOf(id, "Di")).token);
  });

  it("writes each person's e-mails in the language they joined in", async () => {
    const id = await makeEvent({ title_fr: "Coupe d'été" });
    await register(id, "Ann");
    await join(id, "Bo", testNow, "fr");
    expect((await lastEmail("waitlist-joined")).subject).toBe(
      "Vous êtes sur la liste d'attente\u00a0: Coupe d'été",
    );
    await cancelRegistration(deps(), { token: (await registrationOf(id, "Ann")).manage_token }, later(HOUR));
    const offer = await lastEmail("waitlist-offer");
    expect(offer.subject).toBe("Une place est à vous\u00a0: Coupe d'été");
    expect(offer.text_body).toContain(`${testConfig.BASE_URL}/fr/waitlist/`);
  });
});

describe(`twenty at once for the last spot (${testDialect})`, () => {
  it("gives the held spot to its holder alone when they accept it 10 times while 10 others register, all at once", async () => {
    const id = await fullEventWithLine();
    await cancelRegistration(deps(), { token: (await registrationOf(id, "Ann")).manage_token }, testNow);
    const bo = await entryOf(id, "Bo");
    const attempts = [
      ...Array.from({ length: 10 }, () =>
        answerOffer(deps(), { token: bo.token, accept: true }, later(HOUR)).then((o) => o.status),
      ),
      ...Array.from({ length: 10 }, (_, i) => register(id, `Rival${i}`, later(HOUR))),
    ];
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r === "registered")).toHaveLength(1);
    expect(results.slice(0, 10).sort()).toEqual([...Array(9).fill("not-offered"), "registered"]);
    expect(results.slice(10)).toEqual(Array(10).fill("full"));
    expect(await getEvent(testDb.db, id)).toMatchObject({ registered: 1, held: 0 });
    expect((await sent()).filter((line) => line.startsWith("event-registration bo"))).toHaveLength(1);
  });

  it("lets exactly one of 20 concurrent registrations take the last spot, and queues the rest who then join", async () => {
    const id = await makeEvent({ capacity: 1 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => register(id, `Racer${i}`, later(HOUR))),
    );
    expect(results.filter((r) => r === "registered")).toHaveLength(1);
    expect(results.filter((r) => r === "full")).toHaveLength(19);
    const joins = await Promise.all(
      Array.from({ length: 20 }, (_, i) => join(id, `Racer${i}`, later(2 * HOUR)).then((o) => o.status)),
    );
    expect(joins.filter((r) => r === "joined")).toHaveLength(19);
    expect(joins.filter((r) => r === "already-registered")).toHaveLength(1);
    const positions = await testDb.db
      .selectFrom("waitlist_entries")
      .select("id")
      .where("event_id", "=", id)
      .execute();
    expect(positions).toHaveLength(19);
    expect(await getEvent(testDb.db, id)).toMatchObject({ registered: 1, held: 0 });
  });

  it("cancels once and offers once when the same cancellation is posted 20 times at once (pretix #1405)", async () => {
    const id = await fullEventWithLine();
    const token = (await registrationOf(id, "Ann")).manage_token;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        cancelRegistration(deps(), { token }, later(HOUR)).then((o) => o.status),
      ),
    );
    expect(results.filter((r) => r === "cancelled")).toHaveLength(1);
    expect(results.filter((r) => r === "already-cancelled")).toHaveLength(19);
    expect(await states(id)).toEqual({ Bo: "offered", Cy: "waiting", Di: "waiting" });
    const mails = await sent();
    expect(mails.filter((line) => line === "event-cancellation ann")).toHaveLength(1);
    expect(mails.filter((line) => line.startsWith("waitlist-offer"))).toEqual(["waitlist-offer bo"]);
  });
});
