import { createHash } from "node:crypto";
import { type Db, isPostgres } from "~/db/db.server";
import {
  countRateEvents,
  deleteRateEvent,
  deleteRateEventsBefore,
  insertRateEvent,
  lockAdvisory,
} from "./rate-limit.queries.server";

export interface RateLimit {
  /** What is limited ("contact", "newsletter"); each bucket counts on its own. */
  bucket: string;
  /** Who is limited: the client address (clientAddress(request)), or a recipient's address. */
  client: string;
  /** Requests allowed per client in any window of `windowMs`. */
  max: number;
  windowMs: number;
}

/**
 * Runs `work` in a transaction in which no other transaction holding any of `keys` runs at the same
 * time: the caller's transaction when `db` is one, otherwise a short one of its own. On SQLite the
 * first write of a transaction already excludes every other writer; on PostgreSQL each key takes an
 * advisory lock until the transaction ends, in one global order so two callers cannot deadlock.
 */
export async function serialised<T>(db: Db, keys: string[], work: (trx: Db) => Promise<T>): Promise<T> {
  const run = async (trx: Db) => {
    if (isPostgres(trx)) {
      const locks = [...new Set(keys.map(lockKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      for (const key of locks) await lockAdvisory(trx, key);
    }
    return work(trx);
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** A signed 64-bit advisory lock number for a key (SHA-256, so unrelated keys practically never share one). */
function lockKey(key: string) {
  return createHash("sha256").update(key).digest().readBigInt64BE(0);
}

/**
 * Records this request of the client in the bucket and returns true when it is among the first `max`
 * of the last `windowMs`; otherwise removes it again and returns false. The record, the count and the
 * removal happen in one serialised transaction, so requests arriving at once let exactly `max` through.
 * The counters live in the database (`rate_events`), so every server process sees the same ones
 * (docs/product.md: no state in one process's memory). Pass the transaction of the write the limit protects,
 * so a request that fails is not counted.
 */
export async function allowAndRecord(db: Db, limit: RateLimit, now: Date) {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  return serialised(db, [`${limit.bucket}:${limit.client}`], async (trx) => {
    // Written first, so on SQLite this transaction holds the write lock before it counts.
    const id = await insertRateEvent(trx, limit.bucket, limit.client, now);
    if ((await countRateEvents(trx, limit.bucket, limit.client, since)) > limit.max) {
      await deleteRateEvent(trx, id);
      return false;
    }
    // Events older than the window no longer count, whoever made them; removing them keeps the table
    // as small as one window's traffic.
    await deleteRateEventsBefore(trx, limit.bucket, since);
    return true;
  });
}
