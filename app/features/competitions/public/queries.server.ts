import type { Db } from "~/db/db.server";

/**
 * The reads of the public pages and feeds (docs/competitions.md, "Public pages and feeds"). Each page reads a
 * fixed number of queries whatever the number of matches: one per table, never one per row.
 */

const COMPETITION_COLUMNS = [
  "competitions.id",
  "competitions.season_id",
  "competitions.name",
  "competitions.name_fr",
  "competitions.category",
  "competitions.category_fr",
  "competitions.format",
  "competitions.age_rule",
  "competitions.age_limit",
  "competitions.points_win",
  "competitions.points_draw",
  "competitions.points_loss",
  "competitions.forfeit_goals_for",
  "competitions.forfeit_goals_against",
  "competitions.tiebreaks",
  "competitions.tiebreaks_running",
  "competitions.published",
] as const;

/** The published competitions of a season, by name. */
export function listPublishedCompetitions(db: Db, seasonId: number) {
  return db
    .selectFrom("competitions")
    .select(["id", "name", "name_fr", "category", "category_fr", "format"])
    .where("season_id", "=", seasonId)
    .where("published", "=", 1)
    .orderBy("name", "asc")
    .orderBy("id", "asc")
    .execute();
}

/** A competition, published or not (the caller decides who may see it). */
export function getCompetition(db: Db, id: number) {
  return db.selectFrom("competitions").select(COMPETITION_COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** The stages of a competition with their pools (a knockout stage has none), in their order. */
export function listStagesAndPools(db: Db, competitionId: number) {
  return db
    .selectFrom("competition_stages")
    .leftJoin("competition_pools", "competition_pools.stage_id", "competition_stages.id")
    .select([
      "competition_stages.id as stage_id",
      "competition_stages.kind",
      "competition_stages.name",
      "competition_stages.name_fr",
      "competition_stages.legs",
      "competition_pools.id as pool_id",
      "competition_pools.name as pool_name",
    ])
    .where("competition_stages.competition_id", "=", competitionId)
    .orderBy("competition_stages.sort_order", "asc")
    .orderBy("competition_stages.id", "asc")
    .orderBy("competition_pools.sort_order", "asc")
    .orderBy("competition_pools.name", "asc")
    .execute();
}

/** The teams of a competition that are not withdrawn, with their team's name and where a guest comes from. */
export function listEntries(db: Db, competitionId: number) {
  return db
    .selectFrom("competition_entries")
    .innerJoin("teams", "teams.id", "competition_entries.team_id")
    .select([
      "competition_entries.id",
      "competition_entries.pool_id",
      "competition_entries.status",
      "competition_entries.lot",
      "competition_entries.lot_among",
      "teams.name",
      "teams.guest_from",
    ])
    .where("competition_entries.competition_id", "=", competitionId)
    .where("competition_entries.status", "<>", "withdrawn")
    .orderBy("teams.name", "asc")
    .orderBy("competition_entries.id", "asc")
    .execute();
}

/** Every match of a competition with its venue and its sheet's status (null: none), in the order of the stages' rounds. */
export function listMatches(db: Db, competitionId: number) {
  return db
    .selectFrom("matches")
    .leftJoin("venues", "venues.id", "matches.venue_id")
    .leftJoin("match_sheets", "match_sheets.match_id", "matches.id")
    .select([
      "matches.id",
      "matches.stage_id",
      "matches.pool_id",
      "matches.round",
      "matches.number",
      "matches.home_entry_id",
      "matches.away_entry_id",
      "matches.home_source",
      "matches.away_source",
      "matches.match_date",
      "matches.match_time",
      "matches.status",
      "matches.home_goals",
      "matches.away_goals",
      "matches.home_halftime",
      "matches.away_halftime",
      "matches.decided_by",
      "matches.home_sevens",
      "matches.away_sevens",
      "matches.forfeited_by",
      "matches.result_source",
      "matches.updated_at",
      "venues.id as venue_id",
      "venues.name as venue_name",
      "venues.address as venue_address",
      "venues.map_url as venue_map_url",
      "match_sheets.status as sheet_status",
    ])
    .where("matches.competition_id", "=", competitionId)
    .orderBy("matches.stage_id", "asc")
    .orderBy("matches.round", "asc")
    .orderBy("matches.number", "asc")
    .orderBy("matches.id", "asc")
    .execute();
}

/** The administrators' point adjustments in the pools of a competition, oldest first. */
export function listAdjustments(db: Db, competitionId: number) {
  return db
    .selectFrom("standing_adjustments")
    .innerJoin("competition_pools", "competition_pools.id", "standing_adjustments.pool_id")
    .innerJoin("competition_stages", "competition_stages.id", "competition_pools.stage_id")
    .select([
      "standing_adjustments.id",
      "standing_adjustments.pool_id",
      "standing_adjustments.entry_id",
      "standing_adjustments.points",
      "standing_adjustments.reason",
      "standing_adjustments.reason_fr",
    ])
    .where("competition_stages.competition_id", "=", competitionId)
    .orderBy("standing_adjustments.id", "asc")
    .execute();
}

/** The roster of one entry: who (a member id), in what role, with what jersey. */
export function listRosterPlaces(db: Db, entryId: number) {
  return db
    .selectFrom("roster_places")
    .select(["member_id", "role", "jersey"])
    .where("entry_id", "=", entryId)
    .execute();
}

/** The ids of the published competitions and their entries (not withdrawn), for the sitemap. */
export function listPublishedEntryIds(db: Db) {
  return db
    .selectFrom("competitions")
    .leftJoin("competition_entries", (join) =>
      join
        .onRef("competition_entries.competition_id", "=", "competitions.id")
        .on("competition_entries.status", "<>", "withdrawn"),
    )
    .select(["competitions.id as competition_id", "competition_entries.id as entry_id"])
    .where("competitions.published", "=", 1)
    .orderBy("competitions.id", "asc")
    .orderBy("competition_entries.id", "asc")
    .execute();
}

/** A match's sheet: its status and time-outs (the score of a final sheet is the match's); undefined for none. */
export function getMatchSheet(db: Db, matchId: number) {
  return db
    .selectFrom("match_sheets")
    .select(["status", "home_timeouts_1", "home_timeouts_2", "away_timeouts_1", "away_timeouts_2"])
    .where("match_id", "=", matchId)
    .executeTakeFirst();
}

/** The matches of the published competitions whose two teams are known, for the sitemap. */
export function listPublishedMatchIds(db: Db) {
  return db
    .selectFrom("matches")
    .innerJoin("competitions", "competitions.id", "matches.competition_id")
    .select(["matches.competition_id", "matches.id"])
    .where("competitions.published", "=", 1)
    .where("matches.home_entry_id", "is not", null)
    .where("matches.away_entry_id", "is not", null)
    .orderBy("matches.competition_id", "asc")
    .orderBy("matches.id", "asc")
    .execute();
}
