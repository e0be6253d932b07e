import { formatterFor } from "~/lib/formatter";
import { format, type Locale } from "~/lib/i18n";
import { paymentsMessages } from "~/texts/pages/payments";
import { orderNumber, type PaymentMethod, remainingCents } from "./rules";
import type { PaymentSettings } from "./settings";

export type PaymentInstructions = { title: string; paragraphs: string[] };

/**
 * How to pay an order, in `locale`: the amount, the recipient, the reference to write in the e-Transfer
 * message (the order number), and the deadline. The pages and the e-mails show the same sentences.
 */
export function paymentInstructions(
  settings: PaymentSettings,
  order: {
    id: number;
    total_cents: number;
    /** What was received already (a partial payment): the instructions ask for the rest. */
    paid_cents?: number | null;
    payment_method: PaymentMethod;
    payment_due_at: string | null;
  },
  locale: Locale,
  timeZone: string,
): PaymentInstructions {
  const t = paymentsMessages[locale].instructions;
  const formatter = formatterFor(locale, timeZone);
  const values = {
    amount: formatter.money(remainingCents({ ...order, paid_cents: order.paid_cents ?? null })),
    email: settings.etransferEmail,
    name: settings.etransferName,
    reference: orderNumber(order.id),
    deadline: order.payment_due_at ? formatter.deadline(order.payment_due_at) : "",
  };
  const due = order.payment_due_at !== null;
  if (order.payment_method === "in-person") {
    return {
      title: t.inPersonTitle,
      paragraphs: [
        format(due ? t.inPerson : t.inPersonNoDeadline, values),
        ...(settings.inPersonNote ? [settings.inPersonNote] : []),
        ...(due ? [t.expires] : []),
      ],
    };
  }
  return {
    title: t.etransferTitle,
    paragraphs: [
      format(due ? t.etransfer : t.etransferNoDeadline, values),
      format(t.reference, values),
      ...(settings.etransferNote ? [settings.etransferNote] : []),
      ...(due ? [t.expires] : []),
    ],
  };
}
