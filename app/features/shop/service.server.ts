import { createHash } from "node:crypto";
import { href } from "react-router";
import type { Db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors.server";
import {
  createOrder,
  findOrderByIdempotencyKey,
  listGoodsOfOrder,
  listHeldByBuyer,
  loadPaymentSettings,
  type OrderReleaseHook,
  type PaymentInstructions,
  paymentInstructions,
} from "~/features/orders/index.server";
import { checkProof, newChallenge } from "~/lib/challenge.server";
import { type Config, siteNameIn } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render";
import { defaultLocale, format, type Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import type { ChallengeAnswer } from "~/lib/limits";
import { formatMoney } from "~/lib/money";
import { allowAndRecord, limitFor, noteFiring, withinBudgetOrProof } from "~/lib/rate-limit.server";
import { SIZES, type Size, sizeLabel } from "~/lib/sizes";
import { commonMessages } from "~/texts/pages/common";
import { shopMessages } from "~/texts/pages/shop";
import { listProductPrices, listStockOnSale, putBackStock, stockOf, takeStock } from "./queries.server";
import {
  CHECKOUT_LIMITS,
  type CheckoutInput,
  checkoutFingerprint,
  type HoldBreach,
  holdBreaches,
  holdDays,
  orderNumber,
  type PricedLine,
  pricedLineRow,
  priceOrder,
  productNamedIn,
  shippingShown,
} from "./rules";

/** A line the stock could not cover: how many of that size are left (0: sold out). */
export type ShortLine = { productId: string; name: string; size: Size | null; available: number };

export type PlaceOrderResult =
  | { ok: true; id: number; token: string; number: string }
  | { ok: false; reason: "unknown-product" | "size" | "throttled" | "key-used" | "method" }
  | { ok: false; reason: "sold-out"; lines: ShortLine[] }
  /** Past what one buyer may hold unpaid (decision 037): nothing was taken. */
  | { ok: false; reason: "limit"; breaches: HoldBreach[] }
  | ({ ok: false; reason: "challenge" } & ChallengeAnswer);

/**
 * Who checks out: a signed-in member's id, or else the anonymous checkout cookie's value (null when the
 * request carried none); and the address the request came from.
 */
/** `locale`: the language the order was placed in; the buyer's confirmation is written in it. */
export type Buyer = {
  userId: string | null;
  guestId: string | null;
  client: string;
  locale: Locale;
  /** The proof of work the form brought past a budget of the limits (decision 039), if any. */
  proof?: string;
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Thrown inside the transaction so that a refused request rolls back what the first limit recorded: refused
 * outright (the recipient's limit) or past a budget, where a proof of work lets it through (`retryAt` set).
 */
class Throttled extends Error {
  constructor(
    readonly bucket: string,
    readonly retryAt?: string,
  ) {
    super(bucket);
  }
}

/**
 * Checkouts count per signed-in account with a far higher budget per client address (the many accounts
 * behind one network), or per client address without an account; past a budget, a proof of work.
 */
function checkoutBudgets(config: Config, customer: Buyer) {
  const { perAccount, perAddress, guest } = CHECKOUT_LIMITS;
  if (!customer.userId) return [limitFor(guest, customer.client, config)];
  return [limitFor(perAccount, customer.userId, config), limitFor(perAddress, customer.client, config)];
}

/** Thrown inside the transaction so that the stock already taken for the other lines is put back. */
class SoldOut extends Error {
  constructor(readonly lines: ShortLine[]) {
    super("sold out");
  }
}

/**
 * The order made earlier with this key, shown again only to the same buyer for the same order (a double
 * click). Anyone else, or another order under the key, learns nothing about it: "key-used".
 */
async function orderOfKey(
  db: Db,
  idempotencyKey: string,
  binding: { buyer: string | null; hash: string },
): Promise<PlaceOrderResult | undefined> {
  const order = await findOrderByIdempotencyKey(db, idempotencyKey);
  if (!order) return undefined;
  if (
    binding.buyer === null ||
    order.checkout_buyer !== binding.buyer ||
    order.checkout_hash !== binding.hash
  ) {
    return { ok: false, reason: "key-used" };
  }
  return { ok: true, id: order.id, token: order.public_token, number: orderNumber(order.id) };
}

/**
 * Creates an order awaiting payment, priced from the catalogue (never from the browser), that takes its
 * stock in the same transaction by conditional updates: never below zero, and when one line cannot be
 * covered nothing is taken and the buyer is told how many are left of each short line. Its e-mails are
 * recorded in the same transaction: the confirmation with the payment instructions to the buyer, and a
 * notification to the shop. What one buyer may hold unpaid is limited (HOLD_LIMITS, decision 037), and a
 * guest's large order is held fewer days. Checkouts are limited per client and per recipient. The same idempotency key
 * twice from the same buyer with the same order (a double click) returns the first order (decision 019).
 */
export async function placeOrder(
  { db, config, mail }: Deps,
  input: CheckoutInput,
  customer: Buyer,
  now = new Date(),
): Promise<PlaceOrderResult> {
  const binding = {
    // A request without the checkout cookie belongs to nobody known: its key never finds an order.
    buyer: customer.userId
      ? `user:${customer.userId}`
      : customer.guestId
        ? `guest:${sha256(customer.guestId)}`
        : null,
    hash: sha256(checkoutFingerprint(input)),
  };
  const again = await orderOfKey(db, input.idempotencyKey, binding);
  if (again) return again;
  const proof = await checkProof(config, customer.proof, "checkout", now);

  let result: PlaceOrderResult;
  try {
    result = await db.transaction().execute(async (trx) => {
      const products = await listProductPrices(trx, [...new Set(input.items.map((item) => item.productId))]);
      const priced = priceOrder(
        input.items,
        products.map((product) => productNamedIn(product, customer.locale)),
      );
      if (!priced.ok) return priced;
      const settings = await loadPaymentSettings(trx, config);
      if (input.paymentMethod === "in-person" && !settings.inPersonEnabled)
        return { ok: false, reason: "method" };

      const recipient = input.email.toLowerCase();
      const held = await listHeldByBuyer(trx, { email: recipient, userId: customer.userId });
      const breaches = holdBreaches(priced.lines, held);
      if (breaches.length > 0) return { ok: false, reason: "limit", breaches };

      const { perRecipient } = CHECKOUT_LIMITS;
      if (!(await allowAndRecord(trx, limitFor(perRecipient, recipient), now)))
        throw new Throttled(perRecipient.bucket);
      const gate = await withinBudgetOrProof(trx, checkoutBudgets(config, customer), proof, now);
      if (!gate.ok) throw new Throttled(gate.bucket, gate.retryAt);

      await takeStockOf(trx, priced.lines);
      const paymentDays = holdDays(settings.paymentDays, {
        guest: customer.userId === null,
        totalCents: priced.totalCents,
      });
      const order = await createOrder(
        trx,
        { ...settings, paymentDays },
        {
          buyer: { ...input, userId: customer.userId, locale: customer.locale },
          method: input.paymentMethod,
          lines: priced.lines.map(pricedLineRow),
          shippingCents: priced.shippingCents,
          checkout: { idempotencyKey: input.idempotencyKey, ...binding },
        },
        now,
        config.TIME_ZONE,
      );

      const summary = {
        number: order.number,
        input,
        priced: { ...priced, ...order },
        url: `${config.BASE_URL}${localePath(customer.locale, href("/orders/:token", { token: order.token }))}`,
        instructions: paymentInstructions(
          settings,
          {
            id: order.id,
            total_cents: order.totalCents,
            payment_method: input.paymentMethod,
            payment_due_at: order.dueAt,
          },
          customer.locale,
          config.TIME_ZONE,
        ),
      };
      await enqueueEmail(trx, customerEmail(config, summary, customer.locale), now);
      await enqueueEmail(trx, shopEmail(config, summary), now);
      return { ok: true as const, id: order.id, token: order.token, number: order.number };
    });
  } catch (error) {
    // Two submissions with one key at the same moment (a double click): the second finds the first's
    // order, also when the first took the last of a size or the last checkout the limit allowed.
    if (error instanceof SoldOut || error instanceof Throttled || isUniqueViolation(error)) {
      const first = await orderOfKey(db, input.idempotencyKey, binding);
      if (first) return first;
    }
    if (error instanceof Throttled) {
      await noteFiring(db, error.bucket, error.retryAt ? "challenged" : "refused", now);
      if (!error.retryAt) return { ok: false, reason: "throttled" };
      const challenge = await newChallenge(config, "checkout", now);
      return { ok: false, reason: "challenge", challenge, retryAt: error.retryAt };
    }
    if (error instanceof SoldOut) return { ok: false, reason: "sold-out", lines: error.lines };
    throw error;
  }
  if (result.ok) mail.wake();
  return result;
}

/**
 * The order in which stock rows are locked, whoever locks them (a checkout, a release): by product id,
 * then in the order of SIZES. One order for all, so two transactions holding the same sizes listed
 * differently cannot deadlock on PostgreSQL.
 */
function inVariantOrder<T>(lines: T[], variant: (line: T) => { productId: string; size: string | null }) {
  const rank = (size: string | null) => SIZES.indexOf(size as Size);
  return [...lines].sort((a, b) => {
    const [x, y] = [variant(a), variant(b)];
    if (x.productId !== y.productId) return x.productId < y.productId ? -1 : 1;
    return rank(x.size) - rank(y.size);
  });
}

/**
 * Takes every line's stock, or throws SoldOut naming each line that is short, in the cart's order (rolling
 * back the rest).
 */
async function takeStockOf(trx: Db, lines: PricedLine[]) {
  const short = new Map<PricedLine, ShortLine>();
  for (const line of inVariantOrder(lines, (line) => line)) {
    if (await takeStock(trx, line)) continue;
    const { productId, name, size } = line;
    short.set(line, { productId, name, size, available: await stockOf(trx, line) });
  }
  if (short.size > 0) throw new SoldOut(lines.flatMap((line) => short.get(line) ?? []));
}

/**
 * How many are left of each of the cart's lines (0: sold out, or not sold), in one query whatever the
 * number of lines: what the cart drawer and the checkout warn with. The checkout decides again when the
 * order is placed.
 */
export async function stockOfLines(db: Db, lines: { productId: string; size: Size | null }[]) {
  const rows = await listStockOnSale(db, [...new Set(lines.map((line) => line.productId))]);
  const stock = new Map(rows.map((row) => [`${row.product_id}|${row.size}`, row.stock]));
  return lines.map((line) => ({
    ...line,
    available: stock.get(`${line.productId}|${line.size ?? ""}`) ?? 0,
  }));
}

/** The shop's release hook: a cancelled or expired order puts back the stock it took. */
export const releaseStock: OrderReleaseHook = async (trx, _deps, order) => {
  const goods = await listGoodsOfOrder(trx, order.id);
  for (const line of inVariantOrder(goods, (line) => ({ productId: line.product_id, size: line.size })))
    await putBackStock(trx, line);
};

type Summary = {
  number: string;
  input: CheckoutInput;
  priced: { lines: PricedLine[]; subtotalCents: number; shippingCents: number; totalCents: number };
  url: string;
  instructions: PaymentInstructions;
};

type EmailTexts = (typeof shopMessages)[Locale]["email"];

function orderLines({ priced }: Summary, locale: Locale) {
  const { email: t, checkout } = shopMessages[locale];
  const money = (cents: number) => formatMoney(cents, locale);
  return [
    ...priced.lines.map((line) =>
      format(t.line, {
        quantity: line.quantity,
        name: line.name,
        size: line.size ? ` (${sizeLabel(line.size, commonMessages[locale].sizes)})` : "",
        total: money(line.lineCents),
      }),
    ),
    format(t.subtotal, { amount: money(priced.subtotalCents) }),
    format(t.shipping, { amount: shippingShown(priced.shippingCents, checkout.free, money) }),
    format(t.total, { amount: money(priced.totalCents) }),
  ];
}

function shipTo({ input }: Summary, t: EmailTexts) {
  return format(t.shipTo, {
    address: `${input.firstName} ${input.lastName}, ${input.address}, ${input.city}, ${input.state} ${input.zip}, ${input.country}`,
  });
}

function customerEmail(config: Config, summary: Summary, locale: Locale) {
  const t = shopMessages[locale].email;
  return {
    to: summary.input.email,
    kind: "order-confirmation",
    ...renderEmail({
      locale,
      subject: format(t.customerSubject, { number: summary.number }),
      siteName: siteNameIn(config, locale),
      baseUrl: config.BASE_URL,
      heading: t.customerHeading,
      paragraphs: [
        format(t.customerIntro, { name: summary.input.firstName, number: summary.number }),
        summary.instructions.title,
        ...summary.instructions.paragraphs,
        ...orderLines(summary, locale),
        shipTo(summary, t),
      ],
      action: { label: t.action, url: summary.url },
      required: "order",
    }),
  };
}

/** To the association's shop address, in the site's default language. */
function shopEmail(config: Config, summary: Summary) {
  const t = shopMessages[defaultLocale].email;
  const { input } = summary;
  return {
    to: config.CONTACT_EMAIL,
    replyTo: input.email,
    kind: "order-notification",
    ...renderEmail({
      locale: defaultLocale,
      subject: format(t.shopSubject, { number: summary.number }),
      siteName: siteNameIn(config, defaultLocale),
      baseUrl: config.BASE_URL,
      heading: format(t.shopHeading, { number: summary.number }),
      paragraphs: [
        format(t.shopIntro, {
          name: `${input.firstName} ${input.lastName}`,
          email: input.email,
          phone: input.phone,
          number: summary.number,
        }),
        ...orderLines(summary, defaultLocale),
        shipTo(summary, t),
      ],
      action: {
        label: t.action,
        url: `${config.BASE_URL}${href("/admin/orders/:number", { number: summary.number })}`,
      },
    }),
  };
}
