import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import { type AnswerState, answerStateOf, disputeFormSchema, sheetListOrder, versionFrom } from "./rules";

const now = new Date("2026-10-05T12:00:00.000Z");
const sheet = (status: "open" | "submitted" | "disputed" | "final", more: Record<string, unknown> = {}) => ({
  status,
  answer_by: "2026-10-05T12:00:00.001Z",
  finalized_how: null,
  finalized_at: null,
  match_id: 1,
  ...more,
});

describe("where a sheet stands", () => {
  it.each<[string, ReturnType<typeof sheet>, AnswerState]>([
    ["not submitted yet", sheet("open", { answer_by: null }), "open"],
    ["submitted, a millisecond before its deadline", sheet("submitted"), "awaiting"],
    ["submitted, at its deadline", sheet("submitted", { answer_by: now.toISOString() }), "closing"],
    [
      "disputed, even past the deadline",
      sheet("disputed", { answer_by: "2026-10-01T00:00:00Z" }),
      "disputed",
    ],
    ["confirmed", sheet("final", { finalized_how: "confirmed" }), "confirmed"],
    ["final at the deadline", sheet("final", { finalized_how: "deadline" }), "deadline"],
    ["decided by the administrators", sheet("final", { finalized_how: "admin" }), "admin"],
  ])("%s", (_, facts, expected) => {
    expect(answerStateOf(facts, now)).toBe(expected);
  });
});

describe("the dispute form", () => {
  const t = { reasonShort: "short", reasonLong: "long" };
  it.each<[string, string, Record<string, string> | string]>([
    ["a reason of two characters", "ok", "ok"],
    ["a reason with spaces around it, trimmed", "  Wrong score  ", "Wrong score"],
    ["a reason of 1000 characters", "x".repeat(1000), "x".repeat(1000)],
    ["no reason", "   ", { reason: "short" }],
    ["one character", " x ", { reason: "short" }],
    ["1001 characters", "x".repeat(1001), { reason: "long" }],
  ])("%s", (_, reason, expected) => {
    const parsed = parseWith(disputeFormSchema(t), { reason });
    expect(parsed.ok ? parsed.data.reason : parsed.errors).toEqual(expected);
  });

  it.each([
    ["7", 7],
    ["", 0],
    ["-1", 0],
    ["1e3", 0],
    [undefined, 0],
  ])("reads the version %j as %d", (value, expected) => {
    expect(versionFrom(value)).toBe(expected);
  });
});

describe("the administrators' list", () => {
  it("puts disputed sheets first, then those awaiting an answer by deadline, then final ones, latest first", () => {
    const sheets = [
      sheet("final", { match_id: 1, finalized_at: "2026-10-01T00:00:00Z" }),
      sheet("submitted", { match_id: 2, answer_by: "2026-10-07T00:00:00Z" }),
      sheet("disputed", { match_id: 3 }),
      sheet("final", { match_id: 4, finalized_at: "2026-10-03T00:00:00Z" }),
      sheet("submitted", { match_id: 5, answer_by: "2026-10-06T00:00:00Z" }),
      sheet("disputed", { match_id: 6 }),
    ];
    expect(sheetListOrder(sheets).map((row) => row.match_id)).toEqual([3, 6, 5, 2, 4, 1]);
  });
});
