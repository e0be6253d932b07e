import { useEffect, useState } from "react";
import { format } from "~/lib/i18n";
import { useTexts } from "~/lib/root-data";
import type { Size } from "~/lib/sizes";
import { commonMessages } from "~/texts/pages/common";
import { lineKey, shortfall, stockQuery } from "../cart";

type StockLine = { productId: string; size: Size | null; available: number };

/**
 * How many are left of each line (by `lineKey`), as the server last said: asked when `active` turns on,
 * whenever the lines (not their quantities) change, and when `refresh` changes (the checkout's refusal).
 * Until it answers, or if it fails, nothing is known and nothing is said: the checkout's own answer is
 * the authority.
 */
export function useStock(
  lines: { productId: string; size: Size | null }[],
  active: boolean,
  refresh?: unknown,
) {
  const [stock, setStock] = useState<ReadonlyMap<string, number>>(new Map());
  const items = active ? stockQuery(lines) : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `refresh` is the signal to ask again.
  useEffect(() => {
    if (items === "") return;
    const controller = new AbortController();
    fetch(`/shop/stock.json?${new URLSearchParams({ items })}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ lines: StockLine[] }>) : null))
      .then((body) => {
        if (body) setStock(new Map(body.lines.map((line) => [lineKey(line), line.available])));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [items, refresh]);
  return stock;
}

/** "Sold out" or "Only 2 left" under a line that asks for more than are left; nothing otherwise. */
export function StockNote({ quantity, available }: { quantity: number; available: number | undefined }) {
  const t = useTexts(commonMessages).cart;
  const short = shortfall(quantity, available);
  if (!short) return null;
  return (
    <span className="block text-sm font-semibold text-red-800">
      {short.soldOut ? t.soldOut : format(t.onlyLeft, { count: short.left })}
    </span>
  );
}
