import { z } from "zod";
import type { ProductsTable } from "~/db/schema";
import { parseAmount } from "~/features/orders";
import { format, type Locale } from "~/lib/i18n";
import { SIZE_SETS, SIZES, type Size, type SizeSet, sizeSetOf, sizesOf } from "~/lib/sizes";
import { multiLine, singleLine, textOfLength } from "~/lib/text";
import { imageReference } from "~/lib/uploads/rules";
import type { ProductsTexts } from "~/texts/pages/products";
import { CATEGORIES } from "./rules";

type Texts = ProductsTexts["validation"];

/** A product_variants size: one of SIZES (of the product's size set), or "" for the one stock of a product without sizes. */
export type VariantSize = Size | "";
export const VARIANT_SIZES: readonly VariantSize[] = [...SIZES, ""];

/** A stock per variant size; null: no row, that size is not sold. */
export type StockBySize = Record<VariantSize, number | null>;

export const PRODUCT_LENGTHS = {
  id: { min: 3, max: 80 },
  name: { min: 3, max: 100 },
  description: { min: 10, max: 2000 },
};
export const MAX_STOCK = 100_000;
export const MAX_PRICE_CENTS = 1_000_000;
export const PRODUCTS_PER_PAGE = 50;
/** From this many left down, a product page says "Only N left". */
export const FEW_LEFT = 5;

/** The form's names of a size's stock and of the stock the page showed for it ("stockM", "shownM"; "stock"). */
export const stockField = (size: VariantSize) => `stock${size}`;
export const shownField = (size: VariantSize) => `shown${size}`;

/** The category words of the spec's filter ("jersey", "shorts", "ball", "shoes"). */
const CATEGORY_WORDS = CATEGORIES.map((category) => category.match).filter(Boolean);

const blank = (value: unknown) => value === undefined || (typeof value === "string" && value.trim() === "");

/** An optional French text: blank is null (the English shows), else the English text's rules. */
const frenchText = (rule: z.ZodType<string>) =>
  z.preprocess((value) => (blank(value) ? null : value), rule.nullable());

/** A stock count typed in the form, or the one the page showed: blank is null (not sold). */
const stockCount = (message: string) =>
  z.preprocess(
    (value) => (blank(value) ? null : value),
    z
      .string({ error: message })
      .trim()
      .regex(/^\d{1,6}$/, message)
      .transform(Number)
      .refine((value) => value <= MAX_STOCK, message)
      .nullable(),
  );

/** A checkbox: sent as "on" when ticked, absent when not. */
const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value === "on");

/** A product id: lowercase words joined by hyphens, holding a category word so the shop's filter finds it. */
const productId = (t: Texts) =>
  z
    .string({ error: format(t.idFormat, PRODUCT_LENGTHS.id) })
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, format(t.idFormat, PRODUCT_LENGTHS.id))
    .min(PRODUCT_LENGTHS.id.min, format(t.idFormat, PRODUCT_LENGTHS.id))
    .max(PRODUCT_LENGTHS.id.max, format(t.idFormat, PRODUCT_LENGTHS.id))
    .refine((id) => CATEGORY_WORDS.some((word) => id.includes(word)), t.idCategory);

function stockFields(t: Texts) {
  const stock = format(t.stock, { max: MAX_STOCK });
  return Object.fromEntries(
    VARIANT_SIZES.flatMap((size) => [
      [stockField(size), stockCount(stock)],
      [shownField(size), stockCount(t.form)],
    ]),
  ) as Record<string, ReturnType<typeof stockCount>>;
}

function productFields(t: Texts) {
  const { name, description } = PRODUCT_LENGTHS;
  const price = format(t.price, { max: MAX_PRICE_CENTS / 100 });
  return z.object({
    name: textOfLength(name, t.nameMin, t.nameMax).check(singleLine(t.controlCharacters)),
    description: textOfLength(description, t.descriptionMin, t.descriptionMax).check(
      multiLine(t.controlCharacters),
    ),
    nameFr: frenchText(textOfLength(name, t.nameFrMin, t.nameFrMax).check(singleLine(t.controlCharacters))),
    descriptionFr: frenchText(
      textOfLength(description, t.descriptionFrMin, t.descriptionFrMax).check(multiLine(t.controlCharacters)),
    ),
    price: z.string({ error: price }).transform((value, ctx) => {
      const cents = parseAmount(value);
      if (cents !== null && cents > 0 && cents <= MAX_PRICE_CENTS) return cents;
      ctx.addIssue({ code: "custom", message: price });
      return z.NEVER;
    }),
    image: imageReference(t),
    sizeSet: z.enum(SIZE_SETS, { error: t.sizeSet }),
    hidden: checkbox,
    ...stockFields(t),
  });
}

/** The form's fields as the services take them: stock and shown counts per size. */
function toInput(form: z.output<ReturnType<typeof productFields>>) {
  const count = (field: string) => (form as Record<string, unknown>)[field] as number | null;
  // The counts of the other sets (their sizes, or the one count) are not sold: their rows go.
  const sold = (size: VariantSize) =>
    size === "" ? form.sizeSet === "none" : sizesOf(form.sizeSet).includes(size);
  const stock = {} as StockBySize;
  const shown = {} as StockBySize;
  for (const size of VARIANT_SIZES) {
    stock[size] = sold(size) ? count(stockField(size)) : null;
    shown[size] = count(shownField(size));
  }
  return {
    name: form.name,
    nameFr: form.nameFr,
    description: form.description,
    descriptionFr: form.descriptionFr,
    priceCents: form.price,
    image: form.image,
    sizeSet: form.sizeSet,
    hidden: form.hidden,
    stock,
    shown,
  };
}

