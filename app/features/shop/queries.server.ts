import type { Db } from "~/db/db.server";
import { type PricedLine, pricedLineRow } from "./rules";

const PRODUCT_COLUMNS = [
  "id",
  "name",
  "name_fr",
  "description",
  "description_fr",
  "price_cents",
  "image",
  "has_sizes",
] as const;

/** The shop's products: a hidden one is not listed (migration 0014). */
export async function listProducts(db: Db) {
  return db
    .selectFrom("products")
    .select(PRODUCT_COLUMNS)
    .where("hidden", "=", 0)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

/** A product of the shop; a hidden one is not found, like one that does not exist. */
export async function getProduct(db: Db, id: string) {
  return db
    .selectFrom("products")
    .select(PRODUCT_COLUMNS)
    .where("id", "=", id)
    .where("hidden", "=", 0)
    .executeTakeFirst();
}

/** What pricing needs of the ordered products; the browser's prices are never used. */
export async function listProductPrices(db: Db, ids: string[]) {
  return (
    db
      .selectFrom("products")
      .select(["id", "name", "name_fr", "price_cents", "has_sizes"])
      .where("id", "in", ids)
      // A hidden product is not sold (migration 0014).
      .where("hidden", "=", 0)
      .execute()
  );
}

const ORDER_COLUMNS = [
  "id",
  "public_token",
  "user_id",
  "status",
  "first_name",
  "last_name",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zip",
  "country",
  "subtotal_cents",
  "shipping_cents",
  "total_cents",
  "created_at",
] as const;

/** One order with its lines: two queries, whatever the number of lines. */
async function findOrder(db: Db, by: { id: number; userId?: string } | { token: string }) {
  let query = db.selectFrom("orders").select(ORDER_COLUMNS);
  if ("token" in by) query = query.where("public_token", "=", by.token);
  else {
    query = query.where("id", "=", by.id);
    if (by.userId !== undefined) query = query.where("user_id", "=", by.userId);
  }
  const order = await query.executeTakeFirst();
  if (!order) return undefined;
  const items = await db
    .selectFrom("order_items")
    .select(["id", "product_id", "name", "size", "quantity", "unit_cents", "line_cents"])
    .where("order_id", "=", order.id)
    .orderBy("id")
    .execute();
  return { ...order, items };
}

export const getOrderById = (db: Db, id: number) => findOrder(db, { id });
/** A member's own order: someone else's is not found, exactly like one that does not exist. */
export const getOrderOfUser = (db: Db, { id, userId }: { id: number; userId: string }) =>
  findOrder(db, { id, userId });
export const getOrderByToken = (db: Db, token: string) => findOrder(db, { token });

export async function listOrdersOfUser(db: Db, userId: string) {
  return db
    .selectFrom("orders")
    .select(["id", "status", "total_cents", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(200)
    .execute();
}

export async function listOrders(db: Db, { offset, perPage }: { offset: number; perPage: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("orders")
      .select(["id", "status", "first_name", "last_name", "email", "total_cents", "created_at"])
      .orderBy("id", "desc")
      .limit(perPage)
      .offset(offset)
      .execute(),
    db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { orders: rows, total: Number(total.n) };
}

export async function findOrderByIdempotencyKey(db: Db, idempotencyKey: string) {
  return db
    .selectFrom("orders")
    .select(["id", "public_token", "checkout_buyer", "checkout_hash"])
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
}

/** The rows of an order's lines, as stored (the load benchmark's bulk insert). */
export function orderItemRows(orderId: number, lines: PricedLine[]) {
  return lines.map((line) => ({ order_id: orderId, ...pricedLineRow(line) }));
}

// ---- Stock (migration 0014): one row per product and size ("" for a product without sizes)

const variantSize = (size: string | null) => size ?? "";

/**
 * Takes `quantity` from the stock of one size, only if that many are left: a conditional update, so two
 * buyers of the last one cannot both get it (the database row decides, on SQLite and PostgreSQL).
 */
export async function takeStock(db: Db, line: { productId: string; size: string | null; quantity: number }) {
  const result = await db
    .updateTable("product_variants")
    .set((eb) => ({ stock: eb("stock", "-", line.quantity) }))
    .where("product_id", "=", line.productId)
    .where("size", "=", variantSize(line.size))
    .where("stock", ">=", line.quantity)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How many of one size are left; 0 when the size is not sold. */
export async function stockOf(db: Db, line: { productId: string; size: string | null }) {
  const row = await db
    .selectFrom("product_variants")
    .select("stock")
    .where("product_id", "=", line.productId)
    .where("size", "=", variantSize(line.size))
    .executeTakeFirst();
  return row?.stock ?? 0;
}

/** The sizes and stock of these products, in the order of SIZES (one row, size "", without sizes). */
export async function listVariants(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom("product_variants")
    .select(["product_id", "size", "stock"])
    .where("product_id", "in", productIds)
    .orderBy("product_id")
    .orderBy("id")
    .execute();
}

/** The shop's lines of an order (not its event fees), to put their stock back. */
export async function listGoodsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom("order_items")
    .select(["product_id", "size", "quantity"])
    .where("order_id", "=", orderId)
    .where("registration_id", "is", null)
    .execute();
}

/** Puts back what a cancelled or expired order took. */
export async function putBackStock(
  db: Db,
  line: { product_id: string; size: string | null; quantity: number },
) {
  await db
    .updateTable("product_variants")
    .set((eb) => ({ stock: eb("stock", "+", line.quantity) }))
    .where("product_id", "=", line.product_id)
    .where("size", "=", variantSize(line.size))
    .execute();
}
