import type { Kysely } from "kysely";
import { isPostgres } from "../db.server";

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  await db.schema
    .createTable("sign_in_failures")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("account", "text", (c) => c.notNull())
    .addColumn("client", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sign_in_failures_account")
    .on("sign_in_failures")
    .columns(["account", "created_at"])
    .execute();
  await db.schema
    .createIndex("sign_in_failures_client")
    .on("sign_in_failures")
    .columns(["client", "created_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("sign_in_failures").execute();
}
