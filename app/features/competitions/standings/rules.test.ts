import { describe, expect, it } from "vitest";
import {
  computeStandings,
  DEFAULT_RUNNING_TIEBREAKS,
  DEFAULT_TIEBREAKS,
  formatTiebreaks,
  parseTiebreaks,
  type TableMatch,
  TIEBREAKS,
  tiebreakOrderSchema,
} from "~/features/competitions";
import { itMaps, itRefuses } from "~/lib/test-table";
import { standingsMessages } from "~/texts/pages/standings";

const rule = { win: 2, draw: 1, loss: 0, forfeitFor: 10, forfeitAgainst: 0 };
const played = (home: number, away: number, homeGoals: number, awayGoals: number): TableMatch => ({
  home,
  away,
  homeGoals,
  awayGoals,
  forfeitedBy: null,
});

describe("computeStandings", () => {
  it("ranks three teams level on points by goal difference among them", () => {
    const rows = computeStandings({
      entries: [1, 2, 3],
      matches: [played(1, 2, 20, 25), played(1, 3, 30, 10), played(2, 3, 20, 21)],
      rule,
      adjustments: [],
      tiebreaks: DEFAULT_TIEBREAKS,
      runningTiebreaks: DEFAULT_RUNNING_TIEBREAKS,
      complete: true,
    });
    expect(rows.map((row) => [row.entry, row.place, row.points])).toEqual([
      [1, 1, 2],
      [2, 2, 2],
      [3, 3, 2],
    ]);
  });
});

describe("a stored tie-break order", () => {
  itMaps("%s reads as %j", parseTiebreaks, [
    ["h2h-points,h2h-goal-difference,h2h-goals,goal-difference,goals", [...DEFAULT_TIEBREAKS]],
    ["goal-difference, goals", ["goal-difference", "goals"]],
    ["h2h-away-goals", ["h2h-away-goals"]],
  ]);
  itRefuses("%j is refused", parseTiebreaks, [
    "",
    "goals,",
    "goals,goals",
    "points",
    "GOALS",
    "goals;h2h-points",
  ]);

  it("writes back what it reads, for every criterion", () => {
    expect(parseTiebreaks(formatTiebreaks(TIEBREAKS))).toEqual([...TIEBREAKS]);
    expect(formatTiebreaks(DEFAULT_RUNNING_TIEBREAKS)).toBe("goal-difference,goals");
  });
});

describe("the competition form's tie-break order", () => {
  const messages = standingsMessages.en.criteriaErrors;
  const parse = (value: unknown) => {
    const result = tiebreakOrderSchema(messages).safeParse(value);
    return result.success ? result.data : result.error.issues[0]?.message;
  };

  itMaps("%j gives %j", parse, [
    [
      ["h2h-points", "goal-difference", "", ""],
      ["h2h-points", "goal-difference"],
    ],
    ["goals,h2h-points", ["goals", "h2h-points"]],
    [["", "goals"], ["goals"]],
    [["", ""], messages.required],
    ["", messages.required],
    [undefined, messages.required],
    [["goals", "h2h-goals", "goals"], messages.repeated],
    [["goals", "points"], messages.unknown],
  ]);
});
