/** Money is integer cents everywhere; it becomes "$89.99" only when shown. */
const money = new Intl.NumberFormat("en-CA", {
  style: "currency",
  currency: "CAD",
  currencyDisplay: "narrowSymbol",
});
export function formatMoney(cents: number) {
  return money.format(cents / 100);
}
