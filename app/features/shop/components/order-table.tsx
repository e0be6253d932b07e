import type { ReactNode } from "react";
import { cell, DataTable } from "~/components/ui/data-table";
import { TextLink } from "~/components/ui/text-link";
import { useFormat } from "~/lib/formatter";

type OrderRow = { number: string; created_at: string; total_cents: number; status: string };

/**
 * The list of orders, a member's own or all of them for the admin: each number links to its page.
 * `customer` adds the admin's column of who ordered, after the date; `statusNote` a line under a status
 * (the member's payment deadline).
 */
export function OrderTable<Order extends OrderRow>({
  orders,
  columns,
  statuses,
  href,
  customer,
  statusNote,
}: {
  orders: Order[];
  columns: string[];
  statuses: Record<string, string>;
  href: (number: string) => string;
  customer?: (order: Order) => ReactNode;
  statusNote?: (order: Order) => ReactNode;
}) {
  const { dateTime, money } = useFormat();
  return (
    <DataTable columns={columns}>
      {orders.map((order) => (
        <tr key={order.number}>
          <td className={cell}>
            <TextLink to={href(order.number)}>{order.number}</TextLink>
          </td>
          <td className={cell}>{dateTime(order.created_at)}</td>
          {customer ? <td className={cell}>{customer(order)}</td> : null}
          <td className={cell}>{money(order.total_cents)}</td>
          <td className={cell}>
            {statuses[order.status] ?? order.status}
            {statusNote?.(order) ? (
              <span className="block text-sm text-slate-700">{statusNote(order)}</span>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
