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

/** A competition's points and forfeit score, as competitions stores them. */
export function pointsRuleOf(competition: {
  points_win: number;
  points_draw: number;
  points_loss: number;
  forfeit_goals_for: number;
  forfeit_goals_against: number;
}): PointsRule {
  return {
    win: competition.points_win,
    draw: competition.points_draw,
    loss: competition.points_loss,
    forfeitFor: competition.forfeit_goals_for,
    forfeitAgainst: competition.forfeit_goals_against,
  };
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

/** An entry's position (1 first) in the draw of lots held between the entries `among` (itself included). */
export interface TableLot {
  entry: number;
  lot: number;
  among: readonly number[];
}

export interface StandingRow {
  entry: number;
  place: number;
  /** A tie no criterion broke: the rows share the same place number. */
  shared: boolean;
  /**
   * A tie no criterion broke, ordered by the drawn lots of a complete pool (the place is then this team's
   * alone): the first place of that tie, the same for every team of it; null otherwise.
   */
  drawnFrom: number | null;
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

/** A set of entries as one comparable text: ascending ids. */
const setKey = (entries: readonly number[]) => [...entries].sort((a, b) => a - b).join(",");

/**
 * Orders a group no criterion separated by its drawn lots (decision 072): only when every team of the group
 * drew its lot between exactly the teams of the group, and no two lots are the same; otherwise null and the
 * group shares its place (a draw between other teams says nothing about these).
 */
function byLots(group: readonly number[], lots: ReadonlyMap<number, TableLot>): number[] | null {
  if (group.length < 2) return null;
  const key = setKey(group);
  const drawn = group.map((entry) => lots.get(entry));
  if (drawn.some((lot) => lot === undefined || setKey(lot.among) !== key)) return null;
  if (new Set(drawn.map((lot) => lot?.lot)).size !== group.length) return null;
  const lotOf = (entry: number) => (lots.get(entry) as TableLot).lot;
  return [...group].sort((a, b) => lotOf(a) - lotOf(b));
}

/**
 * A pool's table, sorted by place. Matches with a team outside `entries` do not count. Teams level on points
 * are separated by `tiebreaks` once the pool is complete (every match decided), by `runningTiebreaks`
 * before; teams no criterion separates share a place and keep the order of `entries`. Once the pool is
 * complete, and only then, teams still level after every criterion that drew lots between exactly themselves
 * (`lots`, all different) are ordered by their lots, 1 first, each in a place of its own (`drawnFrom`): lots never override a
 * criterion, they only order what every criterion left level.
 */
export function computeStandings(input: {
  entries: readonly number[];
  matches: readonly TableMatch[];
  rule: PointsRule;
  adjustments: readonly TableAdjustment[];
  tiebreaks: readonly Tiebreak[];
  runningTiebreaks: readonly Tiebreak[];
  complete: boolean;
  lots?: readonly TableLot[];
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

  const lots = new Map(input.complete ? (input.lots ?? []).map((lot) => [lot.entry, lot]) : []);
  const rows: StandingRow[] = [];
  for (const group of groups) {
    const drawn = byLots(group, lots);
    const first = rows.length + 1;
    for (const [index, entry] of (drawn ?? group).entries()) {
      const tally = overall.get(entry) as Tally;
      rows.push({
        entry,
        place: drawn ? first + index : first,
        shared: !drawn && group.length > 1,
        drawnFrom: drawn ? first : null,
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

/** The lots as competition_entries keeps them (`lot`, `lot_among` "3,7,9"): entries without a lot left out. */
export function storedLots(
  entries: readonly { id: number; lot: number | null; lot_among: string | null }[],
): TableLot[] {
  return entries.flatMap((entry) => {
    if (entry.lot === null || entry.lot_among === null) return [];
    const among = entry.lot_among.split(",").map(Number);
    return among.every(Number.isInteger) ? [{ entry: entry.id, lot: entry.lot, among }] : [];
  });
}

/** The entries a draw was held between, as competition_entries.lot_among keeps them. */
export function formatLotAmong(entries: readonly number[]) {
  return setKey(entries);
}

/**
 * A posted draw (`lot-<entry id>`: its drawn position) for the teams of one tie. Refused: "teams" when the
 * posted teams are not exactly the tie's, "positions" unless they are 1 to n, each once.
 */
export function parseDraw(
  values: Readonly<Record<string, string>>,
  teams: readonly number[],
): { ok: true; lots: { entry: number; lot: number }[] } | { ok: false; problem: "teams" | "positions" } {
  const posted = Object.keys(values).filter((name) => name.startsWith("lot-"));
  if (posted.length !== teams.length || !teams.every((entry) => `lot-${entry}` in values))
    return { ok: false, problem: "teams" };
  const texts = teams.map((entry) => ({ entry, text: (values[`lot-${entry}`] ?? "").trim() }));
  const lots = texts.map(({ entry, text }) => ({
    entry,
    lot: /^[1-9][0-9]?$/.test(text) ? Number(text) : 0,
  }));
  const positions = new Set(lots.map(({ lot }) => lot));
  if (positions.size !== teams.length || [...positions].some((lot) => lot < 1 || lot > teams.length))
    return { ok: false, problem: "positions" };
  return { ok: true, lots };
}
