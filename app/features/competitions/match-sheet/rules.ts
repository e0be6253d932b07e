/**
 * The handball match sheet's rules (docs/competitions.md "The match sheet"): what a sheet may
 * hold and how its numbers must agree, from the IHF Rules of the Game (Indoor Handball, edition of 1 July
 * 2016 and later: Rule 4 the team, Rule 2:10 and Clarification 3 the team time-out, Rule 16 the
 * punishments). Pure: the lineup's eligibility (rosters/) and who may submit (the service) are checked
 * elsewhere. A sheet is checked whole and every problem is named, so the scorer's table fixes them at once.
 */

import type { DecidedBy, MatchStatus } from "~/db/schema";
import { type DecisionProblem, decisionProblems, type KnockoutDecision } from "../results/rules";

/** A competition's limits; the defaults are the IHF's (HANDBALL.md "The match sheet"). */
export type SheetLimits = {
  /** Rule 4:1: at most 16 players entered on the sheet. */
  players: number;
  /** Rule 4:2: at most 4 team officials. */
  officials: number;
  /** Rule 2:10 and its Clarification 3: at most 3 team time-outs in the regular playing time... */
  timeoutsPerMatch: number;
  /** ...and at most 2 in one half. */
  timeoutsPerHalf: number;
  /** Rule 16: the third 2-minute suspension of the same player always leads to a disqualification. */
  suspensionsToDisqualify: number;
  /** The longest written report of a blue card, in characters. */
  reportLength: number;
};

export const IHF_SHEET_LIMITS: SheetLimits = {
  players: 16,
  officials: 4,
  timeoutsPerMatch: 3,
  timeoutsPerHalf: 2,
  suspensionsToDisqualify: 3,
  reportLength: 2000,
};

/**
 * A disqualification as the referees gave it: a red card, a blue card (a disqualification with a written
 * report to the disciplinary body, Rule 16 since the 2016 edition), or none.
 */
export type Disqualification = "none" | "red" | "blue";

/** One player's line, as the scorer's table entered it. */
export type PlayerLine = {
  /** The member number of a player of the team's lineup. */
  member: string;
  goals: number;
  /** Of `goals`, those scored from a 7-metre throw. */
  sevenMetreGoals: number;
  /** Rule 16 and its comment: a player is warned (yellow card) once at most. */
  warnings: number;
  /** 2-minute suspensions. */
  suspensions: number;
  disqualification: Disqualification;
  /** The referees' report of a blue card; required with one, kept with nothing else. */
  report: string;
};

/** A team's part of the sheet. */
export type TeamSheet = {
  players: PlayerLine[];
  /** The member numbers of the team officials on the bench. */
  officials: string[];
  /** Team time-outs taken in the first and in the second half. */
  timeouts: readonly [first: number, second: number];
  halfTimeGoals: number;
  goals: number;
};

/**
 * The whole sheet. `decision`: a knockout match's (it cannot end level: how it was decided, and the 7-metre
 * throws scored when they decided it); null for a pool match, whose sheet has none.
 */
export type MatchSheet = { home: TeamSheet; away: TeamSheet; decision: KnockoutDecision | null };

/**
 * How a player's line ends: no disqualification; a red or blue card; or the third 2-minute suspension,
 * which is itself the disqualification (Rule 16).
 */
export type SheetDisqualification = Disqualification | "third-suspension";

type Side = "home" | "away";

/** A problem of a sheet, named for the scorer: its side, the player's member number when it is theirs. */
export type SheetProblem =
  | { code: "too-many-players" | "too-many-officials"; side: Side; limit: number }
  | { code: "listed-twice"; side: Side; member: string }
  | { code: "not-a-count"; side: Side; member?: string }
  | { code: "sevens-over-goals"; side: Side; member: string }
  | { code: "goals-do-not-add-up"; side: Side; players: number; team: number }
  | { code: "half-time-over-final"; side: Side }
  | { code: "too-many-timeouts-in-half"; side: Side; half: 1 | 2; limit: number }
  | { code: "too-many-timeouts"; side: Side; limit: number }
  | { code: "second-warning"; side: Side; member: string }
  | { code: "sanction-after-disqualification"; side: Side; member: string }
  | { code: "blue-card-needs-report" | "report-too-long"; side: Side; member: string }
  /** A knockout's decision (the results' own rule): its field, and the results' text that says it. */
  | { code: "decision"; side?: undefined; field: DecisionProblem["field"]; reason: DecisionProblem["code"] };

/** A whole number from 0 up: what every count of a sheet is. */
const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** A player's line as it is kept: the disqualification the sanctions amount to, and a report only with a blue card. */
export type CheckedPlayer = Omit<PlayerLine, "disqualification"> & {
  disqualification: SheetDisqualification;
};

function checkPlayer(side: Side, line: PlayerLine, limits: SheetLimits): SheetProblem[] {
  const { member } = line;
  const counts = [line.goals, line.sevenMetreGoals, line.warnings, line.suspensions];
  if (!counts.every(isCount)) return [{ code: "not-a-count", side, member }];
  const problems: SheetProblem[] = [];
  if (line.sevenMetreGoals > line.goals) problems.push({ code: "sevens-over-goals", side, member });
  if (line.warnings > 1) problems.push({ code: "second-warning", side, member });
  // A disqualified player takes no further sanction: nothing past the third suspension, and no card after it.
  if (
    line.suspensions > limits.suspensionsToDisqualify ||
    (line.suspensions === limits.suspensionsToDisqualify && line.disqualification !== "none")
  )
    problems.push({ code: "sanction-after-disqualification", side, member });
  const report = line.report.trim();
  if (line.disqualification === "blue" && report === "")
    problems.push({ code: "blue-card-needs-report", side, member });
  if (line.disqualification === "blue" && report.length > limits.reportLength)
    problems.push({ code: "report-too-long", side, member });
  return problems;
}

