import { href, Link } from "react-router";
import { cell, DataTable } from "~/components/ui/data-table";
import { requireUser } from "~/features/accounts/guards.server";
import { listOrdersOfUser } from "~/features/shop/queries.server";
import { orderNumber } from "~/features/shop/rules";
import { appContext } from "~/lib/context.server";
import { formatDateTime } from "~/lib/dates";
import { shopMessages } from "~/lib/i18n/pages/shop";
import { formatMoney } from "~/lib/money";
import { useSettings, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/account.orders";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, shopMessages, (m) => m.orders, { noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const orders = await listOrdersOfUser(args.context.get(appContext).db, user.id);
  return {
    orders: orders.map(({ id, status, total_cents, created_at }) => ({
      number: orderNumber(id),
      status,
      total_cents,
      created_at,
    })),
  };
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const t = useTexts(shopMessages).orders;
  const { timeZone } = useSettings();
  const { orders } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      {orders.length === 0 ? (
        <p className="mt-6">{t.empty}</p>
      ) : (
        <DataTable columns={[t.columns.number, t.columns.date, t.columns.total, t.columns.status]}>
          {orders.map((order) => (
            <tr key={order.number}>
              <td className={cell}>
                <Link
                  to={href("/account/orders/:number", { number: order.number })}
                  className="font-medium text-red-800 underline"
                >
                  {order.number}
                </Link>
              </td>
              <td className={cell}>{formatDateTime(order.created_at, timeZone)}</td>
              <td className={cell}>{formatMoney(order.total_cents)}</td>
              <td className={cell}>{t.statuses[order.status] ?? order.status}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
