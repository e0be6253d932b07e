/**
 * The shop's face on the server (decision 043): placing an order and the stock it takes or gives back
 * (the release hook that server/app.ts registers with orders), the buyer's order page, the guest's checkout
 * cookie, the administrators' products, and the product reads of the shop's pages. The products' rules and
 * form schemas are here rather than in index.ts because their module builds a schema when it loads, and only
 * loaders and actions use them.
 */
export { guestIdCookie, readGuestId } from "./checkout-cookie.server";
export { buyerOrderPage } from "./order-payment.server";
export {
  availability,
  isSoldOut,
  newProductFormSchema,
  PRODUCTS_PER_PAGE,
  productFormSchema,
  staleStockForm,
} from "./products";
export {
  createProduct,
  editProduct,
  loadProductForm,
  loadProductsPage,
  readProductForm,
} from "./products.server";
export { getProduct, listProducts, listVariants, orderItemRows } from "./queries.server";
export { type PlaceOrderResult, placeOrder, releaseStock, stockOfLines } from "./service.server";
