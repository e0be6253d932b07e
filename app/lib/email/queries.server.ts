import type { Db } from "~/db/db.server";
import type { OutboxStatus } from "~/db/schema";

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
