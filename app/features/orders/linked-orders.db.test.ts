// What a feature that links to orders reads of them by their ids, on SQLite and PostgreSQL.
import { describe, expect, it } from "vitest";
import { testNow } from "../../../tests/support/factories";
import { setupTestDb, testDialect } from "../../../tests/support/test-db";
import { listLinkedOrders } from "./queries.server";

const testDb = setupTestDb({ clean: ["order_items", "orders"] });

/** `count` orders awaiting payment, their totals 100, 101, ... cents; returns their ids in that order. */
async function makeOrders(count: number) {
  const at = testNow.toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    public_token: `token-${i}`,
    idempotency_key: `key-${i}`,
    checkout_buyer: null,
    checkout_hash: null,
    user_id: null,
    status: "awaiting-payment" as const,
    first_name: "Ann",
    last_name: "Lee",
    email: "ann@example.org",
    phone: "",
    address: "",
    city: "",
    state: "",
    zip: "",
    country: "",
    subtotal_cents: 100 + i,
    shipping_cents: 0,
    total_cents: 100 + i,
    created_at: at,
    updated_at: at,
    payment_due_at: at,
    reminder_sent_at: null,
    paid_at: null,
    paid_cents: null,
    fulfilled_at: null,
    closed_at: null,
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    const inserted = await testDb.db
      .insertInto("orders")
      .values(rows.slice(i, i + 100))
      .returning("id")
      .execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

describe(`linked orders (${testDialect})`, () => {
  it("reads each order asked for once, with its status, link, deadline, total and what was received; unknown ids are left out", async () => {
    const [first = 0, second = 0] = await makeOrders(2);
    const rows = await listLinkedOrders(testDb.db, [second, first, second, 999_999]);
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      {
        id: first,
        order_status: "awaiting-payment",
        order_token: "token-0",
        payment_due_at: testNow.toISOString(),
        total_cents: 100,
        paid_cents: null,
      },
      {
        id: second,
        order_status: "awaiting-payment",
        order_token: "token-1",
        payment_due_at: testNow.toISOString(),
        total_cents: 101,
        paid_cents: null,
      },
    ]);
    expect(await listLinkedOrders(testDb.db, [])).toEqual([]);
  });

  it("reads a list longer than one query's slice whole", async () => {
    const ids = await makeOrders(1234);
    const rows = await listLinkedOrders(testDb.db, ids);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(ids);
    expect(rows.reduce((sum, row) => sum + row.total_cents, 0)).toBe(1234 * 100 + (1233 * 1234) / 2);
  });
});
