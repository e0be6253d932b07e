import type { Kysely } from "kysely";
import { addContentTriggers, dropContentTriggers } from "./0016_content_version";

/**
 * The words a board changes each year (docs/site-texts.md, decision 064): one row per page (home, about,
 * faq) holding, as JSON, the fields and list that differ from the catalogue's defaults. `version` goes up
 * with every save, so a save made from a page read before another administrator's save is refused, not lost.
 * The public pages read it: a write raises the page cache's content version.
 */
export const SITE_TEXT_CONTENT_TABLES = ["site_texts"];

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("site_texts")
    .addColumn("page", "text", (c) => c.primaryKey())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await addContentTriggers(db, SITE_TEXT_CONTENT_TABLES);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await dropContentTriggers(db, SITE_TEXT_CONTENT_TABLES);
  await db.schema.dropTable("site_texts").execute();
}
