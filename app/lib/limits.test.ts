import { describe, expect, it } from "vitest";
import { HOUR_MS, hourOf, retryAt } from "./limits";

describe("hourOf", () => {
  it.each([
    ["2026-11-27T18:00:00.000Z", "2026-11-27T18:00:00.000Z"],
    ["2026-11-27T18:59:59.999Z", "2026-11-27T18:00:00.000Z"],
    ["2026-11-27T23:30:00.000Z", "2026-11-27T23:00:00.000Z"],
  ])("counts %s in the hour of %s", (at, hour) => {
    expect(hourOf(new Date(at))).toBe(hour);
  });
});

describe("retryAt", () => {
  const now = new Date("2026-11-27T18:30:00.000Z");
  it.each([
    ["the oldest request counted leaves the window", "2026-11-27T17:45:00.000Z", "2026-11-27T18:45:00.000Z"],
    ["nothing counted: at once", null, "2026-11-27T18:30:00.000Z"],
    ["a request already out of the window: at once", "2026-11-27T17:00:00.000Z", "2026-11-27T18:30:00.000Z"],
  ])("%s", (_, oldest, expected) => {
    expect(retryAt(oldest, HOUR_MS, now)).toBe(expected);
  });
});
