import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "../db.server";

/**
 * Season memberships (docs/memberships.md, decision 029): the association's set-up (seasons, membership
 * types, clubs, the versioned documents members accept) and the people, their memberships and consents.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const serial = pg ? "serial" : "integer";
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  // Days ("2026-09-01") in the association's zone, both included; the service keeps seasons apart.
  await db.schema
    .createTable("seasons")
    .addColumn("id", serial, id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("starts_on", "text", (c) => c.notNull())
    .addColumn("ends_on", "text", (c) => c.notNull())
    .addColumn("concussion_required", "integer", flag)
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("seasons_dates", sql`starts_on <= ends_on`)
    .execute();

  await db.schema
    .createTable("membership_types")
    .addColumn("id", serial, id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_fr", "text", (c) => c.notNull())
    .addColumn("fee_cents", "integer", (c) => c.notNull().check(sql`fee_cents >= 0`))
    .addColumn("age_rule", "text", (c) => c.notNull().check(sql`age_rule in ('youth', 'adult', 'any')`))
    .addColumn("can_play", "integer", flag)
    .addColumn("can_coach", "integer", flag)
    .addColumn("can_officiate", "integer", flag)
    .addColumn("can_vote", "integer", flag)
    .addColumn("hidden", "integer", flag)
    .addColumn("sort_order", "integer", flag)
    .execute();

  // "Unattached" is a membership without a club, not a row.
  await db.schema
    .createTable("clubs")
    .addColumn("id", serial, id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("hidden", "integer", flag)
    .execute();

  // A version is never updated or deleted: consents point at the text that was accepted.
  await db.schema
    .createTable("documents")
    .addColumn("id", serial, id)
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('waiver', 'code-of-conduct', 'concussion')`),
    )
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("body_fr", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // The administrator's account id; null for the seed's first versions.
    .addColumn("created_by", "text")
    .addUniqueConstraint("documents_kind_version", ["kind", "version"])
    .execute();

  // A person, managed by an account (a guardian's account manages their children).
  await db.schema
    .createTable("members")
    .addColumn("id", serial, id)
    .addColumn("member_number", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("date_of_birth", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("province", "text", (c) => c.notNull())
    .addColumn("postal_code", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("emergency_name", "text", (c) => c.notNull())
    .addColumn("emergency_phone", "text", (c) => c.notNull())
    // null for an adult managing their own membership.
    .addColumn("guardian_name", "text")
    .addColumn("guardian_email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("members_user").on("members").column("user_id").execute();

  await db.schema
    .createTable("memberships")
    .addColumn("id", serial, id)
    .addColumn("member_id", "integer", (c) => c.notNull().references("members.id"))
    .addColumn("season_id", "integer", (c) => c.notNull().references("seasons.id"))
    .addColumn("type_id", "integer", (c) => c.notNull().references("membership_types.id"))
    .addColumn("club_id", "integer", (c) => c.references("clubs.id"))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('awaiting-payment', 'active', 'cancelled', 'expired')`),
    )
    .addColumn("order_id", "integer")
    .addColumn("reminder_sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("activated_at", "text")
    .addUniqueConstraint("memberships_member_season", ["member_id", "season_id"])
    .execute();
  await db.schema
    .createIndex("memberships_season_status")
    .on("memberships")
    .columns(["season_id", "status"])
    .execute();
  await db.schema.createIndex("memberships_order").on("memberships").column("order_id").execute();

  // Only ever inserted: a new acceptance supersedes, never edits, an earlier one.
  await db.schema
    .createTable("consents")
    .addColumn("id", serial, id)
    .addColumn("membership_id", "integer", (c) => c.notNull().references("memberships.id"))
    .addColumn("document_id", "integer", (c) => c.notNull().references("documents.id"))
    .addColumn("accepted_by_name", "text", (c) => c.notNull())
    .addColumn("accepted_by_email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('member', 'guardian')`))
    .addColumn("accepted_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("consents_membership").on("consents").column("membership_id").execute();

  // What was published and what was accepted is evidence: the database itself refuses to change it.
  if (pg) {
    await sql`create function refuse_update() returns trigger language plpgsql as $$
      begin raise exception '% rows are only ever inserted', tg_table_name; end $$`.execute(db);
  }
  for (const table of ["documents", "consents"]) {
    await sql
      .raw(
        pg
          ? `create trigger ${table}_insert_only before update on ${table} for each row execute function refuse_update()`
          : `create trigger ${table}_insert_only before update on ${table} begin select raise(abort, '${table} rows are only ever inserted'); end`,
      )
      .execute(db);
  }

  await db.schema
    .alterTable("events")
    .addColumn("requires_membership", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("events").dropColumn("requires_membership").execute();
  for (const table of [
    "consents",
    "memberships",
    "members",
    "documents",
    "clubs",
    "membership_types",
    "seasons",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  if (isPostgres(db)) await sql`drop function refuse_update()`.execute(db);
}
