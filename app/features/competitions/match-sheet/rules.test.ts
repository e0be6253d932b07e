import { describe, expect, it } from "vitest";
import type { DecisionProblem, KnockoutDecision } from "../results/rules";
import {
  checkSheet,
  IHF_SHEET_LIMITS,
  isDisqualified,
  type MatchSheet,
  type PlayerLine,
  type SheetProblem,
  type TeamSheet,
} from "./rules";

// The rules come from the IHF Rules of the Game, Indoor Handball (edition of 1 July 2016 and later), as
// HANDBALL.md "The match sheet" sums them up: Rule 4:1 (16 players) and 4:2 (4 team officials); Rule 2:10
// with Clarification 3 (at most 3 team time-outs in a match, 2 in one half); Rule 16 (one warning per
// player, the third suspension of the same player always leads to a disqualification, the blue card's
// written report).

const player = (member: string, line: Partial<PlayerLine> = {}): PlayerLine => ({
  member,
  goals: 0,
  sevenMetreGoals: 0,
  warnings: 0,
  suspensions: 0,
  disqualification: "none",
  report: "",
  ...line,
});

/** A team whose goals are its players' goals, unless told otherwise. */
const team = (side: string, lines: Partial<PlayerLine>[], rest: Partial<TeamSheet> = {}): TeamSheet => {
  const players = lines.map((line, index) => player(`${side}-${index + 1}`, line));
  const goals = players.reduce((sum, line) => sum + line.goals, 0);
  return { players, officials: [`${side}-coach`], timeouts: [0, 0], halfTimeGoals: 0, goals, ...rest };
};

/** A 27-25 match, 14-12 at half-time: a sheet with nothing wrong. */
const sound = (): MatchSheet => ({
  home: team("H", [{ goals: 10, sevenMetreGoals: 4 }, { goals: 9, warnings: 1 }, { goals: 8 }], {
    halfTimeGoals: 14,
    timeouts: [1, 2],
  }),
  away: team("A", [{ goals: 15 }, { goals: 10, suspensions: 2 }], { halfTimeGoals: 12, timeouts: [1, 1] }),
  decision: null,
});

/** The sound sheet with one change made to it. */
const changed = (change: (sheet: MatchSheet) => void) => {
  const sheet = sound();
  change(sheet);
  return sheet;
};

const problemsOf = (sheet: MatchSheet) => checkSheet(sheet).problems;

