import { z } from "zod";
import type { MatchStatus } from "~/db/schema";

/**
 * Suspensions after a blue card (docs/competitions.md "Discipline", decision 066). A suspension of n matches
 * counts down with the matches of the player's team in the competition after the match of the card: a
 * match that is played (or forfeited) serves one; a cancelled match serves none, and a postponed one serves
 * when it is played. Pure: the caller reads the team's matches.
 */

/** A match of the team, where its order in the season comes from: its day, its time, its id. */
export type TeamMatch = {
  id: number;
  match_date: string | null;
  match_time: string | null;
  status: MatchStatus;
};

/** A match without a day comes after every dated one; then by time, then by id (the order it was made). */
export function compareMatches(a: TeamMatch, b: TeamMatch) {
  const day = (m: TeamMatch) => m.match_date ?? "9999-12-31";
  const time = (m: TeamMatch) => m.match_time ?? "99:99";
  if (day(a) !== day(b)) return day(a) < day(b) ? -1 : 1;
  if (time(a) !== time(b)) return time(a) < time(b) ? -1 : 1;
  return a.id - b.id;
}

const counts = (m: TeamMatch) => m.status !== "cancelled" && m.status !== "postponed";
const served = (m: TeamMatch) => m.status === "played" || m.status === "forfeit";

/** The matches of a suspension still to serve today: n less the team's matches played since the card's. */
export function remainingMatches(suspension: { matches: number; cardMatch: TeamMatch }, team: TeamMatch[]) {
  const after = team.filter((m) => compareMatches(m, suspension.cardMatch) > 0 && served(m));
  return Math.max(0, suspension.matches - after.length);
}

/**
 * Whether the player is suspended for `match`: fewer than n of the team's matches that will be played come
 * between the card's match and this one. A match already played counts, and so does one still to come
 * before it (the player sits it out first); a cancelled or postponed match does not.
 */
export function isSuspendedFor(
  suspension: { matches: number; cardMatch: TeamMatch },
  team: TeamMatch[],
  match: TeamMatch,
) {
  if (compareMatches(match, suspension.cardMatch) <= 0) return false;
  const between = team.filter(
    (m) => compareMatches(m, suspension.cardMatch) > 0 && compareMatches(m, match) < 0 && counts(m),
  );
  return between.length < suspension.matches;
}

/** The longest suspension the administrators decide on a blue card, in matches; 0 closes the case. */
export const MAX_SUSPENSION_MATCHES = 10;
/** The longest note a decision carries, in characters. */
export const DECISION_NOTE_MAX = 500;

/** The discipline page's form of a case: a whole number of matches from 0 to MAX_SUSPENSION_MATCHES, and a note. */
export function decisionFormSchema(t: { matches: string; note: string }) {
  return z.object({
    matches: z.preprocess(
      (value) => (typeof value === "string" && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : Number.NaN),
      z.number({ error: t.matches }).int(t.matches).min(0, t.matches).max(MAX_SUSPENSION_MATCHES, t.matches),
    ),
    note: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() : ""),
      z.string().max(DECISION_NOTE_MAX, t.note),
    ),
  });
}
