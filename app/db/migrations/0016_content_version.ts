import { type Kysely, sql } from "kysely";
import { isPostgres } from "../db.server";

/**
 * The version of what the public pages show (docs/performance.md, decision 034): one row whose number goes
 * up with every committed write to a table those pages read. The page cache keeps a page only for the version
 * it was rendered at, so a change is on every process's next request. Triggers, not calls in the services,
 * so that no write path (a form, a job, a script, a test's own SQL) can forget it.
 */
export const CONTENT_TABLES = [
  "events",
  "registrations",
  "waitlist_entries",
  "products",
  "product_variants",
  "settings",
  "seasons",
  "membership_types",
  "clubs",
] as const;

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", pg ? "bigint" : "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("content_version").values({ id: 1, version: 1 }).execute();

  if (pg) {
    // Deferred to the commit and once per transaction: the row is locked only for the commit's last
    // moment, after every other lock the transaction took, so it adds no wait cycle (no deadlock).
    await sql`create function bump_content_version() returns trigger language plpgsql as $$
      begin
        if coalesce(current_setting('app.content_bumped', true), '') <> 'on' then
          perform set_config('app.content_bumped', 'on', true);
          update content_version set version = version + 1 where id = 1;
        end if;
        return null;
      end $$`.execute(db);
  }
  await addContentTriggers(db, CONTENT_TABLES);
}

/** Makes every committed write to these tables raise the content version (later migrations' tables too). */
// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function addContentTriggers(db: Kysely<any>, tables: readonly string[]) {
  const pg = isPostgres(db);
  for (const table of tables) {
    if (pg) {
      await sql
        .raw(
          `create constraint trigger ${table}_content_version after insert or update or delete on ${table}
           deferrable initially deferred for each row execute function bump_content_version()`,
        )
        .execute(db);
      continue;
    }
    // SQLite has one writer at a time: a plain trigger per statement kind.
    for (const change of ["insert", "update", "delete"])
      await sql
        .raw(
          `create trigger ${table}_content_version_${change} after ${change} on ${table}
           begin update content_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
  }
}

/** Undoes addContentTriggers. */
// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function dropContentTriggers(db: Kysely<any>, tables: readonly string[]) {
  const pg = isPostgres(db);
  for (const table of tables)
    for (const name of pg
      ? [`${table}_content_version`]
      : ["insert", "update", "delete"].map((change) => `${table}_content_version_${change}`))
      await sql.raw(pg ? `drop trigger ${name} on ${table}` : `drop trigger ${name}`).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await dropContentTriggers(db, CONTENT_TABLES);
  if (isPostgres(db)) await sql`drop function bump_content_version()`.execute(db);
  await db.schema.dropTable("content_version").execute();
}
