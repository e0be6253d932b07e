import type { Db } from "~/db/db.server";
import { canCancel, cancellationEndsAt } from "~/features/events/cancellation/rules";
import { getEventForRules } from "~/features/events/queries.server";
import { feePayment } from "~/features/events/registration/rules";
import { registrationPhase } from "~/features/events/rules";
import { waitlistPosition } from "~/features/events/waiting-list/queries.server";
import { waitlistStanding } from "~/features/events/waiting-list/service.server";
import { orderNumber } from "~/features/orders";
import { getLinkedOrder, listLinkedOrders } from "~/features/orders/index.server";
import {
  exportRegistrations,
  exportWaitlistEntries,
  findMemberRegistration,
  listMemberRegistrations,
  listMemberWaitlist,
} from "./queries.server";
import { upcomingFirst } from "./rules";

/** What a member's list shows of a registration without an order: nothing to pay. */
const NO_ORDER = { order_status: null, order_token: null, payment_due_at: null, total_cents: null };

/**
 * What an event page shows about registering: the phase of registration and its times and, for a member,
 * whether they are registered (and, for a fee, whether it is paid or awaited, by when, and where to see
 * how to pay) or in the waiting line (their place, or the offer that holds a spot).
 */
export async function eventStanding(db: Db, eventId: number, userId: string | null, now = new Date()) {
  const event = await getEventForRules(db, eventId, { lock: false });
  if (!event) return null;
  const [registration, waitlist] = userId
    ? await Promise.all([findMemberRegistration(db, eventId, userId), waitlistStanding(db, eventId, userId)])
    : [undefined, null];
  const order = registration?.order_id == null ? undefined : await getLinkedOrder(db, registration.order_id);
  return {
    phase: registrationPhase(event, now),
    opensAt: event.registration_opens_at,
    cancelUntil: cancellationEndsAt(event),
    cancellable: canCancel(event, now),
    registered: registration !== undefined,
    payment: registration ? feePayment(order ?? NO_ORDER) : null,
    waitlist,
  };
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
