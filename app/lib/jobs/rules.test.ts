import { describe, expect, it } from "vitest";
import { describeJobError, retryDelayMs } from "./rules";

describe("retryDelayMs", () => {
  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [6, 1_920_000],
    [7, 3_600_000],
    [20, 3_600_000],
  ])("waits after failed run %i: %i ms", (failed, ms) => {
    expect(retryDelayMs(failed)).toBe(ms);
  });
});

describe("describeJobError", () => {
  it("keeps the message of an error, never its stack, on one line", () => {
    const error = new Error("Event 12 not found\n  while sending");
    expect(describeJobError(error)).toBe("Event 12 not found while sending");
    expect(describeJobError(error)).not.toContain(".ts:");
  });

  it("cuts a long message and names an empty one", () => {
    expect(describeJobError("x".repeat(2000))).toHaveLength(500);
    expect(describeJobError(new Error(""))).toBe("Unknown error");
    expect(describeJobError({ code: 1 })).toBe("[object Object]");
  });
});
