import type { Kysely } from "kysely";

/**
 * The concussion awareness material a season asks members to have reviewed (Ontario's Rowan's Law
 * resources, or a province's own): a link the administrators set per season, shown beside the confirmation
 * on the join form. Null: no link, the confirmation shows alone as before.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("seasons").addColumn("concussion_url", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("seasons").dropColumn("concussion_url").execute();
}
