import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "../db.server";

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  // Forgot-password and newsletter requests, answered at once and turned into an e-mail (or nothing)
  // afterwards (lib/email/requests.server.ts, decision 014).
  await db.schema
    .createTable("email_requests")
    .addColumn("id", pg ? "serial" : "integer", id)
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('password-reset', 'newsletter')`))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("email_requests").execute();
}
