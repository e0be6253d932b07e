import type { Db } from "~/db/db.server";

export interface RateLimit {
  /** What is limited ("contact", "newsletter"); each bucket counts on its own. */
  bucket: string;
  /** Who is limited: the client address (clientAddress(request)). */
  client: string;
  /** Requests allowed per client in any window of `windowMs`. */
  max: number;
  windowMs: number;
}

/**
 * Counts the client's requests in the bucket over the last `windowMs` and, when fewer than `max`,
 * records this one and returns true. The counters live in the database (`rate_events`), so every
 * server process sees the same ones (PRODUCT.md: no state in one process's memory). Pass the
 * transaction of the write the limit protects, so a request that fails is not counted.
 */
export async function allowAndRecord(db: Db, limit: RateLimit, now: Date) {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  const { n } = await db
    .selectFrom("rate_events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("bucket", "=", limit.bucket)
    .where("client", "=", limit.client)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  if (Number(n) >= limit.max) return false;
  await db
    .insertInto("rate_events")
    .values({ bucket: limit.bucket, client: limit.client, created_at: now.toISOString() })
    .execute();
  // Events older than the window no longer count, whoever made them; removing them keeps the table
  // as small as one window's traffic.
  await db
    .deleteFrom("rate_events")
    .where("bucket", "=", limit.bucket)
    .where("created_at", "<=", since)
    .execute();
  return true;
}
