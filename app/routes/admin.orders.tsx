import { Link } from "react-router";
import { Pager } from "~/components/ui/pager";
import { listOrders } from "~/features/shop/queries.server";
import { type OrderStatus, orderNumber } from "~/features/shop/rules";
import { appContext } from "~/lib/context.server";
import { formatDateTime } from "~/lib/dates";
import { shopMessages } from "~/lib/i18n/pages/shop";
import { formatMoney } from "~/lib/money";
import { pageCount, paging } from "~/lib/paging";
import { usePageMessages, useSettings } from "~/lib/settings";
import type { Route } from "./+types/admin.orders";

export const meta: Route.MetaFunction = () => [
  { title: shopMessages.en.admin.metaTitle },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, perPage, offset } = paging(new URL(request.url).searchParams);
  const { orders, total } = await listOrders(context.get(appContext).db, { offset, perPage });
  return {
    orders: orders.map((order) => ({
      ...order,
      number: orderNumber(order.id),
      status: order.status as OrderStatus,
    })),
    page,
    pages: pageCount(total, perPage),
  };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const m = usePageMessages(shopMessages);
  const t = m.admin;
  const { timeZone } = useSettings();
  const { orders, page, pages } = loaderData;
  return (
    <section>
      <h1 className="text-3xl font-bold">{t.title}</h1>
      {orders.length === 0 ? (
        <p className="mt-6">{t.empty}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
            <thead className="bg-slate-50">
              <tr>
                {Object.values(t.columns).map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {orders.map((order) => (
                <tr key={order.id}>
                  <td className="px-4 py-3">
                    <Link to={`/admin/orders/${order.number}`} className="font-medium text-red-800 underline">
                      {order.number}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{formatDateTime(order.created_at, timeZone)}</td>
                  <td className="px-4 py-3">
                    {order.first_name} {order.last_name}
                    <br />
                    <span className="text-slate-700">{order.email}</span>
                  </td>
                  <td className="px-4 py-3">{formatMoney(order.total_cents)}</td>
                  <td className="px-4 py-3">{m.orders.statuses[order.status] ?? order.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} labels={m.pager} />
    </section>
  );
}