describe("the match sheet's rules", () => {
  it("accepts a sound sheet", () => {
    expect(problemsOf(sound())).toEqual([]);
  });

  it.each<[string, MatchSheet, SheetProblem[]]>([
    [
      "a 17th player (Rule 4:1)",
      changed((s) => s.home.players.push(...Array.from({ length: 14 }, (_, i) => player(`H-extra-${i}`)))),
      [{ code: "too-many-players", side: "home", limit: 16 }],
    ],
    [
      "a 5th team official (Rule 4:2)",
      changed((s) => s.away.officials.push("A-staff-2", "A-staff-3", "A-staff-4", "A-staff-5")),
      [{ code: "too-many-officials", side: "away", limit: 4 }],
    ],
    [
      "a player on the sheet twice",
      changed((s) => s.home.players.push(player("H-1"))),
      [{ code: "listed-twice", side: "home", member: "H-1" }],
    ],
    [
      "a player who is also on the bench",
      changed((s) => s.home.officials.push("H-2")),
      [{ code: "listed-twice", side: "home", member: "H-2" }],
    ],
    [
      "one member on both teams",
      changed((s) => s.away.players.push(player("H-3"))),
      [{ code: "listed-twice", side: "away", member: "H-3" }],
    ],
    [
      "players' goals that do not add up to the team's score",
      changed((s) => {
        s.home.goals = 28;
      }),
      [{ code: "goals-do-not-add-up", side: "home", players: 27, team: 28 }],
    ],
    [
      "more 7-metre goals than goals",
      changed((s) => {
        (s.home.players[2] as PlayerLine).sevenMetreGoals = 9;
      }),
      [{ code: "sevens-over-goals", side: "home", member: "H-3" }],
    ],
    [
      "more goals at half-time than at the end",
      changed((s) => {
        s.away.halfTimeGoals = 26;
      }),
      [{ code: "half-time-over-final", side: "away" }],
    ],
    [
      "three time-outs in one half (Clarification 3)",
      changed((s) => {
        s.away.timeouts = [3, 0];
      }),
      [{ code: "too-many-timeouts-in-half", side: "away", half: 1, limit: 2 }],
    ],
    [
      "four time-outs in a match, two in each half (Rule 2:10)",
      changed((s) => {
        s.home.timeouts = [2, 2];
      }),
      [{ code: "too-many-timeouts", side: "home", limit: 3 }],
    ],
    [
      "a second warning for one player (Rule 16)",
      changed((s) => {
        (s.home.players[1] as PlayerLine).warnings = 2;
      }),
      [{ code: "second-warning", side: "home", member: "H-2" }],
    ],
    [
      "a fourth suspension: the third already disqualified the player",
      changed((s) => {
        (s.away.players[1] as PlayerLine).suspensions = 4;
      }),
      [{ code: "sanction-after-disqualification", side: "away", member: "A-2" }],
    ],
    [
      "a red card after the third suspension",
      changed((s) => {
        Object.assign(s.away.players[1] as PlayerLine, { suspensions: 3, disqualification: "red" });
      }),
      [{ code: "sanction-after-disqualification", side: "away", member: "A-2" }],
    ],
    [
      "a blue card without its written report (Rule 16, 2016)",
      changed((s) => {
        Object.assign(s.away.players[0] as PlayerLine, { disqualification: "blue", report: "  " });
      }),
      [{ code: "blue-card-needs-report", side: "away", member: "A-1" }],
    ],
    [
      "a blue card's report past 2,000 characters",
      changed((s) => {
        Object.assign(s.away.players[0] as PlayerLine, {
          disqualification: "blue",
          report: "x".repeat(2001),
        });
      }),
      [{ code: "report-too-long", side: "away", member: "A-1" }],
    ],
    [
      "a negative count",
      changed((s) => {
        (s.home.players[0] as PlayerLine).suspensions = -1;
      }),
      [{ code: "not-a-count", side: "home", member: "H-1" }],
    ],
    [
      "a fraction of a time-out",
      changed((s) => {
        s.home.timeouts = [0.5, 1];
      }),
      [{ code: "not-a-count", side: "home" }],
    ],
  ])("refuses %s, and names it", (_, sheet, expected) => {
    expect(problemsOf(sheet)).toEqual(expected);
  });

  it("names every problem of a sheet at once, on both sides", () => {
    const sheet = changed((s) => {
      s.home.goals = 20;
      s.home.timeouts = [3, 1];
      (s.away.players[0] as PlayerLine).warnings = 2;
    });
    expect(problemsOf(sheet).map((problem) => `${problem.side} ${problem.code}`)).toEqual([
      "home goals-do-not-add-up",
      "home too-many-timeouts-in-half",
      "home too-many-timeouts",
      "away second-warning",
    ]);
  });

  it.each<[string, Partial<PlayerLine>, string]>([
    ["no sanction", {}, "none"],
    ["a warning and two suspensions", { warnings: 1, suspensions: 2 }, "none"],
    ["the third suspension, which is a disqualification (Rule 16)", { suspensions: 3 }, "third-suspension"],
    ["a red card after two suspensions", { suspensions: 2, disqualification: "red" }, "red"],
    ["a blue card with its report", { disqualification: "blue", report: " Struck an opponent. " }, "blue"],
  ])("keeps %s as its disqualification", (_, line, expected) => {
    const sheet = changed((s) => {
      Object.assign(s.away.players[1] as PlayerLine, { suspensions: 0, ...line });
    });
    const { problems, players } = checkSheet(sheet);
    expect(problems).toEqual([]);
    const kept = players.away[1];
    expect(kept?.disqualification).toBe(expected);
    expect(kept ? isDisqualified(kept) : undefined).toBe(expected !== "none");
  });

  it("keeps a blue card's report trimmed, and no report without a blue card", () => {
    const sheet = changed((s) => {
      Object.assign(s.away.players[0] as PlayerLine, {
        disqualification: "blue",
        report: " Struck an opponent. ",
      });
      Object.assign(s.away.players[1] as PlayerLine, { report: "A note the scorer typed by mistake." });
    });
    const { players } = checkSheet(sheet);
    expect(players.away.map((line) => line.report)).toEqual(["Struck an opponent.", ""]);
  });

  it("follows a competition's own limits", () => {
    const youth = { ...IHF_SHEET_LIMITS, players: 14, timeoutsPerMatch: 2 };
    const sheet = changed((s) => {
      s.home.players.push(...Array.from({ length: 12 }, (_, i) => player(`H-extra-${i}`)));
    });
    expect(checkSheet(sheet, youth).problems).toEqual([
      { code: "too-many-players", side: "home", limit: 14 },
      { code: "too-many-timeouts", side: "home", limit: 2 },
    ]);
  });
});

