import { sql } from "kysely";
import { type Db, isPostgres } from "~/db/db.server";
import type { SponsorInput, SponsorTier } from "./rules";

const COLUMNS = ["id", "name", "logo", "link", "tier", "position", "active_from", "active_to"] as const;

/** Every sponsor, active or not; the rules group and filter them (a few dozen rows at most). */
export function listSponsorRows(db: Db) {
  return db.selectFrom("sponsors").select(COLUMNS).orderBy("position").orderBy("id").execute();
}

export function getSponsorRow(db: Db, id: number) {
  return db.selectFrom("sponsors").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/**
 * Until the transaction ends, no other changes the order of the sponsors: on PostgreSQL a lock of the
 * transaction; SQLite runs one writer at a time anyway.
 */
export async function lockSponsorOrder(trx: Db) {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('sponsors order'))`.execute(trx);
}

/** The ids of a tier's sponsors in their order. */
export async function listTierIds(trx: Db, tier: SponsorTier) {
  const rows = await trx
    .selectFrom("sponsors")
    .select("id")
    .where("tier", "=", tier)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

/** The place after the last of a tier. */
export async function nextPosition(trx: Db, tier: SponsorTier) {
  const row = await trx
    .selectFrom("sponsors")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("tier", "=", tier)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

const fields = (input: SponsorInput) => ({
  name: input.name,
  logo: input.logo,
  link: input.link,
  tier: input.tier,
  active_from: input.activeFrom,
  active_to: input.activeTo,
});

export async function insertSponsor(trx: Db, input: SponsorInput, position: number, now: Date) {
  const stamp = now.toISOString();
  const row = await trx
    .insertInto("sponsors")
    .values({ ...fields(input), position, created_at: stamp, updated_at: stamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Saves a sponsor's fields, and its place when it moves to another tier. `false`: no such sponsor. */
export async function updateSponsor(
  trx: Db,
  id: number,
  input: SponsorInput,
  position: number | null,
  now: Date,
) {
  const result = await trx
    .updateTable("sponsors")
    .set({ ...fields(input), ...(position === null ? {} : { position }), updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Numbers the sponsors 1, 2, 3… in the order of `ids`. */
export async function setSponsorPositions(trx: Db, ids: readonly number[], now: Date) {
  for (const [index, id] of ids.entries())
    await trx
      .updateTable("sponsors")
      .set({ position: index + 1, updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
}

export async function deleteSponsor(db: Db, id: number) {
  const row = await db.deleteFrom("sponsors").where("id", "=", id).returning("name").executeTakeFirst();
  return row?.name ?? null;
}
