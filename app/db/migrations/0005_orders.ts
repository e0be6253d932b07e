import type { Kysely } from "kysely";
import { isPostgres } from "../db.server";

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  await db.schema
    .createTable("orders")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    // Unguessable: the guest's confirmation page is /orders/<public_token>.
    .addColumn("public_token", "text", (c) => c.notNull().unique())
    // The checkout form's key: a double-clicked submit finds the order the first click made.
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("zip", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("subtotal_cents", "integer", (c) => c.notNull())
    .addColumn("shipping_cents", "integer", (c) => c.notNull())
    .addColumn("total_cents", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("orders_user").on("orders").column("user_id").execute();
  await db.schema
    .createTable("order_items")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("size", "text")
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("unit_cents", "integer", (c) => c.notNull())
    .addColumn("line_cents", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_items_order").on("order_items").column("order_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("order_items").execute();
  await db.schema.dropTable("orders").execute();
}
