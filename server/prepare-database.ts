import { sql } from "kysely";
import { type Db, isPostgres } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { migrateAuth } from "~/features/accounts/index.server";
import type { Config } from "~/lib/config";

/** An arbitrary key: every process of the site takes this PostgreSQL advisory lock while it migrates. */
const PREPARE_LOCK = 720_451_913;

/**
 * Our migrations, then better-auth's tables; both are no-ops when the schema is current. Several
 * processes starting at once on PostgreSQL take turns (better-auth's table creation has no lock of its
 * own); SQLite serialises writers by itself.
 */
export async function prepareDatabase(db: Db, config: Config) {
  if (!isPostgres(db)) return migrate(db, config);
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(connection);
    try {
      await migrate(db, config);
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(connection);
    }
  });
}

async function migrate(db: Db, config: Config) {
  await migrateToLatest(db);
  await migrateAuth(db, config);
}
