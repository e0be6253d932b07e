/**
 * The orders feature's face on the server (decision 042): creating an order in the caller's transaction,
 * changing its status, the payment settings and instructions, the reminder and expiry jobs, and the hooks
 * through which the features that sell something give back or give what an order held. Orders knows no
 * other feature: they register their hooks here (server/app.ts composes them).
 */
export { submitOrderChange } from "./admin-change.server";
export { type PaymentInstructions, paymentInstructions } from "./instructions";
export {
  changeOrder,
  closeUnpaidOrder,
  createOrder,
  loadPaymentSettings,
  ORDER_JOB,
  type OrderHooks,
  type OrderPaidHook,
  type OrderReleaseHook,
  orderHooksContext,
  orderJobs,
  savePaymentSettings,
} from "./lifecycle.server";
export {
  countUnpaidOrders,
  exportOrderItems,
  exportOrders,
  findOrderByIdempotencyKey,
  getLinkedOrder,
  getOrderById,
  getOrderByToken,
  getOrderOfUser,
  getOrderPayment,
  listGoodsOfOrder,
  listHeldByBuyer,
  listLinkedOrders,
  listOrders,
  listOrdersOfUser,
  lockOrder,
} from "./queries.server";
