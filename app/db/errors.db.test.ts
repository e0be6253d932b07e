import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./errors.server";
import { setupTestDb, testDialect } from "./test-db.server";

const testDb = setupTestDb();

const product = {
  id: "dup-ball",
  name: "Ball",
  description: "x",
  price_cents: 100,
  image: "/x.webp",
  has_sizes: 0,
  sort_order: 99,
};

async function errorOf(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error("the write succeeded");
}

describe(`isUniqueViolation (${testDialect})`, () => {
  it("recognises a second row with the same primary key", async () => {
    await testDb.db.insertInto("products").values(product).execute();
    const error = await errorOf(() => testDb.db.insertInto("products").values(product).execute());
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("recognises a second row with the same value in a unique index", async () => {
    const subscriber = (id: string) => ({
      email: "a@example.com",
      email_key: "a@example.com",
      status: "pending" as const,
      confirm_token: `c-${id}`,
      unsubscribe_token: `u-${id}`,
      confirm_sent_at: "2026-01-01T00:00:00.000Z",
      created_at: "2026-01-01T00:00:00.000Z",
    });
    await testDb.db.insertInto("newsletter_subscribers").values(subscriber("1")).execute();
    const error = await errorOf(() =>
      testDb.db.insertInto("newsletter_subscribers").values(subscriber("2")).execute(),
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("does not take a refused check, a missing value or any other failure for a duplicate", async () => {
    const refused = await errorOf(() =>
      testDb.db
        .insertInto("products")
        .values({ ...product, id: "free-ball", price_cents: 0 })
        .execute(),
    );
    const missing = await errorOf(() =>
      testDb.db
        .insertInto("products")
        // biome-ignore lint/suspicious/noExplicitAny: the test writes a row the schema forbids.
        .values({ ...product, id: "nameless", name: null as any })
        .execute(),
    );
    expect([refused, missing, new Error("boom"), null, undefined].map(isUniqueViolation)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
