import { describe, expect, it } from "vitest";
import { itMaps, itRefuses } from "~/lib/test-table";
import { spotsLeft } from "./capacity";
import {
  canCancel,
  cancellationEndsAt,
  type EventTiming,
  offerExpiresAt,
  parseLinkToken,
  registrationPhase,
  reminderDueAt,
  reminderState,
} from "./rules";

const START = "2026-07-15T13:00:00.000Z";
const event = (overrides: Partial<EventTiming> = {}): EventTiming => ({
  starts_at: START,
  registration_opens_at: null,
  registration_closes_at: null,
  cancellation_deadline: null,
  offer_hours: 24,
  reminder_hours: 48,
  ...overrides,
});
const at = (iso: string) => new Date(iso);

describe("registrationPhase", () => {
  const windowed = event({
    registration_opens_at: "2026-06-01T12:00:00.000Z",
    registration_closes_at: "2026-07-10T12:00:00.000Z",
  });
  itMaps("a set window at %s", (now: string) => registrationPhase(windowed, at(now)), [
    ["2026-06-01T11:59:59.999Z", "not-open"],
    ["2026-06-01T12:00:00.000Z", "open"],
    ["2026-07-10T11:59:59.999Z", "open"],
    ["2026-07-10T12:00:00.000Z", "closed"],
    ["2026-07-16T00:00:00.000Z", "closed"],
  ]);
  itMaps(
    "the default window (open now, closes at the start) at %s",
    (now: string) => registrationPhase(event(), at(now)),
    [
      ["2020-01-01T00:00:00.000Z", "open"],
      ["2026-07-15T12:59:59.999Z", "open"],
      [START, "closed"],
    ],
  );
});

describe("cancellation deadline", () => {
  it("is the start unless the event sets one", () => {
    expect(cancellationEndsAt(event())).toBe(START);
    expect(cancellationEndsAt(event({ cancellation_deadline: "2026-07-14T12:00:00.000Z" }))).toBe(
      "2026-07-14T12:00:00.000Z",
    );
  });
  itMaps(
    "allows cancelling at %s",
    (now: string) => canCancel(event({ cancellation_deadline: "2026-07-14T12:00:00.000Z" }), at(now)),
    [
      ["2026-07-14T11:59:59.999Z", true],
      ["2026-07-14T12:00:00.000Z", false],
    ],
  );
});

describe("reminders", () => {
  itMaps(
    "are due %s hours before the start, or never",
    (hours: number) => reminderDueAt(event({ reminder_hours: hours })),
    [
      [48, "2026-07-13T13:00:00.000Z"],
      [1, "2026-07-15T12:00:00.000Z"],
      [0, null],
    ],
  );
  itMaps(
    "at %s: wait, send (late too) or none once the event has started",
    (now: string) => reminderState(event(), at(now)),
    [
      ["2026-07-13T12:59:59.999Z", "wait"],
      ["2026-07-13T13:00:00.000Z", "send"],
      ["2026-07-15T12:59:59.999Z", "send"],
      [START, "none"],
      ["2026-07-20T00:00:00.000Z", "none"],
    ],
  );
  it("are never due for an event that sends none", () => {
    expect(reminderState(event({ reminder_hours: 0 }), at("2026-07-14T00:00:00.000Z"))).toBe("none");
  });
});

describe("offers", () => {
  itMaps(
    "made at %s hold their spot for the offer hours, never past the close of registration",
    (now: string) => offerExpiresAt(event({ registration_closes_at: "2026-07-10T12:00:00.000Z" }), at(now)),
    [
      ["2026-07-01T12:00:00.000Z", "2026-07-02T12:00:00.000Z"],
      ["2026-07-09T12:00:00.001Z", "2026-07-10T12:00:00.000Z"],
    ],
  );
  it("use the event's offer hours", () => {
    expect(offerExpiresAt(event({ offer_hours: 2 }), at("2026-07-01T12:00:00.000Z"))).toBe(
      "2026-07-01T14:00:00.000Z",
    );
  });
});

describe("spotsLeft", () => {
  itMaps("%j", spotsLeft, [
    [{ capacity: 10, registered: 3 }, 7],
    [{ capacity: 10, registered: 3, held: 2 }, 5],
    [{ capacity: 10, registered: 8, held: 2 }, 0],
    // A capacity lowered below what is taken: full, never negative.
    [{ capacity: 1, registered: 1, held: 3 }, 0],
    [{ capacity: null, registered: 500, held: 0 }, null],
  ]);
});

describe("parseLinkToken", () => {
  it("takes a token as the links carry it", () => {
    expect(parseLinkToken("Tq3H7vR_0-xY2pLm9sKd1aBcEfGhIjKl")).toBe("Tq3H7vR_0-xY2pLm9sKd1aBcEfGhIjKl");
  });
  itRefuses("refuses %j", parseLinkToken, [
    undefined,
    "",
    "short",
    "a".repeat(65),
    "../../etc/passwd-aaaaaaaa",
    "token with spaces-aaaa",
  ]);
});
