import { href } from "react-router";
import { type Db, isPostgres } from "~/db/db.server";
import { hasActiveMembershipOn } from "~/features/memberships/index.server";
import { orderNumber } from "~/features/orders";
import {
  closeUnpaidOrder,
  createOrder,
  getLinkedOrder,
  loadPaymentSettings,
  lockOrder,
  type OrderReleaseHook,
  type PaymentInstructions,
  paymentInstructions,
} from "~/features/orders/index.server";
import { checkProof, newChallenge } from "~/lib/challenge.server";
import type { Config } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render";
import { formatterFor } from "~/lib/formatter";
import { format, type Locale } from "~/lib/i18n";
import { eventsMessages } from "~/lib/i18n/pages/events";
import { localePath } from "~/lib/i18n/paths";
import { type JobHandlers, scheduleJob, unscheduleJobs } from "~/lib/jobs/schedule.server";
import type { ChallengeAnswer, FiringKind } from "~/lib/limits";
import { allowAndRecord, noteFiring, withinBudgetOrProof } from "~/lib/rate-limit.server";
import { newToken } from "~/lib/token.server";
import {
  countTakenSpots,
  findOpenEntryOfUser,
  findRegistration,
  findRegistrationOfOrder,
  findWaitlistEntry,
  firstWaiting,
  getEventForRules,
  getRegistration,
  getRegistrationByToken,
  getWaitlistEntry,
  getWaitlistEntryByToken,
  linkRegistrationOrder,
  listRegistrationsAwaitingReminder,
  markOffered,
  markRegistrationCancelled,
  markReminderSent,
  queueWaitlistEntry,
  type RuleEvent,
  resolveEntry,
  storeRegistration,
  type WaitlistEntry,
  waitlistPosition,
} from "./attendance.queries.server";
import { spotsLeft } from "./capacity";
import { buildCalendar } from "./ical";
import {
  canCancel,
  cancellationEndsAt,
  eventTextsIn,
  feeDueBy,
  feePayment,
  googleCalendarUrl,
  localDay,
  offerExpiresAt,
  REGISTRATION_LIMITS,
  registrationKey,
  registrationPhase,
  reminderDueAt,
  reminderState,
  splitName,
} from "./rules";

/** The kinds of job this feature schedules (lib/jobs); server/app.ts runs them with `eventJobs`. */
export const JOB = { offerExpiry: "offer-expiry", reminder: "reminder" } as const;

/** Who registers or joins a waiting list: the member signed in, with the name and address typed in the form. */
export type Attendee = { userId: string; name: string; email: string; locale: Locale };

/**
 * Thrown inside a transaction so that a refused request rolls back what the first limit recorded. `kind`:
 * refused outright (the recipient's limit), or asked for a proof of work (a budget, decision 039).
 */
export class Throttled extends Error {
  constructor(
    readonly bucket: string,
    readonly kind: Exclude<FiringKind, "solved">,
    readonly retryAt = "",
  ) {
    super(`${bucket} ${kind}`);
  }
}

/** Who asks: the signed-in account, its client address, and the proof of work the form brought, if any. */
export type Asker = { userId: string; client: string; proof?: string };

/**
 * The limits of docs/security.md #30 count in the caller's transaction: each registration and each
 * waiting-list entry e-mails the address typed in the form, so the site cannot mail strangers in bulk
 * (per recipient, refused past it). The registrations themselves count per account, with a far higher
 * budget per client address for the many accounts behind one network; past either, a proof of work.
 */
export async function requireWithinLimits(
  trx: Db,
  config: Config,
  asker: Asker,
  emailKey: string,
  now: Date,
) {
  const { perRecipient, windowMs } = REGISTRATION_LIMITS;
  if (!(await allowAndRecord(trx, { ...perRecipient, client: emailKey, windowMs }, now)))
    throw new Throttled(perRecipient.bucket, "refused");
  const proof = await checkProof(config, asker.proof, "registration", now);
  const budgets = [
    {
      ...REGISTRATION_LIMITS.perAccount,
      client: asker.userId,
      max: config.ACCOUNT_ACTIONS_PER_HOUR,
      windowMs,
    },
    {
      ...REGISTRATION_LIMITS.perAddress,
      client: asker.client,
      max: config.ADDRESS_ACTIONS_PER_HOUR,
      windowMs,
    },
  ];
  const gate = await withinBudgetOrProof(trx, budgets, proof, now);
  if (!gate.ok) throw new Throttled(gate.bucket, "challenged", gate.retryAt);
}

