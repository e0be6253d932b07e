import { href } from "react-router";
import { type Config, siteNameIn } from "~/lib/config";
import { renderEmail } from "~/lib/email/render";
import { formatterFor } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { sizeLabel } from "~/lib/sizes";
import { commonMessages } from "~/texts/pages/common";
import { paymentsMessages } from "~/texts/pages/payments";
import { paymentInstructions } from "./instructions";
import type { getOrderForLifecycle } from "./queries.server";
import { isMembershipLine, type OrderStatus, orderNumber, remainingCents } from "./rules";
import type { PaymentSettings } from "./settings";

/** The e-mails of an order's lifecycle to its buyer, in the language the order was placed in. */
type LifecycleOrder = NonNullable<Awaited<ReturnType<typeof getOrderForLifecycle>>>;

function orderUrl(config: Config, order: LifecycleOrder) {
  return `${config.BASE_URL}${localePath(order.locale, href("/orders/:token", { token: order.public_token }))}`;
}

function orderLetter(
  config: Config,
  order: LifecycleOrder,
  kind: string,
  { subject, heading, paragraphs }: { subject: string; heading: string; paragraphs: string[] },
) {
  const t = paymentsMessages[order.locale].email;
  const formatter = formatterFor(order.locale, config.TIME_ZONE);
  const lines = order.items.map((item) =>
    format(t.line, {
      quantity: item.quantity,
      name: item.name,
      size: item.size ? ` (${sizeLabel(item.size, commonMessages[order.locale].sizes)})` : "",
      total: formatter.money(item.line_cents),
    }),
  );
  return {
    to: order.email,
    kind,
    ...renderEmail({
      locale: order.locale,
      subject,
      siteName: siteNameIn(config, order.locale),
      baseUrl: config.BASE_URL,
      heading,
      paragraphs: [
        format(t.greeting, { name: order.first_name }),
        ...paragraphs,
        ...lines,
        format(t.total, { amount: formatter.money(order.total_cents) }),
      ],
      action: { label: t.action, url: orderUrl(config, order) },
      required: "order",
    }),
  };
}

export function reminderEmail(config: Config, settings: PaymentSettings, order: LifecycleOrder) {
  const t = paymentsMessages[order.locale].email;
  const number = orderNumber(order.id);
  const how = paymentInstructions(settings, order, order.locale, config.TIME_ZONE);
  return orderLetter(config, order, "order-payment-reminder", {
    subject: format(t.reminderSubject, { number }),
    heading: t.reminderHeading,
    paragraphs: [format(t.reminderIntro, { number }), ...how.paragraphs],
  });
}

export function statusEmail(
  config: Config,
  order: LifecycleOrder & { status: OrderStatus },
  from: OrderStatus,
  now: Date,
) {
  const t = paymentsMessages[order.locale].email;
  const formatter = formatterFor(order.locale, config.TIME_ZONE);
  const values = {
    number: orderNumber(order.id),
    date: formatter.date(now.toISOString()),
    amount: formatter.money(order.paid_cents ?? order.total_cents),
    deadline: order.payment_due_at ? formatter.deadline(order.payment_due_at) : "",
  };
  const receipt = format(order.tax_cents > 0 ? t.receiptWithTax : t.receipt, {
    name: siteNameIn(config, order.locale),
    address: config.CONTACT_ADDRESS,
    tax: formatter.money(order.tax_cents),
  });
  const letter = (kind: string, subject: string, heading: string, paragraphs: string[]) =>
    orderLetter(config, order, kind, { subject: format(subject, values), heading, paragraphs });
  switch (order.status) {
    case "paid":
      return letter("order-paid", t.paidSubject, t.paidHeading, [
        format(t.paidIntro, values),
        // The receipt is the only e-mail of the change: it also says what the payment made active.
        ...(order.items.some(isMembershipLine) ? [t.membershipActive] : []),
        receipt,
      ]);
    case "shipped":
      return letter("order-shipped", t.shippedSubject, t.shippedHeading, [format(t.shippedIntro, values)]);
    case "picked-up":
      return letter("order-picked-up", t.pickedUpSubject, t.pickedUpHeading, [
        format(t.pickedUpIntro, values),
      ]);
    case "expired":
      return letter("order-expired", t.expiredSubject, t.expiredHeading, [
        format(t.expiredIntro, values),
        ...(order.paid_cents ? [format(t.refundPartial, values)] : []),
        t.expiredAgain,
      ]);
    default:
      return letter("order-cancelled", t.cancelledSubject, t.cancelledHeading, [
        format(t.cancelledIntro, values),
        ...(from === "paid" ? [t.cancelledPaid] : order.paid_cents ? [format(t.refundPartial, values)] : []),
      ]);
  }
}

/** A partial payment recorded: what was received, what remains and by when (decision 037). */
export function partialPaymentEmail(config: Config, order: LifecycleOrder, now: Date) {
  const t = paymentsMessages[order.locale].email;
  const formatter = formatterFor(order.locale, config.TIME_ZONE);
  const values = {
    number: orderNumber(order.id),
    date: formatter.date(now.toISOString()),
    amount: formatter.money(order.paid_cents ?? 0),
    remaining: formatter.money(remainingCents(order)),
    deadline: order.payment_due_at ? formatter.deadline(order.payment_due_at) : "",
  };
  return orderLetter(config, order, "order-partial-payment", {
    subject: format(t.partialSubject, values),
    heading: t.partialHeading,
    paragraphs: [
      format(t.partialIntro, values),
      format(order.payment_due_at ? t.partialRest : t.partialRestNoDeadline, values),
    ],
  });
}
