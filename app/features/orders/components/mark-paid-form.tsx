import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { useLocale, useTexts } from "~/lib/root-data";
import { paymentsMessages } from "~/texts/pages/payments";
import { remainingCents } from "../rules";

/** What submitOrderChange answered a refused "Mark paid" with: the error, the amount typed, a shortfall. */
export type MarkPaidAnswer = { errors?: { amount?: string }; amount?: string; shortCents?: number };

/**
 * "Mark paid" wherever it is offered (an order's page, a member's record), one form for one rule (decision
 * 037): the amount received, prefilled with what is still owed as a volunteer types it; "Mark paid" and
 * "Record a partial payment"; after a refused shortfall, "Mark paid, $X short" confirming that very
 * shortfall. It sends the status and the amount received the page showed (the compare-and-set).
 */
export function MarkPaidForm({
  order,
  answer,
  busy,
  id = "amount",
  children,
}: {
  order: { status: string | null; total_cents: number; paid_cents: number | null };
  answer?: MarkPaidAnswer;
  busy: boolean;
  /** The amount field's id, distinct when a page shows several forms. */
  id?: string;
  /** The page's own hidden fields (which membership). */
  children?: ReactNode;
}) {
  const t = useTexts(paymentsMessages).markPaid;
  const locale = useLocale();
  const { money } = useFormat();
  const owed = remainingCents(order);
  const received = order.paid_cents ?? 0;
  const typed = (owed / 100).toFixed(2).replace(".", locale === "fr" ? "," : ".");
  return (
    <div className="mt-3">
      {received > 0 ? (
        <p className="mb-2">
          {t.receivedSoFar}: {money(received)} · {t.remaining}: {money(owed)}
        </p>
      ) : null}
      <Form method="post" className="flex flex-wrap items-end gap-3">
        {children}
        <input type="hidden" name="action" value="mark-paid" />
        <input type="hidden" name="from" value={order.status ?? ""} />
        <input type="hidden" name="received" value={received} />
        {answer?.shortCents ? <input type="hidden" name="short" value={answer.shortCents} /> : null}
        <Field
          name="amount"
          id={id}
          label={t.amount}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          defaultValue={answer?.amount ?? typed}
          error={answer?.errors?.amount}
          className="w-40"
        />
        <Button type="submit" name="payment" value="full" disabled={busy}>
          {t.markPaid}
        </Button>
        <Button type="submit" name="payment" value="partial" variant="secondary" disabled={busy}>
          {t.partial}
        </Button>
        {answer?.shortCents ? (
          <Button type="submit" name="payment" value="short" variant="secondary" disabled={busy}>
            {format(t.markPaidShort, { short: money(answer.shortCents) })}
          </Button>
        ) : null}
      </Form>
    </div>
  );
}
