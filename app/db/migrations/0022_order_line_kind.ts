import type { Kysely } from "kysely";

/**
 * What an order line is, as a typed kind the orders feature reads (decision 042): "goods" (the shop's, taken
 * from the stock), "event-fee" (a registration's fee) or "membership-fee". Before, orders recognised a
 * membership's line by its product id's prefix; existing lines get their kind from what they were known by.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("order_items")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("goods"))
    .execute();
  await db
    .updateTable("order_items")
    .set({ kind: "event-fee" })
    .where("registration_id", "is not", null)
    .execute();
  await db
    .updateTable("order_items")
    .set({ kind: "membership-fee" })
    .where("registration_id", "is", null)
    .where("product_id", "like", "membership-%")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("order_items").dropColumn("kind").execute();
}
