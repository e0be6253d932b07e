import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from "kysely";
import { LRUCache } from "lru-cache";
import pg from "pg";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

export function isPostgresUrl(databaseUrl: string) {
  return /^postgres(ql)?:\/\//.test(databaseUrl);
}

/** Opens SQLite for `file:` URLs (durable settings, see docs/security.md #22) and PostgreSQL otherwise. */
export function openDb(databaseUrl: string): Db {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection closed by the server (restart, failover) must not crash the process: the pool
    // replaces it on the next query.
    pool.on("error", (error) => {
      console.error(
        JSON.stringify({ level: "error", msg: "idle database connection lost", error: error.message }),
      );
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = databaseUrl.replace(/^file:/, "");
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Kysely prepares every query it runs; preparing costs more than running the small queries of a page
 * (npm run bench:profile), so each text is prepared once and kept, the least recently used first to go. A
 * statement still being read (a stream) is not shared: that query gets one of its own.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 });
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const kept = statements.get(text);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(text);
      if (!kept) statements.set(text, statement);
      return statement;
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version.
export function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
