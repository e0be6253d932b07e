import type { Db } from "./db.server";
import type { Database } from "./schema";

/** Which rows an admin table's page shows. */
export type PageWindow = { offset: number; perPage: number };

/**
 * One page of an admin table: `rows` (already ordered) cut to the window, and the whole table's count for
 * the pager. Two queries whatever the page size.
 */
export async function pageOf<Row>(
  db: Db,
  table: keyof Database,
  rows: { limit(n: number): { offset(n: number): { execute(): Promise<Row[]> } } },
  { offset, perPage }: PageWindow,
) {
  const [page, total] = await Promise.all([
    rows.limit(perPage).offset(offset).execute(),
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(total.n) };
}
