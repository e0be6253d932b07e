import type { Db } from "~/db/db.server";
import { canCancel, cancellationEndsAt } from "~/features/events/cancellation/rules";
import { getEventForRules } from "~/features/events/queries.server";
import { feePayment } from "~/features/events/registration/rules";
import { registrationPhase } from "~/features/events/rules";
import { waitlistPosition } from "~/features/events/waiting-list/queries.server";
import { waitlistStanding } from "~/features/events/waiting-list/service.server";
import { orderNumber } from "~/features/orders";
import {
  getLinkedOrder,
  listLinkedOrders,
  loadPaymentSettings,
  paymentInstructions,
} from "~/features/orders/index.server";
import type { Deps } from "~/lib/context.server";
import type { Locale } from "~/lib/i18n";
import {
  exportRegistrations,
  exportWaitlistEntries,
  listAccountRegistrationsOfEvent,
  listMemberRegistrations,
  listMemberWaitlist,
  listUpcomingRegistrationsOfAccount,
} from "./queries.server";
import { upcomingFirst } from "./rules";

/** What a member's list shows of a registration without an order: nothing to pay. */
const NO_ORDER = { order_status: null, order_token: null, payment_due_at: null, total_cents: null };

/**
 * What an event page shows about registering: the phase of registration and its times and, for a member,
 * whether they are registered (and, for a fee, whether it is paid or awaited, by when, and where to see
 * how to pay) or in the waiting line: each place of the account's, its own and its children's (the place, or
 * the offer that holds a spot).
 */
export async function eventStanding(db: Db, eventId: number, userId: string | null, now = new Date()) {
  const event = await getEventForRules(db, eventId, { lock: false });
  if (!event) return null;
  const [registrations, waitlist] = userId
    ? await Promise.all([
        listAccountRegistrationsOfEvent(db, eventId, userId),
        waitlistStanding(db, eventId, userId),
      ])
    : [[], []];
  const registration = registrations.find((row) => row.order_id !== null) ?? registrations[0];
  const order = registration?.order_id == null ? undefined : await getLinkedOrder(db, registration.order_id);
  return {
    phase: registrationPhase(event, now),
    opensAt: event.registration_opens_at,
    cancelUntil: cancellationEndsAt(event),
    cancellable: canCancel(event, now),
    registered: registration !== undefined,
    /** Whether the holder is registered themselves, beside the children they registered (by name). */
    self: registrations.some((row) => row.member_id === null),
    children: registrations.flatMap((row) => (row.member_id === null ? [] : [row.name])),
    payment: registration ? feePayment(order ?? NO_ORDER) : null,
    /** The order that pays the fee, while it awaits payment: paymentOnPage says how. */
    orderId: order?.order_status === "awaiting-payment" ? (registration?.order_id ?? null) : null,
    waitlist,
  };
}

/**
 * How to pay a registration's fee by Interac e-Transfer, on the event page in its language: the same
 * sentences as the confirmation e-mail (the amount, the recipient, the reference, the deadline), so they
 * stay on the page after the toast has gone. null when nothing awaits payment.
 */
export async function paymentOnPage(
  { db, config }: Pick<Deps, "db" | "config">,
  orderId: number | null,
  locale: Locale,
) {
  if (orderId === null) return null;
  const [order] = await listLinkedOrders(db, [orderId]);
  if (order?.order_status !== "awaiting-payment" || order.total_cents === null) return null;
  const settings = await loadPaymentSettings(db, config);
  return paymentInstructions(
    settings,
    {
      id: orderId,
      total_cents: order.total_cents,
      paid_cents: order.paid_cents,
      payment_method: "etransfer",
      payment_due_at: order.payment_due_at,
    },
    locale,
    config.TIME_ZONE,
  );
}

/**
 * A member's registrations (upcoming first, soonest first; then past ones, latest first), each with
 * whether it can still be cancelled and, for a fee, its order (asked of orders by the orders' ids), and
 * their waiting-list entries still in line with their place.
 */
export async function memberAttendance(db: Db, userId: string, now = new Date()) {
  const [rows, entries] = await Promise.all([
    listMemberRegistrations(db, userId),
    listMemberWaitlist(db, userId),
  ]);
  const orderIds = rows.flatMap((row) => (row.order_id === null ? [] : [row.order_id]));
  const orders = new Map((await listLinkedOrders(db, orderIds)).map(({ id, ...order }) => [id, order]));
  const registrations = rows.map(({ order_id, ...row }) => ({
    ...row,
    ...((order_id === null ? undefined : orders.get(order_id)) ?? NO_ORDER),
  }));
  const waitlist = await Promise.all(
    entries.map(async (entry) => ({
      ...entry,
      position: entry.status === "waiting" ? await waitlistPosition(db, entry) : null,
    })),
  );
  return {
    registrations: upcomingFirst(registrations, now).map((row) => ({
      ...row,
      cancelUntil: cancellationEndsAt(row),
      cancellable: row.status === "registered" && canCancel(row, now),
      payment: row.status === "registered" ? feePayment(row) : null,
    })),
    waitlist,
  };
}

/** How many registrations to come the account page shows, for all its people together. */
export const UPCOMING_SHOWN = 50;

/**
 * What the people an account manages are registered for, still to come, soonest first (at most
 * UPCOMING_SHOWN in all; My registrations lists every one): `memberId` null for the holder's own.
 */
export async function upcomingAttendanceOfAccount(db: Db, userId: string, now = new Date()) {
  const rows = await listUpcomingRegistrationsOfAccount(db, userId, now, UPCOMING_SHOWN);
  return rows.map(({ member_id, event_id, ...row }) => ({ ...row, memberId: member_id, eventId: event_id }));
}

/**
 * The events' section of an account's data download (decisions 033 and 040): the registrations it made and
 * its waiting-list entries, and those made for its address once the address is confirmed (`emailKey`,
 * null until then). Each list keeps its newest `rows`; `truncated` names the lists that had more.
 */
export async function exportAttendanceOfAccount(
  db: Db,
  { userId, emailKey }: { userId: string; emailKey: string | null },
  rows: number,
) {
  const [registrations, waitlist] = await Promise.all([
    exportRegistrations(db, userId, emailKey, rows + 1),
    exportWaitlistEntries(db, userId, emailKey, rows + 1),
  ]);
  return {
    registrations: registrations.slice(0, rows).map(({ order_id, ...registration }) => ({
      ...registration,
      order: order_id === null ? null : orderNumber(order_id),
    })),
    waitingLists: waitlist.slice(0, rows),
    truncated: Object.entries({ registrations, waitlist })
      .filter(([, list]) => list.length > rows)
      .map(([name]) => name),
  };
}
