import type { Kysely } from "kysely";

/**
 * A knockout match's sheet says how the match was decided (docs/competitions.md "The match sheet"): in
 * regular time, in extra time, or by 7-metre throws with each team's throws scored, as the result page
 * records it on `matches` (`decided_by`, `home_sevens`, `away_sevens`). When the sheet becomes final, they
 * are written with its score as the match's result. Null on a pool match's sheet, and until the home team
 * says it.
 */

const COLUMNS = [
  ["decided_by", "text"],
  ["home_sevens", "integer"],
  ["away_sevens", "integer"],
] as const;

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  // One column per statement: SQLite adds one column per ALTER TABLE.
  for (const [column, type] of COLUMNS)
    await db.schema.alterTable("match_sheets").addColumn(column, type).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  for (const [column] of [...COLUMNS].reverse())
    await db.schema.alterTable("match_sheets").dropColumn(column).execute();
}
