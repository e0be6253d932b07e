import { ADULT_AGE, ageOn } from "~/features/memberships";

/**
 * Statistics from final match sheets (docs/competitions.md "Statistics and the match page", decision 069):
 * the top scorers of a competition or a team, and a person's record. Pure: the caller reads the lines of
 * final sheets; nothing here knows whether a sheet is final.
 */

/** A player's line of a final sheet, with what the ranking needs of the person and the match. */
export type ScorerLine = {
  memberId: number;
  entryId: number;
  team: string;
  jersey: number | null;
  goals: number;
  sevenGoals: number;
  matchId: number;
  matchDay: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
};

/** A row of a ranking: `name` is null for a player who may not be named publicly (a minor). */
export type ScorerRow = {
  rank: number;
  shared: boolean;
  memberId: number;
  entryId: number;
  team: string;
  jersey: number | null;
  name: string | null;
  goals: number;
  sevenGoals: number;
  matches: number;
};

/** Whether a person is named on a public page for a match on `day`: an adult on that day, never a minor. */
export function namedOn(dateOfBirth: string, day: string | null, today: string) {
  return ageOn(dateOfBirth, day ?? today) >= ADULT_AGE;
}

/**
 * The top scorers: one row per player and team (a player who changed team has a row for each), with goals,
 * 7-metre goals and the matches played (the final sheets they are on). By goals, most first; players level
 * on goals share a rank (1, 2, 2, 4) and are listed by team, then jersey. A player with no goal is not
 * ranked. A player is named only in a competition for adults (`namesShown`, decision 058) and only when an
 * adult on the day of every match counted (the earliest one decides); otherwise `name` is null and the page
 * shows the team and the jersey number. At most `limit` ranks: a tie
 * across the last rank keeps every player of it.
 */
export function rankScorers(
  lines: readonly ScorerLine[],
  ask: { today: string; limit: number; namesShown: boolean },
): ScorerRow[] {
  const { today, limit } = ask;
  const players = new Map<
    string,
    { line: ScorerLine; goals: number; sevenGoals: number; matches: Set<number>; named: boolean }
  >();
  for (const line of lines) {
    const key = `${line.memberId}:${line.entryId}`;
    const named = namedOn(line.dateOfBirth, line.matchDay, today);
    const player = players.get(key);
    if (!player) {
      players.set(key, {
        line,
        goals: line.goals,
        sevenGoals: line.sevenGoals,
        matches: new Set([line.matchId]),
        named,
      });
      continue;
    }
    player.goals += line.goals;
    player.sevenGoals += line.sevenGoals;
    player.matches.add(line.matchId);
    player.named &&= named;
    if (line.jersey !== null && player.line.jersey === null) player.line = line;
  }
  const sorted = [...players.values()]
    .filter((player) => player.goals > 0)
    .sort(
      (a, b) =>
        b.goals - a.goals ||
        a.line.team.localeCompare(b.line.team) ||
        (a.line.jersey ?? 100) - (b.line.jersey ?? 100) ||
        a.line.memberId - b.line.memberId,
    );
  const rows: ScorerRow[] = [];
  for (const [index, player] of sorted.entries()) {
    const previous = rows.at(-1);
    const rank = previous && previous.goals === player.goals ? previous.rank : index + 1;
    if (rank > limit) break;
    rows.push({
      rank,
      shared: false,
      memberId: player.line.memberId,
      entryId: player.line.entryId,
      team: player.line.team,
      jersey: player.line.jersey,
      name: ask.namesShown && player.named ? `${player.line.firstName} ${player.line.lastName}` : null,
      goals: player.goals,
      sevenGoals: player.sevenGoals,
      matches: player.matches.size,
    });
  }
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.rank, (counts.get(row.rank) ?? 0) + 1);
  return rows.map((row) => ({ ...row, shared: (counts.get(row.rank) ?? 0) > 1 }));
}

/** A line of a person's own record: a final sheet they are on (as a player or a team official). */
export type RecordLine = {
  competitionId: number;
  role: "player" | "official";
  goals: number;
  sevenGoals: number;
  warnings: number;
  suspensions: number;
  disqualification: "none" | "red" | "blue" | "third-suspension";
};

/** The totals of a person's lines in one competition: matches played, goals, and each kind of sanction. */
export function recordTotals(lines: readonly RecordLine[]) {
  return {
    matches: lines.filter((line) => line.role === "player").length,
    goals: lines.reduce((sum, line) => sum + line.goals, 0),
    sevenGoals: lines.reduce((sum, line) => sum + line.sevenGoals, 0),
    warnings: lines.reduce((sum, line) => sum + line.warnings, 0),
    suspensions: lines.reduce((sum, line) => sum + line.suspensions, 0),
    disqualifications: lines.filter((line) => line.disqualification !== "none").length,
  };
}
