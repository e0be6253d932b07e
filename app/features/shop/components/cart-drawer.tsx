import { Link } from "react-router";
import { ContentText, useContentText } from "~/components/content-text";
import { Button, LinkButton } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { format } from "~/lib/i18n";
import { useMoney, usePath, useTexts } from "~/lib/root-data";
import { sizeLabel } from "~/lib/sizes";
import { commonMessages } from "~/texts/pages/common";
import { lineKey } from "../cart";
import { useCart } from "./cart-context";
import { StockNote, useStock } from "./stock-note";

/** The cart drawer of the spec: a side panel (a modal <dialog>) opened from the cart button. */
export function CartDrawer() {
  const { actionFor, cart: t, sizes: sizeNames } = useTexts(commonMessages);
  const money = useMoney();
  const contentText = useContentText();
  const path = usePath();
  const cart = useCart();
  const close = () => cart.setDrawerOpen(false);
  const stock = useStock(cart.lines, cart.drawerOpen);
  const empty = cart.lines.length === 0;
  const stepper = "h-8 w-8 rounded border border-slate-400 text-lg leading-none hover:bg-slate-100";

  return (
    <Dialog
      open={cart.drawerOpen}
      aria-labelledby="cart-title"
      onClose={close}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-md bg-white p-0"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 p-4">
          <h2 id="cart-title" className="text-xl font-bold">
            {t.title}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={t.close}
            className="rounded px-2 text-2xl hover:bg-slate-100"
          >
            ×
          </button>
        </div>
        {empty ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
            <p className="text-lg">{t.empty}</p>
            <Link to={path("/shop")} onClick={close} className="font-semibold text-red-800 underline">
              {t.continueShopping}
            </Link>
          </div>
        ) : (
          <ul className="flex-1 divide-y divide-slate-200 overflow-y-auto px-4">
            {cart.lines.map((line) => {
              const key = lineKey(line);
              const name = contentText(line.name, line.nameFr);
              return (
                <li key={key} className="flex gap-3 py-4">
                  {/* The line keeps the picture's smallest copy (the product page adds it), so the drawer,
                      on every page, needs no srcset code of its own. */}
                  <img
                    src={line.image}
                    alt=""
                    width="64"
                    height="64"
                    className="h-16 w-16 rounded bg-slate-100 object-cover"
                  />
                  <div className="flex-1">
                    <ContentText as="p" className="font-semibold" en={line.name} fr={line.nameFr} />
                    {line.size ? (
                      <p className="text-sm text-slate-700">
                        {format(t.size, { size: sizeLabel(line.size, sizeNames) })}
                      </p>
                    ) : null}
                    <p className="text-sm text-slate-700">
                      {format(t.each, { price: money(line.priceCents) })}
                    </p>
                    <StockNote quantity={line.quantity} available={stock.get(key)} />
                    <div className="mt-2 flex items-center gap-2">
                      <button
                        type="button"
                        className={stepper}
                        aria-label={format(t.decrease, { name })}
                        onClick={() => cart.update(key, line.quantity - 1)}
                      >
                        −
                      </button>
                      <output aria-label={t.quantity} className="w-8 text-center font-medium">
                        {line.quantity}
                      </output>
                      <button
                        type="button"
                        className={stepper}
                        aria-label={format(t.increase, { name })}
                        onClick={() => cart.update(key, line.quantity + 1)}
                      >
                        +
                      </button>
                    </div>
                  </div>
                  <div className="flex flex-col items-end justify-between">
                    <p className="font-semibold">
                      <span className="sr-only">{t.lineTotal}: </span>
                      {money(line.priceCents * line.quantity)}
                    </p>
                    <button
                      type="button"
                      onClick={() => cart.remove(key)}
                      aria-label={format(actionFor, { action: t.remove, item: name })}
                      className="text-sm font-medium text-red-800 underline"
                    >
                      {t.remove}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div className="border-t border-slate-200 p-4">
          <p className="flex justify-between text-lg font-semibold">
            <span>{t.subtotal}</span>
            <span>{money(cart.subtotalCents)}</span>
          </p>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <LinkButton to={path("/shop")} onClick={close} variant="secondary" className="text-center">
              {t.continueShopping}
            </LinkButton>
            {empty ? (
              // Disabled: dimmed, and no hover colour that would suggest it can be pressed.
              <Button type="button" disabled className="disabled:pointer-events-none disabled:opacity-60">
                {t.checkout}
              </Button>
            ) : (
              <LinkButton to={path("/checkout")} onClick={close} className="text-center">
                {t.checkout}
              </LinkButton>
            )}
          </div>
        </div>
      </div>
    </Dialog>
  );
}