/**
 * After the transaction a Throttled rolled back: the firing counted for the administrators, and the
 * answer, with a new challenge when a proof of work would let the request through.
 */
export async function throttledAnswer(
  { db, config }: Pick<Deps, "db" | "config">,
  error: Throttled,
  now: Date,
): Promise<{ status: "throttled" } | ({ status: "challenge" } & ChallengeAnswer)> {
  await noteFiring(db, error.bucket, error.kind, now);
  if (error.kind === "refused") return { status: "throttled" };
  return {
    status: "challenge",
    challenge: await newChallenge(config, "registration", now),
    retryAt: error.retryAt,
  };
}

/** The event, its row locked until the transaction ends on PostgreSQL (SQLite runs one writer at a time). */
export function lockEvent(trx: Db, eventId: number) {
  return getEventForRules(trx, eventId, { lock: isPostgres(trx) });
}

/**
 * Whether a members-only event refuses this account: it needs a member it manages (itself or a child) with
 * an active membership of the season of the event's first day, in the association's zone. Read in the
 * registration's transaction; nothing is locked, since a membership is a fact checked at the door, not a
 * count shared by concurrent requests (decision 033).
 */
export async function refusesNonMember(trx: Db, config: Config, event: RuleEvent, userId: string) {
  if (event.requires_membership !== 1) return false;
  return !(await hasActiveMembershipOn(trx, userId, localDay(event.starts_at, config.TIME_ZONE)));
}

/** The spots nobody has or holds. null: no limit. */
async function freeSpots(trx: Db, event: RuleEvent) {
  return spotsLeft({ capacity: event.capacity, ...(await countTakenSpots(trx, event.id)) });
}

export async function isEventFull(trx: Db, event: RuleEvent) {
  return (await freeSpots(trx, event)) === 0;
}

/** The order of a registration's fee: where to see it, what is due, and by when. */
export type FeeOrder = { id: number; token: string; totalCents: number; dueAt: string };

/**
 * Registers the attendee in the caller's transaction, the event locked and every rule checked: a new
 * registration or a cancelled one made again, with a new personal link; its confirmation e-mail; its
 * reminder scheduled. An entry of the same address still in the waiting line leaves it, accepted. For an
 * event with a fee, an order awaiting payment is made for it (a new one each time): the registration
 * holds its spot until the order's deadline, when an unpaid order expires and frees it.
 */
export async function addRegistration(
  trx: Db,
  config: Config,
  event: RuleEvent,
  attendee: Attendee,
  now: Date,
): Promise<{ id: number; order?: FeeOrder }> {
  const emailKey = registrationKey(attendee.email);
  const previous = await findRegistration(trx, event.id, emailKey);
  const manageToken = newToken();
  const id = await storeRegistration(
    trx,
    { ...attendee, email: attendee.email.trim(), emailKey, eventId: event.id, manageToken },
    previous?.id ?? null,
    now,
  );
  const entry = await findWaitlistEntry(trx, event.id, emailKey);
  if (entry && (await resolveEntry(trx, entry.id, { from: ["waiting", "offered"], to: "accepted" }, now)))
    await unscheduleJobs(trx, JOB.offerExpiry, [entry.id]);
  const fee = event.fee_cents > 0 ? await orderFee(trx, config, event, { ...attendee, id }, now) : null;
  await enqueueEmail(trx, confirmationEmail(config, event, { ...attendee, manageToken }, fee), now);
  await scheduleReminder(trx, event, id, now);
  return { id, order: fee?.order };
}

