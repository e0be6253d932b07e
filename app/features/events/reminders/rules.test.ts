import { describe, expect, it } from "vitest";
import type { EventTiming } from "~/features/events/rules";
import { itMaps } from "~/lib/test-table";
import { reminderDueAt, reminderState } from "./rules";

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
