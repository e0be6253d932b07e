import type { MatchesTable } from "~/db/schema";
import { format } from "~/lib/i18n";
import type { CompetitionResultsTexts } from "~/texts/pages/competition-results";

/** A saved result as stored and in words: light enough for any page (no CSV parser, no schema library). */

/** The columns of a match's result: what a correction records before and after. */
export const RESULT_KEYS = [
  "status",
  "home_goals",
  "away_goals",
  "home_halftime",
  "away_halftime",
  "decided_by",
  "home_sevens",
  "away_sevens",
  "forfeited_by",
] as const satisfies readonly (keyof MatchesTable)[];

/** A match's result as the matches table stores it, and as a correction records it before and after. */
export type StoredResult = Pick<MatchesTable, (typeof RESULT_KEYS)[number]>;

/** Whether a match has a result: played, or forfeited. */
export function hasResult(match: Pick<StoredResult, "status">) {
  return match.status === "played" || match.status === "forfeit";
}

/** A result in words ("24-22 (12-11 at half-time)"), as the history of corrections shows it. */
export function describeResult(
  result: StoredResult | null,
  teams: { home: string; away: string },
  t: CompetitionResultsTexts["score"],
) {
  if (!result || !hasResult(result) || result.home_goals === null || result.away_goals === null)
    return t.none;
  const score = format(t.played, { home: result.home_goals, away: result.away_goals });
  if (result.status === "forfeit")
    return format(t.forfeit, {
      team: result.forfeited_by === "home" ? teams.home : teams.away,
      home: result.home_goals,
      away: result.away_goals,
    });
  let words = score;
  if (result.home_halftime !== null && result.away_halftime !== null)
    words = format(t.halftime, { score: words, home: result.home_halftime, away: result.away_halftime });
  if (result.decided_by === "extra-time") words = format(t.extraTime, { score: words });
  if (result.decided_by === "sevens" && result.home_sevens !== null && result.away_sevens !== null)
    words = format(t.sevens, { score: words, home: result.home_sevens, away: result.away_sevens });
  return words;
}

/** The header line, exactly: the import requires it and the export writes it. */
export const CSV_COLUMNS = [
  "round",
  "date",
  "time",
  "home",
  "away",
  "venue",
  "home_goals",
  "away_goals",
  "home_halftime",
  "away_halftime",
] as const;

/** The largest file the import reads (1 MB, about 15,000 lines) and the most lines it reads (2,000 matches). */
export const CSV_MAX_BYTES = 1_000_000;
export const CSV_MAX_LINES = 2000;
