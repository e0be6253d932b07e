// What the public competition pages and feeds show, and what they hide (decision 058). Pure: today, the
// rows and the texts are passed in.

import type { DecidedBy, MatchStatus, SheetStatus } from "~/db/schema";
import { ADULT_AGE, ageOn } from "~/features/memberships";
import { NO_SHEET } from "../match-sheet/rules";

/** A route's :id (a competition, an entry) as a number, or null when it is not one. */
export function parsePublicId(param: string | undefined) {
  return /^[1-9]\d{0,8}$/.test(param ?? "") ? Number(param) : null;
}

/**
 * Whether a competition is for adults: only one whose age rule asks for players at least 18 years old.
 * A competition with no age rule may hold minors (an open tournament), so it names nobody.
 */
export function isAdultCompetition(competition: { age_rule: string; age_limit: number | null }) {
  return competition.age_rule === "min" && (competition.age_limit ?? 0) >= ADULT_AGE;
}

export type RosterPerson = {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  role: "player" | "coach" | "manager";
  jersey: number | null;
};

/** A roster line as the public page shows it: a name, a role and a jersey; never a birth date or a number. */
export type NamedPlace = { name: string; role: RosterPerson["role"]; jersey: number | null };

/**
 * The roster lines a public team page may show: none in a competition that is not for adults, and in one
 * that is, only the people who are adults today. Players by jersey number, then the officials, by name.
 */
export function publicRoster(
  competition: { age_rule: string; age_limit: number | null },
  people: readonly RosterPerson[],
  today: string,
): NamedPlace[] {
  if (!isAdultCompetition(competition)) return [];
  const byName = (a: RosterPerson, b: RosterPerson) =>
    a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name);
  return people
    .filter((person) => ageOn(person.date_of_birth, today) >= ADULT_AGE)
    .sort((a, b) => {
      const official = (person: RosterPerson) => (person.role === "player" ? 0 : 1);
      return official(a) - official(b) || (a.jersey ?? 100) - (b.jersey ?? 100) || byName(a, b);
    })
    .map((person) => ({
      name: `${person.first_name} ${person.last_name}`,
      role: person.role,
      jersey: person.role === "player" ? person.jersey : null,
    }));
}

/** A match that no longer waits for a result: played, forfeited or cancelled. */
const DECIDED: readonly MatchStatus[] = ["played", "forfeit", "cancelled"];

/** Whether a pool's table is final: it has matches and every one is played, forfeited or cancelled. */
export function poolIsComplete(matches: readonly { status: MatchStatus }[]) {
  return matches.length > 0 && matches.every((match) => DECIDED.includes(match.status));
}

/** Whether a match counts on the table: played with a score, or forfeited. */
export function countsOnTable(match: {
  status: MatchStatus;
  home_entry_id: number | null;
  away_entry_id: number | null;
  home_goals: number | null;
  away_goals: number | null;
}) {
  if (match.home_entry_id === null || match.away_entry_id === null) return false;
  if (match.status === "forfeit") return true;
  return match.status === "played" && match.home_goals !== null && match.away_goals !== null;
}

/**
 * Whether a match's result awaits confirmation: its sheet is submitted (the away team may answer) or disputed
 * (the administrators decide), and the match is still on (a postponed or cancelled one has no sheet). The
 * standings do not count it until the sheet is final (decision 066).
 */
export function awaitsConfirmation(match: { status: MatchStatus; sheet_status: SheetStatus | null }) {
  if (NO_SHEET.includes(match.status)) return false;
  return match.sheet_status === "submitted" || match.sheet_status === "disputed";
}

/** Matches grouped by round, in the order given (the queries sort them by round, then number). */
export function byRound<M extends { round: number }>(matches: readonly M[]) {
  const rounds: { round: number; matches: M[] }[] = [];
  for (const match of matches) {
    const last = rounds.at(-1);
    if (last?.round === match.round) last.matches.push(match);
    else rounds.push({ round: match.round, matches: [match] });
  }
  return rounds;
}

/**
 * The link a venue's name opens: its own map link when it is an http(s) address, otherwise an OpenStreetMap
 * search for its address (the page loads nothing from the map site).
 */
export function venueMapUrl(venue: { address: string; map_url: string | null }) {
  if (venue.map_url && /^https?:\/\//i.test(venue.map_url)) return venue.map_url;
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query: venue.address.trim() })}`;
}

/** The team page's matches: those the entry plays, home or away, by day (undated ones last), then round. */
export function matchesOfEntry<
  M extends {
    home_entry_id: number | null;
    away_entry_id: number | null;
    match_date: string | null;
    match_time: string | null;
    stage_order: number;
    round: number;
    number: number;
  },
>(matches: readonly M[], entryId: number) {
  const key = (match: M) => `${match.match_date ?? "9999-99-99"} ${match.match_time ?? "99:99"}`;
  return matches
    .filter((match) => match.home_entry_id === entryId || match.away_entry_id === entryId)
    .sort(
      (a, b) =>
        key(a).localeCompare(key(b)) ||
        a.stage_order - b.stage_order ||
        a.round - b.round ||
        a.number - b.number,
    );
}

/**
 * A feed's two links: webcal: makes a calendar app subscribe rather than import once; the download is the
 * same file as an attachment. `path` is the page's path in the reader's language.
 */
export function feedLinks(baseUrl: string, path: string) {
  return {
    webcal: `${baseUrl.replace(/^https?:/, "webcal:")}${path}.ics`,
    download: `${path}.ics?download=1`,
  };
}

/** A side of a match as a page shows it: a team (with its entry, for the link) or where it will come from. */
export type MatchSide = { entryId: number | null; name: string };

export type MatchView = {
  id: number;
  round: number;
  number: number;
  day: string | null;
  time: string | null;
  status: MatchStatus;
  venue: { name: string; url: string } | null;
  home: MatchSide;
  away: MatchSide;
  score: [number, number] | null;
  halftime: [number, number] | null;
  decidedBy: DecidedBy | null;
  sevens: [number, number] | null;
  forfeitedBy: "home" | "away" | null;
};

/**
 * The round a pool's fixtures show on the competition's page, which shows one round at a time so that the page
 * stays the same size however long the season: the round asked for (`?round=`), brought within the pool's
 * rounds; otherwise the first round with a match still to be played on or after today; otherwise the last round
 * with a result; otherwise the first. Null for a pool without matches.
 */
export function shownRound(
  rounds: readonly {
    round: number;
    matches: readonly { status: MatchStatus; match_date: string | null }[];
  }[],
  ask: { round: number | null; today: string },
) {
  const first = rounds[0]?.round;
  const last = rounds.at(-1)?.round;
  if (first === undefined || last === undefined) return null;
  const asked = ask.round;
  if (asked !== null) {
    if (asked <= first) return first;
    if (asked >= last) return last;
    return rounds.find((round) => round.round >= asked)?.round ?? last;
  }
  const toCome = rounds.find((round) =>
    round.matches.some(
      (match) => match.status === "scheduled" && match.match_date !== null && match.match_date >= ask.today,
    ),
  );
  if (toCome) return toCome.round;
  const decided = rounds.findLast((round) =>
    round.matches.some((match) => match.status === "played" || match.status === "forfeit"),
  );
  return (decided ?? rounds[0])?.round ?? first;
}

/** The `?round=` of a competition's page: a round number, or null for anything else (the default round). */
export function parseRound(param: string | null) {
  return /^[1-9]\d{0,3}$/.test(param ?? "") ? Number(param) : null;
}
