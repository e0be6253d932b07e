import type { Kysely } from "kysely";

/**
 * The language each record was made in, so mail sent about it later goes out in that language
 * (docs/email.md). Rows made before are English, the only language the site had. The `user` table's
 * column is better-auth's additional field `locale` (accounts/auth.server.ts): better-auth creates that
 * table after these migrations and adds the column itself.
 */
const TABLES = [
  "registrations",
  "orders",
  "contact_messages",
  "newsletter_subscribers",
  // A newsletter request becomes a subscription only when the e-mail sender handles it.
  "email_requests",
] as const;

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("locale").execute();
}
