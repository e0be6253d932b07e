import type { Db } from "~/db/db.server";
import { JOB } from "~/features/events/jobs";
import { getEventForRules, lockEvent, type RuleEvent } from "~/features/events/queries.server";
import { findRegistration } from "~/features/events/registration/queries.server";
import type { FeeOrder } from "~/features/events/registration/rules";
import { registrationKey } from "~/features/events/registration/rules";
import {
  type Asker,
  type Attendee,
  addRegistration,
  freeSpots,
  isEventFull,
  refusesNonMember,
  requireWithinLimits,
  Throttled,
  throttledAnswer,
} from "~/features/events/registration/service.server";
import { eventTextsIn, registrationPhase } from "~/features/events/rules";
import type { Config } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { scheduleJob, unscheduleJobs } from "~/lib/jobs/schedule.server";
import type { ChallengeAnswer } from "~/lib/limits";
import { newToken } from "~/lib/token.server";
import { offerEmail, offerExpiredEmail, waitlistEmail } from "./emails.server";
import {
  findOpenEntryOfUser,
  findWaitlistEntry,
  firstWaiting,
  getWaitlistEntry,
  getWaitlistEntryByToken,
  markOffered,
  queueWaitlistEntry,
  resolveEntry,
  type WaitlistEntry,
  waitlistPosition,
} from "./queries.server";
import { offerExpiresAt } from "./rules";

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
export async function expireOffer({ db, config, mail }: Deps, subject: string, now: Date) {
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
