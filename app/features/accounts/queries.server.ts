import type { Db } from "~/db/db.server";
import { roleOf, SIGN_IN_WINDOW_MS } from "./rules";

export async function findUserByEmail(db: Db, email: string) {
  const row = await db
    .selectFrom("user")
    .select(["id", "email", "name", "role"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  return row ? { ...row, role: roleOf(row.role) } : undefined;
}

export async function setRole(db: Db, userId: string, role: "admin" | "user") {
  await db
    .updateTable("user")
    .set({ role, updatedAt: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}

function iso(value: string | Date | null) {
  if (value === null) return null;
  return new Date(value).toISOString();
}

/** One page of users, newest first, with the total for the pager. Two queries whatever the page size. */
export async function listUsers(db: Db, { offset, perPage }: { offset: number; perPage: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("user")
      .select(["id", "email", "name", "role", "createdAt", "lastSignInAt"])
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(perPage)
      .offset(offset)
      .execute(),
    db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.n),
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: roleOf(row.role),
      createdAt: iso(row.createdAt) as string,
      lastSignInAt: iso(row.lastSignInAt),
    })),
  };
}

export async function recentSignInFailures(db: Db, account: string, client: string, now: Date) {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  const count = (column: "account" | "client", value: string) =>
    db
      .selectFrom("sign_in_failures")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(column, "=", value)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const [byAccount, byClient] = await Promise.all([count("account", account), count("client", client)]);
  return { account: byAccount, client: byClient };
}

export async function recordSignInFailure(db: Db, account: string, client: string, now: Date) {
  await db
    .insertInto("sign_in_failures")
    .values({ account, client, created_at: now.toISOString() })
    .execute();
}

/** A successful sign-in forgives the account's earlier failures; the client's stay counted. */
export async function clearAccountFailures(db: Db, account: string) {
  await db.deleteFrom("sign_in_failures").where("account", "=", account).execute();
}

/** Old failures no longer count; removing them keeps the table small. */
export async function pruneSignInFailures(db: Db, now: Date) {
  const before = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  await db.deleteFrom("sign_in_failures").where("created_at", "<", before).execute();
}
