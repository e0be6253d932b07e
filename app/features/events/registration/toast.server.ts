import { appContext } from "~/lib/context.server";
import { formatterFor } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { eventsMessages } from "~/texts/pages/events";
import type { FeeOrder } from "./rules";

/**
 * The toast of a registration made (from the form, or by accepting an offer): for an event with a fee it
 * says what is due by when, the confirmation e-mail and the event page saying how to pay.
 */
export function registeredToast(
  context: Parameters<typeof getTexts>[0],
  title: string,
  order: FeeOrder | undefined,
) {
  const t = getTexts(context, eventsMessages).register;
  if (!order) return { ...t.success, description: format(t.success.description, { title }) };
  const formatter = formatterFor(getLocale(context), context.get(appContext).config.TIME_ZONE);
  return {
    ...t.successPaid,
    description: format(t.successPaid.description, {
      title,
      amount: formatter.money(order.totalCents),
      deadline: formatter.deadline(order.dueAt),
    }),
  };
}
