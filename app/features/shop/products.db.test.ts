import { beforeEach, describe, expect, it } from "vitest";
import { productsMessages } from "~/texts/pages/products";
import { seedDemoContent } from "../../../scripts/lib/seed";
import { testNow } from "../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../tests/support/test-db";
import { newProductFormSchema, productFormSchema, stockBySize } from "./products";
import {
  createProduct,
  editProduct,
  loadProductForm,
  loadProductsPage,
  readProductForm,
} from "./products.server";
import { getProduct, listProductPrices, listProducts, listVariants, takeStock } from "./queries.server";

const t = productsMessages.en.validation;

const testDb = setupTestDb({ seed: (db) => seedDemoContent(db, testNow, "America/Toronto") });

let made = 0;
/** A product id no other test uses (the database lives for the whole file). */
const newId = () => `test-${++made}-jersey`;

/** The form of a new sized jersey: M 3 and L 10 in stock, the other sizes not sold. */
function newJersey(id: string, overrides: Record<string, string> = {}) {
  return newProductFormSchema(t).parse({
    id,
    name: "Club Red Jersey",
    nameFr: "Chandail rouge du club",
    description: "Our red match jersey, light and breathable.",
    descriptionFr: "Notre chandail de match rouge, léger et respirant.",
    price: "34.99",
    image: "/uploads/0123456789abcdef0123456789abcdef.webp",
    sizeSet: "apparel",
    stockM: "3",
    stockL: "10",
    ...overrides,
  });
}

/** The edit form as the page showed it for `id`, with the admin's `changes` typed in. */
async function editForm(id: string, changes: Record<string, string>) {
  const loaded = await loadProductForm(testDb.db, id, "en");
  if (!loaded) throw new Error(`no product ${id}`);
  return productFormSchema(t).parse({ ...loaded.values, ...changes });
}

const stockOf = async (id: string) => stockBySize(await listVariants(testDb.db, [id]));
const noStock = stockBySize([]);

async function created(overrides: Record<string, string> = {}) {
  const id = newId();
  expect(await createProduct(testDb.db, newJersey(id, overrides))).toEqual({ ok: true });
  return id;
}

