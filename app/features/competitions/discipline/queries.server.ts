import type { Db } from "~/db/db.server";

// Discipline (decision 066): the decisions on blue cards, and the matches they count down with.

/** The suspensions (matches > 0) decided on the cards of an entry's players, with the card's match. */
export function listSuspensionsOfEntry(db: Db, entryId: number) {
  return db
    .selectFrom("suspensions")
    .innerJoin("sheet_lines", "sheet_lines.id", "suspensions.line_id")
    .innerJoin("matches", "matches.id", "sheet_lines.match_id")
    .select([
      "suspensions.id",
      "suspensions.member_id",
      "suspensions.matches",
      "matches.id as match_id",
      "matches.match_date",
      "matches.match_time",
      "matches.status",
    ])
    .where("sheet_lines.entry_id", "=", entryId)
    .where("suspensions.matches", ">", 0)
    .execute();
}

/** Every match an entry plays in its competition, whatever its status. */
export function listMatchesOfEntry(db: Db, entryId: number) {
  return db
    .selectFrom("matches")
    .select(["id", "match_date", "match_time", "status"])
    .where((eb) => eb.or([eb("home_entry_id", "=", entryId), eb("away_entry_id", "=", entryId)]))
    .execute();
}

/**
 * The lines of final sheets with their match, its two teams (home_team, away_team) and the decision on the
 * line when there is one: the base of the discipline's cases and of a person's record (statistics/).
 */
export function finalLines(db: Db) {
  return db
    .selectFrom("sheet_lines")
    .innerJoin("match_sheets", "match_sheets.match_id", "sheet_lines.match_id")
    .innerJoin("matches", "matches.id", "sheet_lines.match_id")
    .leftJoin("competition_entries as home_entry", "home_entry.id", "matches.home_entry_id")
    .leftJoin("teams as home_team", "home_team.id", "home_entry.team_id")
    .leftJoin("competition_entries as away_entry", "away_entry.id", "matches.away_entry_id")
    .leftJoin("teams as away_team", "away_team.id", "away_entry.team_id")
    .leftJoin("suspensions", "suspensions.line_id", "sheet_lines.id")
    .where("match_sheets.status", "=", "final");
}

/** The lines of blue cards of final sheets (the cases), with the player's team, the match and any decision. */
function caseLines(db: Db) {
  return finalLines(db)
    .innerJoin("competition_entries", "competition_entries.id", "sheet_lines.entry_id")
    .innerJoin("teams", "teams.id", "competition_entries.team_id")
    .select([
      "sheet_lines.id as line_id",
      "sheet_lines.member_id",
      "sheet_lines.entry_id",
      "sheet_lines.jersey",
      "sheet_lines.report",
      "teams.name as team",
      "matches.id as match_id",
      "matches.competition_id",
      "matches.match_date",
      "matches.match_time",
      "matches.status",
      "home_team.name as home_team",
      "away_team.name as away_team",
      "suspensions.id as suspension_id",
      "suspensions.matches as suspension_matches",
      "suspensions.note as suspension_note",
      "suspensions.decided_at",
    ])
    .where("sheet_lines.disqualification", "=", "blue");
}

/** The cases of a competition: every blue card of its final sheets, decided or not, oldest match first. */
export function listCasesOfCompetition(db: Db, competitionId: number) {
  return caseLines(db)
    .where("matches.competition_id", "=", competitionId)
    .orderBy("matches.match_date", (order) => order.asc().nullsLast())
    .orderBy("matches.match_time", (order) => order.asc().nullsLast())
    .orderBy("sheet_lines.id", "asc")
    .execute();
}

/** One case by its line; undefined when the line is not a blue card of a final sheet. */
export function findCase(db: Db, lineId: number) {
  return caseLines(db).where("sheet_lines.id", "=", lineId).executeTakeFirst();
}

/** Records the decision on a case (the unique line_id refuses a second one). */
export async function insertSuspension(
  db: Db,
  row: { lineId: number; memberId: number; matches: number; note: string; by: string },
  now: Date,
) {
  await db
    .insertInto("suspensions")
    .values({
      line_id: row.lineId,
      member_id: row.memberId,
      matches: row.matches,
      note: row.note,
      decided_by: row.by,
      decided_at: now.toISOString(),
    })
    .execute();
}

/** Every match of a competition with its two entries: the suspensions' counts per team, in one read. */
export function listEntryMatchesOfCompetition(db: Db, competitionId: number) {
  return db
    .selectFrom("matches")
    .select(["id", "match_date", "match_time", "status", "home_entry_id", "away_entry_id"])
    .where("competition_id", "=", competitionId)
    .execute();
}
