import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { ResultSource } from "~/db/schema";
import type { AdjustmentInput } from "./rules";
import type { StoredResult } from "./words";

/** The SQL of results, corrections, point adjustments and CSV files (the competitions feature's tables). */

export function getCompetition(db: Db, competitionId: number) {
  return db
    .selectFrom("competitions")
    .select(["id", "name", "name_fr", "forfeit_goals_for", "forfeit_goals_against"])
    .where("id", "=", competitionId)
    .executeTakeFirst();
}

/** Matches with their teams' and pool's names (a team's is null while a knockout waits for an earlier result). */
function matchesWithNames(db: Db) {
  return db
    .selectFrom("matches as m")
    .leftJoin("competition_entries as he", "he.id", "m.home_entry_id")
    .leftJoin("teams as ht", "ht.id", "he.team_id")
    .leftJoin("competition_entries as ae", "ae.id", "m.away_entry_id")
    .leftJoin("teams as at", "at.id", "ae.team_id")
    .leftJoin("competition_pools as p", "p.id", "m.pool_id")
    .selectAll("m")
    .select(["ht.name as home", "at.name as away", "p.name as pool"]);
}

/** A match of the competition with its teams' names. */
export function getMatch(db: Db, competitionId: number, matchId: number) {
  return matchesWithNames(db)
    .where("m.competition_id", "=", competitionId)
    .where("m.id", "=", matchId)
    .executeTakeFirst();
}

/** Every match of a competition by stage, round and number, with its teams', pool's and stage's names. */
export function listCompetitionMatches(db: Db, competitionId: number) {
  return matchesWithNames(db)
    .innerJoin("competition_stages as s", "s.id", "m.stage_id")
    .select(["s.name as stage", "s.name_fr as stage_fr"])
    .where("m.competition_id", "=", competitionId)
    .orderBy("s.sort_order")
    .orderBy("m.stage_id")
    .orderBy("m.round")
    .orderBy("p.sort_order")
    .orderBy("m.number")
    .orderBy("m.id")
    .execute();
}

/** The pools of a competition's round robin stages, in order. */
export function listPools(db: Db, competitionId: number) {
  return db
    .selectFrom("competition_pools as p")
    .innerJoin("competition_stages as s", "s.id", "p.stage_id")
    .select(["p.id", "p.name", "s.name as stage", "s.name_fr as stage_fr"])
    .where("s.competition_id", "=", competitionId)
    .orderBy("s.sort_order")
    .orderBy("p.sort_order")
    .orderBy("p.name")
    .execute();
}

/** A pool of the competition, with its stage; undefined when the pool is another competition's. */
export function getPool(db: Db, competitionId: number, poolId: number) {
  return db
    .selectFrom("competition_pools as p")
    .innerJoin("competition_stages as s", "s.id", "p.stage_id")
    .select(["p.id", "p.name", "p.stage_id", "s.competition_id"])
    .where("p.id", "=", poolId)
    .where("s.competition_id", "=", competitionId)
    .executeTakeFirst();
}

/** The entries placed in a pool (withdrawn ones too: their matches stay), with their teams' names. */
export function listPoolEntries(db: Db, poolId: number) {
  return db
    .selectFrom("competition_entries as e")
    .innerJoin("teams as t", "t.id", "e.team_id")
    .select(["e.id", "t.name as team", "e.status"])
    .where("e.pool_id", "=", poolId)
    .orderBy("t.name")
    .execute();
}

export function listVenues(db: Db) {
  return db.selectFrom("venues").select(["id", "name"]).orderBy("name").execute();
}

/**
 * Writes a result only over the version the administrator read, and raises it, with who set it (`source`,
 * decision 066): 0 rows when someone saved in between (or the match is not there), so the caller refuses
 * instead of overwriting.
 */
