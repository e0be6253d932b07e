import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "../db.server";

/**
 * Consent and unsubscribing (docs/consent.md, decision 061). `email_lists`: one row per address and list
 * other than the newsletter (whose double opt-in keeps its own table), with the token of the address's
 * unsubscribe link for that list and, once it withdrew, when. `consent_records`: each consent given and
 * withdrawn, with when and how; only ever inserted.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const serial = pg ? "serial" : "integer";

  await db.schema
    .createTable("email_lists")
    .addColumn("id", serial, id)
    // The trimmed, lower-cased address.
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("list", "text", (c) => c.notNull().check(sql`list in ('member-news')`))
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    // Null while the address may receive the list.
    .addColumn("unsubscribed_at", "text")
    .addUniqueConstraint("email_lists_address_list", ["email_key", "list"])
    .execute();

  await db.schema
    .createTable("consent_records")
    .addColumn("id", serial, id)
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("list", "text", (c) => c.notNull().check(sql`list in ('newsletter', 'member-news')`))
    .addColumn("change", "text", (c) => c.notNull().check(sql`change in ('given', 'withdrawn')`))
    .addColumn("how", "text", (c) =>
      c
        .notNull()
        .check(
          sql`how in ('newsletter-confirmation', 'membership-sign-up', 'account-page', 'unsubscribe-link', 'one-click')`,
        ),
    )
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("consent_records_address")
    .on("consent_records")
    .columns(["email_key", "recorded_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("consent_records").execute();
  await db.schema.dropTable("email_lists").execute();
}
