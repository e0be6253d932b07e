// What the shop's public pages show of the rules (shipping terms, categories), apart from rules.ts and its
// checkout schema: a page that only lists products must not bring Zod to the browser (decision 041).
import type { Locale } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";

export const SHIPPING_CENTS = 500;
/** The shop promises free shipping on orders over $100 (docs/product.md departure 5 applies it). */
export const FREE_SHIPPING_OVER_CENTS = 10_000;

/** The shipping terms as the shop and the terms of use state them ("a flat $5.00", "orders over $100"). */
export const shippingTerms = (locale: Locale) => ({
  shipping: formatMoney(SHIPPING_CENTS, locale),
  freeOver: formatMoney(FREE_SHIPPING_OVER_CENTS, locale, { whole: true }),
});

/** Spec: a product belongs to a category when its id contains the category's word. */
export const CATEGORIES = [
  { key: "all", match: "" },
  { key: "jerseys", match: "jersey" },
  { key: "shorts", match: "shorts" },
  { key: "handballs", match: "ball" },
  { key: "shoes", match: "shoes" },
] as const;
export type CategoryKey = (typeof CATEGORIES)[number]["key"];

export function categoryFrom(param: string | null): CategoryKey {
  return CATEGORIES.find((category) => category.key === param)?.key ?? "all";
}

export function inCategory(productId: string, category: CategoryKey) {
  const match = CATEGORIES.find((c) => c.key === category)?.match ?? "";
  return productId.includes(match);
}
