import type { Db } from "~/db/db.server";

// The match sheet (decision 066): who may act for a side, each side's lineup and the sheet.

/** A match's teams, competition and status, as the sheet's pages need them first; undefined for none. */
export function findSheetMatch(db: Db, matchId: number) {
  return db
    .selectFrom("matches")
    .innerJoin("competitions", "competitions.id", "matches.competition_id")
    .select([
      "matches.id",
      "matches.competition_id",
      "competitions.season_id",
      "competitions.confirm_hours",
      "matches.home_entry_id",
      "matches.away_entry_id",
      "matches.match_date",
      "matches.match_time",
      "matches.status",
    ])
    .where("matches.id", "=", matchId)
    .executeTakeFirst();
}

/**
 * The entries of `entryIds` on whose roster the account manages a team official (coach or manager): the
 * sides the account may act for.
 */
export async function listEntriesOfficiatedBy(db: Db, userId: string, entryIds: number[]) {
  if (entryIds.length === 0) return [];
  const rows = await db
    .selectFrom("roster_places")
    .innerJoin("members", "members.id", "roster_places.member_id")
    .select("roster_places.entry_id")
    .distinct()
    .where("members.user_id", "=", userId)
    .where("roster_places.role", "in", ["coach", "manager"])
    .where("roster_places.entry_id", "in", entryIds)
    .execute();
  return rows.map((row) => row.entry_id);
}
