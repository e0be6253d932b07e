import type { Db } from "~/db/db.server";
import type { OrderStatus } from "~/db/schema";
import { type PricedLine, pricedLineRow } from "./rules";

export const PRODUCT_COLUMNS = [
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
  "tax_cents",
  "payment_method",
  "payment_due_at",
  "paid_at",
  "paid_cents",
  "fulfilled_at",
  "closed_at",
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
    .select(["id", "status", "total_cents", "payment_due_at", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(200)
    .execute();
}

/** What the admin's orders list filters by: a status, or "overdue" (awaiting payment past its deadline). */
export type OrderFilter = OrderStatus | "overdue";

/**
 * One page of orders, newest first, with how many there are of each status (and overdue): two queries,
 * whatever the page or the filter. `now` decides what is overdue.
 */
export async function listOrders(
  db: Db,
  { filter, offset, perPage, now }: { filter?: OrderFilter; offset: number; perPage: number; now: Date },
) {
  const stamp = now.toISOString();
  let rows = db.selectFrom("orders").select([
    "id",
    "status",
    "first_name",
    "last_name",
    "email",
    "total_cents",
    "created_at",
    "payment_method",
    "payment_due_at",
    // The goods it takes from the stock while it awaits payment (decision 037: the holds).
    (eb) =>
      eb
        .selectFrom("order_items")
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>("quantity"), inner.lit(0)).as("n"))
        .whereRef("order_items.order_id", "=", "orders.id")
        .where("kind", "=", "goods")
        .as("held"),
  ]);
  if (filter === "overdue")
    rows = rows.where("status", "=", "awaiting-payment").where("payment_due_at", "<=", stamp);
  else if (filter) rows = rows.where("status", "=", filter);
  const [orders, groups] = await Promise.all([
    rows.orderBy("id", "desc").limit(perPage).offset(offset).execute(),
    db
      .selectFrom("orders")
      .select((eb) => [
        "status",
        eb.fn.countAll<number>().as("n"),
        eb.fn
          .sum<number>(eb.case().when("payment_due_at", "<=", stamp).then(eb.lit(1)).else(eb.lit(0)).end())
          .as("due"),
      ])
      .groupBy("status")
      .execute(),
  ]);
  const counts: Record<OrderFilter, number> = {
    "awaiting-payment": 0,
    paid: 0,
    shipped: 0,
    "picked-up": 0,
    cancelled: 0,
    expired: 0,
    overdue: 0,
  };
  for (const group of groups) {
    counts[group.status] = Number(group.n);
    if (group.status === "awaiting-payment") counts.overdue = Number(group.due);
  }
  const all = groups.reduce((sum, group) => sum + Number(group.n), 0);
  return {
    orders: orders.map((order) => ({ ...order, held: Number(order.held ?? 0) })),
    counts,
    all,
    total: filter ? counts[filter] : all,
  };
}

/** What the admin's order page adds to an order: how it is paid, its dates, and whether it has goods. */
export async function getOrderPayment(db: Db, id: number) {
  const row = await db
    .selectFrom("orders")
    .select((eb) => [
      "payment_method",
      "payment_due_at",
      "paid_at",
      "paid_cents",
      "fulfilled_at",
      "closed_at",
      // An order of event fees and memberships only has nothing to ship or pick up (isGoodsLine).
      eb
        .exists(
          eb
            .selectFrom("order_items")
            .select("order_items.id")
            .whereRef("order_items.order_id", "=", "orders.id")
            .where("order_items.kind", "=", "goods"),
        )
        .as("goods"),
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...row, goods: Boolean(row.goods) };
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

/** The stock of these products' sizes as the cart shows it: a hidden product has nothing on sale. */
export async function listStockOnSale(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom("product_variants")
    .innerJoin("products", "products.id", "product_variants.product_id")
    .select(["product_variants.product_id", "product_variants.size", "product_variants.stock"])
    .where("product_variants.product_id", "in", productIds)
    .where("products.hidden", "=", 0)
    .execute();
}

/**
 * The shop's lines of an order (not its event fees or memberships: isGoodsLine), to put their stock back. None for an order placed
 * before stock was kept (migration 0014 left those without a deadline): it took no stock to give back.
 */
export async function listGoodsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select(["order_items.product_id", "order_items.size", "order_items.quantity"])
    .where("order_items.order_id", "=", orderId)
    .where("order_items.kind", "=", "goods")
    .where("orders.payment_due_at", "is not", null)
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

/**
 * What a buyer's orders awaiting payment hold of each product and size (goods only): the buyer is the
 * account when signed in, and always the e-mail address, in any case (decision 037).
 */
export async function listHeldByBuyer(db: Db, buyer: { email: string; userId: string | null }) {
  const rows = await db
    .selectFrom("order_items as i")
    .innerJoin("orders as o", "o.id", "i.order_id")
    .select((eb) => ["i.product_id", "i.size", eb.fn.sum<number | string>("i.quantity").as("quantity")])
    .where("o.status", "=", "awaiting-payment")
    .where("i.kind", "=", "goods")
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["o.email"]), "=", buyer.email.trim().toLowerCase()),
        ...(buyer.userId === null ? [] : [eb("o.user_id", "=", buyer.userId)]),
      ]),
    )
    .groupBy(["i.product_id", "i.size"])
    .execute();
  return rows.map((row) => ({ productId: row.product_id, size: row.size, quantity: Number(row.quantity) }));
}
