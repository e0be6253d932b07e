import type { Db } from "~/db/db.server";
import { getAccountContact } from "~/features/accounts/index.server";
import { JOB } from "~/features/events/jobs";
import { getEventForRules, lockEvent, type RuleEvent } from "~/features/events/queries.server";
import { findRegistration } from "~/features/events/registration/queries.server";
import {
  type AgeFit,
  type AttendeeChoice,
  type FeeOrder,
  registrationKey,
  SELF,
} from "~/features/events/registration/rules";
import {
  type Asker,
  type Attendee,
  addRegistration,
  attendeeRefusal,
  eventSummary,
  freeSpots,
  isEventFull,
  requireWithinLimits,
  Throttled,
  throttledAnswer,
  whoAttends,
} from "~/features/events/registration/service.server";
import { registrationPhase } from "~/features/events/rules";
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
  listOpenEntriesOfUser,
  markOffered,
  queueWaitlistEntry,
  resolveEntry,
  type WaitlistEntry,
  waitlistPosition,
} from "./queries.server";
import { offerExpiresAt } from "./rules";

/** Why the event refuses a person: outside its age range, or without the membership a members-only event needs. */
type Refusal = Exclude<AgeFit, "fits"> | "members-only";

export type JoinResult =
  | "joined"
  | "already-waiting"
  | "already-registered"
  | "not-full"
  | "not-open"
  | "closed"
  | "not-managed"
  | Refusal
  | "throttled"
  | "challenge"
  | "not-found";

/** The event as the join's transaction read it: its title in the attendee's language, its first day and ages. */
type JoinedEvent = ReturnType<typeof eventSummary>;

/**
 * Puts a person at the end of the event's waiting line, once per event and person (the holder's address in
 * any letter case, or a child's member key, decision 048), and e-mails the holder the place. Only for a full
 * event whose registration is open: otherwise they can register. `who` names the person as registering
 * does: the holder ("self", the default, with the name and address typed in) or a child the account is
 * guardian of, in line under the child's name with the holder's address; the same checks as registering
 * apply (the age range on the event's first day, the person's own membership for a members-only event),
 * and a refusal writes nothing. `person` is who the answer is about: their name and age on the first day.
 */
export async function joinWaitlist(
  { db, config, mail }: Deps,
  request: { eventId: number; attendee: Attendee; who?: AttendeeChoice } & Omit<Asker, "userId">,
  now = new Date(),
): Promise<{
  status: JoinResult;
  position?: number;
  event?: JoinedEvent;
  person?: { name: string; age: number | null };
  challenge?: ChallengeAnswer;
}> {
  const { attendee } = request;
  let event: JoinedEvent | undefined;
  let person: { name: string; age: number | null } | undefined;
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const found = await lockEvent(trx, request.eventId);
      if (!found) return { status: "not-found" as const };
      event = eventSummary(found, attendee.locale);
      const phase = registrationPhase(found, now);
      if (phase !== "open") return { status: phase };
      const who = await whoAttends(trx, config, found, attendee, request.who ?? SELF);
      if (!who) return { status: "not-managed" as const };
      person = { name: who.name, age: who.age };
      if ((await findRegistration(trx, found.id, who.key))?.status === "registered")
        return { status: "already-registered" as const };
      const previous = await findWaitlistEntry(trx, found.id, who.key);
      if (previous && (previous.status === "waiting" || previous.status === "offered"))
        return { status: "already-waiting" as const, position: await waitlistPosition(trx, previous) };
      const refusal = await attendeeRefusal(trx, found, who);
      if (refusal) return { status: refusal };
      if (!(await isEventFull(trx, found))) return { status: "not-full" as const };
      // The limit per recipient counts the address mailed: the holder's, whoever is in line.
      await requireWithinLimits(
        trx,
        config,
        { ...request, userId: attendee.userId },
        registrationKey(attendee.email),
        now,
      );
      const id = await queueWaitlistEntry(
        trx,
        {
          ...attendee,
          name: who.name,
          email: attendee.email.trim(),
          emailKey: who.key,
          memberId: who.memberId ?? null,
          eventId: found.id,
          token: newToken(),
        },
        previous?.id ?? null,
        now,
      );
      const position = await waitlistPosition(trx, { id, event_id: found.id, queued_at: now.toISOString() });
      const attending = who.memberId ? who.name : undefined;
      await enqueueEmail(trx, waitlistEmail(config, found, attendee, position, attending), now);
      return { status: "joined" as const, position };
    });
    if (outcome.status === "joined") mail.wake();
    return { ...outcome, event, person };
  } catch (error) {
    if (!(error instanceof Throttled)) throw error;
    const { status, ...challenge } = await throttledAnswer({ db, config }, error, now);
    return status === "challenge"
      ? { status, event, challenge: challenge as ChallengeAnswer }
      : { status, event };
  }
}

/**
 * The account's places on an event's waiting list, the holder's own first, then its children's (`name`:
 * the child's; null for the holder's own): each waiting at `position`, or offered. Empty when not in line.
 */