describe("a knockout match's sheet (HANDBALL.md: it cannot end level)", () => {
  /** A sheet ending `home`-`away` (one scorer a side), with how it was decided; null: a pool match's. */
  const ending = (home: number, away: number, decision: Partial<KnockoutDecision> | null): MatchSheet => ({
    home: team("H", [{ goals: home }]),
    away: team("A", [{ goals: away }]),
    decision: decision && { decidedBy: null, homeSevens: null, awaySevens: null, ...decision },
  });
  const decision = (field: DecisionProblem["field"], reason: DecisionProblem["code"]): SheetProblem => ({
    code: "decision",
    field,
    reason,
  });
  const sevens = (homeSevens: number | null, awaySevens: number | null) =>
    ({ decidedBy: "sevens", homeSevens, awaySevens }) as const;

  // [what, the sheet, submitted (true) or saved open (false), the problems]
  it.each<[string, MatchSheet, boolean, SheetProblem[]]>([
    ["a knockout won in regular time", ending(28, 27, { decidedBy: "regular" }), true, []],
    ["a knockout won in extra time", ending(31, 32, { decidedBy: "extra-time" }), true, []],
    ["a level knockout won on 7-metre throws", ending(28, 28, sevens(4, 3)), true, []],
    ["a pool match level, with nothing to say", ending(28, 28, null), true, []],
    [
      "a level knockout without how it was decided",
      ending(28, 28, {}),
      true,
      [decision("decidedBy", "decidedBy")],
    ],
    ["a knockout won without saying how", ending(28, 27, {}), true, [decision("decidedBy", "decidedBy")]],
    [
      "regular time on a level score",
      ending(28, 28, { decidedBy: "regular" }),
      true,
      [decision("decidedBy", "knockoutLevel")],
    ],
    [
      "extra time on a level score",
      ending(30, 30, { decidedBy: "extra-time" }),
      true,
      [decision("decidedBy", "knockoutLevel")],
    ],
    [
      "7-metre throws on a score that is not level",
      ending(28, 27, sevens(4, 3)),
      true,
      [decision("decidedBy", "sevensNotLevel")],
    ],
    ["level 7-metre throws", ending(28, 28, sevens(4, 4)), true, [decision("homeSevens", "sevensLevel")]],
    [
      "7-metre throws without the away team's",
      ending(28, 28, sevens(4, null)),
      true,
      [decision("awaySevens", "sevensRequired")],
    ],
    [
      "7-metre throws without either team's",
      ending(28, 28, sevens(null, null)),
      true,
      [decision("homeSevens", "sevensRequired"), decision("awaySevens", "sevensRequired")],
    ],
    [
      "a negative count of throws",
      ending(28, 28, sevens(-1, 3)),
      true,
      [decision("homeSevens", "wholeNumber")],
    ],
    [
      "more than 99 throws scored",
      ending(28, 28, sevens(4, 100)),
      true,
      [decision("awaySevens", "wholeNumber")],
    ],
    ["a fraction of a throw", ending(28, 28, sevens(4, 2.5)), true, [decision("awaySevens", "wholeNumber")]],
    ["a level sheet saved open without how it was decided", ending(28, 28, {}), false, []],
    ["a sheet saved open before the throws are in", ending(28, 28, sevens(4, null)), false, []],
    ["a sheet saved open with regular time at 0-0", ending(0, 0, { decidedBy: "regular" }), false, []],
    [
      "a sheet saved open with more than 99 throws",
      ending(28, 28, { homeSevens: 150 }),
      false,
      [decision("homeSevens", "wholeNumber")],
    ],
  ])("%s", (_, sheet, submitted, expected) => {
    expect(checkSheet(sheet, IHF_SHEET_LIMITS, { draft: !submitted }).problems).toEqual(expected);
  });

  it.each<[string, MatchSheet, KnockoutDecision | null]>([
    ["the throws that decided it", ending(28, 28, sevens(4, 3)), sevens(4, 3)],
    [
      "no throws with extra time",
      ending(31, 30, { decidedBy: "extra-time", homeSevens: 4, awaySevens: 3 }),
      { decidedBy: "extra-time", homeSevens: null, awaySevens: null },
    ],
    [
      "the throws typed before the way is chosen",
      ending(28, 28, { homeSevens: 4 }),
      { decidedBy: null, homeSevens: 4, awaySevens: null },
    ],
    ["nothing for a pool match", ending(28, 28, null), null],
  ])("keeps %s", (_, sheet, expected) => {
    expect(checkSheet(sheet, IHF_SHEET_LIMITS, { draft: true }).decision).toEqual(expected);
  });
});
