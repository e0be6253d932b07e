import { createHash } from "node:crypto";
import { type Db, isPostgres } from "~/db/db.server";
import type { Proof } from "./challenge.server";
import type { Config } from "./config";
import {
  FIRINGS_WINDOW_MS,
  type FiringKind,
  hourOf,
  type LimitRule,
  type LimitSetting,
  limitMax,
  retryAt,
} from "./limits";
import {
  countFiring,
  countRateEvents,
  deleteExpiredChallenges,
  deleteFiringsBefore,
  deleteRateEvent,
  deleteRateEventsBefore,
  insertRateEvent,
  listFirings,
  lockAdvisory,
  markChallengeUsed,
  oldestRateEvent,
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
 * What the limiter counts of a feature's declared limit for one client: the limit the administrators' page
 * lists is the one counted. A limit sized by a setting needs this server's configuration.
 */
export function limitFor(rule: LimitRule & { max: number }, client: string): RateLimit;
export function limitFor(rule: LimitRule, client: string, config: Pick<Config, LimitSetting>): RateLimit;
export function limitFor(rule: LimitRule, client: string, config?: Pick<Config, LimitSetting>): RateLimit {
  return { bucket: rule.bucket, client, max: limitMax(rule, config), windowMs: rule.windowMs };
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
      // Counted for the administrators; lost with the caller's transaction if it rolls back.
      await noteFiring(trx, limit.bucket, "refused", now);
      return false;
    }
    // Events older than the window no longer count, whoever made them; removing them keeps the table
    // as small as one window's traffic.
    await deleteRateEventsBefore(trx, limit.bucket, since);
    return true;
  });
}

/** A limit whose requests past `max` are let through with a proof of work instead of refused. */
export type Budget = RateLimit;

export type Gate =
  | { ok: true }
  /** Past `bucket`'s budget without an acceptable proof; nothing was recorded. */
  | { ok: false; bucket: string; retryAt: string };

/**
 * Counts this request in every budget (one serialised transaction, like allowAndRecord). Within all of
 * them it passes. Past any, it passes only with `proof` (checked by challenge.server.ts) not used before,
 * which is then recorded as used until it expires, and the request stays counted, so a flood keeps paying.
 * Otherwise nothing is recorded and the answer names the budget and when its oldest counted request
 * leaves the window. Firings are counted for the administrators (/admin/limits); a refusal inside a
 * caller's transaction that rolls back is counted by the caller afterwards (noteFiring).
 */
export async function withinBudgetOrProof(
  db: Db,
  budgets: Budget[],
  proof: Proof | null,
  now: Date,
): Promise<Gate> {
  const at = now.toISOString();
  const gate = await serialised(
    db,
    budgets.map((budget) => `${budget.bucket}:${budget.client}`),
    async (trx): Promise<Gate> => {
      const recorded: number[] = [];
      let over: { budget: Budget; since: string } | undefined;
      for (const budget of budgets) {
        const since = new Date(now.getTime() - budget.windowMs).toISOString();
        recorded.push(await insertRateEvent(trx, budget.bucket, budget.client, now));
        if (!over && (await countRateEvents(trx, budget.bucket, budget.client, since)) > budget.max)
          over = { budget, since };
        await deleteRateEventsBefore(trx, budget.bucket, since);
      }
      if (!over) return { ok: true };
      if (proof && (await markChallengeUsed(trx, proof.signature, proof.expiresAt))) {
        await deleteExpiredChallenges(trx, at);
        await noteFiring(trx, over.budget.bucket, "solved", now);
        return { ok: true };
      }
      for (const id of recorded) await deleteRateEvent(trx, id);
      const { budget, since } = over;
      const oldest = await oldestRateEvent(trx, budget.bucket, budget.client, since);
      return { ok: false, bucket: budget.bucket, retryAt: retryAt(oldest, budget.windowMs, now) };
    },
  );
  if (!gate.ok && !db.isTransaction) await noteFiring(db, gate.bucket, "challenged", now);
  return gate;
}

/** Counts a firing of the bucket in this hour, and forgets the hours older than the admin page shows. */
export async function noteFiring(db: Db, bucket: string, kind: FiringKind, now: Date) {
  await countFiring(db, bucket, kind, hourOf(now), now.toISOString());
  await deleteFiringsBefore(db, hourOf(new Date(now.getTime() - FIRINGS_WINDOW_MS)));
}

/** The limits' firings of the last 24 hours, per limit and kind. */
export async function recentFirings(db: Db, now: Date) {
  const rows = await listFirings(db, hourOf(new Date(now.getTime() - FIRINGS_WINDOW_MS)));
  return rows.map((row) => ({ ...row, count: Number(row.count), last_at: String(row.last_at) }));
}
