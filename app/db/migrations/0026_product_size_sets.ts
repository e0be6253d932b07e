import { type Kysely, sql } from "kysely";
import { isPostgres } from "../db.server";

/**
 * Which sizes a product is sold in, as a size set (lib/sizes, decision 050): "apparel" (S to XXL, the only
 * sizes there were), "shoes", "ball" or "none". The old flag becomes a set: a product with sizes keeps
 * them as apparel, one without has none; its stock rows are untouched.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("products")
    .addColumn("size_set", "text", (c) => c.notNull().defaultTo("none"))
    .execute();
  await db.updateTable("products").set({ size_set: "apparel" }).where("has_sizes", "=", 1).execute();
  await alterAfterUpdate(db);
  await db.schema.alterTable("products").dropColumn("has_sizes").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema
    .alterTable("products")
    .addColumn("has_sizes", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable("products").set({ has_sizes: 1 }).where("size_set", "!=", "none").execute();
  await alterAfterUpdate(db);
  await db.schema.alterTable("products").dropColumn("size_set").execute();
}

/**
 * PostgreSQL refuses to alter a table whose rows have deferred trigger events pending (the content version's,
 * migration 0016): the update's events run now, before the column goes.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up().
async function alterAfterUpdate(db: Kysely<any>) {
  if (isPostgres(db)) await sql`set constraints all immediate`.execute(db);
}
