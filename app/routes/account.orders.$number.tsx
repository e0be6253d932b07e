import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { requireUser } from "~/features/accounts/guards.server";
import { OrderSummary } from "~/features/shop/components/order-summary";
import { getOrderOfUser } from "~/features/shop/queries.server";
import { orderForPage, parseOrderNumber } from "~/features/shop/rules";
import { appContext } from "~/lib/context.server";
import { format } from "~/lib/i18n";
import { shopMessages } from "~/lib/i18n/pages/shop";
import { usePath, useTexts } from "~/lib/root-data";
import { languageLinks, metaTexts } from "~/lib/seo";
import type { Route } from "./+types/account.orders.$number";

export const meta: Route.MetaFunction = (args) => [
  {
    title: args.loaderData
      ? format(metaTexts(args, shopMessages).confirmation.metaTitle, { number: args.loaderData.number })
      : "",
  },
  { name: "robots", content: "noindex" },
  ...languageLinks(args),
];

/** A member's own order; someone else's answers 404, exactly like one that does not exist (docs/security.md #2). */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const id = parseOrderNumber(args.params.number);
  const db = args.context.get(appContext).db;
  const order = id === null ? undefined : await getOrderOfUser(db, { id, userId: user.id });
  if (!order) throw data(null, { status: 404 });
  const shown = orderForPage(order);
  return { order: shown, number: shown.number };
}

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const m = useTexts(shopMessages);
  const path = usePath();
  const { order, number } = loaderData;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <PageHeader
        title={format(m.admin.detailTitle, { number })}
        back={{ to: path("/account/orders"), label: m.orders.title }}
      />
      <p className="mt-2">
        {m.orders.columns.status}: {m.orders.statuses[order.status] ?? order.status}
      </p>
      <div className="mt-6 rounded-xl bg-slate-50 p-6">
        <OrderSummary order={order} texts={{ ...m.checkout, size: m.confirmation.size }} />
      </div>
    </section>
  );
}
