// The server's SQLite database as the browser tests read it, and the few writes a test makes to set a
// scene. The server keeps it open too (WAL), so both can.
import { expect } from "@playwright/test";
import Database from "better-sqlite3";
import { DB_FILE } from "./env";

/** Runs `fn` with the server's database (the server keeps it open too: WAL, so both can). */
export function withDb<T>(fn: (db: Database.Database) => T, file = DB_FILE): T {
  const db = new Database(file, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** Forgets the rate-limit counts of these buckets (the fixtures do so before every test). */
export function resetRateLimits(buckets: string[]) {
  withDb((db) =>
    db
      .prepare(`DELETE FROM rate_events WHERE bucket IN (${buckets.map(() => "?").join(", ")})`)
      .run(...buckets),
  );
}

type UserRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: number;
  role: string | null;
  lastSignInAt: string | null;
};

export function usersWithEmail(email: string, file = DB_FILE) {
  return withDb((db) => db.prepare('SELECT * FROM "user" WHERE email = ?').all(email) as UserRow[], file);
}

export function userByEmail(email: string, file = DB_FILE) {
  const rows = usersWithEmail(email, file);
  expect(rows, `users with the address ${email}`).toHaveLength(1);
  return rows[0] as UserRow;
}

export function setRoleInDb(email: string, role: string) {
  const changed = withDb(
    (db) => db.prepare('UPDATE "user" SET role = ? WHERE email = ?').run(role, email).changes,
  );
  expect(changed, `users updated for ${email}`).toBe(1);
}

export function sessionCount(userId: string) {
  return withDb(
    (db) =>
      (db.prepare('SELECT count(*) AS n FROM "session" WHERE userId = ?').get(userId) as { n: number }).n,
  );
}
