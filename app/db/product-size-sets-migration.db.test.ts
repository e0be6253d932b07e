import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { setupTestDb, testDialect } from "../../tests/support/test-db";
import { migrateToLatest, rollBackThrough } from "./migrate.server";

const testDb = setupTestDb();

describe(`migration 0026 on a database in use (${testDialect})`, () => {
  it("keeps the sizes of the products that had them as apparel, and one stock for the others", async () => {
    const db = testDb.db;
    const undone = await rollBackThrough(db, "0026_product_size_sets");
    for (const [id, hasSizes] of [
      ["club-jersey", 1],
      ["match-ball", 0],
    ] as const) {
      await sql`insert into products (id, name, description, price_cents, image, has_sizes, sort_order)
        values (${id}, ${id}, 'A product sold before size sets.', 3000, '/images/products/x.webp', ${hasSizes}, 0)`.execute(
        db,
      );
    }
    await sql`insert into product_variants (product_id, size, stock) values ('club-jersey', 'M', 4),
      ('club-jersey', 'XL', 2), ('match-ball', '', 7)`.execute(db);

    expect(await migrateToLatest(db)).toEqual(undone);
    expect(await db.selectFrom("products").select(["id", "size_set"]).orderBy("id").execute()).toEqual([
      { id: "club-jersey", size_set: "apparel" },
      { id: "match-ball", size_set: "none" },
    ]);
    expect(
      await db.selectFrom("product_variants").select(["product_id", "size", "stock"]).orderBy("id").execute(),
    ).toEqual([
      { product_id: "club-jersey", size: "M", stock: 4 },
      { product_id: "club-jersey", size: "XL", stock: 2 },
      { product_id: "match-ball", size: "", stock: 7 },
    ]);
  });
});
