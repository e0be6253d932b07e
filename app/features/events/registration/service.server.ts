import type { Db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors.server";
import { spotsLeft } from "~/features/events/capacity";
import { JOB } from "~/features/events/jobs";
import { countTakenSpots, lockEvent, type RuleEvent } from "~/features/events/queries.server";
import { scheduleReminder } from "~/features/events/reminders/service.server";
import { eventTextsIn, isPast, localDay, registrationPhase } from "~/features/events/rules";
import { findWaitlistEntry, resolveEntry } from "~/features/events/waiting-list/queries.server";
import { ageOn } from "~/features/memberships";
import { getActiveMembershipOfMember, listPeopleOfAccount } from "~/features/memberships/index.server";
import { createOrder, loadPaymentSettings, paymentInstructions } from "~/features/orders/index.server";
import { checkProof, newChallenge } from "~/lib/challenge.server";
import type { Config } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import type { Locale } from "~/lib/i18n";
import { unscheduleJobs } from "~/lib/jobs/schedule.server";
import type { ChallengeAnswer, FiringKind } from "~/lib/limits";
import { allowAndRecord, limitFor, noteFiring, withinBudgetOrProof } from "~/lib/rate-limit.server";
import { newToken } from "~/lib/token.server";
import { confirmationEmail } from "./emails.server";
import { findRegistration, linkRegistrationOrder, storeRegistration } from "./queries.server";
import {
  type AgeFit,
  type AttendeeChoice,
  ageFit,
  type FeeOrder,
  feeDueBy,
  memberKey,
  REGISTRATION_LIMITS,
  registrationKey,
  SELF,
  splitName,
} from "./rules";

/** Who registers or joins a waiting list: the member signed in, with the name and address typed in the form. */
export type Attendee = { userId: string; name: string; email: string; locale: Locale };

/** A person the account manages, registered under their record (decision 048). */
type ManagedAttendee = { id: number; first_name: string; last_name: string; date_of_birth: string };

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
  const { perAccount, perAddress, perRecipient } = REGISTRATION_LIMITS;
  if (!(await allowAndRecord(trx, limitFor(perRecipient, emailKey), now)))
    throw new Throttled(perRecipient.bucket, "refused");
  const proof = await checkProof(config, asker.proof, "registration", now);
  const budgets = [limitFor(perAccount, asker.userId, config), limitFor(perAddress, asker.client, config)];
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

/** The spots nobody has or holds. null: no limit. */
export async function freeSpots(trx: Db, event: RuleEvent) {
  return spotsLeft({ capacity: event.capacity, ...(await countTakenSpots(trx, event.id)) });
}

export async function isEventFull(trx: Db, event: RuleEvent) {
  return (await freeSpots(trx, event)) === 0;
}

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
  attendee: Attendee & { memberId?: number; attending?: string },
  now: Date,
): Promise<{ id: number; order?: FeeOrder }> {
  const emailKey = attendee.memberId ? memberKey(attendee.memberId) : registrationKey(attendee.email);
  const previous = await findRegistration(trx, event.id, emailKey);
  const manageToken = newToken();
  const id = await storeRegistration(
    trx,
    {
      ...attendee,
      name: attendee.attending ?? attendee.name,
      email: attendee.email.trim(),
      emailKey,
      eventId: event.id,
      manageToken,
    },
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
    config.TIME_ZONE,
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
 * The offer that holds a spot for this person (their key: the holder's address, or a child's member key) at
 * `now`, if there is one (one past its time holds none for them).
 */
async function heldOfferOf(trx: Db, eventId: number, key: string, now: Date) {
  const entry = await findWaitlistEntry(trx, eventId, key);
  return entry?.status === "offered" && (entry.offer_expires_at ?? "") > now.toISOString()
    ? entry
    : undefined;
}

export type RegistrationResult =
  | "registered"
  | "already-registered"
  | "full"
  | "past"
  | "not-open"
  | "closed"
  | "members-only"
  | "not-managed"
  | "too-young"
  | "too-old"
  | "age-unknown"
  | "not-found"
  | "throttled"
  | "challenge";

/** What happened, and the event as the registration's transaction read it (the route reads it no other time). */
export type RegistrationOutcome =
  | {
      status: Exclude<RegistrationResult, "not-found">;
      event: { id: number; title: string; startsAt: string; minAge: number | null; maxAge: number | null };
      /** Who the registration is for: the name typed in, or the managed member's; their age on the first day. */
      attendee?: { name: string; age: number | null };
      /** A registration for an event with a fee: the order awaiting its payment. */
      order?: FeeOrder;
      /** Past a budget of the limits (decision 039): the proof of work that lets it through. */
      challenge?: ChallengeAnswer;
    }
  | { status: "not-found" };

/**
 * Registers one person for an event: one registration per event and person (the address in any letter
 * case for the holder, the member for a person the account manages, decision 048), only while registration
 * is open, never more than the capacity counting the spots held by waiting-list offers (a person who holds
 * one takes it), within the client's and the recipient's limits, and the confirmation e-mail recorded in the
 * same transaction. The event row is locked first (PostgreSQL), so concurrent registrations for one event
 * take turns. `client` is the address the request came from. `attendee` names who attends: the holder
 * ("self", with the name and address typed in) or a child the account is guardian of, registered under their
 * name with the holder's address. An age range is checked on the event's first day, in the association's
 * zone, with the attendee's date of birth (the holder's own member record's); a members-only event needs the
 * attendee's own active membership of that day's season.
 */
export async function registerForEvent(
  { db, config, mail }: Deps,
  registration: Attendee & { eventId: number; attendee?: AttendeeChoice } & Omit<Asker, "userId">,
  now = new Date(),
): Promise<RegistrationOutcome> {
  let event: Extract<RegistrationOutcome, { event: unknown }>["event"] | undefined;
  let attendee: { name: string; age: number | null } | undefined;
  let result: RegistrationResult;
  let order: FeeOrder | undefined;
  let challenge: ChallengeAnswer | undefined;
  try {
    result = await db.transaction().execute(async (trx) => {
      const found = await lockEvent(trx, registration.eventId);
      if (!found) return "not-found";
      event = eventSummary(found, registration.locale);
      if (isPast(found, now)) return "past";
      const phase = registrationPhase(found, now);
      if (phase !== "open") return phase;
      const person = await whoAttends(trx, config, found, registration, registration.attendee ?? SELF);
      if (!person) return "not-managed";
      attendee = { name: person.name, age: person.age };
      if ((await findRegistration(trx, found.id, person.key))?.status === "registered")
        return "already-registered";
      const refusal = await attendeeRefusal(trx, found, person);
      if (refusal) return refusal;
      const holdsOffer = await heldOfferOf(trx, found.id, person.key, now);
      if (!holdsOffer && (await isEventFull(trx, found))) return "full";
      await requireWithinLimits(trx, config, registration, registrationKey(registration.email), now);
      ({ order } = await addRegistration(
        trx,
        config,
        found,
        { ...registration, memberId: person.memberId, attending: person.memberId ? person.name : undefined },
        now,
      ));
      return "registered";
    });
  } catch (error) {
    if (error instanceof Throttled) {
      const { status, ...answer } = await throttledAnswer({ db, config }, error, now);
      result = status;
      if (status === "challenge") challenge = answer as ChallengeAnswer;
    } else if (isUniqueViolation(error)) result = "already-registered";
    else throw error;
  }
  if (result === "registered") mail.wake();
  return result === "not-found" || !event
    ? { status: "not-found" }
    : { status: result, event, attendee, order, challenge };
}

/** The event as an answer about a person names it: its title in a language, its first day and its ages. */
export function eventSummary(event: RuleEvent, locale: Locale) {
  return {
    id: event.id,
    title: eventTextsIn(event, locale).title,
    startsAt: event.starts_at,
    minAge: event.min_age,
    maxAge: event.max_age,
  };
}

/**
 * Who a registration or a waiting-list entry is for (decision 048): the holder ("self", with the name and
 * address typed in, and their own member record if they have one) or a child the account is guardian of,
 * under the child's name, with their age on the event's first day in the association's zone. `key` is the
 * one per event and person: the holder's address, or the child's member key.
 */
export type Person = {
  /** The child's member id; undefined for the holder. */
  memberId?: number;
  name: string;
  key: string;
  /** Their age on the event's first day; null when no date of birth is known or none is needed. */
  age: number | null;
  fit: AgeFit;
  /** The member record whose membership a members-only event checks; undefined: none. */
  record?: ManagedAttendee;
  /** The event's first day in the association's zone. */
  day: string;
};

/**
 * The person `choice` names for this account, or null for a member the account is not guardian of (or an
 * unknown one): a refusal that writes nothing. The account's people are read only when the answer depends
 * on who attends.
 */
export async function whoAttends(
  trx: Db,
  config: Config,
  event: RuleEvent,
  holder: Pick<Attendee, "userId" | "name" | "email">,
  choice: AttendeeChoice,
): Promise<Person | null> {
  const day = localDay(event.starts_at, config.TIME_ZONE);
  const asksWho =
    choice !== SELF || event.min_age !== null || event.max_age !== null || event.requires_membership === 1;
  const people = asksWho ? await listPeopleOfAccount(trx, holder.userId) : [];
  const child = choice === SELF ? undefined : people.find((person) => !person.own && person.id === choice);
  if (choice !== SELF && !child) return null;
  const record: ManagedAttendee | undefined = child ?? people.find((one) => one.own);
  const fit = ageFit(event, record?.date_of_birth ?? null, day);
  return {
    memberId: child?.id,
    name: child ? `${child.first_name} ${child.last_name}` : holder.name,
    key: child ? memberKey(child.id) : registrationKey(holder.email),
    age: record && fit !== "age-unknown" ? ageOn(record.date_of_birth, day) : null,
    fit,
    record,
    day,
  };
}

/**
 * Why the event refuses the person, or null: outside its age range on its first day, or, for a
 * members-only event, without an active membership of their own for that day's season. Read in the
 * caller's transaction; nothing is locked, since a membership is a fact checked at the door, not a count
 * shared by concurrent requests (decision 033).
 */
export async function attendeeRefusal(
  trx: Db,
  event: RuleEvent,
  person: Person,
): Promise<Exclude<AgeFit, "fits"> | "members-only" | null> {
  if (person.fit !== "fits") return person.fit;
  if (event.requires_membership !== 1) return null;
  const member = person.record && (await getActiveMembershipOfMember(trx, person.record.id, person.day));
  return member ? null : "members-only";
}