describe(`admin products (${testDialect})`, () => {
  it("creates a product with its French texts, price in cents and stock per size; the shop lists it", async () => {
    const id = await created();
    expect(await getProduct(testDb.db, id)).toEqual({
      id,
      name: "Club Red Jersey",
      name_fr: "Chandail rouge du club",
      description: "Our red match jersey, light and breathable.",
      description_fr: "Notre chandail de match rouge, léger et respirant.",
      price_cents: 3499,
      image: "/uploads/0123456789abcdef0123456789abcdef.webp",
      size_set: "apparel",
    });
    expect(await stockOf(id)).toEqual({ ...noStock, M: 3, L: 10 });
    const listed = (await listProducts(testDb.db)).map((product) => product.id);
    expect(listed.at(-1)).toBe(id);
    expect(listed.slice(0, 6)).toEqual([
      "white-court-shoes",
      "green-court-shoes",
      "blue-training-ball",
      "green-classic-ball",
      "red-classic-ball",
      "star-match-ball",
    ]);
  });

  it("refuses an id already taken and changes nothing", async () => {
    const id = await created();
    const again = newJersey(id, { name: "Another Jersey", price: "1.00", stockS: "50" });
    expect(await createProduct(testDb.db, again)).toEqual({ ok: false, reason: "taken" });
    expect((await getProduct(testDb.db, id))?.name).toBe("Club Red Jersey");
    expect(await stockOf(id)).toEqual({ ...noStock, M: 3, L: 10 });
    expect(await createProduct(testDb.db, newJersey("white-court-shoes"))).toEqual({
      ok: false,
      reason: "taken",
    });
    expect((await getProduct(testDb.db, "white-court-shoes"))?.price_cents).toBe(8999);
  });

  it("a new product's stock is what the form says, whatever counts a tampered form claims it showed", async () => {
    const id = newId();
    expect(await createProduct(testDb.db, newJersey(id, { shownM: "7", shownS: "2" }))).toEqual({ ok: true });
    expect(await stockOf(id)).toEqual({ ...noStock, M: 3, L: 10 });
  });

  it("edits the texts, price and stock: a size set, a new size sold, a blanked size no longer sold", async () => {
    const id = await created();
    const input = await editForm(id, {
      name: "Club Jersey",
      nameFr: "",
      price: "29.50",
      stockM: "7",
      stockL: "",
      stockXXL: "2",
    });
    expect(await editProduct(testDb.db, id, input)).toEqual({ ok: true });
    expect(await getProduct(testDb.db, id)).toMatchObject({
      name: "Club Jersey",
      name_fr: null,
      price_cents: 2950,
    });
    expect(await stockOf(id)).toEqual({ ...noStock, M: 7, XXL: 2 });
  });

  it("turns a sized product into one without sizes: the sizes' rows go, the one stock comes", async () => {
    const id = await created();
    const input = await editForm(id, { sizeSet: "none", stock: "12" });
    expect(await editProduct(testDb.db, id, input)).toEqual({ ok: true });
    expect(await stockOf(id)).toEqual({ ...noStock, "": 12 });
    expect((await getProduct(testDb.db, id))?.size_set).toBe("none");
  });

  it("sells a handball in ball sizes: the clothing sizes' rows go, the shop offers sizes 0 to 3 as stocked", async () => {
    const id = await created();
    const input = await editForm(id, { sizeSet: "ball", stock0: "", stock1: "5", stock2: "0", stockM: "3" });
    expect(await editProduct(testDb.db, id, input)).toEqual({ ok: true });
    expect(await stockOf(id)).toEqual({ ...noStock, "1": 5, "2": 0 });
    expect((await getProduct(testDb.db, id))?.size_set).toBe("ball");
    expect((await loadProductForm(testDb.db, id, "en"))?.values).toMatchObject({
      sizeSet: "ball",
      stock1: "5",
      shown1: "5",
      stock2: "0",
      stockM: "",
    });
  });

  it("hides a product: not listed, not found, not sold; the admin still edits it; showing it again lists it", async () => {
    const id = await created();
    expect(await editProduct(testDb.db, id, await editForm(id, { hidden: "on" }))).toEqual({ ok: true });
    expect((await listProducts(testDb.db)).map((product) => product.id)).not.toContain(id);
    expect(await getProduct(testDb.db, id)).toBeUndefined();
    expect(await listProductPrices(testDb.db, [id])).toEqual([]);
    const loaded = await loadProductForm(testDb.db, id, "en");
    expect(loaded?.values.hidden).toBe("on");

    expect(await editProduct(testDb.db, id, await editForm(id, { hidden: "" }))).toEqual({ ok: true });
    expect((await listProducts(testDb.db)).map((product) => product.id)).toContain(id);
  });

  it("a product that does not exist is not found and nothing is made", async () => {
    const input = await editForm("blue-training-ball", {});
    expect(await editProduct(testDb.db, "no-such-ball", input)).toEqual({ ok: false, reason: "not-found" });
    expect(await getProduct(testDb.db, "no-such-ball")).toBeUndefined();
    expect(await listVariants(testDb.db, ["no-such-ball"])).toEqual([]);
  });
});

describe("reading the form", () => {
  const post = (fields: Record<string, string>) =>
    new Request("http://localhost/admin/products/blue-training-ball", {
      method: "POST",
      body: new URLSearchParams(fields),
    });

  it("a count the page showed that cannot be read is the form's error, in the page's language", async () => {
    const loaded = await loadProductForm(testDb.db, "blue-training-ball", "fr");
    const result = await readProductForm(
      post({ ...loaded?.values, shown: "-1" }),
      testConfig,
      "fr",
      productFormSchema,
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: { form: productsMessages.fr.validation.form },
    });
  });

  it("keeps the values sent, to show the form again", async () => {
    const result = await readProductForm(
      post({ name: "Ab", price: "x" }),
      testConfig,
      "en",
      productFormSchema,
    );
    expect(result).toMatchObject({ ok: false, values: { name: "Ab", price: "x" } });
  });
});

