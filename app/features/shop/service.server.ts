import { createHash, randomBytes } from "node:crypto";
import { href } from "react-router";
import type { Db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors.server";
import type { Config } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render";
import { defaultLocale, format, type Locale } from "~/lib/i18n";
import { shopMessages } from "~/lib/i18n/pages/shop";
import { localePath } from "~/lib/i18n/paths";
import { formatMoney } from "~/lib/money";
import { allowAndRecord } from "~/lib/rate-limit.server";
import { findOrderByIdempotencyKey, insertOrder, listProductPrices, setOrderStatus } from "./queries.server";
import {
  CHECKOUT_LIMITS,
  type CheckoutInput,
  checkoutFingerprint,
  type OrderStatus,
  orderNumber,
  type PricedLine,
  priceOrder,
  productNamedIn,
} from "./rules";

export type PlaceOrderResult =
  | { ok: true; id: number; token: string; number: string }
  | { ok: false; reason: "unknown-product" | "size" | "throttled" | "key-used" };

/**
 * Who checks out: a signed-in member's id, or else the anonymous checkout cookie's value (null when the
 * request carried none); and the address the request came from.
 */
/** `locale`: the language the order was placed in; the buyer's confirmation is written in it. */
export type Buyer = { userId: string | null; guestId: string | null; client: string; locale: Locale };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Thrown inside the transaction so that a refused request rolls back what the first limit recorded. */
class Throttled extends Error {}

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
 * Creates an order priced from the catalogue (never from the browser), with its e-mails recorded in the
 * same transaction: a confirmation to a signed-in customer (spec) and a notification to the shop for
 * every order. Checkouts are limited per client and per recipient. The same idempotency key twice from
 * the same buyer with the same order (a double click) returns the first order (decision 019).
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

  let result: PlaceOrderResult;
  try {
    result = await db.transaction().execute(async (trx) => {
      const products = await listProductPrices(trx, [...new Set(input.items.map((item) => item.productId))]);
      const priced = priceOrder(
        input.items,
        products.map((product) => productNamedIn(product, customer.locale)),
      );
      if (!priced.ok) return priced;

      const { perClient, perRecipient, windowMs } = CHECKOUT_LIMITS;
      const recipient = input.email.toLowerCase();
      if (
        !(await allowAndRecord(trx, { ...perClient, client: customer.client, windowMs }, now)) ||
        !(await allowAndRecord(trx, { ...perRecipient, client: recipient, windowMs }, now))
      ) {
        throw new Throttled();
      }

      const token = randomBytes(18).toString("base64url");
      const id = await insertOrder(
        trx,
        {
          public_token: token,
          idempotency_key: input.idempotencyKey,
          checkout_buyer: binding.buyer,
          checkout_hash: binding.hash,
          user_id: customer.userId,
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          phone: input.phone,
          address: input.address,
          city: input.city,
          state: input.state,
          zip: input.zip,
          country: input.country,
          locale: customer.locale,
          subtotal_cents: priced.subtotalCents,
          shipping_cents: priced.shippingCents,
          total_cents: priced.totalCents,
        },
        priced.lines,
        now,
      );

      const number = orderNumber(id);
      const summary = {
        number,
        input,
        priced,
        url: `${config.BASE_URL}${localePath(customer.locale, href("/orders/:token", { token }))}`,
      };
      if (customer.userId) await enqueueEmail(trx, customerEmail(config, summary, customer.locale), now);
      await enqueueEmail(trx, shopEmail(config, summary), now);
      return { ok: true as const, id, token, number };
    });
  } catch (error) {
    if (error instanceof Throttled) return { ok: false, reason: "throttled" };
    // Two submissions with one key at the same moment: the second finds the first's order.
    if (isUniqueViolation(error)) {
      const first = await orderOfKey(db, input.idempotencyKey, binding);
      if (first) return first;
    }
    throw error;
  }
  if (result.ok) mail.wake();
  return result;
}

/** Sets an order's status (the admin's order page); false when there is no such order. */
export async function changeOrderStatus(
  { db }: Pick<Deps, "db">,
  orderId: number,
  status: OrderStatus,
  now = new Date(),
) {
  return setOrderStatus(db, orderId, status, now);
}

type Summary = {
  number: string;
  input: CheckoutInput;
  priced: { lines: PricedLine[]; subtotalCents: number; shippingCents: number; totalCents: number };
  url: string;
};

type EmailTexts = (typeof shopMessages)[Locale]["email"];

function orderLines({ priced }: Summary, locale: Locale) {
  const t = shopMessages[locale].email;
  const money = (cents: number) => formatMoney(cents, locale);
  return [
    ...priced.lines.map((line) =>
      format(t.line, {
        quantity: line.quantity,
        name: line.name,
        size: line.size ? ` (${line.size})` : "",
        total: money(line.lineCents),
      }),
    ),
    format(t.subtotal, { amount: money(priced.subtotalCents) }),
    format(t.shipping, { amount: money(priced.shippingCents) }),
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
    subject: format(t.customerSubject, { number: summary.number }),
    kind: "order-confirmation",
    ...renderEmail({
      locale,
      siteName: config.ASSOCIATION_NAME,
      baseUrl: config.BASE_URL,
      heading: t.customerHeading,
      paragraphs: [
        format(t.customerIntro, { name: summary.input.firstName, number: summary.number }),
        ...orderLines(summary, locale),
        shipTo(summary, t),
      ],
      action: { label: t.action, url: summary.url },
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
    subject: format(t.shopSubject, { number: summary.number }),
    kind: "order-notification",
    ...renderEmail({
      locale: defaultLocale,
      siteName: config.ASSOCIATION_NAME,
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
