import { describe, expect, it } from "vitest";
import { productRow, subscriberRow } from "../../tests/support/factories";
import { setupTestDb, testDialect } from "../../tests/support/test-db";
import { isUniqueViolation } from "./errors.server";

const testDb = setupTestDb();

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
    const product = productRow();
    await testDb.db.insertInto("products").values(product).execute();
    const error = await errorOf(() => testDb.db.insertInto("products").values(product).execute());
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("recognises a second row with the same value in a unique index", async () => {
    // Two rows with tokens of their own and one address.
    const subscriber = () => subscriberRow({ email: "a@example.com" });
    await testDb.db.insertInto("newsletter_subscribers").values(subscriber()).execute();
    const error = await errorOf(() =>
      testDb.db.insertInto("newsletter_subscribers").values(subscriber()).execute(),
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("does not take a refused check, a missing value or any other failure for a duplicate", async () => {
    const refused = await errorOf(() =>
      testDb.db
        .insertInto("products")
        .values(productRow({ price_cents: 0 }))
        .execute(),
    );
    const missing = await errorOf(() =>
      testDb.db
        .insertInto("products")
        // biome-ignore lint/suspicious/noExplicitAny: the test writes a row the schema forbids.
        .values(productRow({ name: null as any }))
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
