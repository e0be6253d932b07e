import type { ReactNode } from "react";
import { cell, DataTable } from "~/components/ui/data-table";
import { TextLink } from "~/components/ui/text-link";
import { formatDateTime } from "~/lib/dates";
import { formatMoney } from "~/lib/money";

type OrderRow = { number: string; created_at: string; total_cents: number; status: string };

/**
 * The list of orders, a member's own or all of them for the admin: each number links to its page.
 * `customer` adds the admin's column of who ordered, after the date.
 */
export function OrderTable<Order extends OrderRow>({
  orders,
  columns,
  statuses,
  href,
  timeZone,
  customer,
}: {
  orders: Order[];
  columns: string[];
  statuses: Record<string, string>;
  href: (number: string) => string;
  timeZone: string;
  customer?: (order: Order) => ReactNode;
}) {
  return (
    <DataTable columns={columns}>
      {orders.map((order) => (
        <tr key={order.number}>
          <td className={cell}>
            <TextLink to={href(order.number)}>{order.number}</TextLink>
          </td>
          <td className={cell}>{formatDateTime(order.created_at, timeZone)}</td>
          {customer ? <td className={cell}>{customer(order)}</td> : null}
          <td className={cell}>{formatMoney(order.total_cents)}</td>
          <td className={cell}>{statuses[order.status] ?? order.status}</td>
        </tr>
      ))}
    </DataTable>
  );
}
