// The administrators' orders list (filters, overdue, counts), what the order page reads of an order's
// payment, and what a feature reads of the orders its rows link to, on SQLite and PostgreSQL.
import { describe, expect, it, vi } from "vitest";
import { seedDemoContent } from "../../../scripts/lib/seed";
import { testNow } from "../../../tests/support/factories";
import { setupTestDb, testConfig } from "../../../tests/support/test-db";
import { changeOrder, createOrder, type NewOrder } from "./lifecycle.server";
import { getOrderPayment, listLinkedOrders, listOrders, type OrderFilter } from "./queries.server";
import { defaultPaymentSettings } from "./settings";

const DAY = 24 * 60 * 60 * 1000;
const settings = { ...defaultPaymentSettings(testConfig), paymentDays: 7 };

const testDb = setupTestDb({
  clean: ["order_items", "orders", "outbox", "jobs"],
  seed: (db) => seedDemoContent(db, testNow, "America/Toronto"),
});

const ball: NewOrder["lines"][number] = {
  product_id: "blue-training-ball",
  name: "Blue Training Ball",
  size: null,
  quantity: 1,
  unit_cents: 3499,
  line_cents: 3499,
  registration_id: null,
  kind: "goods",
};

/**
 * An order awaiting payment, placed `daysAgo` days before testNow, at 07:00 in Toronto (due at the end of the
 * day 7 days after it was placed, in Toronto: DUE_ON).
 */
async function order(lastName: string, daysAgo: number, lines = [ball]) {
  const placedAt = new Date(testNow.getTime() - daysAgo * DAY);
  const buyer = {
    userId: null,
    firstName: "Ann",
    lastName,
    email: "ann@example.org",
    phone: "",
    address: "1 Front St W",
    city: "Toronto",
    state: "ON",
    zip: "M5J 2X5",
    country: "Canada",
    locale: "en" as const,
  };
  const { id } = await createOrder(
    testDb.db,
    settings,
    { buyer, method: "etransfer", lines, shippingCents: 0 },
    placedAt,
    testConfig.TIME_ZONE,
  );
  return id;
}

/** When the orders placed so many days before testNow are due: 23:59:59.999 in Toronto (winter time). */
const DUE_ON = {
  8: "2026-03-01T04:59:59.999Z",
  2: "2026-03-07T04:59:59.999Z",
  1: "2026-03-08T04:59:59.999Z",
} as const;

const deps = () => ({
  db: testDb.db,
  config: testConfig,
  mail: { wake: vi.fn() },
  hooks: { release: [], paid: [] },
});

/** Four orders: one overdue, one still within its deadline, one paid, one cancelled (newest first: ids). */
async function fourOrders() {
  const overdue = await order("Overdue", 8);
  const due = await order("Due", 1);
  const paid = await order("Paid", 2);
  const cancelled = await order("Cancelled", 3);
  await changeOrder(deps(), { orderId: paid, action: "mark-paid", from: "awaiting-payment" }, testNow);
  await changeOrder(deps(), { orderId: cancelled, action: "cancel", from: "awaiting-payment" }, testNow);
  return { overdue, due, paid, cancelled };
}

const list = (filter: OrderFilter | undefined, offset = 0, perPage = 20) =>
  listOrders(testDb.db, { filter, offset, perPage, now: testNow });

