import { href } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { TextLink } from "~/components/ui/text-link";
import { requireUser } from "~/features/accounts/index.server";
import { orderNumber } from "~/features/orders";
import { listOrdersOfUser } from "~/features/orders/index.server";
import { OrderTable } from "~/features/shop/components/order-table";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { accountDataMessages } from "~/texts/pages/account-data";
import { paymentsMessages } from "~/texts/pages/payments";
import { shopMessages } from "~/texts/pages/shop";
import type { Route } from "./+types/account.orders";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, shopMessages, (m) => m.orders, { noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const orders = await listOrdersOfUser(args.context.get(appContext).db, user.id);
  return {
    orders: orders.map(({ id, status, total_cents, payment_due_at, created_at }) => ({
      number: orderNumber(id),
      status,
      total_cents,
      payment_due_at,
      created_at,
    })),
  };
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const t = useTexts(shopMessages).orders;
  const { statuses } = useTexts(paymentsMessages);
  const { deadline } = useFormat();
  const path = usePath();
  const dataLink = useTexts(accountDataMessages).link;
  const { orders } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <PageHeader
        title={t.title}
        actions={
          <>
            <TextLink to={path("/account/language")}>{t.language}</TextLink>
            <TextLink to={path(href("/account/data"))}>{dataLink}</TextLink>
          </>
        }
      />
      {orders.length === 0 ? (
        <p className="mt-6">{t.empty}</p>
      ) : (
        <OrderTable
          orders={orders}
          columns={[t.columns.number, t.columns.date, t.columns.total, t.columns.status]}
          statuses={statuses}
          href={(number) => path(href("/account/orders/:number", { number }))}
          statusNote={(order) =>
            order.status === "awaiting-payment" && order.payment_due_at
              ? format(t.payBy, { date: deadline(order.payment_due_at) })
              : null
          }
        />
      )}
    </section>
  );
}
