import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "../db.server";
import { addContentTriggers, dropContentTriggers } from "./0016_content_version";

/**
 * Competitions (docs/competitions.md, decision 053): leagues and tournaments of a season, their stages and
 * pools, the venues and teams, the teams' entries and rosters, the matches with their results and the
 * corrections of those results, and the administrators' point adjustments.
 *
 * Days are "YYYY-MM-DD" and times "HH:MM" in the association's zone, as the administrators and the CSV
 * files write them; the iCalendar feeds turn them into instants.
 */

/** What the public competition and team pages read: a write to any of them raises the content version. */
export const COMPETITION_CONTENT_TABLES = [
  "venues",
  "teams",
  "competitions",
  "competition_stages",
  "competition_pools",
  "competition_entries",
  "roster_places",
  "matches",
  "standing_adjustments",
];
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const serial = pg ? "serial" : "integer";
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  await db.schema
    .createTable("venues")
    .addColumn("id", serial, id)
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("address", "text", (c) => c.notNull())
    // An http(s) link to a map of the place, or null: the pages then link a search for the address.
    .addColumn("map_url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // A club's team (club_id) or a guest from outside the association (club_id null, guest_from says where).
  await db.schema
    .createTable("teams")
    .addColumn("id", serial, id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("club_id", "integer", (c) => c.references("clubs.id"))
    .addColumn("guest_from", "text")
    .addColumn("home_venue_id", "integer", (c) => c.references("venues.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("teams_name").on("teams").column("name").execute();

  await db.schema
    .createTable("competitions")
    .addColumn("id", serial, id)
    .addColumn("season_id", "integer", (c) => c.notNull().references("seasons.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_fr", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("category_fr", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull().check(sql`format in ('league', 'tournament')`))
    // none; max: at most age_limit years old on age_cutoff; min: at least age_limit years old on it.
    .addColumn("age_rule", "text", (c) => c.notNull().check(sql`age_rule in ('none', 'max', 'min')`))
    .addColumn("age_limit", "integer")
    .addColumn("age_cutoff", "text")
    // 1: a player younger than a 'min' rule allows, or of a younger category, may play up.
    .addColumn("allow_playing_up", "integer", flag)
    .addColumn("points_win", "integer", (c) => c.notNull().defaultTo(2))
    .addColumn("points_draw", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("points_loss", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("forfeit_goals_for", "integer", (c) => c.notNull().defaultTo(10))
    .addColumn("forfeit_goals_against", "integer", (c) => c.notNull().defaultTo(0))
    // Comma-separated criteria (features/competitions/standings): after all matches, and while a pool is played.
    .addColumn("tiebreaks", "text", (c) => c.notNull())
    .addColumn("tiebreaks_running", "text", (c) => c.notNull())
    .addColumn("entry_fee_cents", "integer", (c) => c.notNull().defaultTo(0).check(sql`entry_fee_cents >= 0`))
    // The last day rosters change without an administrator; null: never locked.
    .addColumn("roster_lock_on", "text")
    .addColumn("first_round_on", "text")
    .addColumn("round_interval_days", "integer", (c) => c.notNull().defaultTo(7))
    // Comma-separated days on which no round is placed.
    .addColumn("blackout_dates", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("default_time", "text", (c) => c.notNull().defaultTo("19:00"))
    .addColumn("published", "integer", flag)
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("competitions_season").on("competitions").column("season_id").execute();

  // A round robin (legs 1 or 2) split into pools, or a knockout.
  await db.schema
    .createTable("competition_stages")
    .addColumn("id", serial, id)
    .addColumn("competition_id", "integer", (c) => c.notNull().references("competitions.id"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('round-robin', 'knockout')`))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_fr", "text", (c) => c.notNull())
    .addColumn("legs", "integer", (c) => c.notNull().defaultTo(1).check(sql`legs in (1, 2)`))
    .addColumn("sort_order", "integer", flag)
    .execute();
  await db.schema
    .createIndex("competition_stages_competition")
    .on("competition_stages")
    .column("competition_id")
    .execute();

  await db.schema
    .createTable("competition_pools")
    .addColumn("id", serial, id)
    .addColumn("stage_id", "integer", (c) => c.notNull().references("competition_stages.id"))
    // "A", "B": the same in both languages.
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", flag)
    .addUniqueConstraint("competition_pools_stage_name", ["stage_id", "name"])
    .execute();

  await db.schema
    .createTable("competition_entries")
    .addColumn("id", serial, id)
    .addColumn("competition_id", "integer", (c) => c.notNull().references("competitions.id"))
    .addColumn("team_id", "integer", (c) => c.notNull().references("teams.id"))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('entered', 'confirmed', 'withdrawn')`),
    )
    .addColumn("pool_id", "integer", (c) => c.references("competition_pools.id"))
    .addColumn("seed", "integer")
    // The entry fee's order (features/orders), and when it was paid; both null when there is no fee.
    .addColumn("order_id", "integer")
    .addColumn("paid_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("competition_entries_team", ["competition_id", "team_id"])
    .execute();
  await db.schema
    .createIndex("competition_entries_pool")
    .on("competition_entries")
    .column("pool_id")
    .execute();

  // One place per person in a competition (the unique pair refuses a second team), one jersey per team.
  await db.schema
    .createTable("roster_places")
    .addColumn("id", serial, id)
    .addColumn("entry_id", "integer", (c) => c.notNull().references("competition_entries.id"))
    .addColumn("competition_id", "integer", (c) => c.notNull().references("competitions.id"))
    .addColumn("member_id", "integer", (c) => c.notNull().references("members.id"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('player', 'coach', 'manager')`))
    .addColumn("jersey", "integer", (c) => c.check(sql`jersey between 0 and 99`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addUniqueConstraint("roster_places_person", ["competition_id", "member_id"])
    .addUniqueConstraint("roster_places_jersey", ["entry_id", "jersey"])
    .execute();
  await db.schema.createIndex("roster_places_member").on("roster_places").column("member_id").execute();

  // A match of a pool (pool_id) or of a knockout stage (pool_id null). A knockout match's teams may wait for
  // earlier results: *_source says where the team comes from ("pool:<pool id>:<place>", "winner:<match id>",
  // "loser:<match id>") until *_entry_id is filled in.
  await db.schema
    .createTable("matches")
    .addColumn("id", serial, id)
    .addColumn("competition_id", "integer", (c) => c.notNull().references("competitions.id"))
    .addColumn("stage_id", "integer", (c) => c.notNull().references("competition_stages.id"))
    .addColumn("pool_id", "integer", (c) => c.references("competition_pools.id"))
    .addColumn("round", "integer", (c) => c.notNull())
    // The match's order within its round (knockout: "semi-final 1", "semi-final 2").
    .addColumn("number", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("home_entry_id", "integer", (c) => c.references("competition_entries.id"))
    .addColumn("away_entry_id", "integer", (c) => c.references("competition_entries.id"))
    .addColumn("home_source", "text")
    .addColumn("away_source", "text")
    .addColumn("match_date", "text")
    .addColumn("match_time", "text")
    .addColumn("venue_id", "integer", (c) => c.references("venues.id"))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('scheduled', 'postponed', 'cancelled', 'played', 'forfeit')`),
    )
    .addColumn("home_goals", "integer")
    .addColumn("away_goals", "integer")
    .addColumn("home_halftime", "integer")
    .addColumn("away_halftime", "integer")
    // A knockout result: regular time, extra time or 7-metre throws (and then the throws scored).
    .addColumn("decided_by", "text", (c) => c.check(sql`decided_by in ('regular', 'extra-time', 'sevens')`))
    .addColumn("home_sevens", "integer")
    .addColumn("away_sevens", "integer")
    // The team that forfeited ('home' or 'away'); the competition's forfeit score counts for the table.
    .addColumn("forfeited_by", "text", (c) => c.check(sql`forfeited_by in ('home', 'away')`))
    // Raised by every saved result: a save that read an older version is refused, not lost.
    .addColumn("result_version", "integer", flag)
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("matches_competition")
    .on("matches")
    .columns(["competition_id", "round"])
    .execute();
  await db.schema.createIndex("matches_pool").on("matches").column("pool_id").execute();
  await db.schema.createIndex("matches_home").on("matches").column("home_entry_id").execute();
  await db.schema.createIndex("matches_away").on("matches").column("away_entry_id").execute();
  await db.schema.createIndex("matches_day").on("matches").columns(["match_date", "venue_id"]).execute();

  // Every saved result, the first and each correction: who, when, and the result before and after (JSON).
  await db.schema
    .createTable("match_result_changes")
    .addColumn("id", serial, id)
    .addColumn("match_id", "integer", (c) => c.notNull().references("matches.id"))
    .addColumn("changed_by", "text", (c) => c.notNull())
    .addColumn("changed_at", "text", (c) => c.notNull())
    .addColumn("before", "text")
    .addColumn("after", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("match_result_changes_match")
    .on("match_result_changes")
    .column("match_id")
    .execute();

  // Points an administrator adds or takes away from an entry in a pool, with the reason the table prints.
  await db.schema
    .createTable("standing_adjustments")
    .addColumn("id", serial, id)
    .addColumn("pool_id", "integer", (c) => c.notNull().references("competition_pools.id"))
    .addColumn("entry_id", "integer", (c) => c.notNull().references("competition_entries.id"))
    .addColumn("points", "integer", (c) => c.notNull().check(sql`points <> 0`))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("reason_fr", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("standing_adjustments_pool")
    .on("standing_adjustments")
    .column("pool_id")
    .execute();

  await addContentTriggers(db, COMPETITION_CONTENT_TABLES);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await dropContentTriggers(db, COMPETITION_CONTENT_TABLES);
  for (const table of [
    "standing_adjustments",
    "match_result_changes",
    "matches",
    "roster_places",
    "competition_entries",
    "competition_pools",
    "competition_stages",
    "competitions",
    "teams",
    "venues",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
