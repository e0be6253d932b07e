import { z } from "zod";
import { orderNumber, PAYMENT_METHODS, orderTotals as paymentTotals } from "~/features/orders";
import type { Config } from "~/lib/config";
import { format, type Locale } from "~/lib/i18n";
import { inLocale } from "~/lib/i18n/content";
import { HOUR_MS, type LimitRule, type LimitSetting, limitRows } from "~/lib/limits";
import { PROVINCE_CODES } from "~/lib/provinces";
import { fitsSizeSet, SIZES, type Size, type SizeSet } from "~/lib/sizes";
import { emailAddress, singleLine } from "~/lib/text";
import type { ShopTexts } from "~/texts/pages/shop";
import { lineKey, MAX_LINES, MAX_QUANTITY } from "./cart";
import { FREE_SHIPPING_OVER_CENTS, SHIPPING_CENTS } from "./storefront";

export {
  CATEGORIES,
  type CategoryKey,
  categoryFrom,
  FREE_SHIPPING_OVER_CENTS,
  inCategory,
  SHIPPING_CENTS,
  shippingTerms,
} from "./storefront";

export function shippingCents(subtotalCents: number) {
  return subtotalCents === 0 || subtotalCents > FREE_SHIPPING_OVER_CENTS ? 0 : SHIPPING_CENTS;
}

/** How shipping is shown, on the pages and in the e-mails alike: "Free" when there is none, else the amount. */
export function shippingShown(cents: number, free: string, money: (cents: number) => string) {
  return cents === 0 ? free : money(cents);
}

export function orderTotals(subtotalCents: number) {
  return paymentTotals(subtotalCents, shippingCents(subtotalCents));
}

// ---- Checkout: what the browser sends; prices are never taken from it (docs/product.md departure 5). ----

type Texts = ShopTexts["validation"];

const required = (t: Texts, message: string, max = 200) =>
  z.string().trim().min(1, message).max(max, message).check(singleLine(t.controlCharacters));

export function checkoutSchema(t: Texts) {
  const quantity = format(t.quantity, { max: MAX_QUANTITY });
  return z.object({
    firstName: required(t, t.firstName, 100),
    lastName: required(t, t.lastName, 100),
    email: emailAddress(t.email),
    phone: z
      .string()
      .trim()
      .regex(/^[+()\d .-]{7,25}$/, t.phone),
    address: required(t, t.address),
    city: required(t, t.city, 100),
    state: z.enum(PROVINCE_CODES, { error: t.state }),
    zip: required(t, t.zip, 20),
    country: required(t, t.country, 100),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{16,64}$/, t.form),
    // No card field exists: the buyer pays by Interac e-Transfer, or in person when the association allows it.
    paymentMethod: z.enum(PAYMENT_METHODS, { error: t.paymentMethod }).default("etransfer"),
    items: z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: "custom", message: t.items });
          return z.NEVER;
        }
      })
      .pipe(
        z
          .array(
            // Every refusal in the spec's words, never Zod's own ("Invalid option: expected one of...").
            z.object(
              {
                productId: z.string({ error: t.items }).refine((id) => parseProductId(id) !== null, t.items),
                size: z.enum(SIZES, { error: t.size }).nullable().default(null),
                quantity: z
                  .number({ error: quantity })
                  .int(quantity)
                  .min(1, quantity)
                  .max(MAX_QUANTITY, quantity),
              },
              { error: t.items },
            ),
            { error: t.items },
          )
          .min(1, t.emptyCart)
          .max(MAX_LINES, t.items),
      ),
  });
}

export type CheckoutInput = z.output<ReturnType<typeof checkoutSchema>>;

export type CatalogueProduct = { id: string; name: string; price_cents: number; size_set: SizeSet };

/** A product named in `locale` (French missing or blank: the English): what an order line keeps. */
export function productNamedIn<T extends { name: string; name_fr: string | null }>(
  product: T,
  locale: Locale,
): T {
  return { ...product, name: inLocale({ en: product.name, fr: product.name_fr }, locale).text };
}

export type PricedLine = {
  productId: string;
  name: string;
  size: Size | null;
  quantity: number;
  unitCents: number;
  lineCents: number;
};

