import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "../db.server";

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", pg ? "serial" : "integer", id)
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("client", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("handled_at", "text")
    .execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", pg ? "serial" : "integer", id)
    .addColumn("email", "text", (c) => c.notNull())
    // The trimmed, lower-cased address: one row per address in any letter case.
    .addColumn("email_key", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('pending', 'confirmed', 'unsubscribed')`),
    )
    .addColumn("confirm_token", "text", (c) => c.notNull().unique())
    .addColumn("unsubscribe_token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    // When the last confirmation e-mail was queued: a pending address gets at most one an hour.
    .addColumn("confirm_sent_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .execute();
  await db.schema
    .createIndex("newsletter_subscribers_status")
    .on("newsletter_subscribers")
    .columns(["status", "confirmed_at"])
    .execute();

  // Per-client counters of the rate limits (lib/rate-limit.server.ts): in the database, so every
  // server process counts the same requests.
  await db.schema
    .createTable("rate_events")
    .addColumn("id", pg ? "serial" : "integer", id)
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("client", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_events_bucket_client")
    .on("rate_events")
    .columns(["bucket", "client", "created_at"])
    .execute();

  // The one-click unsubscribe address of a newsletter e-mail (List-Unsubscribe, RFC 8058).
  await db.schema.alterTable("outbox").addColumn("list_unsubscribe", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("outbox").dropColumn("list_unsubscribe").execute();
  await db.schema.dropTable("rate_events").execute();
  await db.schema.dropTable("newsletter_subscribers").execute();
  await db.schema.dropTable("contact_messages").execute();
}