describe("the admin's orders list", () => {
  it("filters by status and by overdue, and counts each status in one grouped query", async () => {
    const o = await fourOrders();
    const ids = async (filter?: OrderFilter) => (await list(filter)).orders.map((row) => row.id);
    expect(await ids()).toEqual([o.cancelled, o.paid, o.due, o.overdue]);
    expect(await ids("awaiting-payment")).toEqual([o.due, o.overdue]);
    expect(await ids("overdue")).toEqual([o.overdue]);
    expect(await ids("paid")).toEqual([o.paid]);
    expect(await ids("cancelled")).toEqual([o.cancelled]);
    expect(await ids("shipped")).toEqual([]);

    const { counts, all, total } = await list("overdue");
    expect(counts).toEqual({
      "awaiting-payment": 2,
      overdue: 1,
      paid: 1,
      shipped: 0,
      "picked-up": 0,
      cancelled: 1,
      expired: 0,
    });
    expect({ all, total }).toEqual({ all: 4, total: 1 });
    expect((await list(undefined)).total).toBe(4);
  });

  it("shows each row's payment method and deadline; an order is overdue from its deadline on", async () => {
    const o = await fourOrders();
    const [row] = (await list("overdue")).orders;
    expect(row).toMatchObject({
      id: o.overdue,
      status: "awaiting-payment",
      last_name: "Overdue",
      payment_method: "etransfer",
      payment_due_at: DUE_ON[8],
    });
    // At the very end of February 28 in Toronto, the order placed 8 days ago is at its deadline: overdue already.
    const atDeadline = new Date(DUE_ON[8]);
    const then = await listOrders(testDb.db, { filter: "overdue", offset: 0, perPage: 20, now: atDeadline });
    expect(then.orders.map((r) => r.id)).toEqual([o.overdue]);
    const justBefore = new Date(atDeadline.getTime() - 1);
    const earlier = await listOrders(testDb.db, {
      filter: "overdue",
      offset: 0,
      perPage: 20,
      now: justBefore,
    });
    expect({ orders: earlier.orders, overdue: earlier.counts.overdue }).toEqual({ orders: [], overdue: 0 });
  });

  it("pages within the filter", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await order(`Buyer ${i}`, 12 - i));
    await order("Not yet due", 0);
    const newestFirst = [...ids].reverse();
    const page = async (offset: number) => {
      const { orders, total } = await list("overdue", offset, 2);
      return { ids: orders.map((row) => row.id), total };
    };
    expect(await page(0)).toEqual({ ids: newestFirst.slice(0, 2), total: 5 });
    expect(await page(2)).toEqual({ ids: newestFirst.slice(2, 4), total: 5 });
    expect(await page(4)).toEqual({ ids: newestFirst.slice(4), total: 5 });
  });
});

describe("an order's payment, for the admin's order page", () => {
  it("reads the amount received and when, and whether the order has goods to ship", async () => {
    const { paid, cancelled } = await fourOrders();
    expect(await getOrderPayment(testDb.db, paid)).toEqual({
      payment_method: "etransfer",
      payment_due_at: DUE_ON[2],
      paid_at: testNow.toISOString(),
      paid_cents: 3499,
      fulfilled_at: null,
      closed_at: null,
      goods: true,
    });
    expect(await getOrderPayment(testDb.db, cancelled)).toMatchObject({
      paid_at: null,
      closed_at: testNow.toISOString(),
      goods: true,
    });
    const fee = {
      ...ball,
      product_id: "event-1",
      name: "Summer Cup",
      registration_id: 1,
      kind: "event-fee" as const,
    };
    expect(await getOrderPayment(testDb.db, await order("Fee", 0, [fee]))).toMatchObject({ goods: false });
    // A membership is no more goods than an event fee: nothing to ship or pick up.
    const membership = {
      ...ball,
      product_id: "membership-7",
      name: "Adult player membership 2025-2026",
      kind: "membership-fee" as const,
    };
    expect(await getOrderPayment(testDb.db, await order("Member", 0, [membership]))).toMatchObject({
      goods: false,
    });
    expect(await getOrderPayment(testDb.db, await order("Both", 0, [membership, ball]))).toMatchObject({
      goods: true,
    });
    expect(await getOrderPayment(testDb.db, 999_999)).toBeUndefined();
  });
});

describe("the orders a feature's rows link to", () => {
  it("reads each order's status, link, deadline and amounts by id, in one query, once each, and leaves out unknown ids", async () => {
    const { due, paid } = await fourOrders();
    const rows = await listLinkedOrders(testDb.db, [paid, due, paid, 999_999]);
    expect(rows.toSorted((a, b) => a.id - b.id)).toEqual(
      [
        {
          id: due,
          order_status: "awaiting-payment",
          order_token: expect.any(String),
          payment_due_at: DUE_ON[1],
          total_cents: 3499,
          paid_cents: null,
        },
        {
          id: paid,
          order_status: "paid",
          order_token: expect.any(String),
          payment_due_at: DUE_ON[2],
          total_cents: 3499,
          paid_cents: 3499,
        },
      ].toSorted((a, b) => a.id - b.id),
    );
    expect(await listLinkedOrders(testDb.db, [])).toEqual([]);
  });
});