/** What the checkout says of the lines the stock could not cover: sold out, or how many are left. */
export function shortageMessage(
  lines: { name: string; size: Size | null; available: number }[],
  t: Pick<Texts, "soldOut" | "fewerLeft">,
) {
  return lines
    .map((line) =>
      format(line.available === 0 ? t.soldOut : t.fewerLeft, {
        name: line.name,
        size: line.size ? ` (${line.size})` : "",
        available: line.available,
      }),
    )
    .join(" ");
}

/** A priced line as an order keeps it (features/orders stores it). */
export function pricedLineRow(line: PricedLine) {
  return {
    product_id: line.productId,
    name: line.name,
    size: line.size,
    quantity: line.quantity,
    unit_cents: line.unitCents,
    line_cents: line.lineCents,
    kind: "goods" as const,
  };
}

/** One line per product and size, in the order first seen, quantities added up to the maximum. */
function mergeLines(items: CheckoutInput["items"]) {
  const merged = new Map<string, { productId: string; size: Size | null; quantity: number }>();
  for (const item of items) {
    const key = lineKey(item);
    const previous = merged.get(key);
    merged.set(key, { ...item, quantity: Math.min((previous?.quantity ?? 0) + item.quantity, MAX_QUANTITY) });
  }
  return [...merged.values()];
}

/**
 * The order as submitted, as one text: what a checkout's idempotency key is bound to (decision 019). A
 * double click sends the same form, so the same text; any other cart, contact or address differs.
 */
export function checkoutFingerprint(input: CheckoutInput) {
  const { idempotencyKey: _key, items, ...buyer } = input;
  const lines = mergeLines(items)
    .map((line) => [line.productId, line.size, line.quantity] as const)
    .sort(([a, b], [c, d]) => `${a}|${b}`.localeCompare(`${c}|${d}`));
  return JSON.stringify([Object.entries(buyer).sort(([a], [b]) => a.localeCompare(b)), lines]);
}

/**
 * Each checkout e-mails the shop and, for a signed-in buyer, the address typed in the form: checkouts are
 * limited per recipient, refused past it (docs/security.md #30). They also count per signed-in account, with
 * a far higher budget per client address for the many accounts behind one network, or per client address
 * without an account: past a budget, a proof of work (decision 039).
 */
export const CHECKOUT_LIMITS = {
  perAccount: {
    bucket: "checkout",
    per: "account",
    setting: "ACCOUNT_ACTIONS_PER_HOUR",
    windowMs: HOUR_MS,
    past: "proof",
  },
  perAddress: {
    bucket: "checkout-address",
    per: "address",
    setting: "ADDRESS_ACTIONS_PER_HOUR",
    windowMs: HOUR_MS,
    past: "proof",
  },
  guest: {
    bucket: "checkout-guest",
    per: "address",
    setting: "GUEST_ACTIONS_PER_HOUR",
    windowMs: HOUR_MS,
    past: "proof",
  },
  perRecipient: {
    bucket: "checkout-recipient",
    per: "recipient",
    max: 5,
    windowMs: HOUR_MS,
    past: "refused",
  },
} as const satisfies Record<string, LimitRule>;

/** The shop's rows of /admin/limits, sized by this server's settings. */
export function shopLimits(config: Pick<Config, LimitSetting>) {
  return limitRows(Object.values(CHECKOUT_LIMITS), config);
}

/**
 * What one buyer may hold unpaid (decision 037, docs/security.md #39): an order awaiting payment takes its
 * stock, so one buyer (an account, or an e-mail address across its unpaid orders) may hold at most `perItem`
 * of one product and size and `units` in all; a guest's order over `largeGuestOrderCents` is held
 * `largeGuestHoldDays` days instead of the association's payment period. A team's order goes through the
 * association (the message says to write to it).
 */
export const HOLD_LIMITS = {
  perItem: 4,
  units: 20,
  largeGuestOrderCents: 20_000,
  largeGuestHoldDays: 2,
} as const;

/** What a buyer's unpaid orders already hold of one product and size. */
export type HeldLine = { productId: string; size: string | null; quantity: number };

