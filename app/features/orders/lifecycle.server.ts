import { randomBytes } from "node:crypto";
import { createContext } from "react-router";
import type { Db } from "~/db/db.server";
import type { Config } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import type { Locale } from "~/lib/i18n";
import type { JobHandlers } from "~/lib/jobs/schedule.server";
import { scheduleJob, unscheduleJobs } from "~/lib/jobs/schedule.server";
import { newToken } from "~/lib/token.server";
import { partialPaymentEmail, reminderEmail, statusEmail } from "./emails.server";
import {
  getOrderForLifecycle,
  getSetting,
  insertOrder,
  markPaymentReminderSent,
  type NewOrderLine,
  putSetting,
  transitionOrder,
} from "./queries.server";
import {
  hasGoods,
  nextStatus,
  type OrderAction,
  type OrderStatus,
  orderNumber,
  orderTotals,
  type PaymentChoice,
  type PaymentMethod,
  paymentDueAt,
  paymentReminderAt,
  recordPayment,
  releasesHold,
  remainingCents,
} from "./rules";
import {
  defaultPaymentSettings,
  PAYMENT_SETTINGS_KEY,
  type PaymentSettings,
  readPaymentSettings,
} from "./settings";

/**
 * The order lifecycle both the shop and paid events use (docs/payments.md, decision 028). An order
 * awaits payment until an administrator marks it paid, or its deadline passes and it expires; cancelled
 * and expired orders give back what they held through the features' release hooks (the shop's stock, a
 * registration's spot), in the transaction that changes the status, so exactly once.
 */

/** Gives back what an order held; runs in the transaction of the change, once per order. */
export type OrderReleaseHook = (trx: Db, deps: Deps, order: { id: number }, now: Date) => Promise<void>;
/** Gives what a paid order paid for (a membership becomes active); runs in the transaction of the change, once. */
export type OrderPaidHook = (trx: Db, deps: Deps, order: { id: number }, now: Date) => Promise<void>;
export type OrderHooks = { release: OrderReleaseHook[]; paid: OrderPaidHook[] };

/**
 * What each feature does when an order releases what it held or is paid: server/app.ts composes them and
 * gives them to every request beside the app's context (decision 043).
 */
export const orderHooksContext = createContext<OrderHooks>();

export const ORDER_JOB = { reminder: "order-reminder", expiry: "order-expiry" } as const;

// ---------------------------------------------------------------------------------------------------
// Settings

export async function loadPaymentSettings(db: Db, config: Config) {
  return readPaymentSettings(await getSetting(db, PAYMENT_SETTINGS_KEY), defaultPaymentSettings(config));
}

export async function savePaymentSettings(db: Db, settings: PaymentSettings, now = new Date()) {
  await putSetting(db, PAYMENT_SETTINGS_KEY, JSON.stringify(settings), now);
}

// ---------------------------------------------------------------------------------------------------
// Creating an order

export type NewOrder = {
  buyer: {
    userId: string | null;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    country: string;
    locale: Locale;
  };
  method: PaymentMethod;
  lines: NewOrderLine[];
  shippingCents: number;
  /** The shop's checkout binding (decision 019); an event fee's order gets a key of its own. */
  checkout?: { idempotencyKey: string; buyer: string | null; hash: string };
  /** The latest the deadline may be (an event's start). */
  latestDueAt?: string | null;
};

/**
 * Records an order awaiting payment, with its deadline (the end of a day in the association's `timeZone`),
 * its payment reminder and its expiry scheduled in the same transaction (`trx`: the caller's, which also
 * takes what the order holds).
 */
