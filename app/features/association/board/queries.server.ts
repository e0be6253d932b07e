import { sql } from "kysely";
import { type Db, isPostgres } from "~/db/db.server";
import type { BoardMemberInput } from "./rules";

const COLUMNS = ["id", "name", "title", "title_fr", "bio", "bio_fr", "photo", "position"] as const;

/** The board in its order (ties: the older row first). */
export function listBoardRows(db: Db) {
  return db.selectFrom("board_members").select(COLUMNS).orderBy("position").orderBy("id").execute();
}

export function getBoardRow(db: Db, id: number) {
  return db.selectFrom("board_members").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** Until the transaction ends, no other changes the board's order (PostgreSQL; SQLite has one writer). */
export async function lockBoardOrder(trx: Db) {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('board order'))`.execute(trx);
}

export async function listBoardIds(trx: Db) {
  const rows = await trx.selectFrom("board_members").select("id").orderBy("position").orderBy("id").execute();
  return rows.map((row) => row.id);
}

export async function nextBoardPosition(trx: Db) {
  const row = await trx
    .selectFrom("board_members")
    .select((eb) => eb.fn.max("position").as("last"))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

const fields = (input: BoardMemberInput) => ({
  name: input.name,
  title: input.title,
  title_fr: input.titleFr,
  bio: input.bio,
  bio_fr: input.bioFr,
  photo: input.photo,
});

export async function insertBoardMember(trx: Db, input: BoardMemberInput, position: number, now: Date) {
  const stamp = now.toISOString();
  const row = await trx
    .insertInto("board_members")
    .values({ ...fields(input), position, created_at: stamp, updated_at: stamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBoardMember(db: Db, id: number, input: BoardMemberInput, now: Date) {
  const result = await db
    .updateTable("board_members")
    .set({ ...fields(input), updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setBoardPositions(trx: Db, ids: readonly number[], now: Date) {
  for (const [index, id] of ids.entries())
    await trx
      .updateTable("board_members")
      .set({ position: index + 1, updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
}

export async function deleteBoardMember(db: Db, id: number) {
  const row = await db.deleteFrom("board_members").where("id", "=", id).returning("name").executeTakeFirst();
  return row?.name ?? null;
}
