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
