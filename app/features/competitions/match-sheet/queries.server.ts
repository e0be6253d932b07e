import { type Insertable, sql, type Updateable } from "kysely";
import type { Db } from "~/db/db.server";
import type { MatchSheetsTable, SheetLinesTable, SheetSide, SheetStatus } from "~/db/schema";

// The match sheet (decision 066): who may act for a side, each side's lineup and the sheet.

/**
 * A match's teams, competition, pool (null: a knockout match) and status, as the sheet's pages need them
 * first; undefined for none.
 */
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
      "matches.pool_id",
      "matches.match_date",
      "matches.match_time",
      "matches.status",
    ])
    .where("matches.id", "=", matchId)
    .executeTakeFirst();
}

/**
 * The entries of `entryIds` (all of them when omitted) on whose roster one of `memberIds` (the people an
 * account manages) is a team official (coach or manager): the sides the account may act for.
 */
export async function listEntriesOfficiatedBy(
  db: Db,
  memberIds: readonly number[],
  entryIds?: readonly number[],
) {
  if (memberIds.length === 0 || entryIds?.length === 0) return [];
  let query = db
    .selectFrom("roster_places")
    .select("entry_id")
    .distinct()
    .where("member_id", "in", [...new Set(memberIds)])
    .where("role", "in", ["coach", "manager"]);
  if (entryIds) query = query.where("entry_id", "in", [...entryIds]);
  const rows = await query.execute();
  return rows.map((row) => row.entry_id);
}

/** A match's sheet, undefined before its first write. */
export function findSheet(db: Db, matchId: number) {
  return db.selectFrom("match_sheets").selectAll().where("match_id", "=", matchId).executeTakeFirst();
}

/** Creates a match's open sheet at version 1 unless it has one (a racing creation does nothing). */
export async function ensureSheet(db: Db, matchId: number, now: Date) {
  await db
    .insertInto("match_sheets")
    .values({ match_id: matchId, status: "open", updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("match_id").doNothing())
    .execute();
}

/**
 * The one write that every change of a sheet starts with: raises its version, and sets `changes`, only
 * when it is still at `version` and in one of `statuses`. False: somebody else wrote first (or the sheet
 * moved on), and the caller changes nothing.
 */
export async function bumpSheet(
  db: Db,
  request: {
    matchId: number;
    version: number;
    statuses: readonly SheetStatus[];
    changes?: Updateable<MatchSheetsTable>;
  },
  now: Date,
) {
  const result = await db
    .updateTable("match_sheets")
    .set((eb) => ({
      ...request.changes,
      version: eb("version", "+", 1),
      updated_at: now.toISOString(),
    }))
    .where("match_id", "=", request.matchId)
    .where("version", "=", request.version)
    .where("status", "in", [...request.statuses])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A match's lines: each side's players by jersey, then its officials. */
export function listSheetLines(db: Db, matchId: number) {
  return db
    .selectFrom("sheet_lines")
    .selectAll()
    .where("match_id", "=", matchId)
    .orderBy("side", "desc")
    .orderBy("role", "desc")
    .orderBy("jersey")
    .orderBy("id")
    .execute();
}

/** Removes a side's lines (a lineup saved again). */
export async function deleteSideLines(db: Db, matchId: number, side: SheetSide) {
  await db.deleteFrom("sheet_lines").where("match_id", "=", matchId).where("side", "=", side).execute();
}

/** Writes a side's lines. */
export async function insertSheetLines(db: Db, lines: Insertable<SheetLinesTable>[]) {
  if (lines.length > 0) await db.insertInto("sheet_lines").values(lines).execute();
}

/** What the scorer's table wrote against one player of a match. */
export async function updatePlayerLine(
  db: Db,
  matchId: number,
  lineId: number,
  changes: Pick<
    Updateable<SheetLinesTable>,
    "goals" | "seven_goals" | "warnings" | "suspensions" | "disqualification" | "report"
  >,
) {
  await db
    .updateTable("sheet_lines")
    .set(changes)
    .where("id", "=", lineId)
    .where("match_id", "=", matchId)
    .execute();
}

/**
 * The matches between two teams of some entries, with their competition, teams, venue and sheet's status:
 * those from `today` on (the undated ones with them), or those before it, at most `limit` of each.
 */
export function listMatchesOfEntries(
  db: Db,
  request: { entryIds: readonly number[]; today: string; upcoming: boolean; limit: number },
) {
  const { entryIds, today, upcoming } = request;
  const query = db
    .selectFrom("matches")
    .innerJoin("competitions", "competitions.id", "matches.competition_id")
    .innerJoin("competition_entries as home_entry", "home_entry.id", "matches.home_entry_id")
    .innerJoin("teams as home_team", "home_team.id", "home_entry.team_id")
    .innerJoin("competition_entries as away_entry", "away_entry.id", "matches.away_entry_id")
    .innerJoin("teams as away_team", "away_team.id", "away_entry.team_id")
    .leftJoin("venues", "venues.id", "matches.venue_id")
    .leftJoin("match_sheets", "match_sheets.match_id", "matches.id")
    .select([
      "matches.id",
      "matches.match_date",
      "matches.match_time",
      "matches.status",
      "competitions.name as competition",
      "competitions.name_fr as competition_fr",
      "home_team.name as home_team",
      "away_team.name as away_team",
      "venues.name as venue",
      "match_sheets.status as sheet_status",
    ])
    .where((eb) =>
      eb.or([
        eb("matches.home_entry_id", "in", [...entryIds]),
        eb("matches.away_entry_id", "in", [...entryIds]),
      ]),
    )
    .where((eb) =>
      upcoming
        ? eb.or([eb("matches.match_date", ">=", today), eb("matches.match_date", "is", null)])
        : eb("matches.match_date", "<", today),
    );
  const direction = upcoming ? "asc" : "desc";
  // A match without a day or time comes after the dated ones, alike on SQLite and PostgreSQL.
  return query
    .orderBy(sql`case when matches.match_date is null then 1 else 0 end`)
    .orderBy("matches.match_date", direction)
    .orderBy(sql`case when matches.match_time is null then 1 else 0 end`)
    .orderBy("matches.match_time", direction)
    .orderBy("matches.id", direction)
    .limit(request.limit)
    .execute();
}
