import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { format } from "~/lib/i18n";
import { InlineScript, inPlaceLink } from "~/lib/page-scripts";
import { usePath, useTexts } from "~/lib/root-data";
import { commonMessages } from "~/texts/pages/common";
import { CART_STORAGE_KEY, MAX_QUANTITY } from "../cart";
import { showStoredCartCount } from "../cart-count";
import { useCart } from "./cart-context";

// The drawer's code (its lines, steppers, stock notes) comes when the cart is first opened, or when the
// pointer or focus reaches the cart button just before: a visitor who only reads does not load it
// (decision 041). Without JavaScript the button is a link to the checkout page, which lists the cart; from
// a reading page (decision 073) that page opens the drawer on arrival (OPEN_CART).
const loadDrawer = () => import("./cart-drawer");
const LazyCartDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.CartDrawer })));

/**
 * The query that opens the drawer on arrival: the cart link of a reading page, which has no scripts to open
 * it there (decision 073), leads to the checkout page with it.
 */
const OPEN_CART = { name: "cart", value: "open" };

/**
 * The cart drawer, rendered from its first opening on (it then stays, closed or open). Opened on arrival
 * by the cart link of a reading page, whose query it then takes off the address.
 */
export function CartDrawerOnceOpened() {
  const { drawerOpen, setDrawerOpen } = useCart();
  const [opened, setOpened] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const openOnArrival = searchParams.get(OPEN_CART.name) === OPEN_CART.value;
  useEffect(() => {
    if (!openOnArrival) return;
    setDrawerOpen(true);
    setSearchParams(
      (params) => {
        params.delete(OPEN_CART.name);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [openOnArrival, setDrawerOpen, setSearchParams]);
  if (drawerOpen && !opened) setOpened(true);
  return opened || drawerOpen ? (
    <Suspense fallback={null}>
      <LazyCartDrawer />
    </Suspense>
  ) : null;
}

/** The navigation's cart button: a badge with the item count when above zero. */
export function CartButton() {
  const cart = useCart();
  const t = useTexts(commonMessages).cart;
  const path = usePath();
  const count = cart.totalItems;
  return (
    <Link
      to={`${path("/checkout")}?${OPEN_CART.name}=${OPEN_CART.value}`}
      {...inPlaceLink}
      onPointerEnter={() => void loadDrawer()}
      onFocus={() => void loadDrawer()}
      onClick={(event) => {
        event.preventDefault();
        cart.setDrawerOpen(true);
      }}
      aria-label={count > 0 ? format(t.openWithCount, { count }) : t.open}
      className="relative inline-flex items-center rounded p-2 text-slate-800 hover:bg-slate-100"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.7a2 2 0 0 0 2-1.6L21 7H6" />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      {/* Always there, hidden at 0: where the cart's code has not run, the count script fills it
          (CartCountScript). The number is an attribute CSS shows, which hydration leaves alone; the link's
          name says it to a screen reader. */}
      <span
        data-cart-count=""
        data-count={count > 0 ? count : undefined}
        hidden={count === 0}
        aria-hidden="true"
        className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold text-white after:content-[attr(data-count)]"
      />
    </Link>
  );
}

/**
 * On a reading page, which loads none of the cart's code (decision 073), a small inline script shows the
 * stored cart's count on the cart link, as the cart button does on every other page.
 */
export function CartCountScript() {
  const label = useTexts(commonMessages).cart.openWithCount;
  return (
    <InlineScript fn={showStoredCartCount} options={{ key: CART_STORAGE_KEY, max: MAX_QUANTITY, label }} />
  );
}
