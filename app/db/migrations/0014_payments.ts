import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "../db.server";

/**
 * Orders that get paid (docs/payments.md, decision 028): the order lifecycle with its payment deadline,
 * sizes with stock, products managed in the admin, event fees, and the association's payment settings.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was, not as typed today.
export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  // A hidden product is neither listed nor sold; its past orders keep their lines.
  await db.schema
    .alterTable("products")
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // One row per size a product is sold in ("" for a product without sizes), with its stock. The stock is
  // taken by a conditional update (`stock >= quantity`), and the check makes a negative stock impossible.
  // No row: that size is not sold. The seed gives the catalogue's products theirs.
  await db.schema
    .createTable("product_variants")
    .addColumn("id", pg ? "serial" : "integer", id)
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("size", "text", (c) => c.notNull())
    .addColumn("stock", "integer", (c) => c.notNull().check(sql`stock >= 0`))
    .addUniqueConstraint("product_variants_product_size", ["product_id", "size"])
    .execute();

  // awaiting-payment -> paid -> shipped | picked-up; awaiting-payment -> expired; both -> cancelled.
  await db.updateTable("orders").set({ status: "awaiting-payment" }).where("status", "=", "new").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("payment_method", "text", (c) => c.notNull().defaultTo("etransfer"))
    .execute();
  // null: no deadline (orders placed before this migration never expire on their own).
  await db.schema.alterTable("orders").addColumn("payment_due_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("reminder_sent_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("paid_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("paid_cents", "integer").execute();
  await db.schema.alterTable("orders").addColumn("fulfilled_at", "text").execute();
  // When it was cancelled or expired.
  await db.schema.alterTable("orders").addColumn("closed_at", "text").execute();
  // Sales tax; 0 unless a rate is set (docs/payments.md).
  await db.schema
    .alterTable("orders")
    .addColumn("tax_cents", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("orders_status_due")
    .on("orders")
    .columns(["status", "payment_due_at"])
    .execute();

  // The line of an event fee names the registration it pays for; product_id is then "event-<event id>".
  await db.schema.alterTable("order_items").addColumn("registration_id", "integer").execute();

  await db.schema
    .alterTable("events")
    .addColumn("fee_cents", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // The order that pays a registration for an event with a fee.
  await db.schema.alterTable("registrations").addColumn("order_id", "integer").execute();
  await db.schema.createIndex("registrations_order").on("registrations").column("order_id").execute();

  // Settings the association edits in the admin (the payment instructions); a JSON value per key.
  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("settings").execute();
  await db.schema.dropIndex("registrations_order").execute();
  await db.schema.alterTable("registrations").dropColumn("order_id").execute();
  await db.schema.alterTable("events").dropColumn("fee_cents").execute();
  await db.schema.alterTable("order_items").dropColumn("registration_id").execute();
  await db.schema.dropIndex("orders_status_due").execute();
  for (const column of [
    "tax_cents",
    "closed_at",
    "fulfilled_at",
    "paid_cents",
    "paid_at",
    "reminder_sent_at",
    "payment_due_at",
    "payment_method",
  ]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
  await db.updateTable("orders").set({ status: "new" }).where("status", "=", "awaiting-payment").execute();
  await db.schema.dropTable("product_variants").execute();
  await db.schema.alterTable("products").dropColumn("hidden").execute();
}
