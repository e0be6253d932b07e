import type { Insertable } from "kysely";
import type { Db } from "~/db/db.server";
import type { OrdersTable } from "~/db/schema";
import type { OrderStatus, PricedLine } from "./rules";

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

export async function listProducts(db: Db) {
  return db.selectFrom("products").select(PRODUCT_COLUMNS).orderBy("sort_order").orderBy("id").execute();
}

export async function getProduct(db: Db, id: string) {
  return db.selectFrom("products").select(PRODUCT_COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** What pricing needs of the ordered products; the browser's prices are never used. */
export async function listProductPrices(db: Db, ids: string[]) {
  return db
    .selectFrom("products")
    .select(["id", "name", "name_fr", "price_cents", "has_sizes"])
    .where("id", "in", ids)
    .execute();
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

export async function setOrderStatus(db: Db, id: number, status: OrderStatus, now: Date) {
  const result = await db
    .updateTable("orders")
    .set({ status, updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findOrderByIdempotencyKey(db: Db, idempotencyKey: string) {
  return db
    .selectFrom("orders")
    .select(["id", "public_token", "checkout_buyer", "checkout_hash"])
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
}

/** The rows of an order's lines, as stored (also used by the load benchmark's bulk insert). */
export function orderItemRows(orderId: number, lines: PricedLine[]) {
  return lines.map((line) => ({
    order_id: orderId,
    product_id: line.productId,
    name: line.name,
    size: line.size,
    quantity: line.quantity,
    unit_cents: line.unitCents,
    line_cents: line.lineCents,
  }));
}

/** A new order and its lines, with the status "new"; returns its id. */
export async function insertOrder(
  db: Db,
  order: Omit<Insertable<OrdersTable>, "id" | "status" | "created_at" | "updated_at">,
  lines: PricedLine[],
  now: Date,
) {
  const stamp = now.toISOString();
  const { id } = await db
    .insertInto("orders")
    .values({ ...order, status: "new", created_at: stamp, updated_at: stamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("order_items").values(orderItemRows(id, lines)).execute();
  return id;
}
