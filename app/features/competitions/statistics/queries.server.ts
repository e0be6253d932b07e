import type { Db } from "~/db/db.server";
import { finalLines } from "../discipline/queries.server";

/**
 * The reads of the statistics (docs/competitions.md "Statistics and the match page"): lines of final sheets
 * only. A sheet that is open, submitted or disputed counts for nothing here.
 */

/** The players' lines of a competition's final sheets (of one entry when `entryId` is given), with the team. */
export function listFinalPlayerLines(db: Db, ask: { competitionId: number; entryId?: number }) {
  let query = db
    .selectFrom("sheet_lines")
    .innerJoin("match_sheets", "match_sheets.match_id", "sheet_lines.match_id")
    .innerJoin("matches", "matches.id", "sheet_lines.match_id")
    .innerJoin("competition_entries", "competition_entries.id", "sheet_lines.entry_id")
    .innerJoin("teams", "teams.id", "competition_entries.team_id")
    .select([
      "sheet_lines.member_id",
      "sheet_lines.entry_id",
      "sheet_lines.jersey",
      "sheet_lines.goals",
      "sheet_lines.seven_goals",
      "sheet_lines.match_id",
      "matches.match_date",
      "teams.name as team",
    ])
    .where("match_sheets.status", "=", "final")
    .where("matches.competition_id", "=", ask.competitionId)
    .where("sheet_lines.role", "=", "player");
  if (ask.entryId !== undefined) query = query.where("sheet_lines.entry_id", "=", ask.entryId);
  return query.orderBy("sheet_lines.id", "asc").execute();
}

/**
 * Some people's lines of final sheets, newest match first (at most `limit`), with the competition (and
 * its season's id), the two teams, and the decision on a blue card when there is one.
 */
export function listFinalLinesOfMembers(db: Db, memberIds: readonly number[], limit: number) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return finalLines(db)
    .innerJoin("competitions", "competitions.id", "matches.competition_id")
    .select([
      "sheet_lines.id",
      "sheet_lines.member_id",
      "sheet_lines.entry_id",
      "sheet_lines.role",
      "sheet_lines.jersey",
      "sheet_lines.goals",
      "sheet_lines.seven_goals",
      "sheet_lines.warnings",
      "sheet_lines.suspensions",
      "sheet_lines.disqualification",
      "sheet_lines.report",
      "matches.id as match_id",
      "matches.match_date",
      "matches.match_time",
      "matches.status as match_status",
      "competitions.id as competition_id",
      "competitions.name as competition",
      "competitions.name_fr as competition_fr",
      "competitions.published",
      "competitions.season_id",
      "home_team.name as home_team",
      "away_team.name as away_team",
      "suspensions.matches as suspension_matches",
      "suspensions.note as suspension_note",
      "suspensions.decided_at",
    ])
    .where("sheet_lines.member_id", "in", [...memberIds])
    .orderBy("matches.match_date", (order) => order.desc().nullsLast())
    .orderBy("matches.match_time", (order) => order.desc().nullsLast())
    .orderBy("sheet_lines.id", "desc")
    .limit(limit)
    .execute();
}
