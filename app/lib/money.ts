import type { Locale } from "./i18n";

/**
 * Money is integer cents everywhere; it becomes "$89.99" or "89,99 $" only when shown. Written by hand
 * from the cents rather than with `Intl.NumberFormat`: ICU versions differ on French's spaces (U+00A0
 * or U+202F as the group separator and before "$"), and the server's and the browser's markup must be
 * the same characters to hydrate (decision 022).
 */
const styles: Record<Locale, { group: string; decimal: string; shape: (amount: string) => string }> = {
  en: { group: ",", decimal: ".", shape: (amount) => `$${amount}` },
  fr: { group: "\u00a0", decimal: ",", shape: (amount) => `${amount}\u00a0$` },
};

/** `whole`: a round amount in prose without its cents ("orders over $100"); prices keep theirs. */
export function formatMoney(cents: number, locale: Locale, { whole = false } = {}) {
  const { group, decimal, shape } = styles[locale];
  const rounded = Math.round(cents);
  const absolute = Math.abs(rounded);
  const dollars = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  const rest = absolute % 100;
  const amount = whole && rest === 0 ? dollars : `${dollars}${decimal}${String(rest).padStart(2, "0")}`;
  return `${rounded < 0 ? "-" : ""}${shape(amount)}`;
}
