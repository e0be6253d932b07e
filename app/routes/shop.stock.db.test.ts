import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_LINES } from "~/features/shop/cart";
import { type AppContext, appContext } from "~/lib/context.server";
import { shop } from "~/texts/en/shop";
import { seedDemoContent } from "../../scripts/lib/seed";
import { testNow } from "../../tests/support/factories";
import { setupTestDb, testConfig } from "../../tests/support/test-db";
import { loader } from "./shop.stock[.]json";

// The cart drawer's and the checkout's stock warnings ask this route; the checkout decides for itself.
const testDb = setupTestDb({ seed: (db) => seedDemoContent(db, testNow, "America/Toronto") });

beforeEach(async () => {
  const { db } = testDb;
  await db.updateTable("product_variants").set({ stock: 25 }).execute();
  await db.updateTable("products").set({ hidden: 0 }).execute();
});

async function get(query: string) {
  const context = new RouterContextProvider();
  context.set(appContext, { db: testDb.db, config: testConfig } as AppContext);
  const request = new Request(`http://localhost/shop/stock.json${query}`);
  const response = (await loader({ request, context, params: {} } as unknown as Parameters<
    typeof loader
  >[0])) as Response;
  return {
    status: response.status,
    cache: response.headers.get("Cache-Control"),
    body: await response.json(),
  };
}

const setStock = (productId: string, size: string, stock: number) =>
  testDb.db
    .updateTable("product_variants")
    .set({ stock })
    .where("product_id", "=", productId)
    .where("size", "=", size)
    .execute();

describe("GET /shop/stock.json", () => {
  it("answers how many are left of each line, sizes apart, never cached", async () => {
    await setStock("white-court-shoes", "M", 2);
    await setStock("white-court-shoes", "L", 0);
    await setStock("blue-training-ball", "", 7);
    const items = "white-court-shoes:M,white-court-shoes:L,white-court-shoes:XL,blue-training-ball";
    const answer = await get(`?${new URLSearchParams({ items })}`);
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe("no-store");
    expect(answer.body).toEqual({
      lines: [
        { productId: "white-court-shoes", size: "M", available: 2 },
        { productId: "white-court-shoes", size: "L", available: 0 },
        { productId: "white-court-shoes", size: "XL", available: 25 },
        { productId: "blue-training-ball", size: null, available: 7 },
      ],
    });
  });

  it("says 0 of a size that is not sold, a product that does not exist, and a hidden product", async () => {
    await testDb.db
      .deleteFrom("product_variants")
      .where("product_id", "=", "green-court-shoes")
      .where("size", "=", "S")
      .execute();
    await testDb.db.updateTable("products").set({ hidden: 1 }).where("id", "=", "red-classic-ball").execute();
    const answer = await get(
      "?items=green-court-shoes:S,green-court-shoes:M,retired-jersey,red-classic-ball,blue-training-ball:M",
    );
    expect(answer.body.lines).toEqual([
      { productId: "green-court-shoes", size: "S", available: 0 },
      { productId: "green-court-shoes", size: "M", available: 25 },
      { productId: "retired-jersey", size: null, available: 0 },
      { productId: "red-classic-ball", size: null, available: 0 },
      // A ball has no sizes: a "size M" of it is not sold.
      { productId: "blue-training-ball", size: "M", available: 0 },
    ]);
  });

  it("answers a full cart, each line once", async () => {
    const items = Array.from({ length: MAX_LINES }, () => "white-court-shoes:S").join(",");
    const answer = await get(`?items=${items}`);
    expect(answer.body.lines).toEqual([{ productId: "white-court-shoes", size: "S", available: 25 }]);
  });

  it.each([
    ["no items", ""],
    ["empty items", "?items="],
    ["an unknown size", "?items=white-court-shoes:XS"],
    ["a capital letter", "?items=White-court-shoes"],
    ["an empty line", "?items=blue-training-ball,,red-classic-ball"],
    ["a control character", "?items=blue-training-ball%00"],
    ["a malformed escape", "?items=blue-training-ball%E0%A4%A"],
    ["SQL", "?items=blue-training-ball'%20OR%201=1--"],
    ["a 101-character id", `?items=${"a".repeat(101)}`],
    [
      "more lines than a cart holds",
      `?items=${Array.from({ length: MAX_LINES + 1 }, (_, i) => `p${i}`).join(",")}`,
    ],
  ])("refuses %s with 400 and the cart's message", async (_, query) => {
    const answer = await get(query);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: shop.validation.items });
  });
});
