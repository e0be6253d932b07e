import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { AppContext } from "~/lib/context.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { formatMoney } from "~/lib/money";
import { redirectWithToast } from "~/lib/toast.server";
import { ordersAdminMessages } from "~/texts/pages/orders-admin";
import { paymentsMessages } from "~/texts/pages/payments";
import { changeOrder, type OrderChange, type OrderHooks, orderHooksContext } from "./lifecycle.server";
import { getOrderForLifecycle } from "./queries.server";
import { ADMIN_ACTIONS, ORDER_STATUSES, type OrderAction, orderNumber, parseAmount } from "./rules";

/**
 * Mark paid's other fields (the shared form, components/mark-paid-form): the button chosen ("full", a
 * "partial" payment, or "short" with the shortfall the page named), and what the page showed as received.
 */
const markPaidFields = z.object({
  payment: z.enum(["full", "partial", "short"]).default("full"),
  short: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
  received: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
});

/**
 * An administrator's posted change of an order (the order page; mark paid on a member's record): the form's
 * `action`, `from` (the status the page showed) and, to mark paid, `amount`, `payment`, `short` and
 * `received` (the shared form's fields; a shortfall without a choice answers 400 naming it). The answer is a redirect to
 * `back` with a toast saying what the order is now, or the amount's error (400). A stale page or a second
 * click changes nothing and says so.
 */
export async function submitOrderChange(
  app: AppContext & { orderHooks?: OrderHooks },
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
  let payment: Pick<OrderChange, "amountCents" | "receivedCents" | "payment"> = {};
  if (action.data === "mark-paid") {
    const amount = parseAmount(form.amount);
    const fields = markPaidFields.safeParse(form);
    if (amount === null || amount <= 0 || !fields.success)
      return data({ errors: { amount: t.amountInvalid }, amount: form.amount ?? "" }, { status: 400 });
    const { payment: choice, short, received } = fields.data;
    payment = {
      amountCents: amount,
      receivedCents: received,
      payment: choice === "short" ? { shortCents: short ?? -1 } : choice,
    };
  }
  const changed = await changeOrder(
    // The request's hooks, which server/app.ts sets; a caller that composes its own (a test) passes them in `app`.
    { ...app, hooks: app.orderHooks ?? context.get(orderHooksContext) },
    { orderId, action: action.data, from: from.data, ...payment },
  );
  const number = orderNumber(orderId);
  const here = pathFor(context, back);
  const { statuses, markPaid } = getTexts(context, paymentsMessages);
  const money = (cents: number) => formatMoney(cents, getLocale(context));
  if (changed.ok && "remainingCents" in changed)
    return redirectWithToast(app.config, here, {
      ...markPaid.recorded,
      description: format(markPaid.recorded.description, {
        number,
        received: money(changed.receivedCents),
        remaining: money(changed.remainingCents),
      }),
    });
  // Less than is owed, and no choice made about it: nothing changed; the form offers both choices.
  if (!changed.ok && changed.reason === "short") {
    const message = format(markPaid.short, {
      amount: money(payment.amountCents ?? 0),
      short: money(changed.shortCents),
      owed: money(changed.owedCents),
    });
    return data(
      { errors: { amount: message }, amount: form.amount ?? "", shortCents: changed.shortCents },
      { status: 400 },
    );
  }
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
