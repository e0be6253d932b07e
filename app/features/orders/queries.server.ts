import type { Insertable, Updateable } from "kysely";
import type { Db } from "~/db/db.server";
import type { OrderItemsTable, OrderStatus, OrdersTable } from "~/db/schema";

// ---- Settings

export async function getSetting(db: Db, key: string) {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

export async function putSetting(db: Db, key: string, value: string, now: Date) {
  const updated_at = now.toISOString();
  await db
    .insertInto("settings")
    .values({ key, value, updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
    .execute();
}

// ---- Orders

export type NewOrderLine = Omit<Insertable<OrderItemsTable>, "id" | "order_id">;

/** A new order awaiting payment, and its lines; returns its id. */
export async function insertOrder(
  db: Db,
  order: Omit<Insertable<OrdersTable>, "id" | "status" | "created_at" | "updated_at">,
  lines: NewOrderLine[],
  now: Date,
) {
  const stamp = now.toISOString();
  const { id } = await db
    .insertInto("orders")
    .values({ ...order, status: "awaiting-payment", created_at: stamp, updated_at: stamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (lines.length > 0)
    await db
      .insertInto("order_items")
      .values(lines.map((line) => ({ ...line, order_id: id })))
      .execute();
  return id;
}

const LIFECYCLE_COLUMNS = [
  "id",
  "public_token",
  "status",
  "first_name",
  "last_name",
  "email",
  "locale",
  "payment_method",
  "payment_due_at",
  "reminder_sent_at",
  "paid_cents",
  "subtotal_cents",
  "shipping_cents",
  "tax_cents",
  "total_cents",
] as const;

/** What the lifecycle needs of an order: its buyer, money, deadline, and its lines. */
export async function getOrderForLifecycle(db: Db, id: number) {
  const order = await db
    .selectFrom("orders")
    .select(LIFECYCLE_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!order) return undefined;
  const items = await db
    .selectFrom("order_items")
    .select(["name", "size", "quantity", "line_cents", "product_id", "registration_id", "kind"])
    .where("order_id", "=", id)
    .orderBy("id")
    .execute();
  return { ...order, items };
}

/**
 * The compare-and-set of every status change: it happens only if the order is still in `from` (what the
 * deciding page or job saw). False: someone else changed it first, or there is no such order.
 */
export async function transitionOrder(
  db: Db,
  id: number,
  change: {
    from: OrderStatus;
    to: OrderStatus;
    set?: Updateable<OrdersTable>;
    /** Also compared when given: the amount received the deciding read saw (a payment adds to it). */
    paidCents?: number | null;
  },
  now: Date,
) {
  let update = db
    .updateTable("orders")
    .set({ ...change.set, status: change.to, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", change.from);
  if (change.paidCents !== undefined)
    update =
      change.paidCents === null
        ? update.where("paid_cents", "is", null)
        : update.where("paid_cents", "=", change.paidCents);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the payment reminder sent, once: false when it was, or the order no longer awaits payment. */
export async function markPaymentReminderSent(db: Db, id: number, now: Date) {
  const result = await db
    .updateTable("orders")
    .set({ reminder_sent_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "awaiting-payment")
    .where("reminder_sent_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// ---- Reads of orders for the pages: the buyer's, the member's and the administrators'

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
  // The language its e-mails are written in (a competition's entry fee asked again keeps it).
  "locale",
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
    .select(["id", "product_id", "name", "size", "quantity", "unit_cents", "line_cents", "kind"])
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

/** The dashboard's count of the orders awaiting payment and, of those, the ones past their due time at `now`. */
export async function countUnpaidOrders(db: Db, now: Date) {
  const row = await db
    .selectFrom("orders")
    .select((eb) => [
      eb.fn.countAll<number>().as("awaiting"),
      eb.fn
        .sum<number>(
          eb.case().when("payment_due_at", "<=", now.toISOString()).then(eb.lit(1)).else(eb.lit(0)).end(),
        )
        .as("overdue"),
    ])
    .where("status", "=", "awaiting-payment")
    .executeTakeFirstOrThrow();
  return { awaiting: Number(row.awaiting), overdue: Number(row.overdue ?? 0) };
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

// ---- Goods (lines of kind "goods"): what the seller took from its stock and gives back

/**
 * The goods of an order (not its event fees or memberships: isGoodsLine), to put their stock back. None for an
 * order placed before stock was kept (migration 0014 left those without a deadline): it took no stock to give back.
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

// ---- What an account's data download holds of its orders

/** The account's orders (a guest order names no account, and the site does not verify addresses). */
export async function exportOrders(db: Db, userId: string, limit: number) {
  return db
    .selectFrom("orders")
    .select([
      "id",
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
      "locale",
      "payment_method",
      "subtotal_cents",
      "shipping_cents",
      "tax_cents",
      "total_cents",
      "created_at",
      "payment_due_at",
      "paid_at",
      "paid_cents",
      "fulfilled_at",
      "closed_at",
    ])
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function exportOrderItems(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom("order_items")
    .select(["order_id", "name", "size", "quantity", "unit_cents", "line_cents"])
    .where("order_id", "in", orderIds)
    .orderBy("id", "asc")
    .execute();
}

// ---- What a feature that links to an order reads of it

/**
 * What a feature shows of an order it links to (a registration's fee): its status, link, deadline and total,
 * named as the member's lists name them.
 */
export async function getLinkedOrder(db: Db, orderId: number) {
  return db
    .selectFrom("orders")
    .select(["status as order_status", "public_token as order_token", "payment_due_at", "total_cents"])
    .where("id", "=", orderId)
    .executeTakeFirst();
}

/**
 * An order's status and amounts, its row locked until the transaction ends (PostgreSQL). A feature that
 * locks rows of its own around an order (a registration's event) takes this lock first, in the order the
 * lifecycle takes them (the order's row, then the release hook's rows), so nothing waits in a cycle.
 */
export async function lockOrder(db: Db, orderId: number, { lock }: { lock: boolean }) {
  const query = db
    .selectFrom("orders")
    .select(["id", "status", "total_cents", "paid_cents"])
    .where("id", "=", orderId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** How many ids one `in (...)` list holds at most: far below what either database accepts in one statement. */
const IDS_PER_QUERY = 500;

/**
 * What a feature shows of the orders it links to, by their ids (a list of rows that each name an order):
 * each order's id with `getLinkedOrder`'s columns and what was received (`paid_cents`). A long list is read
 * a slice at a time; unknown ids are left out.
 */
export async function listLinkedOrders(db: Db, orderIds: number[]) {
  const ids = [...new Set(orderIds)];
  const rows = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    rows.push(
      ...(await db
        .selectFrom("orders")
        .select([
          "id",
          "status as order_status",
          "public_token as order_token",
          "payment_due_at",
          "total_cents",
          "paid_cents",
        ])
        .where("id", "in", ids.slice(start, start + IDS_PER_QUERY))
        .execute()),
    );
  }
  return rows;
}
