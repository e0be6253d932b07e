import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import type { SizeSet } from "~/lib/sizes";
import { itMaps, itRefuses } from "~/lib/test-table";
import { productsMessages } from "~/texts/pages/products";
import {
  availability,
  isSoldOut,
  newProductFormSchema,
  productFormSchema,
  productFormValues,
  type StockBySize,
  staleStockForm,
  stockBySize,
} from "./products";

const t = productsMessages.en.validation;

/** A new sized product as the form sends it: M and L sold, the page having shown no stock. */
const validForm: Record<string, string> = {
  id: "club-red-jersey",
  name: "Club Red Jersey",
  description: "Our red match jersey, light and breathable.",
  nameFr: "",
  descriptionFr: "",
  price: "34.99",
  image: "/uploads/0123456789abcdef0123456789abcdef.webp",
  sizeSet: "apparel",
  stockM: "3",
  stockL: "10",
};

const noStock: StockBySize = stockBySize([]);

/** The new product the form makes of `overrides`, or null when it refuses them. */
function created(overrides: Record<string, string | undefined>) {
  const result = parseWith(newProductFormSchema(t), { ...validForm, ...overrides });
  return result.ok ? result.data : null;
}

/** The message the form shows for `field` when it is sent as `value`. */
function refusal(field: string, value: string | undefined, schema = newProductFormSchema(t)) {
  const result = parseWith(schema, { ...validForm, [field]: value });
  return result.ok ? null : result.errors[field];
}

