import { isSize, type Size } from "~/lib/sizes";

/** Where the browser keeps the cart (localStorage), shared by every tab of the site. */
export const CART_STORAGE_KEY = "cart";
export const MAX_QUANTITY = 99;
export const MAX_LINES = 50;

/** The cart of docs/product.md spec §4, kept in the browser: pure functions over a list of lines. */

export type CartLine = {
  productId: string;
  name: string;
  /** The French name, so the cart reads in the page's language whichever page added the line. */
  nameFr: string | null;
  image: string;
  priceCents: number;
  size: Size | null;
  quantity: number;
};

/** Lines differ by product and size (docs/product.md departure 8). */
export function lineKey(line: { productId: string; size: Size | null }) {
  return line.size ? `${line.productId}:${line.size}` : line.productId;
}

/** Adding what is already in the cart adds 1 to its quantity; a new line enters with quantity 1. */
export function addToCart(cart: CartLine[], item: Omit<CartLine, "quantity">): CartLine[] {
  const key = lineKey(item);
  if (cart.some((line) => lineKey(line) === key)) {
    return cart.map((line) =>
      lineKey(line) === key ? { ...line, quantity: Math.min(line.quantity + 1, MAX_QUANTITY) } : line,
    );
  }
  if (cart.length >= MAX_LINES) return cart;
  return [...cart, { ...item, quantity: 1 }];
}

export function removeFromCart(cart: CartLine[], key: string): CartLine[] {
  return cart.filter((line) => lineKey(line) !== key);
}

/** A quantity of 0 or less removes the line; otherwise it is set (whole numbers, at most 99). */
export function updateQuantity(cart: CartLine[], key: string, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeFromCart(cart, key);
  const whole = Math.min(Math.floor(quantity), MAX_QUANTITY);
  return cart.map((line) => (lineKey(line) === key ? { ...line, quantity: whole } : line));
}

export function clearCart(): CartLine[] {
  return [];
}

export function totalItems(cart: CartLine[]) {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

export function subtotalCents(cart: CartLine[]) {
  return cart.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
}

function isStoredLine(value: unknown): value is CartLine {
  if (typeof value !== "object" || value === null) return false;
  const line = value as Record<string, unknown>;
  const text = (v: unknown, max: number) => typeof v === "string" && v.length <= max;
  return (
    text(line.productId, 100) &&
    line.productId !== "" &&
    text(line.name, 200) &&
    (line.nameFr === undefined || line.nameFr === null || text(line.nameFr, 200)) &&
    text(line.image, 2000) &&
    Number.isInteger(line.priceCents) &&
    (line.priceCents as number) >= 0 &&
    (line.size === null || isSize(line.size)) &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) >= 1 &&
    (line.quantity as number) <= MAX_QUANTITY
  );
}

/**
 * The cart from localStorage; anything that does not parse is reported as null (the caller removes it).
 * Checked by hand rather than with Zod, which would weigh on every page's JavaScript.
 */
export function parseStoredCart(text: string | null): CartLine[] | null {
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length > MAX_LINES || !value.every(isStoredLine)) return null;
    return value.map(({ productId, name, nameFr, image, priceCents, size, quantity }) => ({
      productId,
      name,
      // A cart stored before products had French names has none: its lines show the English.
      nameFr: nameFr ?? null,
      image,
      priceCents,
      size,
      quantity,
    }));
  } catch {
    return null;
  }
}

// ---- Stock: the cart asks the server how many are left of its lines (/shop/stock.json?items=…).

/** The cart's lines as the stock route's `items` parameter: their keys, comma-separated. */
export function stockQuery(lines: { productId: string; size: Size | null }[]) {
  return lines.map(lineKey).join(",");
}

const STOCK_ITEM = /^([a-z0-9-]{1,100})(?::([A-Z0-9]{1,3}))?$/;

/** The stock route's `items` back to lines (each once, at most MAX_LINES); null when it is not one. */
export function parseStockQuery(text: string | null) {
  if (!text) return null;
  const keys = text.split(",");
  if (keys.length > MAX_LINES) return null;
  const lines: { productId: string; size: Size | null }[] = [];
  for (const key of new Set(keys)) {
    const match = STOCK_ITEM.exec(key);
    const size = match?.[2] ?? null;
    if (!match || (size !== null && !isSize(size))) return null;
    lines.push({ productId: match[1] as string, size });
  }
  return lines;
}

/** What a line says of the stock: nothing while enough are left, else sold out or how many are left. */
export function shortfall(quantity: number, available: number | undefined) {
  if (available === undefined || available >= quantity) return null;
  return available <= 0 ? ({ soldOut: true } as const) : ({ soldOut: false, left: available } as const);
}
