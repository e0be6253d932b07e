import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { requireUser } from "~/features/accounts/index.server";
import { parseOrderNumber } from "~/features/orders";
import { getOrderOfUser } from "~/features/orders/index.server";
import { orderMeta } from "~/features/shop";
import { OrderPayment } from "~/features/shop/components/order-payment";
import { OrderSummary } from "~/features/shop/components/order-summary";
import { buyerOrderPage } from "~/features/shop/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { shopMessages } from "~/texts/pages/shop";
import type { Route } from "./+types/account.orders.$number";

export const meta: Route.MetaFunction = orderMeta((m) => m.confirmation.metaTitle);

/**
 * A member's own order, where it stands and how to pay it; someone else's answers 404, exactly like one
 * that does not exist (docs/security.md #2).
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const id = parseOrderNumber(args.params.number);
  const app = args.context.get(appContext);
  const order = id === null ? undefined : await getOrderOfUser(app.db, { id, userId: user.id });
  if (!order) throw data(null, { status: 404 });
  return buyerOrderPage(app, order, getLocale(args.context));
}

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const m = useTexts(shopMessages);
  const path = usePath();
  const { order, number, payment } = loaderData;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <PageHeader
        title={format(m.admin.detailTitle, { number })}
        back={{ to: path("/account/orders"), label: m.orders.title }}
      />
      <div className="mt-4">
        <OrderPayment order={{ ...order, number }} payment={payment} />
      </div>
      <div className="mt-6 rounded-xl bg-slate-50 p-6">
        <OrderSummary order={order} texts={{ ...m.checkout, size: m.confirmation.size }} />
      </div>
    </section>
  );
}
