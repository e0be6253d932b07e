import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { format } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import { type Size, sizesOf } from "~/lib/sizes";
import { common } from "~/texts/en/common";
import { type CartLine, MAX_LINES, MAX_QUANTITY } from "../cart";
import { catalogue } from "../catalogue";
import { CartButton } from "./cart-button";
import { CartProvider, useCart } from "./cart-context";
import { CartDrawer } from "./cart-drawer";

const t = common.cart;
const [whiteShoes, , blueBall] = catalogue;
if (!whiteShoes || !blueBall) throw new Error("the catalogue lost its products");

type Offer = Omit<CartLine, "quantity">;
const lineOf = (product: (typeof catalogue)[number], size: Size | null = null): Offer => ({
  productId: product.id,
  name: product.name,
  nameFr: product.nameFr,
  image: product.image,
  priceCents: product.priceCents,
  size,
});
const ball = lineOf(blueBall);
const shoesM = lineOf(whiteShoes, "M");
const shoesL = lineOf(whiteShoes, "L");
const offers = [ball, shoesM, shoesL];
const addLabel = (line: Offer) => `Add ${line.name}${line.size ? ` ${line.size}` : ""}`;

/** A shop page as far as the cart is concerned: add buttons (as on product pages), the cart button, the drawer. */
function ShopPage() {
  const cart = useCart();
  return (
    <>
      <CartButton />
      {offers.map((line) => (
        <button key={addLabel(line)} type="button" onClick={() => cart.add(line)}>
          {addLabel(line)}
        </button>
      ))}
      <CartDrawer />
    </>
  );
}

/** The root loader's data that amounts are formatted with: the page's language and the association's zone. */
const rootData = { locale: "en", settings: { timeZone: "America/Toronto" } };

