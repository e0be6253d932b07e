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
