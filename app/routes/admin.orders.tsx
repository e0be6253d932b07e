import { href, Link } from "react-router";
import { cell, DataTable } from "~/components/ui/data-table";
import { Pager } from "~/components/ui/pager";
import { listOrders } from "~/features/shop/queries.server";
import { orderNumber } from "~/features/shop/rules";
import { appContext } from "~/lib/context.server";
import { formatDateTime } from "~/lib/dates";
import { shopMessages } from "~/lib/i18n/pages/shop";
import { formatMoney } from "~/lib/money";
import { pageCount, paging } from "~/lib/paging";
import { useSettings, useTexts } from "~/lib/root-data";
import { metaTexts } from "~/lib/seo";
import type { Route } from "./+types/admin.orders";

export const meta: Route.MetaFunction = (args) => [
  { title: metaTexts(args, shopMessages).admin.metaTitle },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, perPage, offset } = paging(new URL(request.url).searchParams);
  const { orders, total } = await listOrders(context.get(appContext).db, { offset, perPage });
  return {
    orders: orders.map(({ id, ...order }) => ({ ...order, number: orderNumber(id) })),
    page,
    pages: pageCount(total, perPage),
  };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const m = useTexts(shopMessages);
  const t = m.admin;
  const { timeZone } = useSettings();
  const { orders, page, pages } = loaderData;
  return (
    <section>
      <h1 className="text-3xl font-bold">{t.title}</h1>
      {orders.length === 0 ? (
        <p className="mt-6">{t.empty}</p>
      ) : (
        <DataTable columns={Object.values(t.columns)}>
          {orders.map((order) => (
            <tr key={order.number}>
              <td className={cell}>
                <Link
                  to={href("/admin/orders/:number", { number: order.number })}
                  className="font-medium text-red-800 underline"
                >
                  {order.number}
                </Link>
              </td>
              <td className={cell}>{formatDateTime(order.created_at, timeZone)}</td>
              <td className={cell}>
                {order.first_name} {order.last_name}
                <br />
                <span className="text-slate-700">{order.email}</span>
              </td>
              <td className={cell}>{formatMoney(order.total_cents)}</td>
              <td className={cell}>{m.orders.statuses[order.status] ?? order.status}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pages={pages} labels={m.pager} />
    </section>
  );
}
