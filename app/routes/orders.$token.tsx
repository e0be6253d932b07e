import { useEffect } from "react";
import { data, useNavigate, useSearchParams } from "react-router";
import { LinkButton } from "~/components/ui/button";
import { hasGoods } from "~/features/orders";
import { getOrderByToken } from "~/features/orders/index.server";
import { orderMeta, parseOrderToken } from "~/features/shop";
import { useCart } from "~/features/shop/components/cart-context";
import { OrderPayment } from "~/features/shop/components/order-payment";
import { OrderSummary } from "~/features/shop/components/order-summary";
import { buyerOrderPage } from "~/features/shop/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale } from "~/lib/i18n";
import { usePath, useSignedInUser, useTexts } from "~/lib/root-data";
import { shopMessages } from "~/texts/pages/shop";
import type { Route } from "./+types/orders.$token";

export const meta: Route.MetaFunction = orderMeta((m) => m.confirmation.metaTitle);

/**
 * The buyer's confirmation page, reached through the order's unguessable token (guests have no account):
 * the order, where it stands, and how to pay it while it awaits payment.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = parseOrderToken(params.token);
  const app = context.get(appContext);
  const order = token === null ? undefined : await getOrderByToken(app.db, token);
  if (!order) throw data(null, { status: 404 });
  return buyerOrderPage(app, order, getLocale(context));
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const m = useTexts(shopMessages);
  const path = usePath();
  const t = m.confirmation;
  const cart = useCart();
  const user = useSignedInUser();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { order, number, payment } = loaderData;
  const placed = searchParams.get("placed") === "1";

  // docs/product.md spec §4: a placed order empties the cart.
  useEffect(() => {
    if (placed && cart.ready) {
      cart.clear();
      navigate(".", { replace: true, preventScrollReset: true });
    }
  }, [placed, cart.ready, cart.clear, navigate]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{format(t.title, { number })}</h1>
      <p className="mt-3 text-slate-700">{format(t.text, { email: order.email })}</p>
      <div className="mt-6">
        <OrderPayment order={{ ...order, number }} payment={payment} />
      </div>
      <div className="mt-8 rounded-xl bg-slate-50 p-6">
        <h2 className="text-xl font-bold">{t.items}</h2>
        <OrderSummary order={order} texts={{ ...m.checkout, size: t.size }} />
      </div>
      <div className="mt-8 flex gap-4">
        {hasGoods(order.items) ? <LinkButton to={path("/shop")}>{t.continueShopping}</LinkButton> : null}
        {user ? (
          <LinkButton to={path("/account/orders")} variant="secondary">
            {t.myOrders}
          </LinkButton>
        ) : null}
      </div>
    </section>
  );
}
