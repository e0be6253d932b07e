import { data, Form, href } from "react-router";
import { z } from "zod";
import { EmailLink } from "~/components/contact-links";
import { Button } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { OrderSummary } from "~/features/shop/components/order-summary";
import { orderMeta, orderPage } from "~/features/shop/order-page";
import { getOrderById } from "~/features/shop/queries.server";
import { ORDER_STATUSES, orderNumber, parseOrderNumber } from "~/features/shop/rules";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getTexts } from "~/lib/i18n";
import { paymentsMessages } from "~/lib/i18n/pages/payments";
import { shopMessages } from "~/lib/i18n/pages/shop";
import { pathFor } from "~/lib/i18n/paths";
import { changeOrder } from "~/lib/payments/lifecycle.server";
import { ADMIN_ACTIONS } from "~/lib/payments/rules";
import { usePath, useTexts } from "~/lib/root-data";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.orders.$number";

export const meta: Route.MetaFunction = orderMeta((m) => m.admin.detailTitle);

async function loadOrder(db: Parameters<typeof getOrderById>[0], param: string) {
  const id = parseOrderNumber(param);
  const order = id === null ? undefined : await getOrderById(db, id);
  if (!order) throw data(null, { status: 404 });
  return order;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return orderPage(await loadOrder(context.get(appContext).db, params.number));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const order = await loadOrder(app.db, params.number);
  const form = await readForm(request);
  const action = z.enum(ADMIN_ACTIONS).safeParse(form.action);
  const from = z.enum(ORDER_STATUSES).safeParse(form.from);
  if (!action.success || !from.success) throw data("Bad request", { status: 400 });
  const changed = await changeOrder(
    { ...app, hooks: app.orderHooks },
    { orderId: order.id, action: action.data, from: from.data },
  );
  if (!changed.ok) throw data("Conflict", { status: 409 });
  const status = { data: changed.status };
  const t = { ...getTexts(context, shopMessages), orders: getTexts(context, paymentsMessages) };
  return redirectWithToast(
    app.config,
    pathFor(context, href("/admin/orders/:number", { number: orderNumber(order.id) })),
    {
      ...t.admin.updated,
      description: format(t.admin.updated.description, {
        number: orderNumber(order.id),
        status: t.orders.statuses[status.data],
      }),
    },
  );
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const m = useTexts(shopMessages);
  const path = usePath();
  const t = m.admin;
  const { dateTime } = useFormat();
  const { order, number } = loaderData;
  return (
    <section>
      <PageHeader
        title={format(t.detailTitle, { number })}
        back={{ to: path("/admin/orders"), label: t.title }}
      />
      <p className="mt-1 text-slate-700">{dateTime(order.created_at)}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl bg-slate-50 p-5">
          <h2 className="font-bold">{t.customer}</h2>
          <p>
            {order.first_name} {order.last_name}
          </p>
          <p>
            <EmailLink email={order.email} className="text-red-800 underline" />
          </p>
          <p>{order.phone}</p>
          <h2 className="mt-4 font-bold">{t.shipTo}</h2>
          <address className="not-italic">
            {order.address}
            <br />
            {order.city}, {order.state} {order.zip}
            <br />
            {order.country}
          </address>
        </div>
        <Form method="post" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <input type="hidden" name="from" value={order.status} />
          <label htmlFor="action" className="block font-bold">
            {t.setStatus}
          </label>
          <select
            id="action"
            name="action"
            className="mt-2 block w-full rounded-md border border-slate-400 px-3 py-2"
          >
            {ADMIN_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
          <Button type="submit" className="mt-4">
            {t.save}
          </Button>
        </Form>
      </div>
      <div className="mt-6 rounded-xl bg-slate-50 p-6">
        <OrderSummary order={order} texts={{ ...m.checkout, size: m.confirmation.size }} />
      </div>
    </section>
  );
}
