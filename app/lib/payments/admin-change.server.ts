import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { AppContext } from "../context.server";
import { format, getTexts } from "../i18n";
import { ordersAdminMessages } from "../i18n/pages/orders-admin";
import { paymentsMessages } from "../i18n/pages/payments";
import { pathFor } from "../i18n/paths";
import { redirectWithToast } from "../toast.server";
import { changeOrder } from "./lifecycle.server";
import { getOrderForLifecycle } from "./queries.server";
import { ADMIN_ACTIONS, ORDER_STATUSES, type OrderAction, orderNumber, parseAmount } from "./rules";

/**
 * An administrator's posted change of an order (the order page; mark paid on a member's record): the form's
 * `action`, `from` (the status the page showed) and, to mark paid, `amount`. The answer is a redirect to
 * `back` with a toast saying what the order is now, or the amount's error (400). A stale page or a second
 * click changes nothing and says so.
 */
export async function submitOrderChange(
  app: AppContext,
  context: Readonly<RouterContextProvider>,
  {
    form,
    orderId,
    back,
    actions = ADMIN_ACTIONS,
  }: {
    form: Record<string, string>;
    orderId: number;
    back: string;
    actions?: readonly OrderAction[];
  },
) {
  const action = z.enum(ADMIN_ACTIONS).safeParse(form.action);
  const from = z.enum(ORDER_STATUSES).safeParse(form.from);
  if (!action.success || !from.success || !actions.includes(action.data))
    throw data("Bad request", { status: 400 });
  const t = getTexts(context, ordersAdminMessages).order;
  let amountCents: number | undefined;
  if (action.data === "mark-paid") {
    const amount = parseAmount(form.amount);
    if (amount === null || amount <= 0)
      return data({ errors: { amount: t.amountInvalid }, amount: form.amount ?? "" }, { status: 400 });
    amountCents = amount;
  }
  const changed = await changeOrder(
    { ...app, hooks: app.orderHooks },
    { orderId, action: action.data, from: from.data, amountCents },
  );
  const number = orderNumber(orderId);
  const here = pathFor(context, back);
  const statuses = getTexts(context, paymentsMessages).statuses;
  if (changed.ok)
    return redirectWithToast(app.config, here, {
      ...t.updated,
      description: format(t.updated.description, { number, status: statuses[changed.status] }),
    });
  const order = changed.reason === "not-found" ? undefined : await getOrderForLifecycle(app.db, orderId);
  if (!order) throw data(null, { status: 404 });
  // Someone else changed it first (or this is a second click): say what it is now; nothing was changed.
  const toast = changed.reason === "stale" ? t.stale : t.notAllowed;
  return redirectWithToast(app.config, here, {
    ...toast,
    description: format(toast.description, { number, status: statuses[order.status] }),
    variant: "destructive",
  });
}
