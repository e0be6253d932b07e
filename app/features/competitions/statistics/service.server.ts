import type { Db } from "~/db/db.server";
import { listMemberNames, listPeopleOfAccount, listSeasons } from "~/features/memberships/index.server";
import { listMatchesOfEntry } from "../discipline/queries.server";
import { remainingMatches } from "../discipline/rules";
import { listFinalLinesOfMembers, listFinalPlayerLines } from "./queries.server";
import { type RecordLine, rankScorers, recordTotals } from "./rules";

/**
 * Statistics from final match sheets (docs/competitions.md "Statistics and the match page", decision 069):
 * the top scorers of a competition or a team, and the matches and sanctions of the people an account
 * manages. A sheet not yet final counts for nothing.
 */

/** The most ranks a competition's top scorers list, and a team's. */
export const COMPETITION_SCORER_RANKS = 50;
export const TEAM_SCORER_RANKS = 10;
/** The most lines of final sheets a person's record reads (the newest), on the page and in the download. */
const RECORD_LINES = 500;

/**
 * The top scorers of a competition, or of one of its entries: names only where `namesShown` (a competition for
 * adults) and never a minor's (rankScorers); no member id.
 */
export async function topScorers(
  db: Db,
  ask: { competitionId: number; entryId?: number; namesShown: boolean },
  today: string,
  ranks: number,
) {
  const lines = await listFinalPlayerLines(db, { competitionId: ask.competitionId, entryId: ask.entryId });
  const people = new Map(
    (
      await listMemberNames(
        db,
        lines.map((line) => line.member_id),
      )
    ).map((person) => [person.id, person]),
  );
  // The member's id is the ranking's key, not something a public page shows.
  return rankScorers(
    lines.flatMap((line) => {
      const person = people.get(line.member_id);
      if (!person) return [];
      return [
        {
          memberId: line.member_id,
          entryId: line.entry_id,
          team: line.team,
          jersey: line.jersey,
          goals: line.goals,
          sevenGoals: line.seven_goals,
          matchId: line.match_id,
          matchDay: line.match_date,
          firstName: person.first_name,
          lastName: person.last_name,
          dateOfBirth: person.date_of_birth,
        },
      ];
    }),
    { today, limit: ranks, namesShown: ask.namesShown },
  ).map(({ memberId, ...row }) => row);
}

type FinalLine = Awaited<ReturnType<typeof listFinalLinesOfMembers>>[number];

/** The blue cards among some lines, with the decision and, for a suspension, the matches still to serve. */
async function decisionsOf(db: Db, lines: readonly FinalLine[]) {
  const blue = lines.filter((line) => line.disqualification === "blue");
  const entries = [...new Set(blue.filter((line) => line.suspension_matches).map((line) => line.entry_id))];
  const teams = new Map(
    await Promise.all(entries.map(async (entry) => [entry, await listMatchesOfEntry(db, entry)] as const)),
  );
  return blue.map((line) => {
    const cardMatch = {
      id: line.match_id,
      match_date: line.match_date,
      match_time: line.match_time,
      status: line.match_status,
    };
    const matches = line.suspension_matches;
    return {
      lineId: line.id,
      day: line.match_date,
      decided: matches !== null,
      matches,
      left: matches ? remainingMatches({ matches, cardMatch }, teams.get(line.entry_id) ?? []) : 0,
    };
  });
}

/** One person's lines grouped by competition, newest first, each with its totals and blue-card decisions. */
async function recordOf(db: Db, lines: readonly FinalLine[], seasonName: (id: number) => string) {
  const decisions = await decisionsOf(db, lines);
  const competitions: { id: number; lines: FinalLine[] }[] = [];
  for (const line of lines) {
    const group = competitions.find((candidate) => candidate.id === line.competition_id);
    if (group) group.lines.push(line);
    else competitions.push({ id: line.competition_id, lines: [line] });
  }
  return competitions.map(({ id, lines: own }) => {
    const first = own[0] as FinalLine;
    return {
      competitionId: id,
      competition: first.competition,
      competitionFr: first.competition_fr,
      published: first.published === 1,
      season: seasonName(first.season_id),
      totals: recordTotals(own.map(toRecordLine)),
      decisions: decisions.filter((decision) => own.some((line) => line.id === decision.lineId)),
    };
  });
}

const toRecordLine = (line: FinalLine): RecordLine => ({
  competitionId: line.competition_id,
  role: line.role,
  goals: line.goals,
  sevenGoals: line.seven_goals,
  warnings: line.warnings,
  suspensions: line.suspensions,
  disqualification: line.disqualification,
});

/**
 * The "Matches and sanctions" section of a person's page: per competition (newest match first) the matches
 * played, goals and sanctions from final sheets, and the blue-card decisions with the matches still to
 * serve. Only a person `userId` manages; null when there is nothing (or no such person of theirs).
 */
export async function loadMatchRecord(db: Db, ask: { userId: string; memberNumber: string }) {
  const person = (await listPeopleOfAccount(db, ask.userId)).find(
    (candidate) => candidate.member_number === ask.memberNumber,
  );
  if (!person) return null;
  const lines = await listFinalLinesOfMembers(db, [person.id], RECORD_LINES);
  if (lines.length === 0) return null;
  const seasons = await listSeasons(db);
  const seasonName = (id: number) => seasons.find((season) => season.id === id)?.name ?? "";
  return { competitions: await recordOf(db, lines, seasonName) };
}

/**
 * The match record section of an account's data download (decision 033): for each person the account
 * manages who is on a final sheet, every line (the newest `rows` in all): the match, what the sheet says of
 * them (goals, sanctions, a blue card's report) and the decision on it. `truncated` names the list when it
 * had more.
 */
export async function exportMatchRecordOfAccount(db: Db, { userId }: { userId: string }, rows: number) {
  const people = await listPeopleOfAccount(db, userId);
  const lines = await listFinalLinesOfMembers(
    db,
    people.map((person) => person.id),
    rows + 1,
  );
  const kept = lines.slice(0, rows);
  const decisions = await decisionsOf(db, kept);
  const matchRecord = people.flatMap((person) => {
    const own = kept.filter((line) => line.member_id === person.id);
    if (own.length === 0) return [];
    return [
      {
        memberNumber: person.member_number,
        lines: own.map((line) => {
          const decision = decisions.find((candidate) => candidate.lineId === line.id);
          return {
            competition: line.competition,
            matchDate: line.match_date,
            matchTime: line.match_time,
            homeTeam: line.home_team,
            awayTeam: line.away_team,
            role: line.role,
            jersey: line.jersey,
            goals: line.goals,
            sevenGoals: line.seven_goals,
            warnings: line.warnings,
            suspensions: line.suspensions,
            disqualification: line.disqualification,
            report: line.report,
            decision:
              decision?.decided === true
                ? {
                    matches: decision.matches,
                    matchesLeft: decision.left,
                    note: line.suspension_note,
                    decidedAt: line.decided_at,
                  }
                : null,
          };
        }),
      },
    ];
  });
  return { matchRecord, truncated: lines.length > rows ? ["matchRecord"] : [] };
}
