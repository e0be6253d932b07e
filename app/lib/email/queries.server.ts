import type { ExpressionBuilder, Insertable, Selectable, SelectQueryBuilder } from "kysely";
import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { Database, EmailRequestKind, OutboxStatus, OutboxTable } from "~/db/schema";
import type { Locale } from "../i18n";

export type OutboxRow = Selectable<OutboxTable>;

/** Stamps a claim for `claimMs`; a free row has no claim or one that has expired. */
const claimUntil = (now: Date, claimMs: number) => new Date(now.getTime() + claimMs).toISOString();

/** Nobody holds a live claim on the row at `at`: none was taken, or its holder let it lapse. */
const unclaimed = (at: string) => (eb: ExpressionBuilder<Database, "outbox" | "email_requests">) =>
  eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]);

/** A message the sender may take at `at`: pending, due, and not claimed. */
const due = (at: string) => (eb: ExpressionBuilder<Database, "outbox">) =>
  eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", at), unclaimed(at)(eb)]);

// No bodies: they can hold password-reset links, which not even an admin should read.
const LISTED_COLUMNS = [
  "id",
  "kind",
  "to_address",
  "subject",
  "status",
  "attempts",
  "last_error",
  "created_at",
  "next_attempt_at",
  "sent_at",
] as const;

/** One page of the outbox, newest first, with the number of messages in all pages (page starts at 1). */
export async function listOutbox(
  db: Db,
  { status, page, perPage }: { status?: OutboxStatus; page: number; perPage: number },
) {
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1)
    throw new RangeError("page and perPage must be positive integers");
  const matching = status ? db.selectFrom("outbox").where("status", "=", status) : db.selectFrom("outbox");
  const [rows, count] = await Promise.all([
    matching
      .select(LISTED_COLUMNS)
      .orderBy("id", "desc")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    matching.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL counts in bigint, which pg returns as a string.
  return { rows, total: Number(count.total) };
}

/** The dashboard's count of the messages that failed for good. */
export async function countFailedEmails(db: Db) {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "failed")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The messages among `ids` (a subquery another area builds over its own table, selecting `outbox_id`, as
 * announcements do for an announcement's recipients), counted by status: one query however many.
 */
export async function countEmailsByStatusAmong<T extends keyof Database>(
  db: Db,
  ids: SelectQueryBuilder<Database, T, { outbox_id: number | null }>,
) {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll().as("n")])
    .where("id", "in", ids)
    .groupBy("status")
    .execute();
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The failed messages among `ids` (as above), newest first, at most `limit`: address, error, when. */
export function listFailedEmailsAmong<T extends keyof Database>(
  db: Db,
  ids: SelectQueryBuilder<Database, T, { outbox_id: number | null }>,
  limit: number,
) {
  return db
    .selectFrom("outbox")
    .select(["id", "to_address", "last_error", "attempts", "created_at"])
    .where("id", "in", ids)
    .where("status", "=", "failed")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export function insertOutboxRow(db: Db, row: Insertable<OutboxTable>) {
  return insertReturningId(db, "outbox", row);
}

/** The pending messages that are due and not claimed, oldest first. */
export function findDueOutboxIds(db: Db, now: Date, limit: number) {
  const at = now.toISOString();
  return db
    .selectFrom("outbox")
    .select("id")
    .where(due(at))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Takes the row for this sender, or returns undefined when another sender was first. */
export function claimOutboxRow(db: Db, id: number, now: Date, claimMs: number) {
  const at = now.toISOString();
  // One atomic UPDATE re-checks every condition: only one of two racing senders gets the row back.
  return db
    .updateTable("outbox")
    .set({ locked_until: claimUntil(now, claimMs) })
    .where("id", "=", id)
    .where(due(at))
    .returningAll()
    .executeTakeFirst();
}

export async function markOutboxSent(db: Db, row: OutboxRow, now: Date) {
  await db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: now.toISOString(), attempts: row.attempts + 1, locked_until: null })
    .where("id", "=", row.id)
    .execute();
}

/** A failed attempt: another one at `retryAt`, or none (`retryAt` null) and the message marked failed. */
export async function markOutboxAttemptFailed(
  db: Db,
  row: OutboxRow,
  { retryAt, error }: { retryAt: string | null; error: string },
) {
  await db
    .updateTable("outbox")
    .set({
      attempts: row.attempts + 1,
      status: retryAt === null ? "failed" : "pending",
      next_attempt_at: retryAt ?? row.next_attempt_at,
      locked_until: null,
      last_error: error,
    })
    .where("id", "=", row.id)
    .execute();
}

export async function insertEmailRequest(
  db: Db,
  request: { kind: EmailRequestKind; email: string; locale: Locale },
  now: Date,
) {
  await db
    .insertInto("email_requests")
    .values({ ...request, created_at: now.toISOString(), locked_until: null })
    .execute();
}

/** The requests nobody holds a live claim on, oldest first. */
export function findWaitingRequestIds(db: Db, now: Date, limit: number) {
  const at = now.toISOString();
  return db
    .selectFrom("email_requests")
    .select("id")
    .where(unclaimed(at))
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** One atomic UPDATE re-checks the claim: only one of two racing processes gets the row back. */
export function claimEmailRequest(db: Db, id: number, now: Date, claimMs: number) {
  const at = now.toISOString();
  return db
    .updateTable("email_requests")
    .set({ locked_until: claimUntil(now, claimMs) })
    .where("id", "=", id)
    .where(unclaimed(at))
    .returningAll()
    .executeTakeFirst();
}

export async function deleteEmailRequest(db: Db, id: number) {
  await db.deleteFrom("email_requests").where("id", "=", id).execute();
}

/**
 * Gives a failed message one more attempt now (its attempt count is kept, so another failure marks it
 * failed again). Returns false when the message is not failed. Wake the sender afterwards.
 */
export async function retryEmail(db: Db, id: number, now: Date) {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: now.toISOString(), locked_until: null })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