/**
 * The admin's product form when editing, the same in the browser and on the server. Stock: one count per
 * size of the product's size set, or one count for the set "none"; blank is "not sold". With each count comes the one the
 * page showed, for the compare-and-set of the save.
 */
export function productFormSchema(t: Texts) {
  return productFields(t).transform(toInput);
}

/** The form of a new product: the same, and its id, typed only now. */
export function newProductFormSchema(t: Texts) {
  return productFields(t)
    .extend({ id: productId(t) })
    .transform((form) => ({ ...toInput(form), id: form.id }));
}

export type ProductInput = z.output<ReturnType<typeof productFormSchema>>;
export type NewProductInput = z.output<ReturnType<typeof newProductFormSchema>>;

/** The stock rows of one product as a count per size (null where the size is not sold). */
export function stockBySize(variants: { size: string; stock: number }[]): StockBySize {
  const stock = Object.fromEntries(VARIANT_SIZES.map((size) => [size, null])) as StockBySize;
  for (const variant of variants) {
    if ((VARIANT_SIZES as readonly string[]).includes(variant.size))
      stock[variant.size as VariantSize] = variant.stock;
  }
  return stock;
}

/** The sizes whose stock is not the one the form showed: what a stale form reports. */
export function stockChanges(shown: StockBySize, current: StockBySize) {
  return VARIANT_SIZES.filter((size) => shown[size] !== current[size]).map((size) => ({
    size,
    stock: current[size],
  }));
}

/**
 * What a stale save tells the admin, and the form shown again: their values, except the counts that
 * changed, which show (and will be compared with) what is left now.
 */
export function staleStockForm(
  t: Texts,
  values: Record<string, string>,
  input: ProductInput,
  current: StockBySize,
) {
  const errors: Record<string, string> = {};
  const nextValues = { ...values };
  const described: string[] = [];
  for (const { size, stock } of stockChanges(input.shown, current)) {
    // Every changed count shows as it is now, so that saving again compares with it.
    nextValues[stockField(size)] = nextValues[shownField(size)] = stock === null ? "" : String(stock);
    if (input.shown[size] === input.stock[size]) continue;
    errors[stockField(size)] = stock === null ? t.fieldGone : format(t.fieldNow, { stock });
    if (size === "") described.push(stock === null ? t.stockGone : format(t.stockNow, { stock }));
    else described.push(stock === null ? format(t.sizeGone, { size }) : format(t.sizeNow, { size, stock }));
  }
  errors.form = format(t.stockChanged, { changes: described.join(", ") });
  return { values: nextValues, errors };
}

/** What a buyer may see of a size: on sale, only a few left (with how many), or sold out. */
export type Availability = { size: Size | null } & (
  | { state: "available" }
  | { state: "few"; left: number }
  | { state: "sold-out" }
);

/**
 * The sizes a product is sold in, in the order of its size set (one entry, size null, without sizes), each
 * with its availability; an exact count is shown only when few are left.
 */
export function availability(set: SizeSet, variants: { size: string; stock: number }[]): Availability[] {
  const stock = stockBySize(variants);
  const sizes: readonly VariantSize[] = set === "none" ? [""] : sizesOf(set);
  return sizes.flatMap((size): Availability[] => {
    const left = stock[size];
    if (left === null) return [];
    const named = { size: size === "" ? null : size };
    if (left === 0) return [{ ...named, state: "sold-out" as const }];
    return [
      left <= FEW_LEFT
        ? { ...named, state: "few" as const, left }
        : { ...named, state: "available" as const },
    ];
  });
}

/** A product none of whose sizes is left (or that is sold in none): the shop shows "Sold out". */
export function isSoldOut(set: SizeSet, variants: { size: string; stock: number }[]) {
  return availability(set, variants).every((size) => size.state === "sold-out");
}

/** The form's values of a stored product: its texts, its price in dollars, and its stock (shown twice). */
export function productFormValues(
  product: Omit<ProductsTable, "sort_order" | "hidden"> & { hidden: number },
  stock: StockBySize,
  locale: Locale,
): Record<string, string> {
  const counts = Object.fromEntries(
    VARIANT_SIZES.flatMap((size) => {
      const value = stock[size] === null ? "" : String(stock[size]);
      return [
        [stockField(size), value],
        [shownField(size), value],
      ];
    }),
  );
  return {
    id: product.id,
    name: product.name,
    nameFr: product.name_fr ?? "",
    description: product.description,
    descriptionFr: product.description_fr ?? "",
    // Written as the page's language writes amounts ("34,99" in French); the form reads either.
    price: (product.price_cents / 100).toFixed(2).replace(".", locale === "fr" ? "," : "."),
    image: product.image,
    sizeSet: sizeSetOf(product.size_set),
    hidden: product.hidden ? "on" : "",
    ...counts,
  };
}
