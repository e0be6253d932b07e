import { describe, expect, it } from "vitest";
import type { EventTiming } from "~/features/events/rules";
import { itMaps } from "~/lib/test-table";
import { canCancel, cancellationEndsAt } from "./rules";

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
