/** Money is integer cents everywhere; it becomes "$89.99" only when shown. */
const money = new Intl.NumberFormat("en-CA", {
  style: "currency",
  currency: "CAD",
  currencyDisplay: "narrowSymbol",
});
const wholeMoney = new Intl.NumberFormat("en-CA", {
  style: "currency",
  currency: "CAD",
  currencyDisplay: "narrowSymbol",
  maximumFractionDigits: 0,
});

/** `whole`: a round amount in prose without its cents ("orders over $100"); prices keep theirs. */
export function formatMoney(cents: number, { whole = false } = {}) {
  return whole && cents % 100 === 0 ? wholeMoney.format(cents / 100) : money.format(cents / 100);
}
