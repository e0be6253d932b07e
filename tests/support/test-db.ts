import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type Db, openDb } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { parseConfig } from "~/lib/config";
import { prepareDatabase } from "../../server/prepare-database";

/** The configuration tests run with; the secret is fixed so nothing is written under ./data. */
export const testConfig = parseConfig({ SESSION_SECRET: "test-secret-test-secret-test-secret-test" });

/** A fresh, migrated database (see createEmptyTestDb). */
async function createTestDb() {
  const testDb = await createEmptyTestDb();
  await prepareDatabase(testDb.db, testConfig);
  return testDb;
}

/** The dialect the database tests run on, named in their titles. */
export const testDialect = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

/**
 * A fresh migrated database for the tests of the file (or of the `describe` it is called in): made
 * before the first, destroyed after the last, with the tables in `clean` emptied before each test
 * (children first). `seed` runs once, after the migrations. Read `.db` and `.url` inside hooks and tests.
 */
export function setupTestDb({
  clean = [],
  seed,
}: {
  clean?: (keyof Database)[];
  seed?: (db: Db) => Promise<void>;
} = {}) {
  let testDb: Awaited<ReturnType<typeof createTestDb>> | undefined;
  const current = () => {
    if (!testDb) throw new Error("The test database is made in beforeAll: read it inside a hook or a test.");
    return testDb;
  };
  beforeAll(async () => {
    testDb = await createTestDb();
    await seed?.(testDb.db);
  }, 60_000);
  afterAll(async () => {
    await testDb?.destroy();
  });
  beforeEach(async () => {
    for (const table of clean) await current().db.deleteFrom(table).execute();
  });
  return {
    get db() {
      return current().db;
    },
    get url() {
      return current().url;
    },
  };
}

/**
 * A fresh, empty database: a new database on the PostgreSQL server named by TEST_DATABASE_URL when it
 * is set, otherwise a new SQLite file in a temporary folder.
 */
export async function createEmptyTestDb() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = openDb(url.toString());
    return {
      db,
      dialect: "postgres" as const,
      url: url.toString(),
      async destroy() {
        await db.destroy();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "handball-db-"));
  const url = `file:${join(dir, "test.db")}`;
  const db = openDb(url);
  return {
    db,
    dialect: "sqlite" as const,
    url,
    async destroy() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
