/**
 * The cart's item count on a reading page (decision 073), which loads none of the cart's React code, and on a
 * page whose scripts start on first use (decision 074) until they have: the server writes this function's
 * text as a small inline script, so it refers to nothing outside itself and gets what it needs in `options`.
 * It fills the badge the cart link always holds (`data-cart-count`, hidden at 0, its number in `data-count`
 * shown by CSS) and the link's accessible name. Attributes only, never text: React, hydrating the page
 * later, takes attributes as they are but would re-render the whole page over a text it did not write.
 * A stored cart it cannot read shows no count; the checkout page reads it with `parseStoredCart`, and
 * removes it.
 */
export function showStoredCartCount(options: { key: string; max: number; label: string }) {
  try {
    const lines: unknown = JSON.parse(localStorage.getItem(options.key) ?? "[]");
    if (!Array.isArray(lines)) return;
    let count = 0;
    for (const line of lines) {
      const quantity = (line as { quantity?: unknown } | null)?.quantity;
      if (
        typeof quantity !== "number" ||
        !Number.isInteger(quantity) ||
        quantity < 1 ||
        quantity > options.max
      )
        return;
      count += quantity;
    }
    if (count === 0) return;
    for (const badge of document.querySelectorAll<HTMLElement>("[data-cart-count]")) {
      badge.dataset.count = String(count);
      badge.hidden = false;
      badge.parentElement?.setAttribute("aria-label", options.label.replace("{count}", String(count)));
    }
  } catch {
    // Storage refused (a private window's settings) or a cart that is not JSON: no count, as before.
  }
}
