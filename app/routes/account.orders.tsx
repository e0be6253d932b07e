import { Link } from "react-router";
import { requireUser } from "~/features/accounts/guards.server";
import { listOrdersOfUser } from "~/features/shop/queries.server";
import { type OrderStatus, orderNumber } from "~/features/shop/rules";
import { appContext } from "~/lib/context.server";
import { formatDateTime } from "~/lib/dates";
import { shopMessages } from "~/lib/i18n/pages/shop";
import { metaFor } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { usePageMessages, useSettings } from "~/lib/settings";
import type { Route } from "./+types/account.orders";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, shopMessages, (m) => m.orders, { noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const orders = await listOrdersOfUser(args.context.get(appContext).db, user.id);
  return {
    orders: orders.map((order) => ({
      ...order,
      number: orderNumber(order.id),
      status: order.status as OrderStatus,
    })),
  };
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const t = usePageMessages(shopMessages).orders;
  const { timeZone } = useSettings();
  const { orders } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      {orders.length === 0 ? (
        <p className="mt-6">{t.empty}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t.columns.number}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t.columns.date}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t.columns.total}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t.columns.status}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {orders.map((order) => (
                <tr key={order.id}>
                  <td className="px-4 py-3">
                    <Link
                      to={`/account/orders/${order.number}`}
                      className="font-medium text-red-800 underline"
                    >
                      {order.number}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{formatDateTime(order.created_at, timeZone)}</td>
                  <td className="px-4 py-3">{formatMoney(order.total_cents)}</td>
                  <td className="px-4 py-3">{t.statuses[order.status] ?? order.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