export type HoldBreach =
  | { kind: "item"; name: string; size: Size | null; held: number; allowed: number }
  | { kind: "units"; count: number };

/** The limits this order would pass, given what the buyer's unpaid orders hold already; none: it may go. */
export function holdBreaches(lines: PricedLine[], held: HeldLine[], limits = HOLD_LIMITS): HoldBreach[] {
  const holding = new Map(held.map((line) => [`${line.productId}|${line.size ?? ""}`, line.quantity]));
  const breaches: HoldBreach[] = [];
  for (const line of lines) {
    const already = holding.get(`${line.productId}|${line.size ?? ""}`) ?? 0;
    if (already + line.quantity > limits.perItem)
      breaches.push({
        kind: "item",
        name: line.name,
        size: line.size,
        held: already,
        allowed: Math.max(limits.perItem - already, 0),
      });
  }
  const count =
    held.reduce((sum, line) => sum + line.quantity, 0) + lines.reduce((sum, line) => sum + line.quantity, 0);
  if (count > limits.units) breaches.push({ kind: "units", count });
  return breaches;
}

/** What the checkout says of the limits an order passes, in the buyer's language. */
export function holdMessage(
  breaches: HoldBreach[],
  t: Pick<Texts, "limitItem" | "limitItemHeld" | "limitUnits">,
  limits = HOLD_LIMITS,
) {
  return breaches
    .map((breach) =>
      breach.kind === "units"
        ? format(t.limitUnits, { max: limits.units, count: breach.count })
        : format(breach.held === 0 ? t.limitItem : t.limitItemHeld, {
            max: limits.perItem,
            name: breach.name,
            size: breach.size ? ` (${breach.size})` : "",
            held: breach.held,
            allowed: breach.allowed,
          }),
    )
    .join(" ");
}

/** How many days an order is held for its payment: a guest's large order, fewer (decision 037). */
export function holdDays(
  paymentDays: number,
  order: { guest: boolean; totalCents: number },
  limits = HOLD_LIMITS,
) {
  return order.guest && order.totalCents > limits.largeGuestOrderCents
    ? Math.min(paymentDays, limits.largeGuestHoldDays)
    : paymentDays;
}

/**
 * Prices the order from the catalogue: every product must exist, a size is required exactly when the
 * product has sizes, and the totals are integer cents computed here, never taken from the browser.
 */
export function priceOrder(
  items: CheckoutInput["items"],
  products: CatalogueProduct[],
):
  | ({ ok: true; lines: PricedLine[] } & ReturnType<typeof orderTotals>)
  | { ok: false; reason: "unknown-product" | "size" } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines: PricedLine[] = [];
  for (const item of mergeLines(items)) {
    const product = byId.get(item.productId);
    if (!product) return { ok: false, reason: "unknown-product" };
    if (!fitsSizeSet(product.size_set, item.size)) return { ok: false, reason: "size" };
    lines.push({
      productId: product.id,
      name: product.name,
      size: item.size,
      quantity: item.quantity,
      unitCents: product.price_cents,
      lineCents: product.price_cents * item.quantity,
    });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.lineCents, 0);
  return { ok: true, lines, ...orderTotals(subtotal) };
}

/** An order as its page shows it: the number, not the database ids, the owner or the link's token. */
export function orderForPage<
  T extends { id: number; public_token: string; user_id: string | null; items: { id: number }[] },
>(order: T) {
  const { id, public_token: _token, user_id: _owner, items, ...shown } = order;
  const withoutId = (line: T["items"][number]) => {
    const { id: _line, ...shownLine } = line;
    return shownLine;
  };
  return { ...shown, number: orderNumber(id), items: items.map(withoutId) };
}

export { ORDER_STATUSES, orderNumber, parseOrderNumber } from "~/features/orders";

/** A product id as the catalogue writes them ("blue-training-ball"); null for anything else. */
export function parseProductId(param: string | undefined) {
  return param && /^[a-z0-9-]{1,100}$/.test(param) ? param : null;
}

/** An order's public token (18 random bytes in base64url); null for anything else. */
export function parseOrderToken(param: string | undefined) {
  return param && /^[A-Za-z0-9_-]{24}$/.test(param) ? param : null;
}
