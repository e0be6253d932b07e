import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "../db.server";
import { addContentTriggers, dropContentTriggers } from "./0016_content_version";

/**
 * The sponsors of the home page and the board of directors of the About page (docs/sponsors-and-board.md,
 * decision 063), both edited at /admin. Both are public content: a write raises the content version.
 */
export const ASSOCIATION_CONTENT_TABLES = ["sponsors", "board_members"];

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const serial = pg ? "serial" : "integer";

  await db.schema
    .createTable("sponsors")
    .addColumn("id", serial, id)
    .addColumn("name", "text", (c) => c.notNull())
    // An upload (/uploads/…), a picture the site ships, or an https:// address.
    .addColumn("logo", "text", (c) => c.notNull())
    // An http(s) address, or null: the logo is then shown without a link.
    .addColumn("link", "text")
    .addColumn("tier", "text", (c) => c.notNull().check(sql`tier in ('platinum', 'gold', 'silver')`))
    // The place within its tier, smallest first (ties: the older row first).
    .addColumn("position", "integer", (c) => c.notNull())
    // Calendar days in the association's zone, both included; null: no limit on that side.
    .addColumn("active_from", "text")
    .addColumn("active_to", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sponsors_tier_position")
    .on("sponsors")
    .columns(["tier", "position"])
    .execute();

  await db.schema
    .createTable("board_members")
    .addColumn("id", serial, id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("title_fr", "text", (c) => c.notNull())
    // A few words about the person, in each language; empty: none shown.
    .addColumn("bio", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("bio_fr", "text", (c) => c.notNull().defaultTo(""))
    // An upload or an https:// address, or null: the page shows the person's initials.
    .addColumn("photo", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await addContentTriggers(db, ASSOCIATION_CONTENT_TABLES);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await dropContentTriggers(db, ASSOCIATION_CONTENT_TABLES);
  await db.schema.dropTable("board_members").execute();
  await db.schema.dropTable("sponsors").execute();
}
