import type { OrderLineKind, OrderStatus, PaymentMethod } from "~/db/schema";
import { endOfDayAfter } from "~/lib/dates";

/**
 * The order lifecycle (docs/payments.md): pure rules, so every transition and deadline is tested by a
 * table without a database.
 */
export type { OrderLineKind, OrderStatus, PaymentMethod };

export const ORDER_STATUSES = [
  "awaiting-payment",
  "paid",
  "shipped",
  "picked-up",
  "cancelled",
  "expired",
] as const satisfies readonly OrderStatus[];

export const PAYMENT_METHODS = ["etransfer", "in-person"] as const satisfies readonly PaymentMethod[];

/** What may happen to an order, from which statuses, and the status it leads to. */
export const ORDER_ACTIONS = {
  "mark-paid": { from: ["awaiting-payment"], to: "paid" },
  ship: { from: ["paid"], to: "shipped" },
  "pick-up": { from: ["paid"], to: "picked-up" },
  cancel: { from: ["awaiting-payment", "paid"], to: "cancelled" },
  expire: { from: ["awaiting-payment"], to: "expired" },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type OrderAction = keyof typeof ORDER_ACTIONS;

/** The actions an administrator may take (expiry is the deadline's, never a button). */
export const ADMIN_ACTIONS = [
  "mark-paid",
  "ship",
  "pick-up",
  "cancel",
] as const satisfies readonly OrderAction[];

/**
 * The status an action leads to from `from`, or null when it may not be taken. An order without goods
 * (event fees and memberships only, `hasGoods`) has nothing to ship or pick up.
 */
export function nextStatus(
  from: OrderStatus,
  action: OrderAction,
  { goods = true } = {},
): OrderStatus | null {
  if (!goods && (action === "ship" || action === "pick-up")) return null;
  const rule = ORDER_ACTIONS[action];
  return (rule.from as readonly OrderStatus[]).includes(from) ? rule.to : null;
}

/** The buttons an administrator sees on an order in `status`. */
export function adminActionsFor(status: OrderStatus, { goods = true } = {}) {
  return ADMIN_ACTIONS.filter((action) => nextStatus(status, action, { goods }) !== null);
}

/**
 * What an order line is (OrderLineKind) is said by the feature that sells it (decision 042): the shop's
 * goods, an event's fee or a membership's fee. Orders reads the kind, never the product id.
 */
export function isMembershipLine(line: { kind: OrderLineKind }) {
  return line.kind === "membership-fee";
}

/** Goods are what is shipped or picked up: every line but event fees and memberships. */
export function isGoodsLine(line: { kind: OrderLineKind }) {
  return line.kind === "goods";
}

/** Whether an order has anything to ship or pick up ("Mark shipped", "Mark picked up"). */
export function hasGoods(lines: readonly { kind: OrderLineKind }[]) {
  return lines.some(isGoodsLine);
}

/** Cancelled and expired orders give back what they held: stock, and the spots of registrations. */
export function releasesHold(to: OrderStatus) {
  return to === "cancelled" || to === "expired";
}

/** The reminder goes out this long before the deadline. */
export const REMINDER_BEFORE_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * When an order placed at `now` must be paid: at the end of the day `days` later in the association's zone
 * (`timeZone`), but never after `latest` (an event fee is due by the event's start at the latest, so the
 * spot it holds is released while it is still of use). The expiry job runs at this very moment.
 */
export function paymentDueAt(now: Date, days: number, timeZone: string, latest: string | null = null) {
  const due = endOfDayAfter(now, days, timeZone);
  return latest !== null && latest < due ? latest : due;
}

/** When the payment reminder goes out: two days before the deadline; null when that time has passed. */
export function paymentReminderAt(dueAt: string | null, now: Date) {
  if (dueAt === null) return null;
  const at = new Date(Date.parse(dueAt) - REMINDER_BEFORE_MS);
  return at > now ? at.toISOString() : null;
}

/** Awaiting payment past its deadline: shown to the administrators until the expiry job has run. */
export function isOverdue(order: { status: OrderStatus; payment_due_at: string | null }, now: Date) {
  return (
    order.status === "awaiting-payment" &&
    order.payment_due_at !== null &&
    order.payment_due_at <= now.toISOString()
  );
}

/**
 * Sales tax, in basis points of the subtotal (1300 = 13 % HST). 0: a small supplier charges none (docs/
 * payments.md says how to set a rate; every order stores what it charged in `tax_cents`).
 */
export const SALES_TAX_BASIS_POINTS = 0;

export function taxCents(taxableCents: number, basisPoints = SALES_TAX_BASIS_POINTS) {
  return Math.round((taxableCents * basisPoints) / 10_000);
}

/** Subtotal, shipping, sales tax and total, in cents: what every order stores and every page shows. */
export function orderTotals(subtotalCents: number, shippingCents: number) {
  const tax = taxCents(subtotalCents + shippingCents);
  return { subtotalCents, shippingCents, taxCents: tax, totalCents: subtotalCents + shippingCents + tax };
}

/** "HB-000123": the order's number, and the reference a buyer writes in the e-Transfer message. */
export function orderNumber(id: number) {
  return `HB-${String(id).padStart(6, "0")}`;
}

/** "HB-000123" back to its id; null for anything else. */
export function parseOrderNumber(text: string | undefined) {
  const match = /^HB-(\d{1,9})$/.exec(text ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

/** An amount typed by an administrator ("89.99", "89,99", "$90") in cents; null when it is not one. */
export function parseAmount(text: string | undefined) {
  const match = /^\s*\$?\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*\$?\s*$/.exec(text ?? "");
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/**
 * How an administrator's "Mark paid" chooses when the amount falls short of what is owed (decision 037):
 * "full" refuses a shortfall, "partial" records it and leaves the order awaiting the rest, and
 * `{ shortCents }` marks it paid anyway after a confirmation that named that very shortfall.
 */
export type PaymentChoice = "full" | "partial" | { shortCents: number };

/** What is still owed on an order: its total less what was received (never below zero). */
export function remainingCents(order: { total_cents: number; paid_cents: number | null }) {
  return Math.max(order.total_cents - (order.paid_cents ?? 0), 0);
}

/**
 * A payment of `amountCents` (what is owed, when not told) on an order awaiting payment: whether it makes
 * the order paid and what has been received in all, or the shortfall an administrator must choose about.
 */
export function recordPayment(
  order: { total_cents: number; paid_cents: number | null },
  amountCents: number | undefined,
  choice: PaymentChoice = "full",
): { ok: true; paid: boolean; receivedCents: number } | { ok: false; shortCents: number; owedCents: number } {
  const owed = remainingCents(order);
  const amount = amountCents ?? owed;
  const receivedCents = (order.paid_cents ?? 0) + amount;
  if (amount >= owed) return { ok: true, paid: true, receivedCents };
  const shortCents = owed - amount;
  if (choice === "partial" && amount > 0) return { ok: true, paid: false, receivedCents };
  if (typeof choice === "object" && choice.shortCents === shortCents)
    return { ok: true, paid: true, receivedCents };
  return { ok: false, shortCents, owedCents: owed };
}