/** The order that pays a registration's fee, linked to it, and how to pay it in the registrant's language. */
async function orderFee(
  trx: Db,
  config: Config,
  event: RuleEvent,
  registration: Attendee & { id: number },
  now: Date,
) {
  const settings = await loadPaymentSettings(trx, config);
  const fee = event.fee_cents;
  const order = await createOrder(
    trx,
    settings,
    {
      buyer: {
        userId: registration.userId,
        ...splitName(registration.name),
        email: registration.email,
        phone: "",
        address: "",
        city: "",
        state: "",
        zip: "",
        country: "",
        locale: registration.locale,
      },
      method: "etransfer",
      lines: [
        {
          product_id: `event-${event.id}`,
          name: eventTextsIn(event, registration.locale).title,
          size: null,
          quantity: 1,
          unit_cents: fee,
          line_cents: fee,
          registration_id: registration.id,
          kind: "event-fee",
        },
      ],
      shippingCents: 0,
      latestDueAt: feeDueBy(event, now),
    },
    now,
  );
  await linkRegistrationOrder(trx, registration.id, order.id);
  const instructions = paymentInstructions(
    settings,
    { id: order.id, total_cents: order.totalCents, payment_method: "etransfer", payment_due_at: order.dueAt },
    registration.locale,
    config.TIME_ZONE,
  );
  return {
    order: { id: order.id, token: order.token, totalCents: order.totalCents, dueAt: order.dueAt },
    instructions,
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

/** The registration, if any, of this address for the event: registered or cancelled. */
export function registrationOf(trx: Db, eventId: number, email: string) {
  return findRegistration(trx, eventId, registrationKey(email));
}

/** The offer that holds a spot for this address at `now`, if there is one (one past its time holds none for them). */
export async function heldOfferOf(trx: Db, eventId: number, email: string, now: Date) {
  const entry = await findWaitlistEntry(trx, eventId, registrationKey(email));
  return entry?.status === "offered" && (entry.offer_expires_at ?? "") > now.toISOString()
    ? entry
    : undefined;
}

// ---------------------------------------------------------------------------------------------------
// The waiting list

export type JoinResult =
  | "joined"
  | "already-waiting"
  | "already-registered"
  | "not-full"
  | "not-open"
  | "closed"
  | "members-only"
  | "throttled"
  | "challenge"
  | "not-found";

/**
 * Puts the attendee at the end of the event's waiting line, once per address in any letter case, and
 * e-mails them their place. Only for a full event whose registration is open: otherwise they can register.
 */
export async function joinWaitlist(
  { db, config, mail }: Deps,
  request: { eventId: number; attendee: Attendee } & Omit<Asker, "userId">,
  now = new Date(),
): Promise<{
  status: JoinResult;
  position?: number;
  event?: { id: number; title: string };
  challenge?: ChallengeAnswer;
}> {
  const { attendee } = request;
  const emailKey = registrationKey(attendee.email);
  let event: { id: number; title: string } | undefined;
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const found = await lockEvent(trx, request.eventId);
      if (!found) return { status: "not-found" as const };
      event = { id: found.id, title: eventTextsIn(found, attendee.locale).title };
      const phase = registrationPhase(found, now);
      if (phase !== "open") return { status: phase };
      if ((await findRegistration(trx, found.id, emailKey))?.status === "registered")
        return { status: "already-registered" as const };
      const previous = await findWaitlistEntry(trx, found.id, emailKey);
      if (previous && (previous.status === "waiting" || previous.status === "offered"))
        return { status: "already-waiting" as const, position: await waitlistPosition(trx, previous) };
      if (await refusesNonMember(trx, config, found, attendee.userId))
        return { status: "members-only" as const };
      if (!(await isEventFull(trx, found))) return { status: "not-full" as const };
      await requireWithinLimits(trx, config, { ...request, userId: attendee.userId }, emailKey, now);
      const id = await queueWaitlistEntry(
        trx,
        { ...attendee, email: attendee.email.trim(), emailKey, eventId: found.id, token: newToken() },
        previous?.id ?? null,
        now,
      );
      const position = await waitlistPosition(trx, { id, event_id: found.id, queued_at: now.toISOString() });
      await enqueueEmail(trx, waitlistEmail(config, found, attendee, position), now);
      return { status: "joined" as const, position };
    });
    if (outcome.status === "joined") mail.wake();
    return { ...outcome, event };
  } catch (error) {
    if (!(error instanceof Throttled)) throw error;
    const { status, ...challenge } = await throttledAnswer({ db, config }, error, now);
    return status === "challenge"
      ? { status, event, challenge: challenge as ChallengeAnswer }
      : { status, event };
  }
}

/** The member's place on an event's waiting list: waiting at `position`, or offered; null when not in line. */
export async function waitlistStanding(db: Db, eventId: number, userId: string) {
  const entry = await findOpenEntryOfUser(db, eventId, userId);
  if (!entry) return null;
  if (entry.status === "offered")
    return { status: "offered" as const, token: entry.token, expiresAt: entry.offer_expires_at };
  return { status: "waiting" as const, position: await waitlistPosition(db, entry) };
}

