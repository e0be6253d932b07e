import type { z } from "zod";
import type { Db } from "~/db/db.server";
import type { Config } from "~/lib/config";
import type { Locale } from "~/lib/i18n";
import { type RefusedForm, readFormWithImage } from "~/lib/uploads/form.server";
import { uploadStorage } from "~/lib/uploads/storage.server";
import { type ProductsTexts, productsMessages } from "~/texts/pages/products";
import {
  type NewProductInput,
  type ProductInput,
  productFormValues,
  type StockBySize,
  shownField,
  stockBySize,
  VARIANT_SIZES,
} from "./products";
import {
  getProductForAdmin,
  insertProduct,
  listProductsPage,
  setStockIfUnchanged,
  updateProduct,
} from "./products.queries.server";
import { listVariants } from "./queries.server";

/**
 * Reads the product form like the event form: a multipart post may carry an image file (the picker
 * without JavaScript), used as the image and stored only once the whole form is valid.
 */
export async function readProductForm<S extends z.ZodType>(
  request: Request,
  config: Config,
  locale: Locale,
  schemaFor: (t: ProductsTexts["validation"]) => S,
): Promise<{ ok: true; input: z.output<S>; values: Record<string, string> } | RefusedForm> {
  const schema = schemaFor(productsMessages[locale].validation);
  const read = await readFormWithImage(request, { schema, storage: uploadStorage(config), locale });
  return read.ok ? read : { ...read, errors: shownErrorsAsForm(read.errors) };
}

/** The counts the page showed travel in hidden fields: one that cannot be read is the form's error. */
function shownErrorsAsForm(errors: Record<string, string>) {
  const shown = VARIANT_SIZES.map(shownField).find((field) => errors[field]);
  return shown ? { form: errors[shown] as string, ...errors } : errors;
}

const productRow = (input: ProductInput) => ({
  name: input.name,
  name_fr: input.nameFr,
  description: input.description,
  description_fr: input.descriptionFr,
  price_cents: input.priceCents,
  image: input.image,
  size_set: input.sizeSet,
  hidden: input.hidden ? 1 : 0,
});

/** Thrown inside the save's transaction to undo it: a count was no longer the one the form showed. */
class StaleStock extends Error {}

/** Writes the counts the admin changed, each only if it is still what the form showed. */
async function saveStock(trx: Db, productId: string, input: ProductInput) {
  for (const size of VARIANT_SIZES) {
    const change = { shown: input.shown[size], stock: input.stock[size] };
    // A count the admin left as shown is not written: a sale made meanwhile stands.
    if (change.shown === change.stock) continue;
    if (!(await setStockIfUnchanged(trx, productId, size, change))) throw new StaleStock();
  }
}

/** A new product with its stock; refused when the id is already a product's. */
export async function createProduct(db: Db, input: NewProductInput) {
  return db.transaction().execute(async (trx) => {
    if (!(await insertProduct(trx, { id: input.id, ...productRow(input) }))) {
      return { ok: false as const, reason: "taken" as const };
    }
    // A new product has no stock yet, whatever counts the form claims it showed.
    await saveStock(trx, input.id, { ...input, shown: stockBySize([]) });
    return { ok: true as const };
  });
}

export type EditProductResult =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "stale"; stock: StockBySize };

/**
 * Saves a product and its stock as one compare-and-set: when a buyer (or another admin) changed a count
 * the form showed and the admin changed too, nothing is saved and the current counts come back.
 */
export async function editProduct(db: Db, id: string, input: ProductInput): Promise<EditProductResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await updateProduct(trx, id, productRow(input)))) return { ok: false, reason: "not-found" };
      await saveStock(trx, id, input);
      return { ok: true };
    });
  } catch (error) {
    if (!(error instanceof StaleStock)) throw error;
    return { ok: false, reason: "stale", stock: stockBySize(await listVariants(db, [id])) };
  }
}

/** The admin's list: one page of products and, in one query, the stock of their sizes. */
export async function loadProductsPage(db: Db, page: { offset: number; perPage: number }) {
  const { products, total } = await listProductsPage(db, page);
  const variants = await listVariants(
    db,
    products.map((product) => product.id),
  );
  return {
    total,
    products: products.map((product) => ({
      ...product,
      stock: stockBySize(variants.filter((variant) => variant.product_id === product.id)),
    })),
  };
}

/** A product and its stock as the edit form shows them; undefined when there is no such product. */
export async function loadProductForm(db: Db, id: string, locale: Locale) {
  const product = await getProductForAdmin(db, id);
  if (!product) return undefined;
  return { product, values: productFormValues(product, stockBySize(await listVariants(db, [id])), locale) };
}
