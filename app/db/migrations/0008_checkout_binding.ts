import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  // Whom a checkout's idempotency key belongs to and what it ordered (decision 019): a replay of the key
  // shows the order only to the same buyer with the same order. Empty on orders placed before.
  await db.schema.alterTable("orders").addColumn("checkout_buyer", "text").execute();
  await db.schema.alterTable("orders").addColumn("checkout_hash", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("orders").dropColumn("checkout_hash").execute();
  await db.schema.alterTable("orders").dropColumn("checkout_buyer").execute();
}
