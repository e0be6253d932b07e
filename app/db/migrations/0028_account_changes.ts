import type { Kysely } from "kysely";
import { isPostgres } from "../db.server";

/**
 * What members change in their own account (decision 052): one row per change, with its kind, the page it
 * came from and when, read by the administrators on the member's record and the users page. It names no
 * value: no password, token or address is ever written here.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  await db.schema
    .createTable("account_changes")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("account_changes_user")
    .on("account_changes")
    .columns(["user_id", "created_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("account_changes").execute();
}
