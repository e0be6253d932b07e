import type { ReactNode } from "react";
import { ContentText } from "~/components/content-text";
import { hasGoods, type OrderLineKind } from "~/features/orders";
import { format } from "~/lib/i18n";
import { useMoney, useTexts } from "~/lib/root-data";
import { sizeLabel } from "~/lib/sizes";
import { commonMessages } from "~/texts/pages/common";
import type { ShopTexts } from "~/texts/pages/shop";
import { shippingShown } from "../rules";

type Order = {
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  /**
   * `nameFr`: the cart's lines carry both names and show the page's language; a placed order's line
   * has none, its name was stored in the language the order was placed in.
   */
  items: {
    name: string;
    nameFr?: string | null;
    size: string | null;
    quantity: number;
    line_cents: number;
    /** A placed order's line says what it is; the cart's lines are all goods. */
    kind?: OrderLineKind;
    /** A warning under the line (the checkout's "Only 2 left"). */
    note?: ReactNode;
  }[];
};

/**
 * The lines and totals of an order: a placed one as stored (prices at the time of the order), or the
 * cart at checkout, where it sits in a narrow side panel in smaller type and sizes go without a label.
 */
export function OrderSummary({
  order,
  texts,
  variant = "order",
  className,
}: {
  order: Order;
  texts: ShopTexts["checkout"] & { size?: string };
  variant?: "order" | "checkout";
  className?: string;
}) {
  const checkout = variant === "checkout";
  const money = useMoney();
  const sizeNames = useTexts(commonMessages).sizes;
  const sizeOf = (size: string) => sizeLabel(size, sizeNames);
  // An order of event fees and memberships only ships nothing: no shipping line at all.
  const shipped = hasGoods(order.items.map((item) => ({ kind: item.kind ?? "goods" })));
  return (
    <div className={className}>
      <ul className="divide-y divide-slate-200">
        {order.items.map((item) => (
          <li
            key={`${item.name}|${item.size}`}
            className={`flex justify-between gap-4 py-3${checkout ? " text-sm" : ""}`}
          >
            <span>
              {item.quantity} ×{" "}
              {item.nameFr === undefined ? item.name : <ContentText en={item.name} fr={item.nameFr} />}
              {item.size
                ? ` (${texts.size ? format(texts.size, { size: sizeOf(item.size) }) : sizeOf(item.size)})`
                : ""}
              {item.note}
            </span>
            <span className="font-medium">{money(item.line_cents)}</span>
          </li>
        ))}
      </ul>
      <dl className={`mt-4 ${checkout ? "space-y-2" : "space-y-1"} border-t border-slate-300 pt-4`}>
        <div className="flex justify-between">
          <dt>{texts.subtotal}</dt>
          <dd>{money(order.subtotal_cents)}</dd>
        </div>
        {shipped ? (
          <div className="flex justify-between">
            <dt>{texts.shipping}</dt>
            <dd>{shippingShown(order.shipping_cents, texts.free, money)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-lg font-bold">
          <dt>{texts.total}</dt>
          <dd>{money(order.total_cents)}</dd>
        </div>
      </dl>
    </div>
  );
}
