import { z } from "zod";

/**
 * The standings engine: a pool's table from its decided matches, with the handball tie-breaks (decision
 * 055, docs/competitions.md "Standings and tie-breaks"). Pure: no database, no clock.
 */

/** Every criterion an administrator can put in a tie-break order, as stored in competitions.tiebreaks. */
export const TIEBREAKS = [
  "h2h-points",
  "h2h-goal-difference",
  "h2h-goals",
  "h2h-away-goals",
  "goal-difference",
  "goals",
] as const;
export type Tiebreak = (typeof TIEBREAKS)[number];

/** The EHF order once every match of a pool is decided. */
export const DEFAULT_TIEBREAKS: readonly Tiebreak[] = [
  "h2h-points",
  "h2h-goal-difference",
  "h2h-goals",
  "goal-difference",
  "goals",
];

/** The EHF order while a pool is still being played. */
export const DEFAULT_RUNNING_TIEBREAKS: readonly Tiebreak[] = ["goal-difference", "goals"];

const isTiebreak = (value: string): value is Tiebreak => (TIEBREAKS as readonly string[]).includes(value);

/** A stored order ("h2h-points,goal-difference"); null when it is empty, names an unknown criterion or repeats one. */
export function parseTiebreaks(text: string): Tiebreak[] | null {
  const names = text.split(",").map((name) => name.trim());
  if (names.some((name) => !isTiebreak(name)) || new Set(names).size !== names.length) return null;
  return names as Tiebreak[];
}

/** An order as competitions.tiebreaks stores it. */
export function formatTiebreaks(list: readonly Tiebreak[]): string {
  return list.join(",");
}

/**
 * The competition form's ordered criteria: one select per position ("1st", "2nd", …), an empty one for a
 * position left unused, or the stored comma-separated text. Gives the order, or the message to show.
 */
export function tiebreakOrderSchema(messages: { required: string; repeated: string; unknown: string }) {
  return z.union([z.string(), z.array(z.string())], { error: messages.required }).transform((value, ctx) => {
    const chosen = (Array.isArray(value) ? value : value.split(","))
      .map((name) => name.trim())
      .filter((name) => name !== "");
    const order = parseTiebreaks(chosen.join(","));
    if (order === null) {
      const message =
        chosen.length === 0
          ? messages.required
          : chosen.every(isTiebreak)
            ? messages.repeated
            : messages.unknown;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return order;
  });
}

/** Points for a result, and the score a forfeit counts as (goals for the team that did not forfeit). */
export interface PointsRule {
  win: number;
  draw: number;
  loss: number;
  forfeitFor: number;
  forfeitAgainst: number;
}

/** A played or forfeited match between two entries (ids). For a forfeit the goals are ignored: the forfeit score counts. */
export interface TableMatch {
  home: number;
  away: number;
  homeGoals: number;
  awayGoals: number;
  forfeitedBy: "home" | "away" | null;
}

/** Points an administrator added to (or, negative, took from) an entry's total. */
export interface TableAdjustment {
  entry: number;
  points: number;
}

export interface StandingRow {
  entry: number;
  place: number;
  /** A tie no criterion broke: the rows share the same place number. */
  shared: boolean;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  adjustment: number;
  /** Including the adjustment. */
  points: number;
}

/** What a match counts as on the table: the real score, or the forfeit score. */
function countedScore(match: TableMatch, rule: PointsRule): { home: number; away: number } {
  if (match.forfeitedBy === "home") return { home: rule.forfeitAgainst, away: rule.forfeitFor };
  if (match.forfeitedBy === "away") return { home: rule.forfeitFor, away: rule.forfeitAgainst };
  return { home: match.homeGoals, away: match.awayGoals };
}

interface Tally {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  awayGoals: number;
  points: number;
}

const emptyTally = (): Tally => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  awayGoals: 0,
  points: 0,
});

