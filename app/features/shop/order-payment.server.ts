import type { OrderStatus, PaymentMethod } from "~/features/orders";
import { loadPaymentSettings, paymentInstructions } from "~/features/orders/index.server";
import type { Deps } from "~/lib/context.server";
import type { Locale } from "~/lib/i18n";
import { orderPage } from "./order-page";

type PayableOrder = {
  id: number;
  status: OrderStatus;
  total_cents: number;
  paid_cents: number | null;
  payment_method: PaymentMethod;
  payment_due_at: string | null;
};

/**
 * How to pay an order while it awaits payment (null once it does not): the e-mail's sentences, in the
 * page's language, and the e-Transfer's recipient for the page's box.
 */
async function paymentDue({ db, config }: Pick<Deps, "db" | "config">, order: PayableOrder, locale: Locale) {
  if (order.status !== "awaiting-payment") return null;
  const settings = await loadPaymentSettings(db, config);
  return {
    ...paymentInstructions(settings, order, locale, config.TIME_ZONE),
    recipient:
      order.payment_method === "etransfer"
        ? { email: settings.etransferEmail, name: settings.etransferName }
        : null,
  };
}

/** The data of a buyer's order page: the order as shown, and how to pay it (the route answers 404 for a missing order). */
export async function buyerOrderPage<T extends Parameters<typeof orderPage>[0] & PayableOrder>(
  deps: Pick<Deps, "db" | "config">,
  order: T,
  locale: Locale,
) {
  return { ...orderPage(order), payment: await paymentDue(deps, order, locale) };
}
