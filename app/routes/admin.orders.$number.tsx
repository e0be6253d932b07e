import type { ReactNode } from "react";
import { data, Form, href, useNavigate, useNavigation } from "react-router";
import { EmailLink } from "~/components/contact-links";
import { Badge } from "~/components/ui/badge";
import { Button, LinkButton } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { PageHeader } from "~/components/ui/page-header";
import { adminActionsFor, isOverdue, MarkPaidForm, orderNumber, parseOrderNumber } from "~/features/orders";
import { getOrderById, getOrderPayment, submitOrderChange } from "~/features/orders/index.server";
import { orderMeta, orderPage } from "~/features/shop";
import { OrderSummary } from "~/features/shop/components/order-summary";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { ordersAdminMessages } from "~/texts/pages/orders-admin";
import { paymentsMessages } from "~/texts/pages/payments";
import { shopMessages } from "~/texts/pages/shop";
import type { Route } from "./+types/admin.orders.$number";

export const meta: Route.MetaFunction = orderMeta((m) => m.admin.detailTitle);

async function loadOrder(db: Parameters<typeof getOrderById>[0], param: string) {
  const id = parseOrderNumber(param);
  const order = id === null ? undefined : await getOrderById(db, id);
  if (!order) throw data(null, { status: 404 });
  return order;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const order = await loadOrder(db, params.number);
  const payment = await getOrderPayment(db, order.id);
  if (!payment) throw data(null, { status: 404 });
  const { goods, ...paid } = payment;
  const actions = adminActionsFor(order.status, { goods });
  // The cancel button opens its confirmation by a link, so that it works without JavaScript too.
  const confirming = new URL(request.url).searchParams.get("confirm") === "cancel";
  return {
    ...orderPage(order),
    payment: paid,
    goods,
    overdue: isOverdue({ status: order.status, payment_due_at: paid.payment_due_at }, new Date()),
    actions,
    confirmingCancel: confirming && actions.includes("cancel"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const order = await loadOrder(app.db, params.number);
  return submitOrderChange(app, context, {
    form: await readForm(request),
    orderId: order.id,
    back: href("/admin/orders/:number", { number: orderNumber(order.id) }),
  });
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="font-medium">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(shopMessages);
  const texts = useTexts(ordersAdminMessages);
  const t = texts.order;
  const payments = useTexts(paymentsMessages);
  const path = usePath();
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const { dateTime, deadline, money } = useFormat();
  const { order, number, payment, goods, overdue, actions, confirmingCancel } = loaderData;
  const here = path(href("/admin/orders/:number", { number }));
  const closeConfirm = () => navigate(here, { preventScrollReset: true, replace: true });
  const from = <input type="hidden" name="from" value={order.status} />;
  const simple = [
    ["ship", t.ship],
    ["pick-up", t.pickUp],
  ] as const;

  return (
    <section>
      <PageHeader
        title={format(m.admin.detailTitle, { number })}
        back={{ to: path("/admin/orders"), label: m.admin.title }}
      />
      <p className="mt-1 text-slate-700">{dateTime(order.created_at)}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl bg-slate-50 p-5">
          <h2 className="font-bold">{m.admin.customer}</h2>
          <p>
            {order.first_name} {order.last_name}
          </p>
          <p>
            <EmailLink email={order.email} className="text-red-800 underline" />
          </p>
          <p>{order.phone}</p>
          {goods ? (
            <>
              <h2 className="mt-4 font-bold">{m.admin.shipTo}</h2>
              <address className="not-italic">
                {order.address}
                <br />
                {order.city}, {order.state} {order.zip}
                <br />
                {order.country}
              </address>
            </>
          ) : null}
        </div>
        <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <h2 className="font-bold">{t.payment}</h2>
          <dl className="mt-2 space-y-1">
            <Fact term={texts.list.columns.status}>
              {payments.statuses[order.status]}
              {overdue ? <Badge>{texts.overdue}</Badge> : null}
            </Fact>
            <Fact term={t.method}>{payments.methods[payment.payment_method]}</Fact>
            {payment.payment_due_at ? (
              <Fact term={t.deadline}>{deadline(payment.payment_due_at)}</Fact>
            ) : null}
            {payment.paid_at !== null && payment.paid_cents !== null ? (
              <Fact term={t.received}>
                {format(t.receivedOn, {
                  amount: money(payment.paid_cents),
                  date: dateTime(payment.paid_at),
                })}
              </Fact>
            ) : null}
            {payment.fulfilled_at ? <Fact term={t.fulfilled}>{dateTime(payment.fulfilled_at)}</Fact> : null}
            {payment.closed_at ? <Fact term={t.closed}>{dateTime(payment.closed_at)}</Fact> : null}
          </dl>

          <h2 className="mt-6 font-bold">{t.actions}</h2>
          {actions.length === 0 ? <p className="mt-2 text-slate-700">{t.noActions}</p> : null}
          {actions.includes("mark-paid") ? (
            <MarkPaidForm
              order={{ status: order.status, total_cents: order.total_cents, paid_cents: payment.paid_cents }}
              answer={actionData}
              busy={busy}
            />
          ) : null}
          <div className="mt-3 flex flex-wrap gap-3">
            {simple
              .filter(([action]) => actions.includes(action))
              .map(([action, label]) => (
                <Form key={action} method="post">
                  {from}
                  <Button type="submit" name="action" value={action} disabled={busy}>
                    {label}
                  </Button>
                </Form>
              ))}
            {actions.includes("cancel") ? (
              <LinkButton to="?confirm=cancel" variant="secondary" preventScrollReset>
                {t.cancel}
              </LinkButton>
            ) : null}
          </div>
        </div>
      </div>
      <section aria-labelledby="order-lines" className="mt-6 rounded-xl bg-slate-50 p-6">
        <h2 id="order-lines" className="font-bold">
          {t.lines}
        </h2>
        <OrderSummary order={order} texts={{ ...m.checkout, size: m.confirmation.size }} />
      </section>

      <ConfirmDialog
        open={confirmingCancel}
        title={format(t.confirmCancelTitle, { number })}
        onCancel={closeConfirm}
      >
        <p className="mt-2 text-slate-700">{t.confirmCancelText}</p>
        <Form method="post" action={here} className="mt-6 flex flex-wrap justify-end gap-3">
          {from}
          <LinkButton to={here} replace preventScrollReset variant="secondary">
            {t.keep}
          </LinkButton>
          <Button type="submit" name="action" value="cancel" disabled={busy}>
            {t.confirmCancel}
          </Button>
        </Form>
      </ConfirmDialog>
    </section>
  );
}
