/**
 * The shop's face for pure code (decision 043): sizes and cart lines, the storefront's categories and
 * shipping terms, the catalogue the database is seeded from, the checkout's schema, limits and messages,
 * and the order pages' meta. Routes, server/, scripts/ and other features import the shop only from here,
 * from index.server.ts, or its UI from components/. Every module named here reaches each page that
 * imports this file, the public shop and terms pages included (decision 041), so none builds anything when
 * it loads: the products' rules, which build their form's schema, are re-exported by index.server.ts for
 * the loaders and actions that use them.
 */
export { lineKey, parseStockQuery } from "./cart";
export { catalogue } from "./catalogue";
export { orderMeta, orderPage } from "./order-page";
export type { Availability, StockBySize } from "./products";
export {
  checkoutSchema,
  HOLD_LIMITS,
  holdMessage,
  orderTotals,
  parseOrderToken,
  parseProductId,
  priceOrder,
  shopLimits,
  shortageMessage,
} from "./rules";
export { CATEGORIES, categoryFrom, inCategory, shippingTerms } from "./storefront";
