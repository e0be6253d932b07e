/**
 * The sizes a product can be sold in, by size set (docs/shop.md, "Sizes"; decision 050). The shop says
 * which set a product uses; an order line keeps only the size's code, and every page, the orders' pages
 * and e-mails included, names it in the reader's language through sizeLabel. Kept in lib because orders,
 * which knows no feature, shows the sizes of its lines too.
 *
 * - apparel: the letters the shop has always sold (S to XXL).
 * - shoes: Canadian and US sizes (the same scale in both countries), 4 to 13. Whole sizes only: every size
 *   of every set is two fields of the admin's product form, which may hold MAX_FORM_FIELDS.
 * - ball: the handball sizes of the IHF Rules of the Game, rule 3 (the ball): size 0 for the youngest
 *   children, 1 for children of about 8 to 12, 2 for women and for youth of 12 to 16, 3 for men over 16.
 * - none: one stock, no size to choose.
 */
export const SIZE_SETS = ["apparel", "shoes", "ball", "none"] as const;
export type SizeSet = (typeof SIZE_SETS)[number];

const APPAREL = ["S", "M", "L", "XL", "XXL"] as const;
const SHOES = ["4", "5", "6", "7", "8", "9", "10", "11", "12", "13"] as const;
const BALL = ["0", "1", "2", "3"] as const;

/** Every size code of every set, in the order the sets and their sizes are shown; no code is in two sets. */
export const SIZES = [...APPAREL, ...SHOES, ...BALL] as const;
export type Size = (typeof SIZES)[number];

const BY_SET: Record<SizeSet, readonly Size[]> = { apparel: APPAREL, shoes: SHOES, ball: BALL, none: [] };

/** The sizes of a set, smallest first (none for "none"). */
export function sizesOf(set: SizeSet): readonly Size[] {
  return BY_SET[set];
}

export function isSize(value: unknown): value is Size {
  return (SIZES as readonly unknown[]).includes(value);
}

/** A stored size set; anything else (a row written by hand) reads as one stock without sizes. */
export function sizeSetOf(value: string): SizeSet {
  return (SIZE_SETS as readonly string[]).includes(value) ? (value as SizeSet) : "none";
}

/** Whether a line's size fits a product of `set`: one of its sizes, or no size when it has none. */
export function fitsSizeSet(set: SizeSet, size: string | null) {
  return size === null ? set === "none" : (BY_SET[set] as readonly string[]).includes(size);
}

/** The texts that name sizes in one language (common.sizes in the catalogues). */
export type SizeTexts = { apparel: Record<(typeof APPAREL)[number], string> };

/**
 * A size as a reader of `texts`' language writes it: apparel letters in the language's own letters, the
 * numbers as they are. An unknown code (an order line older than its product's sizes) shows as stored.
 */
export function sizeLabel(size: string, texts: SizeTexts) {
  return size in texts.apparel ? texts.apparel[size as keyof SizeTexts["apparel"]] : size;
}
