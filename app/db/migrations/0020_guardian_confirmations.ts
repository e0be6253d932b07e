import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "../db.server";

/**
 * A guardian's consent as declared by the account that gave it, until the named guardian confirms it from
 * their own e-mail (decision 038, docs/security.md #40). Consents stay insert-only: each one given for a
 * minor points at the declaration it belongs to, whose one change is its confirmation.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable("guardian_confirmations")
    .addColumn("id", pg ? "serial" : "integer", id)
    .addColumn("membership_id", "integer", (c) => c.notNull().references("memberships.id"))
    // The account that declared the consent, as it was then.
    .addColumn("declared_by_user_id", "text", (c) => c.notNull())
    .addColumn("declared_by_name", "text", (c) => c.notNull())
    .addColumn("declared_by_email", "text", (c) => c.notNull())
    .addColumn("declared_at", "text", (c) => c.notNull())
    // The guardian the form named, who confirms.
    .addColumn("guardian_name", "text", (c) => c.notNull())
    .addColumn("guardian_email", "text", (c) => c.notNull())
    // The e-mail's language and link; no token when the account holder is the guardian (confirmed at once).
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("token", "text", (c) => c.unique())
    .addColumn("expires_at", "text")
    .addColumn("confirmed_at", "text")
    .execute();
  await db.schema
    .createIndex("guardian_confirmations_membership")
    .on("guardian_confirmations")
    .column("membership_id")
    .execute();
  await db.schema
    .alterTable("consents")
    .addColumn("confirmation_id", "integer", (c) => c.references("guardian_confirmations.id"))
    .execute();
  // A confirmation is evidence too: once given, the database refuses to change it.
  if (pg) {
    await sql`create function refuse_confirmed_update() returns trigger language plpgsql as $$
      begin raise exception 'a confirmed guardian consent is never changed'; end $$`.execute(db);
    await sql`create trigger guardian_confirmations_once before update on guardian_confirmations
      for each row when (old.confirmed_at is not null) execute function refuse_confirmed_update()`.execute(
      db,
    );
  } else {
    await sql`create trigger guardian_confirmations_once before update on guardian_confirmations
      when old.confirmed_at is not null
      begin select raise(abort, 'a confirmed guardian consent is never changed'); end`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("consents").dropColumn("confirmation_id").execute();
  await db.schema.dropTable("guardian_confirmations").execute();
  if (isPostgres(db)) await sql`drop function refuse_confirmed_update()`.execute(db);
}
