import type { Insertable } from "kysely";
import type { Db } from "./db.server";
import type { Database } from "./schema";

/** Tables whose rows get a generated numeric id. */
type WithId = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];

/** Inserts one row and gives back the id the database chose (RETURNING works on SQLite and PostgreSQL). */
export async function insertReturningId<T extends WithId>(db: Db, table: T, row: Insertable<Database[T]>) {
  const { id } = await db.insertInto(table).values(row).returning("id").executeTakeFirstOrThrow();
  return id;
}
