import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useTexts } from "~/lib/root-data";
import { commonMessages } from "~/texts/pages/common";
import {
  addToCart,
  CART_STORAGE_KEY,
  type CartLine,
  clearCart,
  parseStoredCart,
  removeFromCart,
  subtotalCents,
  totalItems,
  updateQuantity,
} from "../cart";

type CartState = {
  lines: CartLine[];
  /** False until the cart has been read from the browser's storage (never on the server). */
  ready: boolean;
  totalItems: number;
  subtotalCents: number;
  add: (item: Omit<CartLine, "quantity">) => void;
  remove: (key: string) => void;
  update: (key: string, quantity: number) => void;
  clear: () => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
};

const CartContext = createContext<CartState | null>(null);

function readStoredCart() {
  const stored = parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  if (stored === null) {
    // docs/product.md spec §8: a stored cart that cannot be parsed is reported and removed.
    console.error("The stored cart could not be read and was removed.");
    localStorage.removeItem(CART_STORAGE_KEY);
    return [];
  }
  return stored;
}

/** The cart of docs/product.md spec §4, kept in localStorage under "cart" and shared by every tab of the site. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<CartLine[]>([]);
  const [ready, setReady] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    setLines(readStoredCart());
    setReady(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) setLines(readStoredCart());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const change = useCallback((next: (lines: CartLine[]) => CartLine[]) => {
    setLines((current) => {
      const updated = next(current);
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(updated));
      return updated;
    });
  }, []);

  // The actions keep their identity while the lines change: an effect that depends on one (the order
  // page clears the cart) must not run again, and loop, because the cart it changed was re-rendered.
  const actions = useMemo(
    () => ({
      add: (item: Omit<CartLine, "quantity">) => change((current) => addToCart(current, item)),
      remove: (key: string) => change((current) => removeFromCart(current, key)),
      update: (key: string, quantity: number) => change((current) => updateQuantity(current, key, quantity)),
      clear: () => change(() => clearCart()),
    }),
    [change],
  );

  const value = useMemo<CartState>(
    () => ({
      lines,
      ready,
      totalItems: totalItems(lines),
      subtotalCents: subtotalCents(lines),
      ...actions,
      drawerOpen,
      setDrawerOpen,
    }),
    [lines, ready, drawerOpen, actions],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart() {
  const cart = useContext(CartContext);
  const message = useTexts(commonMessages).cart.outsideProvider;
  if (!cart) throw new Error(message);
  return cart;
}