export async function waitlistStanding(db: Db, eventId: number, userId: string) {
  const entries = await listOpenEntriesOfUser(db, eventId, userId);
  return Promise.all(
    entries.map(async (entry) => {
      const who = { memberId: entry.member_id, name: entry.member_id === null ? null : entry.name };
      return entry.status === "offered"
        ? { ...who, status: "offered" as const, token: entry.token, expiresAt: entry.offer_expires_at }
        : { ...who, status: "waiting" as const, position: await waitlistPosition(db, entry) };
    }),
  );
}

/**
 * A person leaves the event's waiting line: the holder's own place (`who` "self", the default) or the place
 * of a child the account put in line. An offer it held goes to the next in line. `attending`: the child's
 * name; null for the holder's own place.
 */
export async function leaveWaitlist(
  { db, config, mail }: Deps,
  { eventId, userId, who = SELF }: { eventId: number; userId: string; who?: AttendeeChoice },
  now = new Date(),
): Promise<{ status: "left"; attending: string | null } | { status: "not-waiting" }> {
  const result = await db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, eventId);
    const entry = event && (await findOpenEntryOfUser(trx, eventId, userId, who === SELF ? null : who));
    if (!event || !entry) return { status: "not-waiting" as const };
    const left = await leaveLine(
      trx,
      config,
      event,
      entry,
      entry.status === "offered" ? "declined" : "left",
      now,
    );
    return left
      ? { status: "left" as const, attending: entry.member_id === null ? null : entry.name }
      : { status: "not-waiting" as const };
  });
  if (result.status === "left") mail.wake();
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
    const { to, attending } = await recipientOf(trx, next);
    await enqueueEmail(
      trx,
      offerEmail(config, event, { ...to, token: next.token }, expiresAt, attending),
      now,
    );
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
  | "not-managed"
  | Refusal
  | "not-found";

/**
 * Answers an offer from its e-mail's link: accepted, the person is registered (the spot was held for
 * them, so capacity is not checked again) and confirmed as usual; declined, the spot goes to the next.
 * An offer past its time is expired here if its job has not run yet. Only an open offer can be answered,
 * once: a second answer, a replay, or a link of an offer already answered changes nothing. Accepting checks
 * the person again as registering does: for a child's place, that the account is still the child's
 * guardian; the age range on the event's first day; for a members-only event, the person's own membership.
 * Refused, nothing is written and the offer stays open until its time, so that the person can still, for
 * example, join the association and accept (decision 033). A child's accepted offer registers the child
 * under the holder's account and address, as a child's registration (decision 048). `person`: who a refusal
 * is about, their name and age on the event's first day.
 */
export async function answerOffer(
  { db, config, mail }: Deps,
  { token, accept }: { token: string; accept: boolean },
  now = new Date(),
): Promise<{
  status: OfferAnswer;
  eventId?: number;
  order?: FeeOrder;
  person?: { name: string; age: number | null };
}> {
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
    const who = await whoAttends(trx, config, event, entryHolder(entry), entry.member_id ?? SELF);
    if (!who) return { status: "not-managed" as const, eventId, person: { name: entry.name, age: null } };
    const person = { name: who.name, age: who.age };
    const refusal = await attendeeRefusal(trx, event, who);
    if (refusal) return { status: refusal, eventId, person };
    const { to } = await recipientOf(trx, entry);
    const { order } = await addRegistration(
      trx,
      config,
      event,
      { ...to, memberId: who.memberId, attending: who.memberId ? who.name : undefined },
      now,
    );
    return { status: "registered" as const, eventId, order };
  });
  if (["registered", "declined", "expired"].includes(outcome.status)) mail.wake();
  return outcome;
}

/** The holder of an entry as the person checks read them: the name and address it joined with. */
const entryHolder = (entry: WaitlistEntry) => ({
  userId: entry.user_id,
  name: entry.name,
  email: entry.email,
});

/**
 * Who an entry's e-mails go to and who they name: the holder, at the entry's address and in its language.
 * A child's place (decision 048) greets the holder by their account's name and names the child,
 * `attending`; the holder's own greets the name they joined with.
 */
async function recipientOf(trx: Db, entry: WaitlistEntry): Promise<{ to: Attendee; attending?: string }> {
  const to = { userId: entry.user_id, name: entry.name, email: entry.email, locale: entry.locale };
  if (entry.member_id === null) return { to };
  const account = await getAccountContact(trx, entry.user_id);
  return { to: { ...to, name: account?.name ?? entry.name }, attending: entry.name };
}

/** Offered -> expired, once; the person is told and the spot goes to the next in line. */
async function expire(trx: Db, config: Config, event: RuleEvent, entry: WaitlistEntry, now: Date) {
  if (!(await resolveEntry(trx, entry.id, { from: ["offered"], to: "expired" }, now))) return false;
  await unscheduleJobs(trx, JOB.offerExpiry, [entry.id]);
  const { to, attending } = await recipientOf(trx, entry);
  await enqueueEmail(trx, offerExpiredEmail(config, event, to, attending), now);
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
