import { describe, expect, it } from "vitest";
import type { EventTiming } from "~/features/events/rules";
import { itMaps } from "~/lib/test-table";
import { offerExpiresAt } from "./rules";

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