export async function createOrder(
  trx: Db,
  settings: PaymentSettings,
  order: NewOrder,
  now: Date,
  timeZone: string,
) {
  const subtotal = order.lines.reduce((sum, line) => sum + line.line_cents, 0);
  const totals = orderTotals(subtotal, order.shippingCents);
  const dueAt = paymentDueAt(now, settings.paymentDays, timeZone, order.latestDueAt ?? null);
  // 18 random bytes: the 24 characters of the buyer's order link (/orders/<token>).
  const token = randomBytes(18).toString("base64url");
  const { buyer } = order;
  const id = await insertOrder(
    trx,
    {
      public_token: token,
      idempotency_key: order.checkout?.idempotencyKey ?? `order-${newToken()}`,
      checkout_buyer: order.checkout?.buyer ?? null,
      checkout_hash: order.checkout?.hash ?? null,
      user_id: buyer.userId,
      first_name: buyer.firstName,
      last_name: buyer.lastName,
      email: buyer.email.trim(),
      phone: buyer.phone,
      address: buyer.address,
      city: buyer.city,
      state: buyer.state,
      zip: buyer.zip,
      country: buyer.country,
      locale: buyer.locale,
      payment_method: order.method,
      payment_due_at: dueAt,
      subtotal_cents: totals.subtotalCents,
      shipping_cents: totals.shippingCents,
      tax_cents: totals.taxCents,
      total_cents: totals.totalCents,
    },
    order.lines,
    now,
  );
  await scheduleJob(trx, { kind: ORDER_JOB.expiry, subject: id, runAt: dueAt }, now);
  const remindAt = paymentReminderAt(dueAt, now);
  if (remindAt) await scheduleJob(trx, { kind: ORDER_JOB.reminder, subject: id, runAt: remindAt }, now);
  return { id, token, number: orderNumber(id), dueAt, ...totals };
}

// ---------------------------------------------------------------------------------------------------
// Status changes

export type ChangeResult =
  | { ok: true; status: OrderStatus }
  /** A partial payment was recorded: the order still awaits the rest (decision 037). */
  | { ok: true; status: "awaiting-payment"; receivedCents: number; remainingCents: number }
  | { ok: false; reason: "not-found" | "not-allowed" | "stale" }
  /** Mark paid with less than is owed and no choice made about it: nothing changed (decision 037). */
  | { ok: false; reason: "short"; shortCents: number; owedCents: number };

export type OrderChange = {
  orderId: number;
  action: OrderAction;
  /** The status the deciding page showed. */
  from: OrderStatus;
  /** Marking paid: the amount received now (what is still owed, when not told). */
  amountCents?: number;
  /** Marking paid: what the deciding page showed as received before (a second click is then stale). */
  receivedCents?: number;
  /** Marking paid with less than is owed: a partial payment, or paid after confirming that shortfall. */
  payment?: PaymentChoice;
};

/**
 * An administrator's change (mark paid, ship, pick up, cancel) or the deadline's (expire). `from` is the
 * status the deciding page showed: the change is a compare-and-set on it and on the amount received so far,
 * so a stale page or a second click changes nothing ("stale"). Marking paid adds the amount to what was
 * received (what is owed unless told); less than is owed needs a choice (recordPayment, one rule for every
 * page that offers it): a partial payment keeps the order awaiting the rest, and a confirmed shortfall marks
 * it paid. The buyer is e-mailed in their language; what the order held is released when it is cancelled or
 * expires, and what it paid for is given when it is paid (the features' hooks, in the same transaction).
 */