/** The site with the cart provider around every page, as root.tsx has it. */
function visitShop() {
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: Outlet,
      children: [
        {
          path: "/shop",
          Component: () => (
            <CartProvider>
              <ShopPage />
            </CartProvider>
          ),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={["/shop"]} hydrationData={{ loaderData: { root: rootData } }} />);
}

const add = (line: Offer, times = 1) => {
  for (let i = 0; i < times; i++) fireEvent.click(screen.getByRole("button", { name: addLabel(line) }));
};
const cartButton = () => screen.getByRole("link", { name: /^Cart/ });
const openDrawer = () => {
  fireEvent.click(cartButton());
  return screen.getByRole("dialog", { name: t.title });
};
const drawer = () => screen.getByRole("dialog", { name: t.title });

/** The drawer's lines as a shopper reads them: "White Court Shoes M × 2". */
function shownLines() {
  return within(drawer())
    .queryAllByRole("listitem")
    .map((item) => {
      const shows = (text: string) => within(item).queryByText(text) !== null;
      const product = catalogue.find((p) => shows(p.name));
      const size = sizesOf("apparel").find((s) => shows(format(t.size, { size: s })));
      const quantity = within(item).getByRole("status", { name: t.quantity }).textContent;
      return `${product?.name}${size ? ` ${size}` : ""} × ${quantity}`;
    });
}
const subtotalShown = () => within(drawer()).getByText(t.subtotal).parentElement?.textContent;
const stored = () => JSON.parse(localStorage.getItem("cart") ?? "null") as CartLine[] | null;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("the cart", () => {
  it("starts empty, with checkout unavailable", () => {
    visitShop();
    expect(cartButton().getAttribute("aria-label")).toBe(t.open);
    const cart = openDrawer();
    expect(within(cart).getByText(t.empty)).toBeTruthy();
    expect(within(cart).getByRole<HTMLButtonElement>("button", { name: t.checkout }).disabled).toBe(true);
    expect(subtotalShown()).toBe(`${t.subtotal}${formatMoney(0, "en")}`);
  });

  it("adds one at a time, merging the same product and size into one line, and counts every item", () => {
    visitShop();
    add(ball, 2);
    add(shoesM);
    add(shoesL);
    add(shoesM);
    expect(cartButton().getAttribute("aria-label")).toBe(format(t.openWithCount, { count: 5 }));
    openDrawer();
    expect(shownLines()).toEqual([
      "Blue Training Ball × 2",
      "White Court Shoes M × 2",
      "White Court Shoes L × 1",
    ]);
    expect(subtotalShown()).toBe(`${t.subtotal}${formatMoney(2 * 3499 + 3 * 8999, "en")}`);
    expect(within(drawer()).getByRole("link", { name: t.checkout }).getAttribute("href")).toBe("/checkout");
  });

  it("changes a quantity by one from the drawer; below one, or Remove, takes the line out", () => {
    visitShop();
    add(ball);
    add(shoesM);
    openDrawer();
    const increase = (name: string) =>
      fireEvent.click(within(drawer()).getByRole("button", { name: format(t.increase, { name }) }));
    const decrease = (name: string) =>
      fireEvent.click(within(drawer()).getByRole("button", { name: format(t.decrease, { name }) }));

    increase(blueBall.name);
    increase(blueBall.name);
    expect(shownLines()).toEqual(["Blue Training Ball × 3", "White Court Shoes M × 1"]);
    decrease(blueBall.name);
    expect(shownLines()).toEqual(["Blue Training Ball × 2", "White Court Shoes M × 1"]);
    decrease(whiteShoes.name);
    expect(shownLines()).toEqual(["Blue Training Ball × 2"]);
    fireEvent.click(
      within(drawer()).getByRole("button", {
        name: format(common.actionFor, { action: t.remove, item: blueBall.name }),
      }),
    );
    expect(within(drawer()).getByText(t.empty)).toBeTruthy();
    expect(cartButton().getAttribute("aria-label")).toBe(t.open);
    expect(stored()).toEqual([]);
  });

  it(`holds at most ${MAX_QUANTITY} of a line and ${MAX_LINES} lines`, () => {
    const full = Array.from({ length: MAX_LINES - 1 }, (_, i) => ({
      ...lineOf(blueBall),
      productId: `ball-${i}`,
      quantity: 1,
    }));
    localStorage.setItem(
      "cart",
      JSON.stringify([...full, { ...lineOf(whiteShoes, "M"), quantity: MAX_QUANTITY }]),
    );
    visitShop();
    add(shoesM);
    openDrawer();
    fireEvent.click(
      within(drawer()).getByRole("button", { name: format(t.increase, { name: whiteShoes.name }) }),
    );
    expect(shownLines().at(-1)).toBe(`White Court Shoes M × ${MAX_QUANTITY}`);

    add(shoesL);
    expect(shownLines()).toHaveLength(MAX_LINES);
    expect(shownLines()).not.toContain("White Court Shoes L × 1");
    expect(cartButton().getAttribute("aria-label")).toBe(
      format(t.openWithCount, { count: MAX_LINES - 1 + MAX_QUANTITY }),
    );
  });

  it("keeps the cart in the browser's storage and finds it again on the next visit", () => {
    const first = visitShop();
    add(ball, 3);
    add(shoesL);
    expect(stored()).toEqual([
      { ...lineOf(blueBall), quantity: 3 },
      { ...lineOf(whiteShoes, "L"), quantity: 1 },
    ]);
    first.unmount();

    visitShop();
    expect(cartButton().getAttribute("aria-label")).toBe(format(t.openWithCount, { count: 4 }));
    openDrawer();
    expect(shownLines()).toEqual(["Blue Training Ball × 3", "White Court Shoes L × 1"]);
  });

  it("drops a stored cart it cannot read, reports it, and starts empty", () => {
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("cart", JSON.stringify([{ ...lineOf(blueBall), quantity: MAX_QUANTITY + 1 }]));
    visitShop();
    expect(cartButton().getAttribute("aria-label")).toBe(t.open);
    expect(localStorage.getItem("cart")).toBeNull();
    expect(report).toHaveBeenCalledWith("The stored cart could not be read and was removed.");
    report.mockRestore();
  });

  it("follows a change made in another tab", () => {
    visitShop();
    add(ball);
    const elsewhere = JSON.stringify([{ ...lineOf(whiteShoes, "XL"), quantity: 2 }]);
    localStorage.setItem("cart", elsewhere);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "cart", newValue: elsewhere }));
    });
    expect(cartButton().getAttribute("aria-label")).toBe(format(t.openWithCount, { count: 2 }));
    openDrawer();
    expect(shownLines()).toEqual(["White Court Shoes XL × 2"]);
  });
});
