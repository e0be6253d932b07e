import { sql } from "kysely";
import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";

/** Holds a PostgreSQL advisory lock until the transaction ends. */
export async function lockAdvisory(trx: Db, key: bigint) {
  await sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`.execute(trx);
}

export function insertRateEvent(trx: Db, bucket: string, client: string, now: Date) {
  return insertReturningId(trx, "rate_events", { bucket, client, created_at: now.toISOString() });
}

export async function countRateEvents(trx: Db, bucket: string, client: string, since: string) {
  const { n } = await trx
    .selectFrom("rate_events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("bucket", "=", bucket)
    .where("client", "=", client)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function deleteRateEvent(trx: Db, id: number) {
  await trx.deleteFrom("rate_events").where("id", "=", id).execute();
}

/** Events of the bucket at or before `since`, whoever made them. */
export async function deleteRateEventsBefore(trx: Db, bucket: string, since: string) {
  await trx.deleteFrom("rate_events").where("bucket", "=", bucket).where("created_at", "<=", since).execute();
}

/** The oldest request of the client counted in the bucket after `since`; null when there is none. */
export async function oldestRateEvent(trx: Db, bucket: string, client: string, since: string) {
  const row = await trx
    .selectFrom("rate_events")
    .select((eb) => eb.fn.min("created_at").as("oldest"))
    .where("bucket", "=", bucket)
    .where("client", "=", client)
    .where("created_at", ">", since)
    .executeTakeFirst();
  return (row?.oldest as string | null | undefined) ?? null;
}

/** Records a proof as used; false when it already was (the primary key refuses it without an error). */
export async function markChallengeUsed(trx: Db, signature: string, expiresAt: string) {
  const result = await trx
    .insertInto("used_challenges")
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column("signature").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Used proofs whose challenge has expired: none of them could be accepted again anyway. */
export async function deleteExpiredChallenges(trx: Db, now: string) {
  await trx.deleteFrom("used_challenges").where("expires_at", "<=", now).execute();
}

/** Adds one to the count of the bucket's firings of this kind in this hour. */
export async function countFiring(trx: Db, bucket: string, kind: string, hour: string, at: string) {
  await trx
    .insertInto("limit_firings")
    .values({ bucket, kind, hour, count: 1, last_at: at })
    .onConflict((oc) =>
      oc.columns(["bucket", "kind", "hour"]).doUpdateSet((eb) => ({
        count: eb("limit_firings.count", "+", 1),
        last_at: eb.ref("excluded.last_at"),
      })),
    )
    .execute();
}

/** Firings of hours that started before `hour`. */
export async function deleteFiringsBefore(trx: Db, hour: string) {
  await trx.deleteFrom("limit_firings").where("hour", "<", hour).execute();
}

/** Every limit's firings from the hour `hour` on, summed per limit and kind, latest first. */
export function listFirings(db: Db, hour: string) {
  return db
    .selectFrom("limit_firings")
    .select((eb) => [
      "bucket",
      "kind",
      eb.fn.sum<number>("count").as("count"),
      eb.fn.max("last_at").as("last_at"),
    ])
    .where("hour", ">=", hour)
    .groupBy(["bucket", "kind"])
    .orderBy("last_at", "desc")
    .execute();
}
