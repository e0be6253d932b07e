import type { Db } from "~/db/db.server";
import type { ProductsTable } from "~/db/schema";
import type { VariantSize } from "./products";
import { PRODUCT_COLUMNS } from "./queries.server";

/** What the shop shows of a product, and whether it is hidden. */
const ADMIN_COLUMNS = [...PRODUCT_COLUMNS, "hidden"] as const;

/** One page of every product, hidden ones too, in the shop's order, and how many there are. */
export async function listProductsPage(db: Db, { offset, perPage }: { offset: number; perPage: number }) {
  const [products, total] = await Promise.all([
    db
      .selectFrom("products")
      .select(ADMIN_COLUMNS)
      .orderBy("sort_order")
      .orderBy("id")
      .limit(perPage)
      .offset(offset)
      .execute(),
    db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { products, total: Number(total.n) };
}

/** A product as the admin edits it, hidden or not. */
export async function getProductForAdmin(db: Db, id: string) {
  return db.selectFrom("products").select(ADMIN_COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** A product as the admin's form writes it. */
type ProductRow = Omit<ProductsTable, "id" | "sort_order" | "hidden"> & { hidden: number };

/** Adds a product after the others; false when the id is taken (the database decides, not a prior read). */
export async function insertProduct(db: Db, product: ProductRow & { id: string }) {
  const last = await db
    .selectFrom("products")
    .select((eb) => eb.fn.max("sort_order").as("n"))
    .executeTakeFirst();
  const result = await db
    .insertInto("products")
    .values({ ...product, sort_order: Number(last?.n ?? -1) + 1 })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Saves a product's texts, price, image and flags; false when it does not exist. */
export async function updateProduct(db: Db, id: string, product: ProductRow) {
  const result = await db.updateTable("products").set(product).where("id", "=", id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Sets one size's stock only if it still is what the form showed (null: no row), so a count a buyer
 * changed meanwhile is never overwritten: update where stock = shown, insert where there was no row,
 * delete the row of a size no longer sold. False when the stock was not `shown` any more.
 */
export async function setStockIfUnchanged(
  db: Db,
  productId: string,
  size: VariantSize,
  { shown, stock }: { shown: number | null; stock: number | null },
) {
  if (shown === null && stock === null) return true;
  if (shown === null) {
    const result = await db
      .insertInto("product_variants")
      .values({ product_id: productId, size, stock: stock as number })
      .onConflict((oc) => oc.columns(["product_id", "size"]).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }
  if (stock === null) {
    const result = await db
      .deleteFrom("product_variants")
      .where("product_id", "=", productId)
      .where("size", "=", size)
      .where("stock", "=", shown)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
  const result = await db
    .updateTable("product_variants")
    .set({ stock })
    .where("product_id", "=", productId)
    .where("size", "=", size)
    .where("stock", "=", shown)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
