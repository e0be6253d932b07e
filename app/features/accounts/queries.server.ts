import { expressionBuilder, sql } from "kysely";
import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import { type PageWindow, pageOf } from "~/db/paging.server";
import type { AccountChangeKind, Database } from "~/db/schema";
import type { Locale } from "~/lib/i18n";
import { RESET_IDENTIFIER_PREFIX, roleOf, SIGN_IN_WINDOW_MS } from "./rules";

export async function findUserByEmail(db: Db, email: string) {
  const row = await db
    .selectFrom("user")
    .select(["id", "email", "name", "role"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  return row ? { ...row, role: roleOf(row.role) } : undefined;
}

/**
 * An account with no credential row (better-auth's `account` table), so nobody can sign in with it: the
 * managing accounts of the opt-in demo members (scripts/lib/demo-members.ts).
 */
export async function insertAccountWithoutPassword(
  db: Db,
  user: { id: string; name: string; email: string; locale: Locale },
  now: Date,
) {
  const stamp = now.toISOString();
  await db
    .insertInto("user")
    .values({
      ...user,
      email: user.email.toLowerCase(),
      emailVerified: 0,
      role: "user",
      lastSignInAt: null,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .execute();
}

export async function userExists(db: Db, id: string) {
  return (await db.selectFrom("user").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

export async function setRole(db: Db, userId: string, role: "admin" | "user") {
  await db
    .updateTable("user")
    .set({ role, updatedAt: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}

/**
 * The ids of the accounts whose address matches `pattern` (a LIKE pattern in lower case, escaped with
 * a backslash), as a subquery another feature's query filters by in SQL, so that it still filters and pages
 * in one query: `.where("user_id", "in", accountIdsWithEmailLike(pattern))`. It is built apart from any
 * `db`, so a plugin counting the queries sent counts it with the query that holds it, not as one of its own.
 */
export function accountIdsWithEmailLike(pattern: string) {
  return expressionBuilder<Database>()
    .selectFrom("user")
    .select("user.id")
    .where(sql<boolean>`lower(${sql.ref("user.email")}) like ${pattern} escape '\\'`);
}

/** How many ids one `in (...)` list holds at most: far below what either database accepts in one statement. */
const IDS_PER_QUERY = 500;

/** The name, address and language of the accounts among `userIds`, in any order: one query per 500 ids. */
export async function listAccountContacts(db: Db, userIds: readonly string[]) {
  const ids = [...new Set(userIds)];
  const rows = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY)
    rows.push(
      ...(await db
        .selectFrom("user")
        .select(["id", "name", "email", "locale"])
        .where("id", "in", ids.slice(start, start + IDS_PER_QUERY))
        .execute()),
    );
  return rows;
}

/** The name, address and language of one account; undefined for an unknown id. */
export async function getAccountContact(db: Db, userId: string) {
  const [account] = await listAccountContacts(db, [userId]);
  return account;
}

export async function findUserLocale(db: Db, userId: string) {
  const row = await db.selectFrom("user").select("locale").where("id", "=", userId).executeTakeFirst();
  return row?.locale;
}

export async function setUserLocale(db: Db, userId: string, locale: Locale) {
  await db
    .updateTable("user")
    .set({ locale, updatedAt: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}

export async function recordSignIn(db: Db, userId: string, now: Date) {
  await db.updateTable("user").set({ lastSignInAt: now.toISOString() }).where("id", "=", userId).execute();
}

function iso(value: string | Date | null) {
  if (value === null) return null;
  return new Date(value).toISOString();
}

/** One page of users, newest first, with the total for the pager. Two queries whatever the page size. */
export async function listUsers(db: Db, window: PageWindow) {
  const { rows, total } = await pageOf(
    db,
    "user",
    db
      .selectFrom("user")
      .select(["id", "email", "name", "role", "createdAt", "lastSignInAt", "closedAt"])
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc"),
    window,
  );
  return {
    total,
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: roleOf(row.role),
      createdAt: iso(row.createdAt) as string,
      lastSignInAt: iso(row.lastSignInAt),
      closedAt: iso(row.closedAt),
    })),
  };
}

/** Records a sign-in attempt before its password is checked; a failure keeps it, a success or a refusal removes it. */
export function recordSignInAttempt(db: Db, account: string, client: string, now: Date) {
  return insertReturningId(db, "sign_in_failures", { account, client, created_at: now.toISOString() });
}

/** Attempts still counted in the window (this one included): per account and client, client, account. */
export async function recentSignInAttempts(db: Db, account: string, client: string, now: Date) {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  const row = await db
    .selectFrom("sign_in_failures")
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb("account", "=", account), eb("client", "=", client)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("accountClient"),
      eb.fn.sum<number>(eb.case().when("client", "=", client).then(1).else(0).end()).as("client"),
      eb.fn.sum<number>(eb.case().when("account", "=", account).then(1).else(0).end()).as("account"),
    ])
    .where((eb) => eb.or([eb("account", "=", account), eb("client", "=", client)]))
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return {
    accountClient: Number(row.accountClient),
    client: Number(row.client),
    account: Number(row.account),
  };
}

export async function removeSignInAttempt(db: Db, id: number) {
  await db.deleteFrom("sign_in_failures").where("id", "=", id).execute();
}

/** A successful sign-in forgives the account's failures from that client; other clients' stay counted. */
export async function forgiveSignInFailures(db: Db, account: string, client: string) {
  await db
    .deleteFrom("sign_in_failures")
    .where("account", "=", account)
    .where("client", "=", client)
    .execute();
}

/** Old failures no longer count; removing them keeps the table small. */
export async function pruneSignInFailures(db: Db, now: Date) {
  const before = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  await db.deleteFrom("sign_in_failures").where("created_at", "<", before).execute();
}

/** Ends every outstanding reset link of the user (better-auth keeps them as `reset-password:` rows). */
export async function endResetLinks(db: Db, userId: string) {
  await db
    .deleteFrom("verification")
    .where("identifier", "like", `${RESET_IDENTIFIER_PREFIX}%`)
    .where("value", "=", userId)
    .execute();
}

/** The account's own row as its data download shows it (decision 033). */
export async function exportUser(db: Db, userId: string) {
  return db
    .selectFrom("user")
    .select(["name", "email", "emailVerified", "locale", "createdAt"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** The hash of the account's password; undefined for an account without one (a demo member's guardian). */
export async function findPasswordHash(db: Db, userId: string) {
  const row = await db
    .selectFrom("account")
    .select("password")
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  return row?.password ?? undefined;
}

export async function setUserName(db: Db, userId: string, name: string, now: Date) {
  await db.updateTable("user").set({ name, updatedAt: now.toISOString() }).where("id", "=", userId).execute();
}

/** The address is proven the account's: its owner opened a link sent to it. */
export async function markEmailVerified(db: Db, userId: string) {
  await db.updateTable("user").set({ emailVerified: 1 }).where("id", "=", userId).execute();
}

/**
 * Closes the account (decision 052): its name and address are replaced, so that the address can sign up
 * again and nothing personal stays; its sessions, its password and its outstanding links end. The row stays,
 * marked closed, because the association's records (paid orders and memberships) name it.
 */
export async function closeUser(db: Db, userId: string, closedEmail: string, now: Date) {
  const stamp = now.toISOString();
  await db
    .updateTable("user")
    .set({ name: "", email: closedEmail, emailVerified: 0, closedAt: stamp, updatedAt: stamp })
    .where("id", "=", userId)
    .execute();
  await db.deleteFrom("session").where("userId", "=", userId).execute();
  await db.deleteFrom("account").where("userId", "=", userId).execute();
  await db.deleteFrom("verification").where("value", "=", userId).execute();
}

export async function insertAccountChange(
  db: Db,
  change: { userId: string; kind: AccountChangeKind; page: string; at: Date },
) {
  await db
    .insertInto("account_changes")
    .values({
      user_id: change.userId,
      kind: change.kind,
      page: change.page,
      created_at: change.at.toISOString(),
    })
    .execute();
}

/** The newest `limit` changes of an account, newest first. */
export async function listAccountChanges(db: Db, userId: string, limit: number) {
  return db
    .selectFrom("account_changes")
    .select(["kind", "page", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** The newest change of each account among `userIds` (a page of the users list): one query. */
export async function listLatestAccountChanges(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom("account_changes")
    .select(["user_id", "kind", "created_at"])
    .where("id", "in", (eb) =>
      eb
        .selectFrom("account_changes")
        .select((inner) => inner.fn.max("id").as("id"))
        .where("user_id", "in", [...userIds])
        .groupBy("user_id"),
    )
    .execute();
}

export async function findUserEmail(db: Db, userId: string) {
  const row = await db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
  return row?.email;
}
