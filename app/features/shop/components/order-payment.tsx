import { type OrderStatus, remainingCents } from "~/features/orders";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { useAssociationTitle, useSettings, useTexts } from "~/lib/root-data";
import { paymentsMessages } from "~/texts/pages/payments";
import { shopMessages } from "~/texts/pages/shop";

export type OrderPaymentState = {
  number: string;
  status: OrderStatus;
  total_cents: number;
  tax_cents: number;
  payment_due_at: string | null;
  paid_at: string | null;
  paid_cents: number | null;
  fulfilled_at: string | null;
  closed_at: string | null;
};

export type PaymentDue = {
  title: string;
  paragraphs: string[];
  recipient: { email: string; name: string } | null;
} | null;

/**
 * Where a buyer's order stands: its status; while it awaits payment, how to pay it in a box (amount,
 * recipient, reference, deadline, then the e-mail's sentences); once paid, the receipt; and the date it
 * was shipped, picked up, cancelled or expired.
 */
export function OrderPayment({ order, payment }: { order: OrderPaymentState; payment: PaymentDue }) {
  const t = useTexts(shopMessages).confirmation;
  const { statuses, instructions: i } = useTexts(paymentsMessages);
  const { date, deadline, money } = useFormat();
  const { address } = useSettings();
  const name = useAssociationTitle();
  const paid = order.paid_at !== null && ["paid", "shipped", "picked-up"].includes(order.status);
  const closed = {
    shipped: order.fulfilled_at && format(t.shippedOn, { date: date(order.fulfilled_at) }),
    "picked-up": order.fulfilled_at && format(t.pickedUpOn, { date: date(order.fulfilled_at) }),
    cancelled: order.closed_at && format(t.cancelledOn, { date: date(order.closed_at) }),
    expired: order.closed_at && format(t.expiredOn, { date: date(order.closed_at) }),
  }[order.status as string];
  const term = "font-semibold";
  return (
    <div className="space-y-4">
      <dl className="flex gap-2">
        <dt className={term}>{t.status}</dt>
        <dd>{statuses[order.status]}</dd>
      </dl>
      {payment ? (
        <section
          aria-labelledby="payment-title"
          className="rounded-xl border-2 border-amber-400 bg-amber-50 p-6"
        >
          <h2 id="payment-title" className="text-xl font-bold">
            {payment.title}
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {order.paid_cents ? (
              <>
                <dt className={term}>{i.received}</dt>
                <dd>{money(order.paid_cents)}</dd>
              </>
            ) : null}
            <dt className={term}>{order.paid_cents ? i.remaining : i.amount}</dt>
            <dd>{money(remainingCents(order))}</dd>
            {payment.recipient ? (
              <>
                <dt className={term}>{i.recipient}</dt>
                <dd>
                  {payment.recipient.email} ({payment.recipient.name})
                </dd>
                <dt className={term}>{i.referenceLabel}</dt>
                <dd className="font-mono">{order.number}</dd>
              </>
            ) : null}
            {order.payment_due_at ? (
              <>
                <dt className={term}>{i.deadline}</dt>
                <dd>{deadline(order.payment_due_at)}</dd>
              </>
            ) : null}
          </dl>
          <div className="mt-4 space-y-2 text-slate-800">
            {payment.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}
      {paid && order.paid_at ? (
        <section
          aria-labelledby="receipt-title"
          className="rounded-xl border border-green-700 bg-green-50 p-6"
        >
          <p className="font-semibold">
            {format(t.paidOn, {
              date: date(order.paid_at),
              amount: money(order.paid_cents ?? order.total_cents),
            })}
          </p>
          <h2 id="receipt-title" className="mt-3 font-bold">
            {t.receiptTitle}
          </h2>
          <p>
            {format(order.tax_cents > 0 ? t.receiptWithTax : t.receipt, {
              name,
              address,
              tax: money(order.tax_cents),
            })}
          </p>
        </section>
      ) : null}
      {closed ? <p>{closed}</p> : null}
    </div>
  );
}