/** The member leaves the event's waiting line; an offer they held goes to the next in line. */
export async function leaveWaitlist(
  { db, config, mail }: Deps,
  { eventId, userId }: { eventId: number; userId: string },
  now = new Date(),
): Promise<"left" | "not-waiting"> {
  const result = await db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, eventId);
    const entry = event && (await findOpenEntryOfUser(trx, eventId, userId));
    if (!event || !entry) return "not-waiting" as const;
    return (await leaveLine(trx, config, event, entry, entry.status === "offered" ? "declined" : "left", now))
      ? ("left" as const)
      : ("not-waiting" as const);
  });
  if (result === "left") mail.wake();
  return result;
}

/** Takes an entry out of the line, once; a spot it held is offered to the next. The event must be locked. */
async function leaveLine(
  trx: Db,
  config: Config,
  event: RuleEvent,
  entry: WaitlistEntry,
  to: "left" | "declined" | "removed",
  now: Date,
) {
  if (!(await resolveEntry(trx, entry.id, { from: ["waiting", "offered"], to }, now))) return false;
  if (entry.status === "offered") {
    await unscheduleJobs(trx, JOB.offerExpiry, [entry.id]);
    await offerFreedSpots(trx, config, event, now);
  }
  return true;
}

/**
 * Offers the spots nobody has or holds to the first people in line, each offer held for the event's offer
 * hours (never past the close of registration) by a job that expires it. Call it, the event locked, after
 * anything that frees a spot: a cancellation, a raised capacity, a declined or expired offer. Registration
 * closed (or not yet open): no offer. Returns the number of offers made.
 */
export async function offerFreedSpots(trx: Db, config: Config, event: RuleEvent, now: Date) {
  if (registrationPhase(event, now) !== "open") return 0;
  let free = (await freeSpots(trx, event)) ?? 0;
  let offers = 0;
  while (free > 0) {
    const next = await firstWaiting(trx, event.id);
    if (!next) break;
    const expiresAt = offerExpiresAt(event, now);
    if (!(await markOffered(trx, next.id, expiresAt, now))) break;
    await scheduleJob(trx, { kind: JOB.offerExpiry, subject: next.id, runAt: expiresAt }, now);
    await enqueueEmail(trx, offerEmail(config, event, next, expiresAt), now);
    free -= 1;
    offers += 1;
  }
  return offers;
}

/** The offer behind an e-mail's link, with its event, for the page that shows it (GET changes nothing). */
export async function loadOffer(db: Db, token: string) {
  const entry = await getWaitlistEntryByToken(db, token);
  const event = entry && (await getEventForRules(db, entry.event_id, { lock: false }));
  return entry && event ? { entry, event } : null;
}

export type OfferAnswer =
  | "registered"
  | "declined"
  | "expired"
  | "not-offered"
  | "members-only"
  | "not-found";

/**
 * Answers an offer from its e-mail's link: accepted, the person is registered (the spot was held for
 * them, so capacity is not checked again) and confirmed as usual; declined, the spot goes to the next.
 * An offer past its time is expired here if its job has not run yet. Only an open offer can be answered,
 * once: a second answer, a replay, or a link of an offer already answered changes nothing. For a
 * members-only event, accepting needs the membership too: refused, the offer stays open until its time, so
 * that the person can still join the association and accept (decision 033).
 */
export async function answerOffer(
  { db, config, mail }: Deps,
  { token, accept }: { token: string; accept: boolean },
  now = new Date(),
): Promise<{ status: OfferAnswer; eventId?: number; order?: FeeOrder }> {
  const outcome = await db.transaction().execute(async (trx) => {
    const found = await getWaitlistEntryByToken(trx, token);
    const event = found && (await lockEvent(trx, found.event_id));
    // Read again once the event is locked: another answer or the expiry job may have been first.
    const entry = found && (await getWaitlistEntry(trx, found.id));
    if (!event || !entry) return { status: "not-found" as const };
    const eventId = event.id;
    if (entry.status !== "offered") return { status: "not-offered" as const, eventId };
    if (!accept) {
      await leaveLine(trx, config, event, entry, "declined", now);
      return { status: "declined" as const, eventId };
    }
    if ((entry.offer_expires_at ?? "") <= now.toISOString()) {
      await expire(trx, config, event, entry, now);
      return { status: "expired" as const, eventId };
    }
    if (await refusesNonMember(trx, config, event, entry.user_id))
      return { status: "members-only" as const, eventId };
    const { order } = await addRegistration(trx, config, event, entry_attendee(entry), now);
    return { status: "registered" as const, eventId, order };
  });
  if (outcome.status !== "not-found" && outcome.status !== "not-offered" && outcome.status !== "members-only")
    mail.wake();
  return outcome;
}

