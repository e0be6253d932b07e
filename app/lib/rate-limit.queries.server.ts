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
