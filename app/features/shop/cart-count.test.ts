import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineCall } from "~/lib/page-scripts";
import { CART_STORAGE_KEY, MAX_QUANTITY } from "./cart";
import { showStoredCartCount } from "./cart-count";

/** Runs the inline script's text, as the browser would, against a stored value and two cart links. */
function run(stored: string | null, { throwing = false } = {}) {
  const links = [0, 1].map(() => ({ label: "Cart" as string | null }));
  const badges = links.map((link) => ({
    dataset: {} as { count?: string },
    hidden: true,
    parentElement: {
      setAttribute: (_: string, value: string) => {
        link.label = value;
      },
    },
  }));
  const localStorage = {
    getItem: (key: string) => {
      if (throwing) throw new Error("SecurityError");
      return key === CART_STORAGE_KEY ? stored : null;
    },
  };
  const document = {
    querySelectorAll: (selector: string) => (selector === "[data-cart-count]" ? badges : []),
  };
  const script = inlineCall(showStoredCartCount, {
    key: CART_STORAGE_KEY,
    max: MAX_QUANTITY,
    label: "Cart, {count} items",
  });
  runInNewContext(script, { localStorage, document, JSON, Array, Number, String });
  return { badges, links };
}

const line = (quantity: unknown) => ({ productId: "1", name: "Ball", quantity });

describe("the cart's count on a reading page (decision 073)", () => {
  it("shows the sum of the stored lines' quantities on every cart link", () => {
    const { badges, links } = run(JSON.stringify([line(2), line(3)]));
    for (const badge of badges) expect(badge).toMatchObject({ dataset: { count: "5" }, hidden: false });
    expect(links.map((l) => l.label)).toEqual(["Cart, 5 items", "Cart, 5 items"]);
  });

  it.each([
    ["no stored cart", null],
    ["an empty cart", "[]"],
    ["not JSON", "{oops"],
    ["not a list", JSON.stringify({ quantity: 2 })],
    ["a quantity of 0", JSON.stringify([line(0)])],
    ["a quantity over the maximum", JSON.stringify([line(MAX_QUANTITY + 1)])],
    ["a quantity that is not whole", JSON.stringify([line(1.5)])],
    ["a quantity as text", JSON.stringify([line("2")])],
    ["a line that is null", JSON.stringify([null])],
  ])("shows no count for %s", (_, stored) => {
    const { badges, links } = run(stored);
    for (const badge of badges) {
      expect(badge.dataset.count).toBeUndefined();
      expect(badge.hidden).toBe(true);
    }
    expect(links.map((l) => l.label)).toEqual(["Cart", "Cart"]);
  });

  it("shows no count, and throws nothing, when the browser refuses its storage", () => {
    expect(run(JSON.stringify([line(2)]), { throwing: true }).badges[0]?.hidden).toBe(true);
  });

  it("cannot be closed early by a label holding the end of a script", () => {
    const script = inlineCall(showStoredCartCount, {
      key: "cart",
      max: 99,
      label: "</script><script>alert(1)",
    });
    expect(script).not.toContain("</script>");
  });
});