const entry_attendee = (entry: WaitlistEntry): Attendee => ({
  userId: entry.user_id,
  name: entry.name,
  email: entry.email,
  locale: entry.locale,
});

/** Offered -> expired, once; the person is told and the spot goes to the next in line. */
async function expire(trx: Db, config: Config, event: RuleEvent, entry: WaitlistEntry, now: Date) {
  if (!(await resolveEntry(trx, entry.id, { from: ["offered"], to: "expired" }, now))) return false;
  await unscheduleJobs(trx, JOB.offerExpiry, [entry.id]);
  await enqueueEmail(trx, offerExpiredEmail(config, event, entry), now);
  await offerFreedSpots(trx, config, event, now);
  return true;
}

/** The job of an offer: at its time, an offer still open expires. Safe to run twice. */
async function expireOffer({ db, config, mail }: Deps, subject: string, now: Date) {
  const expired = await db.transaction().execute(async (trx) => {
    const found = await getWaitlistEntry(trx, Number(subject));
    const event = found && (await lockEvent(trx, found.event_id));
    const entry = found && (await getWaitlistEntry(trx, found.id));
    if (!event || entry?.status !== "offered") return false;
    const expiresAt = entry.offer_expires_at ?? "";
    if (expiresAt > now.toISOString()) {
      await scheduleJob(trx, { kind: JOB.offerExpiry, subject: entry.id, runAt: expiresAt }, now);
      return false;
    }
    return expire(trx, config, event, entry, now);
  });
  if (expired) mail.wake();
}

/** An administrator takes an entry off an event's waiting list; a spot it held goes to the next. */
export async function removeWaitlistEntry(
  { db, config, mail }: Deps,
  { eventId, entryId }: { eventId: number; entryId: number },
  now = new Date(),
): Promise<"removed" | "not-found"> {
  const removed = await db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, eventId);
    const entry = event && (await getWaitlistEntry(trx, entryId));
    if (!event || !entry || entry.event_id !== eventId) return false;
    return leaveLine(trx, config, event, entry, "removed", now);
  });
  if (removed) mail.wake();
  return removed ? "removed" : "not-found";
}

// ---------------------------------------------------------------------------------------------------
// Cancellation

export type CancelResult = "cancelled" | "already-cancelled" | "too-late" | "not-found";

/**
 * Cancels one registration, once: from its personal link (`token`), by its member (`userId`), or by an
 * administrator (`byAdmin`, who is not held to the deadline). The registration is kept, marked
 * cancelled; its reminder is dropped, a confirmation e-mailed, and the spot offered to the waiting list.
 */
