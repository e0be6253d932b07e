import { PageHeader } from "~/components/ui/page-header";
import { requireUser } from "~/features/accounts/guards.server";
import { OrderSummary } from "~/features/shop/components/order-summary";
import { orderMeta, orderPage } from "~/features/shop/order-page";
import { getOrderOfUser } from "~/features/shop/queries.server";
import { parseOrderNumber } from "~/features/shop/rules";
import { appContext } from "~/lib/context.server";
import { format } from "~/lib/i18n";
import { paymentsMessages } from "~/lib/i18n/pages/payments";
import { shopMessages } from "~/lib/i18n/pages/shop";
import { usePath, useTexts } from "~/lib/root-data";
import type { Route } from "./+types/account.orders.$number";

export const meta: Route.MetaFunction = orderMeta((m) => m.confirmation.metaTitle);

/** A member's own order; someone else's answers 404, exactly like one that does not exist (docs/security.md #2). */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const id = parseOrderNumber(args.params.number);
  const db = args.context.get(appContext).db;
  return orderPage(id === null ? undefined : await getOrderOfUser(db, { id, userId: user.id }));
}

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const m = useTexts(shopMessages);
  const { statuses } = useTexts(paymentsMessages);
  const path = usePath();
  const { order, number } = loaderData;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <PageHeader
        title={format(m.admin.detailTitle, { number })}
        back={{ to: path("/account/orders"), label: m.orders.title }}
      />
      <p className="mt-2">
        {m.orders.columns.status}: {statuses[order.status] ?? order.status}
      </p>
      <div className="mt-6 rounded-xl bg-slate-50 p-6">
        <OrderSummary order={order} texts={{ ...m.checkout, size: m.confirmation.size }} />
      </div>
    </section>
  );
}