function checkTeam(side: Side, team: TeamSheet, limits: SheetLimits, listed: Set<string>): SheetProblem[] {
  const problems: SheetProblem[] = [];
  if (team.players.length > limits.players)
    problems.push({ code: "too-many-players", side, limit: limits.players });
  if (team.officials.length > limits.officials)
    problems.push({ code: "too-many-officials", side, limit: limits.officials });
  // A member is on one line of one sheet: a player twice, a player also on the bench, or on both teams.
  for (const member of [...team.players.map((line) => line.member), ...team.officials]) {
    if (listed.has(member)) problems.push({ code: "listed-twice", side, member });
    listed.add(member);
  }
  for (const line of team.players) problems.push(...checkPlayer(side, line, limits));

  const [first, second] = team.timeouts;
  if (![team.goals, team.halfTimeGoals, first, second].every(isCount)) {
    problems.push({ code: "not-a-count", side });
    return problems;
  }
  if (team.halfTimeGoals > team.goals) problems.push({ code: "half-time-over-final", side });
  const scored = team.players.reduce((sum, line) => sum + (isCount(line.goals) ? line.goals : 0), 0);
  if (scored !== team.goals)
    problems.push({ code: "goals-do-not-add-up", side, players: scored, team: team.goals });
  for (const [half, taken] of [
    [1, first],
    [2, second],
  ] as const)
    if (taken > limits.timeoutsPerHalf)
      problems.push({ code: "too-many-timeouts-in-half", side, half, limit: limits.timeoutsPerHalf });
  if (first + second > limits.timeoutsPerMatch)
    problems.push({ code: "too-many-timeouts", side, limit: limits.timeoutsPerMatch });
  return problems;
}

/**
 * A knockout's decision as the sheet keeps it: the throws only with 7-metre throws, or before the way is
 * chosen (a draft keeps what was typed); null for a pool match.
 */
function keptDecision(decision: KnockoutDecision | null): KnockoutDecision | null {
  if (!decision) return null;
  const throwsKept = decision.decidedBy === "sevens" || decision.decidedBy === null;
  return {
    decidedBy: decision.decidedBy,
    homeSevens: throwsKept ? decision.homeSevens : null,
    awaySevens: throwsKept ? decision.awaySevens : null,
  };
}

/**
 * Checks a whole sheet against the limits. `problems` is empty when the sheet may be submitted; `players`
 * is then each side's lines as they are kept, the third suspension written as the disqualification it is,
 * and `decision` the knockout's decision as kept. A `draft` (an open sheet saved, not submitted) may leave
 * the knockout's decision unsaid or unfinished: only throws that are not whole numbers from 0 to 99 are
 * refused in it; a sheet submitted, or corrected once submitted, needs it whole.
 */
export function checkSheet(
  sheet: MatchSheet,
  limits: SheetLimits = IHF_SHEET_LIMITS,
  { draft = false }: { draft?: boolean } = {},
) {
  const listed = new Set<string>();
  const decision = sheet.decision
    ? decisionProblems({ home: sheet.home.goals, away: sheet.away.goals }, sheet.decision)
        .filter((problem) => !draft || problem.code === "wholeNumber")
        .map((problem): SheetProblem => ({ code: "decision", field: problem.field, reason: problem.code }))
    : [];
  const problems = [
    ...checkTeam("home", sheet.home, limits, listed),
    ...checkTeam("away", sheet.away, limits, listed),
    ...decision,
  ];
  const kept = (team: TeamSheet): CheckedPlayer[] =>
    team.players.map((line) => ({
      ...line,
      disqualification:
        line.disqualification === "none" && line.suspensions >= limits.suspensionsToDisqualify
          ? "third-suspension"
          : line.disqualification,
      report: line.disqualification === "blue" ? line.report.trim() : "",
    }));
  return {
    problems,
    players: { home: kept(sheet.home), away: kept(sheet.away) },
    decision: keptDecision(sheet.decision),
  };
}

/** Whether a line ends in a disqualification, by a card or by the third suspension. */
export const isDisqualified = (line: Pick<CheckedPlayer, "disqualification">) =>
  line.disqualification !== "none";

/** The 7-metre throws that decided a match, [home, away], from a sheet's or a match's row; null when none did. */
export function sevensOf(row: {
  decided_by: DecidedBy | null;
  home_sevens: number | null;
  away_sevens: number | null;
}): [number, number] | null {
  const { decided_by, home_sevens, away_sevens } = row;
  return decided_by === "sevens" && home_sevens !== null && away_sevens !== null
    ? [home_sevens, away_sevens]
    : null;
}

/**
 * A match cancelled or postponed has no sheet: its page says so instead of a form, and a sheet submitted
 * before goes back to open (its answer and deadline gone) rather than becoming the result.
 */
export const NO_SHEET: readonly MatchStatus[] = ["cancelled", "postponed"];

/** The job that makes a submitted sheet final when the away team has not answered by its deadline. */
export const SHEET_DEADLINE_JOB = "sheet-deadline";
