import type { Db } from "~/db/db.server";
import { isPostgres } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { OfficialRole } from "~/db/schema";

// Referees and table officials (decision 065): the officials of matches, their bookings, their feeds.

/** A match with what an official's list, e-mail and feed show of it. */
function matchesWithDetails(db: Db) {
  return db
    .selectFrom("matches")
    .innerJoin("competitions", "competitions.id", "matches.competition_id")
    .leftJoin("competition_entries as home_entry", "home_entry.id", "matches.home_entry_id")
    .leftJoin("teams as home_team", "home_team.id", "home_entry.team_id")
    .leftJoin("competition_entries as away_entry", "away_entry.id", "matches.away_entry_id")
    .leftJoin("teams as away_team", "away_team.id", "away_entry.team_id")
    .leftJoin("venues", "venues.id", "matches.venue_id");
}

/** One match with its competition's season and names, its teams and venue; locked on PostgreSQL with `lock`. */
export function findMatchForOfficials(db: Db, matchId: number, lock = false) {
  const query = matchesWithDetails(db)
    .select([
      "matches.id",
      "matches.competition_id",
      "competitions.season_id",
      "competitions.name as competition",
      "competitions.name_fr as competition_fr",
      "home_team.name as home_team",
      "away_team.name as away_team",
      "matches.match_date",
      "matches.match_time",
      "matches.status",
      "venues.name as venue",
    ])
    .where("matches.id", "=", matchId);
  return (lock && isPostgres(db) ? query.forUpdate("matches") : query).executeTakeFirst();
}

export type OfficiatedMatch = NonNullable<Awaited<ReturnType<typeof findMatchForOfficials>>>;

/** A match's officials, referees first, by slot. */
export function listOfficialsOfMatch(db: Db, matchId: number) {
  return db
    .selectFrom("match_officials")
    .select(["id", "member_id", "role", "slot"])
    .where("match_id", "=", matchId)
    .orderBy("role", "desc")
    .orderBy("slot")
    .execute();
}

/** The officials of some matches, by match, referees first. */
export function listOfficialsOfMatches(db: Db, matchIds: readonly number[]) {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("match_officials")
    .select(["match_id", "member_id", "role", "slot"])
    .where("match_id", "in", [...new Set(matchIds)])
    .orderBy("match_id")
    .orderBy("role", "desc")
    .orderBy("slot")
    .execute();
}

/** The member ids of a match's officials: the schedule change's e-mail goes to them too. */
export async function listOfficialMembersOfMatch(db: Db, matchId: number) {
  const rows = await db
    .selectFrom("match_officials")
    .select("member_id")
    .where("match_id", "=", matchId)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.member_id);
}

/** The days, times and statuses of every match some people officiate: what a booking must not overlap. */
export function listBookingsOfMembers(db: Db, memberIds: readonly number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("match_officials")
    .innerJoin("matches", "matches.id", "match_officials.match_id")
    .select([
      "match_officials.member_id",
      "matches.id as match",
      "matches.match_date as day",
      "matches.match_time as time",
      "matches.status",
    ])
    .where("match_officials.member_id", "in", [...new Set(memberIds)])
    .where("matches.status", "!=", "cancelled")
    .where("matches.match_date", "is not", null)
    .execute();
}

/** The teams of some matches, by match id. */
export async function listMatchTeams(db: Db, matchIds: readonly number[]) {
  if (matchIds.length === 0) return new Map<number, { home: string | null; away: string | null }>();
  const rows = await matchesWithDetails(db)
    .select(["matches.id", "home_team.name as home", "away_team.name as away"])
    .where("matches.id", "in", [...new Set(matchIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, { home: row.home, away: row.away }]));
}

export function insertOfficial(
  db: Db,
  row: { matchId: number; memberId: number; role: OfficialRole; slot: number; by: string },
  now: Date,
) {
  return insertReturningId(db, "match_officials", {
    match_id: row.matchId,
    member_id: row.memberId,
    role: row.role,
    slot: row.slot,
    created_at: now.toISOString(),
    created_by: row.by,
  });
}

/** Removes one official of a match; the removed row, or undefined when it was already gone. */
export async function deleteOfficial(db: Db, matchId: number, officialId: number) {
  const row = await db
    .selectFrom("match_officials")
    .select(["id", "member_id", "role"])
    .where("id", "=", officialId)
    .where("match_id", "=", matchId)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.deleteFrom("match_officials").where("id", "=", row.id).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1 ? row : undefined;
}

/** The matches some people were assigned to, with their competition, teams and venue. */
function assignmentsOf(db: Db, memberIds: readonly number[]) {
  return matchesWithDetails(db)
    .innerJoin("match_officials", "match_officials.match_id", "matches.id")
    .where("match_officials.member_id", "in", [...memberIds]);
}

/**
 * The matches some people officiate from `fromDay` on, by day and time, and then those without a day yet;
 * at most `limit`.
 */
export function listAssignmentsOfMembers(
  db: Db,
  memberIds: readonly number[],
  fromDay: string,
  limit: number,
) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return assignmentsOf(db, memberIds)
    .select([
      "match_officials.member_id",
      "match_officials.role",
      "matches.id",
      "matches.competition_id",
      "competitions.name as competition",
      "competitions.name_fr as competition_fr",
      "home_team.name as home_team",
      "away_team.name as away_team",
      "matches.match_date",
      "matches.match_time",
      "matches.status",
      "matches.updated_at",
      "venues.name as venue",
      "venues.address as venue_address",
    ])
    .where((eb) => eb.or([eb("matches.match_date", ">=", fromDay), eb("matches.match_date", "is", null)]))
    .orderBy("matches.match_date", (order) => order.asc().nullsLast())
    .orderBy("matches.match_time", (order) => order.asc().nullsLast())
    .orderBy("matches.id")
    .limit(limit)
    .execute();
}

/**
 * Every match some people were assigned to officiate, past and future, the latest first (those without a
 * day yet before them), with when each assignment was made; at most `limit` (the data download, decision 033).
 */
export function exportAssignmentsOfMembers(db: Db, memberIds: readonly number[], limit: number) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return assignmentsOf(db, memberIds)
    .select([
      "match_officials.member_id",
      "match_officials.role",
      "match_officials.created_at as assigned_at",
      "competitions.name as competition",
      "home_team.name as home_team",
      "away_team.name as away_team",
      "matches.match_date",
      "matches.match_time",
      "venues.name as venue",
    ])
    .orderBy("matches.match_date", (order) => order.desc().nullsFirst())
    .orderBy("matches.match_time", (order) => order.desc().nullsFirst())
    .orderBy("match_officials.id", "desc")
    .limit(limit)
    .execute();
}

/** Some people's personal feeds: the secret token, and when it was made. */
export function getFeedOfMembers(db: Db, memberIds: readonly number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("official_feeds")
    .select(["member_id", "token", "created_at"])
    .where("member_id", "in", [...memberIds])
    .execute();
}

export function findFeedByToken(db: Db, token: string) {
  return db.selectFrom("official_feeds").select("member_id").where("token", "=", token).executeTakeFirst();
}

/** Gives a person a new feed token, the old one (if any) dead at once. */
export async function replaceFeedToken(db: Db, memberId: number, token: string, now: Date) {
  await db.deleteFrom("official_feeds").where("member_id", "=", memberId).execute();
  await db
    .insertInto("official_feeds")
    .values({ member_id: memberId, token, created_at: now.toISOString() })
    .execute();
}

export async function deleteFeed(db: Db, memberId: number) {
  await db.deleteFrom("official_feeds").where("member_id", "=", memberId).execute();
}
