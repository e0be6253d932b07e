import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { isPostgres } from "../db.server";
import { addContentTriggers, dropContentTriggers } from "./0016_content_version";

/**
 * Referees and table officials (docs/competitions.md "Referees and table officials", decision 065): who is
 * assigned to a match in which role, and each official's secret iCalendar feed. Membership types already
 * carry `can_officiate` (migration 0015), which decides who may be assigned.
 */

/** A match's officials show (adults only, by name) on the public pages: a write raises the content version. */
export const OFFICIAL_CONTENT_TABLES = ["match_officials"];

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  // One row per official of a match: a role's slot is taken once (two referees: slots 1 and 2), and a
  // person holds one role in a match. Double bookings across matches are refused by the service under a
  // lock per person (decision 065); no constraint can see two matches' times.
  await db.schema
    .createTable("match_officials")
    .addColumn("id", pg ? "serial" : "integer", id)
    .addColumn("match_id", "integer", (c) => c.notNull().references("matches.id").onDelete("cascade"))
    .addColumn("member_id", "integer", (c) => c.notNull().references("members.id"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("slot", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addUniqueConstraint("match_officials_role_slot", ["match_id", "role", "slot"])
    .addUniqueConstraint("match_officials_person", ["match_id", "member_id"])
    .execute();
  await db.schema
    .createIndex("match_officials_member")
    .on("match_officials")
    .columns(["member_id", "match_id"])
    .execute();

  // An official's personal feed: a random token in its address, replaced or removed from the account page.
  await db.schema
    .createTable("official_feeds")
    .addColumn("member_id", "integer", (c) => c.primaryKey().references("members.id"))
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await addContentTriggers(db, OFFICIAL_CONTENT_TABLES);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await dropContentTriggers(db, OFFICIAL_CONTENT_TABLES);
  await db.schema.dropTable("official_feeds").execute();
  await db.schema.dropTable("match_officials").execute();
}