export async function cancelRegistration(
  { db, config, mail }: Deps,
  target: { token: string } | { id: number; userId: string } | { id: number; eventId: number; byAdmin: true },
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
    if (!byAdmin && !canCancel(event, now)) return { status: "too-late" as const, eventId: event.id };
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

// ---------------------------------------------------------------------------------------------------
// Reminders

/** Schedules (or moves) the registration's reminder, or drops it when the event sends none or it is too late. */
async function scheduleReminder(trx: Db, event: RuleEvent, registrationId: number, now: Date) {
  const due = reminderDueAt(event);
  if (due === null || reminderState(event, now) === "none") {
    await unscheduleJobs(trx, JOB.reminder, [registrationId]);
    return;
  }
  // Due already (the event moved nearer): it goes out at once, as a late reminder would.
  await scheduleJob(trx, { kind: JOB.reminder, subject: registrationId, runAt: due }, now);
}

/**
 * After an administrator changed an event: the reminders not yet sent move with its time (or go, when
 * reminders were turned off), and a raised capacity is offered to the waiting list.
 */
export async function afterEventChanged(trx: Db, config: Config, eventId: number, now: Date) {
  const event = await lockEvent(trx, eventId);
  if (!event) return;
  for (const id of await listRegistrationsAwaitingReminder(trx, eventId))
    await scheduleReminder(trx, event, id, now);
  await offerFreedSpots(trx, config, event, now);
}

/**
 * The job of a reminder: sends it once, stamping the registration in the transaction that queues the
 * e-mail, so a second run, a second process or a restart after a crash sends nothing more. Not for a
 * cancelled registration, nor once the event has started; an event moved later moves the job.
 */
async function sendReminder({ db, config, mail }: Deps, subject: string, now: Date) {
  const sent = await db.transaction().execute(async (trx) => {
    const registration = await getRegistration(trx, Number(subject));
    const event = registration && (await getEventForRules(trx, registration.event_id, { lock: false }));
    if (!registration || !event || registration.status !== "registered" || registration.reminder_sent_at)
      return false;
    const state = reminderState(event, now);
    if (state === "wait") {
      await scheduleJob(
        trx,
        { kind: JOB.reminder, subject: registration.id, runAt: reminderDueAt(event) ?? "" },
        now,
      );
      return false;
    }
    if (state === "none" || !(await markReminderSent(trx, registration.id, now))) return false;
    await enqueueEmail(trx, reminderEmail(config, event, registration), now);
    return true;
  });
  if (sent) mail.wake();
}

/** What server/app.ts hands the job runner for this feature. */
export const eventJobs: JobHandlers = {
  [JOB.offerExpiry]: expireOffer,
  [JOB.reminder]: sendReminder,
};

// ---------------------------------------------------------------------------------------------------
// E-mails, each in its recipient's language

type Recipient = { name: string; email: string; locale: Locale };

function eventLinks(config: Config, event: RuleEvent, locale: Locale) {
  const texts = eventTextsIn(event, locale);
  const url = `${config.BASE_URL}${localePath(locale, href("/events/:id", { id: String(event.id) }))}`;
  const formatter = formatterFor(locale, config.TIME_ZONE);
  return { texts, url, formatter, when: formatter.range(event.starts_at, event.ends_at) };
}

function personalLink(config: Config, locale: Locale, token: string) {
  return `${config.BASE_URL}${localePath(locale, href("/registrations/:token", { token }))}`;
}

function letter(
  config: Config,
  to: Recipient,
  {
    subject,
    heading,
    paragraphs,
    kind,
    action,
    links,
    attachments,
  }: {
    subject: string;
    heading: string;
    paragraphs: string[];
    kind: string;
    action?: { label: string; url: string };
    links?: { label: string; url: string }[];
    attachments?: { filename: string; contentType: string; content: string }[];
  },
) {
  const t = eventsMessages[to.locale].email;
  const body = renderEmail({
    locale: to.locale,
    siteName: config.ASSOCIATION_NAME,
    baseUrl: config.BASE_URL,
    heading,
    paragraphs: [format(t.greeting, { name: to.name }), ...paragraphs],
    action,
    links,
  });
  return { to: to.email.trim(), subject, kind, ...body, ...(attachments ? { attachments } : {}) };
}

/** The event as a calendar file, in the recipient's language. */
function icsAttachment(config: Config, event: RuleEvent, locale: Locale) {
  const content = buildCalendar({
    events: [event],
    locale,
    siteName: config.ASSOCIATION_NAME,
    baseUrl: config.BASE_URL,
    timeZone: config.TIME_ZONE,
  });
  return [{ filename: "event.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content }];
}

/** The lines that say where and when, how to add it to a calendar, and how to cancel (with the personal link). */
function attendanceDetails(config: Config, event: RuleEvent, to: Recipient & { manageToken: string }) {
  const t = eventsMessages[to.locale].email;
  const { texts, url, formatter, when } = eventLinks(config, event, to.locale);
  return {
    paragraphs: [
      format(t.when, { when }),
      format(t.where, { where: texts.location }),
      format(t.calendar, { google: googleCalendarUrl(texts, url, config.TIME_ZONE) }),
      format(t.manage, { deadline: formatter.dateTime(cancellationEndsAt(event)) }),
    ],
    links: [{ label: t.manageAction, url: personalLink(config, to.locale, to.manageToken) }],
    action: { label: t.action, url },
    attachments: icsAttachment(config, event, to.locale),
  };
}

function confirmationEmail(
  config: Config,
  event: RuleEvent,
  to: Recipient & { manageToken: string },
  fee: { order: FeeOrder; instructions: PaymentInstructions } | null,
) {
  const t = eventsMessages[to.locale].email;
  const { title } = eventTextsIn(event, to.locale);
  const details = attendanceDetails(config, event, to);
  const formatter = formatterFor(to.locale, config.TIME_ZONE);
  const payment = fee
    ? [
        format(t.payment, {
          deadline: formatter.dateTime(fee.order.dueAt),
          amount: formatter.money(fee.order.totalCents),
        }),
        fee.instructions.title,
        ...fee.instructions.paragraphs,
      ]
    : [];
  const orderLink = fee
    ? [
        {
          label: t.paymentAction,
          url: `${config.BASE_URL}${localePath(to.locale, href("/orders/:token", { token: fee.order.token }))}`,
        },
      ]
    : [];
  return letter(config, to, {
    kind: "event-registration",
    subject: format(t.subject, { title }),
    heading: t.heading,
    ...details,
    paragraphs: [format(t.body, { title }), ...payment, ...details.paragraphs],
    links: [...orderLink, ...details.links],
  });
}

function reminderEmail(config: Config, event: RuleEvent, to: Recipient & { manage_token: string }) {
  const t = eventsMessages[to.locale].reminderEmail;
  const { texts, when } = eventLinks(config, event, to.locale);
  const details = attendanceDetails(config, event, { ...to, manageToken: to.manage_token });
  return letter(config, to, {
    kind: "event-reminder",
    subject: format(t.subject, { title: texts.title, when }),
    heading: t.heading,
    ...details,
    paragraphs: [format(t.body, { title: texts.title }), ...details.paragraphs],
  });
}

/**
 * A notice about an event: its subject and heading from `t` (the subject names the event), the
 * paragraphs written from the event's texts in the recipient's language, and a button to the event.
 */
function eventNotice(
  config: Config,
  event: RuleEvent,
  to: Recipient,
  kind: string,
  t: { subject: string; heading: string },
  paragraphs: (links: ReturnType<typeof eventLinks>) => string[],
) {
  const links = eventLinks(config, event, to.locale);
  return letter(config, to, {
    kind,
    subject: format(t.subject, { title: links.texts.title }),
    heading: t.heading,
    paragraphs: paragraphs(links),
    action: { label: eventsMessages[to.locale].email.action, url: links.url },
  });
}

function waitlistEmail(config: Config, event: RuleEvent, to: Recipient, position: number) {
  const t = eventsMessages[to.locale].waitlistEmail;
  return eventNotice(config, event, to, "waitlist-joined", t, ({ texts }) => [
    format(t.body, { title: texts.title, position: String(position) }),
    format(t.next, { hours: String(event.offer_hours) }),
    t.leave,
  ]);
}

function offerEmail(config: Config, event: RuleEvent, to: WaitlistEntry, expiresAt: string) {
  const t = eventsMessages[to.locale].offerEmail;
  const { texts, formatter, when } = eventLinks(config, event, to.locale);
  return letter(config, to, {
    kind: "waitlist-offer",
    subject: format(t.subject, { title: texts.title }),
    heading: t.heading,
    paragraphs: [
      format(t.body, { title: texts.title, when, deadline: formatter.dateTime(expiresAt) }),
      t.next,
    ],
    action: {
      label: t.action,
      url: `${config.BASE_URL}${localePath(to.locale, href("/waitlist/:token", { token: to.token }))}`,
    },
  });
}

function offerExpiredEmail(config: Config, event: RuleEvent, to: WaitlistEntry) {
  const t = eventsMessages[to.locale].offerExpiredEmail;
  return eventNotice(config, event, to, "waitlist-expired", t, ({ texts }) => [
    format(t.body, { title: texts.title }),
  ]);
}

function cancelledEmail(
  config: Config,
  event: RuleEvent,
  to: Recipient,
  byAdmin: boolean,
  fee: { id: number; unpaid: boolean; paidCents: number | null } | undefined,
) {
  const t = eventsMessages[to.locale].cancelledEmail;
  return eventNotice(config, event, to, "event-cancellation", t, ({ texts, when, formatter }) => {
    const order = fee && {
      number: orderNumber(fee.id),
      amount: fee.paidCents === null ? "" : formatter.money(fee.paidCents),
    };
    return [
      format(byAdmin ? t.byAdmin : t.body, { title: texts.title, when }),
      ...(order && fee.unpaid ? [format(t.unpaid, order)] : []),
      ...(order && fee.paidCents !== null ? [format(t.refund, order)] : []),
    ];
  });
}
