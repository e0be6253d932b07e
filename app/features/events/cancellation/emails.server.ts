import { eventNotice, type Recipient } from "~/features/events/emails.server";
import type { RuleEvent } from "~/features/events/queries.server";
import { orderNumber } from "~/features/orders";
import type { Config } from "~/lib/config";
import { format } from "~/lib/i18n";
import { eventsMessages } from "~/texts/pages/events";

/**
 * The confirmation of a cancellation, by the member or by an administrator; for a fee, that nothing is
 * owed any more, or that a paid fee is refunded by hand.
 */
export function cancelledEmail(
  config: Config,
  event: RuleEvent,
  to: Recipient,
  byAdmin: boolean,
  fee: { id: number; unpaid: boolean; paidCents: number | null } | undefined,
) {
  const t = eventsMessages[to.locale].cancelledEmail;
  return eventNotice(config, event, to, "event-cancellation", t, ({ texts, when, formatter }) => {
    const order = fee && {
      number: orderNumber(fee.id),
      amount: fee.paidCents === null ? "" : formatter.money(fee.paidCents),
    };
    return [
      format(byAdmin ? t.byAdmin : t.body, { title: texts.title, when }),
      ...(order && fee.unpaid ? [format(t.unpaid, order)] : []),
      ...(order && fee.paidCents !== null ? [format(t.refund, order)] : []),
    ];
  });
}
