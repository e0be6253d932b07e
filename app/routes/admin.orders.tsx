import { href } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { OrderTable } from "~/features/shop/components/order-table";
import { listOrders } from "~/features/shop/queries.server";
import { orderNumber } from "~/features/shop/rules";
import { appContext } from "~/lib/context.server";
import { paymentsMessages } from "~/lib/i18n/pages/payments";
import { shopMessages } from "~/lib/i18n/pages/shop";
import { pageCount, paging } from "~/lib/paging";
import { usePath, useTexts } from "~/lib/root-data";
import { privateMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.orders";

export const meta: Route.MetaFunction = (args) =>
  privateMeta(args, shopMessages, (m) => m.admin.metaTitle, {});

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
  const path = usePath();
  const t = m.admin;
  const { orders, page, pages } = loaderData;
  return (
    <section>
      <PageHeader title={t.title} />
      {orders.length === 0 ? (
        <p className="mt-6">{t.empty}</p>
      ) : (
        <OrderTable
          orders={orders}
          columns={Object.values(t.columns)}
          statuses={useTexts(paymentsMessages).statuses}
          href={(number) => path(href("/admin/orders/:number", { number }))}
          customer={(order) => (
            <>
              {order.first_name} {order.last_name}
              <br />
              <span className="text-slate-700">{order.email}</span>
            </>
          )}
        />
      )}
      <Pager page={page} pages={pages} labels={m.pager} />
    </section>
  );
}
