import { type Db, isPostgres } from "~/db/db.server";
import { JOB } from "~/features/events/jobs";
import { getEventForRules, lockEvent } from "~/features/events/queries.server";
import {
  findRegistrationOfOrder,
  getRegistration,
  getRegistrationByToken,
} from "~/features/events/registration/queries.server";
import { feePayment, SELF } from "~/features/events/registration/rules";
import { leaveWaitlist, offerFreedSpots } from "~/features/events/waiting-list/service.server";
import {
  closeUnpaidOrder,
  getLinkedOrder,
  lockOrder,
  type OrderReleaseHook,
} from "~/features/orders/index.server";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { unscheduleJobs } from "~/lib/jobs/schedule.server";
import { cancelledEmail } from "./emails.server";
import { listOpenAttendanceOfUser, markRegistrationCancelled } from "./queries.server";
import { canCancel, cancellationEndsAt } from "./rules";

export type CancelResult = "cancelled" | "already-cancelled" | "too-late" | "not-found";

/**
 * Cancels one registration, once: from its personal link (`token`), by its member (`userId`), or by an
 * administrator (`byAdmin`, who is not held to the deadline), or by its member closing their account
 * (`closingAccount`, not held to it either). The registration is kept, marked
 * cancelled; its reminder is dropped, a confirmation e-mailed, and the spot offered to the waiting list.
 */
export async function cancelRegistration(
  { db, config, mail }: Deps,
  target:
    | { token: string }
    | { id: number; userId: string; closingAccount?: true }
    | { id: number; eventId: number; byAdmin: true },
  now = new Date(),
): Promise<{ status: CancelResult; eventId?: number }> {
  const outcome = await db.transaction().execute(async (trx) => {
    const found =
      "token" in target
        ? await getRegistrationByToken(trx, target.token)
        : await getRegistration(trx, target.id);
    if (!found) return { status: "not-found" as const };
    if ("userId" in target && found.user_id !== target.userId) return { status: "not-found" as const };
    if ("eventId" in target && found.event_id !== target.eventId) return { status: "not-found" as const };
    // The fee's order before the event, in the order the lifecycle's expiry locks them (no deadlock).
    const order =
      found.order_id === null ? undefined : await lockOrder(trx, found.order_id, { lock: isPostgres(trx) });
    const event = await lockEvent(trx, found.event_id);
    if (!event) return { status: "not-found" as const };
    const byAdmin = "byAdmin" in target;
    if (found.status === "cancelled") return { status: "already-cancelled" as const, eventId: event.id };
    // A member closing their account leaves every event to come, past the deadline too (decision 052).
    const anyTime = byAdmin || "closingAccount" in target;
    if (!anyTime && !canCancel(event, now)) return { status: "too-late" as const, eventId: event.id };
    if (!(await markRegistrationCancelled(trx, found.id, now)))
      return { status: "already-cancelled" as const, eventId: event.id };
    await unscheduleJobs(trx, JOB.reminder, [found.id]);
    // An unpaid fee is no longer owed; a paid one stays paid, and the e-mail says the refund is by hand.
    const fee = order && {
      id: order.id,
      unpaid: await closeUnpaidOrder(trx, order.id, now),
      paidCents: order.status === "paid" ? (order.paid_cents ?? order.total_cents) : null,
    };
    await enqueueEmail(trx, cancelledEmail(config, event, found, byAdmin, fee), now);
    await offerFreedSpots(trx, config, event, now);
    return { status: "cancelled" as const, eventId: event.id };
  });
  if (outcome.status === "cancelled") mail.wake();
  return outcome;
}

/** The registration behind a personal link, its event, and whether it can still be cancelled (GET changes nothing). */
export async function loadRegistrationByToken(db: Db, token: string, now = new Date()) {
  const registration = await getRegistrationByToken(db, token);
  const event = registration && (await getEventForRules(db, registration.event_id, { lock: false }));
  if (!registration || !event) return null;
  const order = registration.order_id === null ? undefined : await getLinkedOrder(db, registration.order_id);
  return {
    registration,
    event,
    payment: registration.status === "registered" && order ? feePayment(order) : null,
    cancellable: registration.status === "registered" && canCancel(event, now),
    deadline: cancellationEndsAt(event),
  };
}

/**
 * The events' release hook (server/app.ts): an order of a fee that expired unpaid, or that an administrator
 * cancelled, cancels its registration, drops its reminder and offers the spot to the waiting list, in the
 * order's transaction. The order's own e-mail (expired or cancelled, its line naming the event) is the
 * registrant's one notice: no second e-mail goes out.
 */
export const releaseRegistration: OrderReleaseHook = async (trx, { config }, order, now) => {
  const registration = await findRegistrationOfOrder(trx, order.id);
  const event = registration && (await lockEvent(trx, registration.event_id));
  if (!registration || !event || !(await markRegistrationCancelled(trx, registration.id, now))) return;
  await unscheduleJobs(trx, JOB.reminder, [registration.id]);
  await offerFreedSpots(trx, config, event, now);
};

/**
 * A closing account's step (decision 052): its registrations for events still to start are cancelled, each
 * with its e-mail and its spot offered on, and it leaves every waiting line it is in (its own places and
 * those of the children it put in line).
 */
export async function leaveEventsOfClosingAccount(deps: Deps, userId: string, now: Date) {
  const { registrations, waitingFor } = await listOpenAttendanceOfUser(deps.db, userId, now);
  for (const id of registrations) await cancelRegistration(deps, { id, userId, closingAccount: true }, now);
  for (const { eventId, memberId } of waitingFor)
    await leaveWaitlist(deps, { eventId, userId, who: memberId ?? SELF }, now);
}