export async function changeOrder(
  deps: Deps & { hooks: OrderHooks },
  change: OrderChange,
  now = new Date(),
): Promise<ChangeResult> {
  const { db, config, mail, hooks } = deps;
  const result = await db.transaction().execute(async (trx): Promise<ChangeResult> => {
    const order = await getOrderForLifecycle(trx, change.orderId);
    if (!order) return { ok: false, reason: "not-found" };
    if (order.status !== change.from) return { ok: false, reason: "stale" };
    if (change.receivedCents !== undefined && change.receivedCents !== (order.paid_cents ?? 0))
      return { ok: false, reason: "stale" };
    let to = nextStatus(change.from, change.action, { goods: hasGoods(order.items) });
    if (!to) return { ok: false, reason: "not-allowed" };
    const stamp = now.toISOString();
    let set: { paid_at?: string; paid_cents?: number; fulfilled_at?: string; closed_at?: string };
    if (to === "paid") {
      const payment = recordPayment(order, change.amountCents, change.payment);
      if (!payment.ok)
        return { ok: false, reason: "short", shortCents: payment.shortCents, owedCents: payment.owedCents };
      if (!payment.paid) to = "awaiting-payment";
      set = payment.paid
        ? { paid_at: stamp, paid_cents: payment.receivedCents }
        : { paid_cents: payment.receivedCents };
    } else set = to === "shipped" || to === "picked-up" ? { fulfilled_at: stamp } : { closed_at: stamp };
    const changed = await transitionOrder(
      trx,
      order.id,
      { from: change.from, to, set, paidCents: order.paid_cents },
      now,
    );
    if (!changed) return { ok: false, reason: "stale" };
    const after = { ...order, ...set, status: to };
    if (to === "awaiting-payment") {
      await enqueueEmail(trx, partialPaymentEmail(config, after, now), now);
      const receivedCents = after.paid_cents ?? 0;
      return { ok: true, status: to, receivedCents, remainingCents: remainingCents(after) };
    }
    if (change.from === "awaiting-payment")
      for (const kind of Object.values(ORDER_JOB)) await unscheduleJobs(trx, kind, [order.id]);
    if (releasesHold(to)) for (const release of hooks.release) await release(trx, deps, order, now);
    if (to === "paid") for (const paid of hooks.paid) await paid(trx, deps, order, now);
    await enqueueEmail(trx, statusEmail(config, after, change.from, now), now);
    return { ok: true, status: to };
  });
  if (result.ok) mail.wake();
  return result;
}

/**
 * Cancels an unpaid order quietly, inside the caller's transaction, when what it paid for went away
 * otherwise (a registration cancelled by its member): no release hook runs and no e-mail goes out, the
 * caller's own confirmation says it. False when it was not awaiting payment.
 */
export async function closeUnpaidOrder(trx: Db, orderId: number, now: Date) {
  const closed = await transitionOrder(
    trx,
    orderId,
    { from: "awaiting-payment", to: "cancelled", set: { closed_at: now.toISOString() } },
    now,
  );
  if (closed) for (const kind of Object.values(ORDER_JOB)) await unscheduleJobs(trx, kind, [orderId]);
  return closed;
}

// ---------------------------------------------------------------------------------------------------
// Jobs: the reminder two days before the deadline, and the expiry at it

/** The lifecycle's job handlers, given the features' release hooks (server/app.ts). */
export function orderJobs(hooks: OrderHooks): JobHandlers {
  return {
    [ORDER_JOB.reminder]: (deps, subject, now) => sendPaymentReminder(deps, Number(subject), now),
    [ORDER_JOB.expiry]: (deps, subject, now) => expireOrder({ ...deps, hooks }, Number(subject), now),
  };
}

async function sendPaymentReminder({ db, config, mail }: Deps, orderId: number, now: Date) {
  const sent = await db.transaction().execute(async (trx) => {
    const order = await getOrderForLifecycle(trx, orderId);
    if (order?.status !== "awaiting-payment" || order.payment_due_at === null) return false;
    // Past the deadline the expiry speaks instead.
    if (order.payment_due_at <= now.toISOString()) return false;
    if (!(await markPaymentReminderSent(trx, order.id, now))) return false;
    const settings = await loadPaymentSettings(trx, config);
    await enqueueEmail(trx, reminderEmail(config, settings, order), now);
    return true;
  });
  if (sent) mail.wake();
}

async function expireOrder(deps: Deps & { hooks: OrderHooks }, orderId: number, now: Date) {
  const order = await getOrderForLifecycle(deps.db, orderId);
  if (order?.status !== "awaiting-payment" || order.payment_due_at === null) return;
  // Woken early (a clock set back, a deadline moved): it runs again at the deadline.
  if (order.payment_due_at > now.toISOString()) {
    await scheduleJob(
      deps.db,
      { kind: ORDER_JOB.expiry, subject: orderId, runAt: order.payment_due_at },
      now,
    );
    return;
  }
  // Paid or cancelled meanwhile: the compare-and-set refuses it, and nothing happens.
  await changeOrder(deps, { orderId, action: "expire", from: "awaiting-payment" }, now);
}
