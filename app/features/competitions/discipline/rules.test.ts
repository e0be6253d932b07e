import { describe, expect, it } from "vitest";
import type { MatchStatus } from "~/db/schema";
import {
  compareMatches,
  decisionFormSchema,
  isSuspendedFor,
  remainingMatches,
  type TeamMatch,
} from "./rules";

const m = (id: number, day: string | null, status: MatchStatus = "scheduled", time = "19:00"): TeamMatch => ({
  id,
  match_date: day,
  match_time: day ? time : null,
  status,
});

// A team's season: the card in match 1 (Oct 3); then Oct 10 played, Oct 17 cancelled, Oct 24 postponed,
// Oct 31 and Nov 7 to play, and a match whose day is not set yet.
const card = m(1, "2026-10-03", "played");
const team = [
  card,
  m(2, "2026-10-10", "played"),
  m(3, "2026-10-17", "cancelled"),
  m(4, "2026-10-24", "postponed"),
  m(5, "2026-10-31"),
  m(6, "2026-11-07"),
  m(7, null),
];

describe("isSuspendedFor", () => {
  it.each([
    // [matches of suspension, match of the lineup, suspended?]
    [1, 2, true], // the next match is the one a one-match suspension is served in
    [1, 5, false], // served on Oct 10; the cancelled and postponed matches do not count
    [2, 5, true], // only Oct 10 served before Oct 31
    [2, 6, false], // Oct 10 and Oct 31 come first
    [3, 6, true],
    [3, 7, false], // a match without a day comes after every dated one
    [1, 1, false], // not in the card's own match (the disqualification is the sanction there)
  ])("a %i-match suspension, lineup of match %i: %s", (matches, lineup, suspended) => {
    const match = team.find((row) => row.id === lineup) as TeamMatch;
    expect(isSuspendedFor({ matches, cardMatch: card }, team, match)).toBe(suspended);
  });
  it("does not reach back: a match before the card is not refused", () => {
    const later = m(9, "2026-11-14", "played");
    expect(isSuspendedFor({ matches: 2, cardMatch: later }, team, team[1] as TeamMatch)).toBe(false);
  });
});

describe("remainingMatches", () => {
  it.each([
    [1, 0],
    [2, 1],
    [4, 3],
  ])("a %i-match suspension has %i to serve after one played match", (matches, left) => {
    expect(remainingMatches({ matches, cardMatch: card }, team)).toBe(left);
  });
  it("counts a forfeit as served, and never goes below zero", () => {
    const played = [card, m(2, "2026-10-10", "forfeit"), m(5, "2026-10-31", "played")];
    expect(remainingMatches({ matches: 1, cardMatch: card }, played)).toBe(0);
  });
});

describe("compareMatches", () => {
  it("orders by day, then time, then id, undated last", () => {
    const rows = [
      m(4, null),
      m(3, "2026-10-10", "scheduled", "20:00"),
      m(2, "2026-10-10"),
      m(1, "2026-10-10"),
    ];
    expect(rows.sort(compareMatches).map((row) => row.id)).toEqual([1, 2, 3, 4]);
  });
});

describe("decisionFormSchema", () => {
  const schema = decisionFormSchema({ matches: "matches", note: "note" });
  it.each([
    [
      { matches: "0", note: "" },
      { matches: 0, note: "" },
    ],
    [
      { matches: " 3 ", note: "  Repeat offence. " },
      { matches: 3, note: "Repeat offence." },
    ],
    [{ matches: "10" }, { matches: 10, note: "" }],
  ])("accepts %j", (values, parsed) => {
    expect(schema.parse(values)).toEqual(parsed);
  });
  it.each([
    [{ matches: "11" }, "matches"],
    [{ matches: "-1" }, "matches"],
    [{ matches: "2.5" }, "matches"],
    [{ matches: "" }, "matches"],
    [{}, "matches"],
    [{ matches: "2", note: "x".repeat(501) }, "note"],
  ])("refuses %j with the %s message", (values, message) => {
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
