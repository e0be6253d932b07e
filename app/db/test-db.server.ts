import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { parseConfig } from "~/lib/config";
import { prepareDatabase } from "../../server/prepare-database";
import { openDb } from "./db.server";

/** The configuration tests run with; the secret is fixed so nothing is written under ./data. */
export const testConfig = parseConfig({ SESSION_SECRET: "test-secret-test-secret-test-secret-test" });

/** A fresh, migrated database for one test file (see createEmptyTestDb). */
export async function createTestDb() {
  const testDb = await createEmptyTestDb();
  await prepareDatabase(testDb.db, testConfig);
  return testDb;
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
