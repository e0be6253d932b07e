import { href, Link, useSearchParams } from "react-router";
import { z } from "zod";
import { Badge } from "~/components/ui/badge";
import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { TextLink } from "~/components/ui/text-link";
import { isOverdue, ORDER_STATUSES, orderNumber } from "~/features/orders";
import { listOrders } from "~/features/orders/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { pageCount, paging } from "~/lib/paging";
import { usePath, useTexts } from "~/lib/root-data";
import { privateMeta } from "~/lib/seo";
import { ordersAdminMessages } from "~/texts/pages/orders-admin";
import { paymentsMessages } from "~/texts/pages/payments";
import { shopMessages } from "~/texts/pages/shop";
import type { Route } from "./+types/admin.orders";

export const meta: Route.MetaFunction = (args) =>
  privateMeta(args, shopMessages, (m) => m.admin.metaTitle, {});

/** The filters, in the order of their links: every status, with the overdue ones after those awaiting payment. */
const FILTERS = ["awaiting-payment", "overdue", ...ORDER_STATUSES.slice(1)] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // An unknown status shows every order.
  const filter = z
    .enum(FILTERS)
    .optional()
    .catch(undefined)
    .parse(params.get("status") ?? undefined);
  const { page, perPage, offset } = paging(params);
  const now = new Date();
  const { orders, counts, all, total } = await listOrders(context.get(appContext).db, {
    filter,
    offset,
    perPage,
    now,
  });
  return {
    orders: orders.map(({ id, ...order }) => ({
      ...order,
      number: orderNumber(id),
      overdue: isOverdue(order, now),
    })),
    filter: filter ?? "",
    counts: { ...counts, all },
    page,
    pages: pageCount(total, perPage),
  };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const m = useTexts(shopMessages);
  const t = useTexts(ordersAdminMessages);
  const payments = useTexts(paymentsMessages);
  const path = usePath();
  const { dateTime, deadline, money } = useFormat();
  const [searchParams] = useSearchParams();
  const { orders, filter, counts, page, pages } = loaderData;
  const filterHref = (value: string) => {
    // A filter keeps the page size and starts again at the first page.
    const next = new URLSearchParams(searchParams);
    next.delete("page");
    if (value) next.set("status", value);
    else next.delete("status");
    return `?${next}`;
  };
  const filters = [["", "all"] as const, ...FILTERS.map((value) => [value, value] as const)];

  return (
    <section>
      <PageHeader title={m.admin.title} />
      <nav aria-label={t.list.filtersLabel}>
        <ul className="mt-6 flex flex-wrap gap-2">
          {filters.map(([value, key]) => (
            <li key={key}>
              <Link
                to={filterHref(value)}
                aria-current={filter === value ? "page" : undefined}
                className={`rounded-full border px-3 py-1 text-sm font-medium ${
                  filter === value
                    ? "border-slate-900 bg-slate-900 text-white"
                    : "border-slate-300 hover:bg-slate-100"
                }`}
              >
                {format(t.list.filterCount, { label: t.list.filters[key], count: counts[key] })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {orders.length === 0 ? (
        <p className="mt-6">{filter ? t.list.emptyFilter : m.admin.empty}</p>
      ) : (
        <DataTable columns={Object.values(t.list.columns)}>
          {orders.map((order) => (
            <tr key={order.number}>
              <td className={cell}>
                <TextLink to={path(href("/admin/orders/:number", { number: order.number }))}>
                  {order.number}
                </TextLink>
              </td>
              <td className={cell}>{dateTime(order.created_at)}</td>
              <td className={cell}>
                {order.first_name} {order.last_name}
                <br />
                <span className="text-slate-700">{order.email}</span>
              </td>
              <td className={cell}>{money(order.total_cents)}</td>
              <td className={cell}>
                {payments.statuses[order.status]}
                {order.overdue ? <Badge>{t.overdue}</Badge> : null}
              </td>
              <td className={cell}>{payments.methods[order.payment_method]}</td>
              <td className={cell}>
                {order.status === "awaiting-payment" && order.payment_due_at
                  ? deadline(order.payment_due_at)
                  : "-"}
              </td>
              <td className={cell}>
                {/* What it takes from the stock until paid; Release opens the order's cancel confirmation. */}
                {order.status === "awaiting-payment" && order.held > 0 ? (
                  <>
                    {format(t.list.heldItems, { count: order.held })}{" "}
                    <TextLink
                      to={`${path(href("/admin/orders/:number", { number: order.number }))}?confirm=cancel`}
                    >
                      {t.list.release}
                    </TextLink>
                  </>
                ) : (
                  "-"
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pages={pages} labels={m.pager} />
    </section>
  );
}