describe("newProductFormSchema", () => {
  it("turns a valid form into a product in cents with a stock per size, the rest not sold", () => {
    expect(created({})).toEqual({
      id: "club-red-jersey",
      name: "Club Red Jersey",
      nameFr: null,
      description: "Our red match jersey, light and breathable.",
      descriptionFr: null,
      priceCents: 3499,
      image: "/uploads/0123456789abcdef0123456789abcdef.webp",
      sizeSet: "apparel",
      hidden: false,
      stock: { ...noStock, M: 3, L: 10 },
      shown: noStock,
    });
  });

  itMaps("reads the price %j as %i cents", (price: string) => created({ price })?.priceCents ?? null, [
    ["34.99", 3499],
    ["34,99", 3499],
    ["$90", 9000],
    [" 0.5 ", 50],
    ["10000", 1_000_000],
  ]);

  itMaps("takes the id %j for the shop's category filter", (id: string) => created({ id })?.id ?? null, [
    ["red-jersey", "red-jersey"],
    ["kids-shorts-2027", "kids-shorts-2027"],
    ["beach-ball", "beach-ball"],
    ["court-shoes", "court-shoes"],
    ["  padded-shorts ", "padded-shorts"],
  ]);

  itRefuses("refuses the id %j", (id: string) => created({ id }), [
    "",
    "Red-Jersey",
    "red jersey",
    "red_jersey",
    "-jersey",
    "jersey-",
    "red--jersey",
    "../jersey",
    "jersey\u0000",
    `${"x".repeat(75)}-ball1`,
    "red-hat",
    "water-bottle",
  ]);

  it.each([
    ["id", "red-hat", t.idCategory],
    [
      "id",
      "Red Jersey",
      "The id must be 3 to 80 lowercase letters, digits and hyphens, such as club-red-jersey",
    ],
    ["price", "", "Enter the price in dollars, such as 34.99 (more than 0, at most 10000)"],
    ["price", "0", "Enter the price in dollars, such as 34.99 (more than 0, at most 10000)"],
    ["price", "-5", "Enter the price in dollars, such as 34.99 (more than 0, at most 10000)"],
    ["price", "34.999", "Enter the price in dollars, such as 34.99 (more than 0, at most 10000)"],
    ["price", "10000.01", "Enter the price in dollars, such as 34.99 (more than 0, at most 10000)"],
    ["price", "free", "Enter the price in dollars, such as 34.99 (more than 0, at most 10000)"],
    ["price", undefined, "Enter the price in dollars, such as 34.99 (more than 0, at most 10000)"],
    ["name", "ab", "Name must be at least 3 characters"],
    ["name", "x".repeat(101), "Name must be at most 100 characters"],
    ["name", "Red\r\nBcc: x@evil.example", t.controlCharacters],
    ["description", "too short", "Description must be at least 10 characters"],
    ["nameFr", "ab", "French name must be at least 3 characters, or left empty"],
    ["descriptionFr", "court", "French description must be at least 10 characters, or left empty"],
    ["image", "", t.imageRequired],
    ["image", "javascript:alert(1)", t.imageUrl],
    ["image", "/uploads/../app.db", t.imageUrl],
    ["stockM", "-1", "Stock must be a whole number from 0 to 100000, or empty"],
    ["stockM", "1.5", "Stock must be a whole number from 0 to 100000, or empty"],
    ["stockM", "100001", "Stock must be a whole number from 0 to 100000, or empty"],
    ["stockM", "lots", "Stock must be a whole number from 0 to 100000, or empty"],
    ["shownM", "x", t.form],
  ])("refuses %s %j with its message", (field, value, message) => {
    expect(refusal(field, value)).toBe(message);
  });

  it("shows every field's refusal in one round, in the form's language", () => {
    const result = parseWith(newProductFormSchema(productsMessages.fr.validation), {
      id: "chapeau",
      name: "",
      description: "",
      price: "gratuit",
      image: "",
    });
    expect(result.ok ? {} : result.errors).toEqual({
      id: "L'identifiant doit contenir jersey, shorts, ball ou shoes, pour que les catégories de la boutique trouvent le produit",
      name: "Le nom doit contenir au moins 3 caractères",
      description: "La description doit contenir au moins 10 caractères",
      price: "Entrez le prix en dollars, comme 34,99 (plus de 0, au plus 10000)",
      image: "L'image est obligatoire",
      sizeSet: "Choisissez les tailles dans lesquelles le produit est vendu",
    });
  });

  it("keeps the French texts, trimmed; a product without sizes has one stock, its sizes' fields ignored", () => {
    expect(
      created({
        nameFr: " Chandail rouge du club ",
        descriptionFr: "Notre chandail de match rouge.",
        sizeSet: "none",
        stock: "0",
        hidden: "on",
      }),
    ).toMatchObject({
      nameFr: "Chandail rouge du club",
      descriptionFr: "Notre chandail de match rouge.",
      sizeSet: "none",
      hidden: true,
      stock: { ...noStock, "": 0 },
    });
  });

  it("ignores a one stock sent with a sized product", () => {
    expect(created({ stock: "7" })?.stock).toEqual({ ...noStock, M: 3, L: 10 });
  });

  it("keeps only the stock of the chosen size set: a handball in sizes 1 and 2, or shoes", () => {
    expect(created({ sizeSet: "ball", stock1: "6", stock2: "0", stockM: "3" })).toMatchObject({
      sizeSet: "ball",
      stock: { ...noStock, "1": 6, "2": 0 },
    });
    expect(created({ sizeSet: "shoes", stock8: "4", stock9: "2", stock1: "6" })?.stock).toEqual({
      ...noStock,
      "8": 4,
      "9": 2,
    });
  });

  itMaps("refuses the size set %j", (sizeSet: string | undefined) => refusal("sizeSet", sizeSet), [
    [undefined, t.sizeSet],
    ["", t.sizeSet],
    ["hats", t.sizeSet],
    ["Apparel", t.sizeSet],
  ]);
});

describe("productFormSchema (edit)", () => {
  it("has no id field: an id sent is ignored", () => {
    const result = productFormSchema(t).parse({ ...validForm, id: "other-ball", shownM: "3", shownL: "8" });
    expect(result).not.toHaveProperty("id");
    expect(result.shown).toEqual({ ...noStock, M: 3, L: 8 });
  });
});

