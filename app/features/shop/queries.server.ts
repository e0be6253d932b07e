import type { Db } from "~/db/db.server";
import { type PricedLine, pricedLineRow } from "./rules";

export const PRODUCT_COLUMNS = [
  "id",
  "name",
  "name_fr",
  "description",
  "description_fr",
  "price_cents",
  "image",
  "size_set",
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
      .select(["id", "name", "name_fr", "price_cents", "size_set"])
      .where("id", "in", ids)
      // A hidden product is not sold (migration 0014).
      .where("hidden", "=", 0)
      .execute()
  );
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

/** The sizes and stock of these products, in the order of lib/sizes' SIZES (one row, size "", without sizes). */
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