/** Each entry's record over the matches whose two teams are both among `entries`. */
function tallies(entries: readonly number[], matches: readonly TableMatch[], rule: PointsRule) {
  const byEntry = new Map(entries.map((entry) => [entry, emptyTally()]));
  for (const match of matches) {
    const home = byEntry.get(match.home);
    const away = byEntry.get(match.away);
    if (!home || !away) continue;
    const score = countedScore(match, rule);
    const homeWon = match.forfeitedBy === "away" || (match.forfeitedBy === null && score.home > score.away);
    const awayWon = match.forfeitedBy === "home" || (match.forfeitedBy === null && score.away > score.home);
    for (const [tally, goalsFor, goalsAgainst, won, lost, isAway] of [
      [home, score.home, score.away, homeWon, awayWon, false],
      [away, score.away, score.home, awayWon, homeWon, true],
    ] as const) {
      tally.played += 1;
      tally.goalsFor += goalsFor;
      tally.goalsAgainst += goalsAgainst;
      if (isAway) tally.awayGoals += goalsFor;
      if (won) {
        tally.won += 1;
        tally.points += rule.win;
      } else if (lost) {
        tally.lost += 1;
        tally.points += rule.loss;
      } else {
        tally.drawn += 1;
        tally.points += rule.draw;
      }
    }
  }
  return byEntry;
}

/** A criterion's value for one team: higher ranks first. */
function criterionValue(criterion: Tiebreak, overall: Tally, amongTied: Tally): number {
  switch (criterion) {
    case "h2h-points":
      return amongTied.points;
    case "h2h-goal-difference":
      return amongTied.goalsFor - amongTied.goalsAgainst;
    case "h2h-goals":
      return amongTied.goalsFor;
    case "h2h-away-goals":
      return amongTied.awayGoals;
    case "goal-difference":
      return overall.goalsFor - overall.goalsAgainst;
    case "goals":
      return overall.goalsFor;
  }
}

/**
 * Splits teams level on points into ranked groups; a group of more than one is a tie no criterion broke.
 * The head-to-head record is computed once, on the matches among exactly the teams level on points; each
 * criterion splits what the previous ones left level, and those still level go on down the list without
 * starting again (EHF).
 */
function breakTie(
  level: readonly number[],
  criteria: readonly Tiebreak[],
  overall: ReadonlyMap<number, Tally>,
  matches: readonly TableMatch[],
  rule: PointsRule,
): number[][] {
  const amongTied = tallies(level, matches, rule);
  const split = (group: readonly number[], from: number): number[][] => {
    if (group.length === 1 || from === criteria.length) return [[...group]];
    const criterion = criteria[from] as Tiebreak;
    const value = (entry: number) =>
      criterionValue(criterion, overall.get(entry) as Tally, amongTied.get(entry) as Tally);
    const values = [...new Set(group.map(value))].sort((a, b) => b - a);
    return values.flatMap((wanted) =>
      split(
        group.filter((entry) => value(entry) === wanted),
        from + 1,
      ),
    );
  };
  return split(level, 0);
}

/**
 * A pool's table, sorted by place. Matches with a team outside `entries` do not count. Teams level on points
 * are separated by `tiebreaks` once the pool is complete (every match decided), by `runningTiebreaks`
 * before; teams no criterion separates share a place and keep the order of `entries`.
 */
export function computeStandings(input: {
  entries: readonly number[];
  matches: readonly TableMatch[];
  rule: PointsRule;
  adjustments: readonly TableAdjustment[];
  tiebreaks: readonly Tiebreak[];
  runningTiebreaks: readonly Tiebreak[];
  complete: boolean;
}): StandingRow[] {
  const { entries, matches, rule } = input;
  const overall = tallies(entries, matches, rule);
  const adjustment = new Map<number, number>();
  for (const { entry, points } of input.adjustments)
    adjustment.set(entry, (adjustment.get(entry) ?? 0) + points);
  const points = (entry: number) => (overall.get(entry) as Tally).points + (adjustment.get(entry) ?? 0);
  const criteria = input.complete ? input.tiebreaks : input.runningTiebreaks;

  const levels = [...new Set(entries.map(points))].sort((a, b) => b - a);
  const groups = levels.flatMap((level) =>
    breakTie(
      entries.filter((entry) => points(entry) === level),
      criteria,
      overall,
      matches,
      rule,
    ),
  );

  const rows: StandingRow[] = [];
  for (const group of groups) {
    const place = rows.length + 1;
    for (const entry of group) {
      const tally = overall.get(entry) as Tally;
      rows.push({
        entry,
        place,
        shared: group.length > 1,
        played: tally.played,
        won: tally.won,
        drawn: tally.drawn,
        lost: tally.lost,
        goalsFor: tally.goalsFor,
        goalsAgainst: tally.goalsAgainst,
        goalDifference: tally.goalsFor - tally.goalsAgainst,
        adjustment: adjustment.get(entry) ?? 0,
        points: points(entry),
      });
    }
  }
  return rows;
}
