import type { Insertable } from "kysely";
import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { CompetitionsTable, MatchesTable } from "~/db/schema";
import { testNow } from "./factories";

/**
 * Competitions written straight to their tables, for the tests of what reads them (the public pages and
 * feeds, the bench): a competition, its stage and pools, venues, teams and entries, matches with results,
 * adjustments and roster places. What a test proves goes through the public service.
 */

/** Every table a competition fills, children first, for setupTestDb's `clean`. */
export const COMPETITION_TABLES = [
  "match_result_changes",
  "standing_adjustments",
  "matches",
  "roster_places",
  "competition_entries",
  "competition_pools",
  "competition_stages",
  "competitions",
  "teams",
  "venues",
] as const;

const stamp = testNow.toISOString();

export function makeCompetition(
  db: Db,
  seasonId: number,
  overrides: Partial<Insertable<CompetitionsTable>> = {},
) {
  return insertReturningId(db, "competitions", {
    season_id: seasonId,
    name: "Senior Men's League",
    name_fr: "Ligue senior masculine",
    category: "Senior Men",
    category_fr: "Seniors hommes",
    format: "league",
    age_rule: "min",
    age_limit: 18,
    age_cutoff: "2026-01-01",
    tiebreaks: "h2h-points,h2h-goal-difference,h2h-goals,goal-difference,goals",
    tiebreaks_running: "goal-difference,goals",
    published: 1,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  });
}

export function makeStage(
  db: Db,
  competitionId: number,
  overrides: { kind?: "round-robin" | "knockout"; name?: string; name_fr?: string; sort_order?: number } = {},
) {
  return insertReturningId(db, "competition_stages", {
    competition_id: competitionId,
    kind: "round-robin",
    name: "Regular season",
    name_fr: "Saison régulière",
    legs: 1,
    sort_order: 0,
    ...overrides,
  });
}

export function makePool(db: Db, stageId: number, name = "A") {
  return insertReturningId(db, "competition_pools", {
    stage_id: stageId,
    name,
    sort_order: name.charCodeAt(0),
  });
}

export function makeVenue(db: Db, name = "Varsity Arena", mapUrl: string | null = null) {
  return insertReturningId(db, "venues", {
    name,
    address: `${name}, 299 Bloor St W, Toronto`,
    map_url: mapUrl,
    created_at: stamp,
  });
}

/** A team and its entry into a competition (and a pool): gives the entry's id. */
export async function makeEntry(
  db: Db,
  competitionId: number,
  name: string,
  options: {
    poolId?: number | null;
    status?: "entered" | "confirmed" | "withdrawn";
    guestFrom?: string;
  } = {},
) {
  const teamId = await insertReturningId(db, "teams", {
    name,
    club_id: null,
    guest_from: options.guestFrom ?? null,
    home_venue_id: null,
    created_at: stamp,
  });
  return insertReturningId(db, "competition_entries", {
    competition_id: competitionId,
    team_id: teamId,
    status: options.status ?? "confirmed",
    pool_id: options.poolId ?? null,
    seed: null,
    order_id: null,
    paid_at: null,
    created_at: stamp,
  });
}

type MatchOverrides = Partial<Insertable<MatchesTable>>;

/** A match of a stage; scheduled unless a result is given (then played). */
export function makeMatch(
  db: Db,
  where: { competitionId: number; stageId: number; poolId: number | null },
  overrides: MatchOverrides = {},
) {
  const played = overrides.home_goals !== undefined && overrides.home_goals !== null;
  return insertReturningId(db, "matches", {
    competition_id: where.competitionId,
    stage_id: where.stageId,
    pool_id: where.poolId,
    round: 1,
    number: 1,
    home_entry_id: null,
    away_entry_id: null,
    home_source: null,
    away_source: null,
    match_date: "2026-03-07",
    match_time: "19:30",
    venue_id: null,
    status: played ? "played" : "scheduled",
    home_goals: null,
    away_goals: null,
    home_halftime: null,
    away_halftime: null,
    decided_by: null,
    home_sevens: null,
    away_sevens: null,
    forfeited_by: null,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  });
}

export function makeAdjustment(db: Db, poolId: number, entryId: number, points: number, reason: string) {
  return insertReturningId(db, "standing_adjustments", {
    pool_id: poolId,
    entry_id: entryId,
    points,
    reason,
    reason_fr: `${reason} (fr)`,
    created_by: "user-admin",
    created_at: stamp,
  });
}

export function makeRosterPlace(
  db: Db,
  place: {
    entryId: number;
    competitionId: number;
    memberId: number;
    role?: "player" | "coach" | "manager";
    jersey?: number | null;
  },
) {
  return insertReturningId(db, "roster_places", {
    entry_id: place.entryId,
    competition_id: place.competitionId,
    member_id: place.memberId,
    role: place.role ?? "player",
    jersey: place.jersey ?? null,
    created_at: stamp,
    created_by: "user-admin",
  });
}
