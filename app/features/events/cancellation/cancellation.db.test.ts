import { describe, expect, it } from "vitest";
import { getEvent } from "~/features/events/index.server";
import { eventHarness } from "../../../../tests/support/event-harness";
import { later } from "../../../../tests/support/factories";
import { setupTestDb, testDialect } from "../../../../tests/support/test-db";
import { cancelRegistration, loadRegistrationByToken } from "./service.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => later(ms).toISOString();

const testDb = setupTestDb({
  clean: ["jobs", "waitlist_entries", "registrations", "events", "outbox", "rate_events"],
});
const { deps, makeEvent, register, registrationOf, sent, lastEmail, jobs } = eventHarness(testDb);

describe(`cancellation (${testDialect})`, () => {
  it("shows the registration behind its link without changing it; only the POST cancels, once", async () => {
    const id = await makeEvent({ capacity: 10 });
    await register(id, "Ann");
    const { manage_token: token } = await registrationOf(id, "Ann");
    const page = await loadRegistrationByToken(testDb.db, token, later(HOUR));
    expect(page).toMatchObject({ cancellable: true, registration: { status: "registered" } });
    expect((await registrationOf(id, "Ann")).status).toBe("registered");

    expect(await cancelRegistration(deps(), { token }, later(HOUR))).toEqual({
      status: "cancelled",
      eventId: id,
    });
    expect(await cancelRegistration(deps(), { token }, later(HOUR))).toEqual({
      status: "already-cancelled",
      eventId: id,
    });
    const row = await registrationOf(id, "Ann");
    expect(row).toMatchObject({ status: "cancelled", cancelled_at: at(HOUR) });
    expect(await sent()).toEqual(["event-registration ann", "event-cancellation ann"]);
    // Kept, not deleted: the attendee list shows it cancelled; the count of spots taken does not.
    expect(await getEvent(testDb.db, id)).toMatchObject({ registered: 0 });
    // Its reminder is gone with it.
    expect(await jobs()).toEqual([]);
    expect(await cancelRegistration(deps(), { token: "no-such-token-at-all" }, later(HOUR))).toEqual({
      status: "not-found",
    });
  });

  it("refuses after the event's deadline, except for an administrator", async () => {
    const id = await makeEvent({ capacity: 10, cancellation_deadline: at(DAY) });
    await register(id, "Ann");
    const ann = await registrationOf(id, "Ann");
    expect((await loadRegistrationByToken(testDb.db, ann.manage_token, later(DAY)))?.cancellable).toBe(false);
    expect((await cancelRegistration(deps(), { token: ann.manage_token }, later(DAY))).status).toBe(
      "too-late",
    );
    expect((await cancelRegistration(deps(), { id: ann.id, userId: "user-Ann" }, later(DAY))).status).toBe(
      "too-late",
    );
    expect((await registrationOf(id, "Ann")).status).toBe("registered");
    expect(
      (await cancelRegistration(deps(), { id: ann.id, eventId: id, byAdmin: true }, later(DAY))).status,
    ).toBe("cancelled");
    expect((await lastEmail("event-cancellation")).text_body).toContain(
      "The organizers cancelled your registration",
    );
  });

  it("lets a member cancel only their own registration", async () => {
    const id = await makeEvent({ capacity: 10 });
    await register(id, "Ann");
    const ann = await registrationOf(id, "Ann");
    expect((await cancelRegistration(deps(), { id: ann.id, userId: "user-Bo" }, later(HOUR))).status).toBe(
      "not-found",
    );
    expect(
      (await cancelRegistration(deps(), { id: ann.id, eventId: id + 1, byAdmin: true }, later(HOUR))).status,
    ).toBe("not-found");
    expect((await cancelRegistration(deps(), { id: ann.id, userId: "user-Ann" }, later(HOUR))).status).toBe(
      "cancelled",
    );
  });

  it("registers again after a cancellation, with a new personal link; the old one no longer works", async () => {
    const id = await makeEvent({ capacity: 10 });
    await register(id, "Ann");
    const first = await registrationOf(id, "Ann");
    await cancelRegistration(deps(), { token: first.manage_token }, later(HOUR));
    expect(await register(id, "Ann", later(2 * HOUR))).toBe("registered");
    const again = await registrationOf(id, "Ann");
    expect(again).toMatchObject({ id: first.id, status: "registered", cancelled_at: null });
    expect(again.manage_token).not.toBe(first.manage_token);
    expect(await loadRegistrationByToken(testDb.db, first.manage_token)).toBeNull();
  });
});
