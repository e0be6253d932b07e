/**
 * The orders feature's face for pure code (decision 042): the statuses and actions of an order, its
 * number, amounts and payment settings, and the "Mark paid" form. Other features and routes import
 * orders only from here and from index.server.ts.
 */
export { MarkPaidForm } from "./components/mark-paid-form";
export {
  adminActionsFor,
  hasGoods,
  isOverdue,
  ORDER_STATUSES,
  type OrderLineKind,
  type OrderStatus,
  orderNumber,
  orderTotals,
  PAYMENT_METHODS,
  type PaymentMethod,
  parseAmount,
  parseOrderNumber,
  remainingCents,
} from "./rules";
export {
  defaultPaymentSettings,
  PAYMENT_DAYS,
  PAYMENT_SETTINGS_MAX,
  type PaymentSettings,
  paymentSettingsSchema,
} from "./settings";
