import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "../db.server";
import { addContentTriggers, dropContentTriggers } from "./0016_content_version";

/**
 * News posts (docs/news.md, decision 062): written by administrators in English and French, a draft or
 * published from `published_at` (a UTC instant, ISO text like every other instant here). A published post
 * whose moment is still to come is scheduled: the pages and the feeds show it from that moment on.
 */

/** What the news pages, the home page and the feeds read: a write raises the content version. */
export const NEWS_CONTENT_TABLES = ["news_posts"];

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable("news_posts")
    .addColumn("id", pg ? "serial" : "integer", id)
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("title_fr", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("summary_fr", "text", (c) => c.notNull())
    // Markdown as the administrator typed it; the pages and the feeds render it through lib/markdown.server.
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("body_fr", "text", (c) => c.notNull())
    // An upload's or an https address; null: the post has no picture.
    .addColumn("image", "text")
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // The public list, newest first, and the next scheduled moment read this index alone.
  await db.schema
    .createIndex("news_posts_status_published_at")
    .on("news_posts")
    .columns(["status", "published_at", "id"])
    .execute();
  await addContentTriggers(db, NEWS_CONTENT_TABLES);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await dropContentTriggers(db, NEWS_CONTENT_TABLES);
  await db.schema.dropTable("news_posts").execute();
}