describe(`the stock compare-and-set (${testDialect})`, () => {
  let id: string;
  beforeEach(async () => {
    id = await created();
  });

  it("a stale form changes nothing when a buyer took stock of a size the admin changed", async () => {
    const stale = await editForm(id, { name: "Renamed Jersey", price: "99.00", stockM: "20", stockL: "11" });
    expect(await takeStock(testDb.db, { productId: id, size: "M", quantity: 1 })).toBe(true);

    expect(await editProduct(testDb.db, id, stale)).toEqual({
      ok: false,
      reason: "stale",
      stock: { ...noStock, M: 2, L: 10 },
    });
    // Nothing of the form was saved: not the other size, not the name or the price.
    expect(await stockOf(id)).toEqual({ ...noStock, M: 2, L: 10 });
    expect(await getProduct(testDb.db, id)).toMatchObject({ name: "Club Red Jersey", price_cents: 3499 });

    // The page shown again compares with what is left now: saving it sets the counts.
    const again = await editForm(id, { stockM: "20", stockL: "11" });
    expect(await editProduct(testDb.db, id, again)).toEqual({ ok: true });
    expect(await stockOf(id)).toEqual({ ...noStock, M: 20, L: 11 });
  });

  it("a stale form cannot blank a size that changed, nor sell a size another admin added meanwhile", async () => {
    const blanking = await editForm(id, { stockM: "" });
    const adding = await editForm(id, { stockS: "5" });
    await takeStock(testDb.db, { productId: id, size: "M", quantity: 3 });
    expect(await editProduct(testDb.db, id, blanking)).toMatchObject({ ok: false, reason: "stale" });
    expect(await stockOf(id)).toEqual({ ...noStock, M: 0, L: 10 });

    expect(await editProduct(testDb.db, id, await editForm(id, { stockS: "8" }))).toEqual({ ok: true });
    expect(await editProduct(testDb.db, id, adding)).toMatchObject({
      ok: false,
      reason: "stale",
      stock: { ...noStock, S: 8, M: 0, L: 10 },
    });
    expect(await stockOf(id)).toEqual({ ...noStock, S: 8, M: 0, L: 10 });
  });

  it("a sale of a size the admin did not change stands: the rest of the form is saved", async () => {
    const form = await editForm(id, { name: "Club Jersey", stockL: "15" });
    await takeStock(testDb.db, { productId: id, size: "M", quantity: 1 });
    expect(await editProduct(testDb.db, id, form)).toEqual({ ok: true });
    expect(await stockOf(id)).toEqual({ ...noStock, M: 2, L: 15 });
    expect((await getProduct(testDb.db, id))?.name).toBe("Club Jersey");
  });

  it("two admins saving the same shown count: the first is saved, the second is told", async () => {
    const first = await editForm(id, { stockM: "30" });
    const second = await editForm(id, { stockM: "40" });
    const results = await Promise.all([
      editProduct(testDb.db, id, first),
      editProduct(testDb.db, id, second),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([expect.objectContaining({ reason: "stale" })]);
    expect([30, 40]).toContain((await stockOf(id)).M);
  });
});

describe(`the admin's list and the seed (${testDialect})`, () => {
  it("pages the products, hidden ones too, each with its stock", async () => {
    const first = await loadProductsPage(testDb.db, { offset: 0, perPage: 2 });
    expect(first.products.map((product) => product.id)).toEqual(["white-court-shoes", "green-court-shoes"]);
    expect(first.products[0]?.stock).toMatchObject({
      S: expect.any(Number),
      XXL: expect.any(Number),
      "": null,
    });
    const hidden = await created({ hidden: "on" });
    const all = await loadProductsPage(testDb.db, { offset: 0, perPage: 50 });
    expect(all.total).toBe(all.products.length);
    expect(all.products.find((product) => product.id === hidden)).toMatchObject({
      hidden: 1,
      stock: { ...noStock, M: 3, L: 10 },
    });
  });

  it("loads a page of the list in the same 3 queries however many products it shows (no query per product)", async () => {
    let queries = 0;
    const counting = testDb.db.withPlugin({
      transformQuery: ({ node }) => {
        queries++;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const queriesFor = async (perPage: number) => {
      queries = 0;
      const { products } = await loadProductsPage(counting, { offset: 0, perPage });
      return [products.length, queries];
    };
    for (let i = 0; i < 4; i++) await created();
    expect(await queriesFor(1)).toEqual([1, 3]);
    expect(await queriesFor(10)).toEqual([10, 3]);
  });

  it("a size the admin stopped selling stays unsold, and set counts stay, when the seed runs again", async () => {
    const input = await editForm("green-court-shoes", { stockS: "", stockM: "4" });
    expect(await editProduct(testDb.db, "green-court-shoes", input)).toEqual({ ok: true });
    await seedDemoContent(testDb.db, testNow, "America/Toronto");
    expect(await stockOf("green-court-shoes")).toEqual({ ...noStock, M: 4, L: 25, XL: 25, XXL: 25 });
  });
});