describe("the stock a buyer sees", () => {
  const variants = [
    { size: "S", stock: 0 },
    { size: "M", stock: 1 },
    { size: "L", stock: 5 },
    { size: "XL", stock: 6 },
  ];

  it("lists the sizes sold, in size order, with a count only when 5 or fewer are left", () => {
    expect(availability("apparel", [...variants].reverse())).toEqual([
      { size: "S", state: "sold-out" },
      { size: "M", state: "few", left: 1 },
      { size: "L", state: "few", left: 5 },
      { size: "XL", state: "available" },
    ]);
  });

  itMaps(
    "a product without sizes with %j in stock is %j",
    (rows: { size: string; stock: number }[]) => availability("none", rows),
    [
      [[{ size: "", stock: 40 }], [{ size: null, state: "available" }]],
      [[{ size: "", stock: 2 }], [{ size: null, state: "few", left: 2 }]],
      [[{ size: "", stock: 0 }], [{ size: null, state: "sold-out" }]],
      [[], []],
    ],
  );

  itMaps(
    "sold out: %j",
    ([sizeSet, rows]: [SizeSet, { size: string; stock: number }[]]) => isSoldOut(sizeSet, rows),
    [
      [["apparel", variants], false],
      [
        [
          "apparel",
          [
            { size: "S", stock: 0 },
            { size: "XXL", stock: 0 },
          ],
        ],
        true,
      ],
      [["apparel", []], true],
      // A size of another set left in the rows is not for sale.
      [["ball", [{ size: "M", stock: 4 }]], true],
      [["ball", [{ size: "1", stock: 4 }]], false],
      [["none", [{ size: "", stock: 0 }]], true],
      [["none", [{ size: "", stock: 1 }]], false],
      [["none", []], true],
    ],
  );
});

describe("a stale stock form", () => {
  const input = productFormSchema(t).parse({
    ...validForm,
    stockM: "20",
    shownM: "10",
    stockL: "4",
    shownL: "4",
    stockXL: "",
    shownXL: "2",
  });

  it("names the sizes the admin changed that changed meanwhile, and shows them as they are now", () => {
    const values = {
      ...validForm,
      stockM: "20",
      shownM: "10",
      stockL: "4",
      shownL: "4",
      stockXL: "",
      shownXL: "2",
    };
    const current = { ...noStock, M: 9, L: 3, XL: 2 };
    expect(staleStockForm(t, values, input, current)).toEqual({
      values: { ...values, stockM: "9", shownM: "9", stockL: "3", shownL: "3" },
      errors: {
        stockM: "Changed while you were editing: now 9",
        form: "Stock changed while this page was open: size M now has 9. Nothing was saved; check the stock and save again.",
      },
    });
  });

  it("says a size is no longer sold", () => {
    const current = { ...noStock, L: 4, XL: 2 };
    expect(staleStockForm(t, {}, input, current).errors).toEqual({
      stockM: "Changed while you were editing: no longer sold",
      form: "Stock changed while this page was open: size M is no longer sold. Nothing was saved; check the stock and save again.",
    });
  });
});

describe("the edit form's values", () => {
  it("shows the price in dollars and each count twice: to edit, and as shown for the compare-and-set", () => {
    const product = {
      id: "blue-training-ball",
      name: "Blue Training Ball",
      name_fr: null,
      description: "A soft-touch training ball.",
      description_fr: null,
      price_cents: 3490,
      image: "/images/products/blue-training-ball.webp",
      size_set: "none" as const,
      hidden: 1,
    };
    expect(productFormValues(product, stockBySize([{ size: "", stock: 7 }]), "en")).toMatchObject({
      price: "34.90",
      nameFr: "",
      sizeSet: "none",
      hidden: "on",
      stock: "7",
      shown: "7",
      stockM: "",
      shownM: "",
    });
    // French writes the amount with a comma, which the form reads back to the same cents.
    const french = productFormValues(product, stockBySize([]), "fr");
    expect(french.price).toBe("34,90");
    expect(productFormSchema(t).parse(french).priceCents).toBe(3490);
  });
});
