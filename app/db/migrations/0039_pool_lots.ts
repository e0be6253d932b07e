import type { Kysely } from "kysely";

/**
 * A drawing of lots between teams of a pool that no tie-break criterion separates (decision 072,
 * docs/competitions.md "Standings and tie-breaks"), on the row that places a team in its pool: `lot`, its
 * drawn position (1 first), and `lot_among`, the entries the lots were drawn between ("3,7,9", ascending).
 * Null: no lot drawn. Used only once the pool is complete, and only while exactly those teams are still level
 * after every criterion. competition_entries already raises the page cache's content version
 * (migration 0029), so a draw recorded shows at once on the public pages.
 */

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  // One column per statement: SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable("competition_entries").addColumn("lot", "integer").execute();
  await db.schema.alterTable("competition_entries").addColumn("lot_among", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("competition_entries").dropColumn("lot_among").execute();
  await db.schema.alterTable("competition_entries").dropColumn("lot").execute();
}