export async function updateResult(
  db: Db,
  matchId: number,
  readVersion: number,
  result: StoredResult,
  now: Date,
  source: ResultSource | null,
) {
  const { numUpdatedRows } = await db
    .updateTable("matches")
    .set((eb) => ({
      ...result,
      result_source: source,
      result_version: eb("result_version", "+", 1),
      updated_at: now.toISOString(),
    }))
    .where("id", "=", matchId)
    .where("result_version", "=", readVersion)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

export async function insertResultChange(
  db: Db,
  change: { matchId: number; changedBy: string; before: StoredResult | null; after: StoredResult },
  now: Date,
) {
  await db
    .insertInto("match_result_changes")
    .values({
      match_id: change.matchId,
      changed_by: change.changedBy,
      changed_at: now.toISOString(),
      before: change.before ? JSON.stringify(change.before) : null,
      after: JSON.stringify(change.after),
    })
    .execute();
}

/** A match's saved results, newest first. */
export function listResultChangeRows(db: Db, matchId: number) {
  return db
    .selectFrom("match_result_changes")
    .selectAll()
    .where("match_id", "=", matchId)
    .orderBy("changed_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** A pool's matches with their teams' and venue's names, by round and number. */
export async function listPoolMatches(db: Db, poolId: number) {
  const matches = await matchesWithNames(db)
    .leftJoin("venues as v", "v.id", "m.venue_id")
    .select("v.name as venue")
    .where("m.pool_id", "=", poolId)
    .orderBy("m.round")
    .orderBy("m.number")
    .orderBy("m.id")
    .execute();
  // A pool's matches always have both teams (only a knockout's wait for theirs).
  return matches.map((match) => ({ ...match, home: match.home ?? "", away: match.away ?? "" }));
}

export async function insertMatch(
  db: Db,
  match: {
    competitionId: number;
    stageId: number;
    poolId: number;
    round: number;
    number: number;
    homeEntryId: number;
    awayEntryId: number;
    date: string;
    time: string | null;
    venueId: number | null;
    result: StoredResult;
  },
  now: Date,
) {
  return insertReturningId(db, "matches", {
    competition_id: match.competitionId,
    stage_id: match.stageId,
    pool_id: match.poolId,
    round: match.round,
    number: match.number,
    home_entry_id: match.homeEntryId,
    away_entry_id: match.awayEntryId,
    match_date: match.date,
    match_time: match.time,
    venue_id: match.venueId,
    ...match.result,
    result_version: match.result.status === "scheduled" ? 0 : 1,
    // An imported result is an administrator's (decision 066).
    result_source: match.result.status === "scheduled" ? null : "admin",
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
}

export async function updateMatchSchedule(
  db: Db,
  matchId: number,
  schedule: { date: string; time: string | null; venueId: number | null },
  now: Date,
) {
  await db
    .updateTable("matches")
    .set({
      match_date: schedule.date,
      match_time: schedule.time,
      venue_id: schedule.venueId,
      updated_at: now.toISOString(),
    })
    .where("id", "=", matchId)
    .execute();
}

export async function insertTeamInPool(
  db: Db,
  team: {
    name: string;
    clubId: number | null;
    guestFrom: string | null;
    competitionId: number;
    poolId: number;
  },
  now: Date,
) {
  const teamId = await insertReturningId(db, "teams", {
    name: team.name,
    club_id: team.clubId,
    guest_from: team.guestFrom,
    created_at: now.toISOString(),
  });
  return insertReturningId(db, "competition_entries", {
    competition_id: team.competitionId,
    team_id: teamId,
    status: "confirmed",
    pool_id: team.poolId,
    created_at: now.toISOString(),
  });
}

export async function insertAdjustment(
  db: Db,
  poolId: number,
  adjustment: AdjustmentInput,
  createdBy: string,
  now: Date,
) {
  return insertReturningId(db, "standing_adjustments", {
    pool_id: poolId,
    entry_id: adjustment.entryId,
    points: adjustment.points,
    reason: adjustment.reason,
    reason_fr: adjustment.reasonFr,
    created_by: createdBy,
    created_at: now.toISOString(),
  });
}

/** Removes a pool's adjustment; gives back what it was (for the toast), or undefined when there was none. */
export async function deleteAdjustment(db: Db, poolId: number, adjustmentId: number) {
  return db
    .deleteFrom("standing_adjustments")
    .where("id", "=", adjustmentId)
    .where("pool_id", "=", poolId)
    .returning(["id", "entry_id", "points"])
    .executeTakeFirst();
}

/** A pool's adjustments in the order they were made, with their teams' names. */
export function listPoolAdjustments(db: Db, poolId: number) {
  return db
    .selectFrom("standing_adjustments as a")
    .innerJoin("competition_entries as e", "e.id", "a.entry_id")
    .innerJoin("teams as t", "t.id", "e.team_id")
    .select(["a.id", "a.entry_id", "t.name as team", "a.points", "a.reason", "a.reason_fr", "a.created_at"])
    .where("a.pool_id", "=", poolId)
    .orderBy("a.created_at")
    .orderBy("a.id")
    .execute();
}
