import { isUniqueViolation } from "~/db/errors.server";
import type { Deps } from "~/lib/context.server";
import type { Locale } from "~/lib/i18n";
import type { ChallengeAnswer } from "~/lib/limits";
import {
  type Asker,
  type Attendee,
  addRegistration,
  afterEventChanged,
  type FeeOrder,
  heldOfferOf,
  isEventFull,
  lockEvent,
  refusesNonMember,
  registrationOf,
  requireWithinLimits,
  Throttled,
  throttledAnswer,
} from "./attendance.server";
import { deleteEvent, insertEvent, listEventsBetween, updateEvent } from "./queries.server";
import {
  calendarDayEvents,
  calendarFeed,
  calendarMonth,
  type EventInput,
  eventTextsIn,
  gridRange,
  isPast,
  monthGrid,
  registrationKey,
  registrationPhase,
  selectedDay,
} from "./rules";

export type RegistrationResult =
  | "registered"
  | "already-registered"
  | "full"
  | "past"
  | "not-open"
  | "closed"
  | "members-only"
  | "not-found"
  | "throttled"
  | "challenge";

/** What happened, and the event as the registration's transaction read it (the route reads it no other time). */
export type RegistrationOutcome =
  | {
      status: Exclude<RegistrationResult, "not-found">;
      event: { id: number; title: string };
      /** A registration for an event with a fee: the order awaiting its payment. */
      order?: FeeOrder;
      /** Past a budget of the limits (decision 039): the proof of work that lets it through. */
      challenge?: ChallengeAnswer;
    }
  | { status: "not-found" };

/**
 * Registers one person for an event: one registration per event and address in any letter case, only
 * while registration is open, never more than the capacity counting the spots held by waiting-list offers
 * (a person who holds one takes it), within the client's and the recipient's limits, and the confirmation
 * e-mail recorded in the same transaction. The event row is locked first (PostgreSQL), so concurrent
 * registrations for one event take turns. `client` is the address the request came from. A members-only
 * event registers only an account that manages a member with an active membership of its season.
 */
export async function registerForEvent(
  { db, config, mail }: Deps,
  registration: Attendee & { eventId: number } & Omit<Asker, "userId">,
  now = new Date(),
): Promise<RegistrationOutcome> {
  let event: { id: number; title: string } | undefined;
  let result: RegistrationResult;
  let order: FeeOrder | undefined;
  let challenge: ChallengeAnswer | undefined;
  try {
    result = await db.transaction().execute(async (trx) => {
      const found = await lockEvent(trx, registration.eventId);
      if (!found) return "not-found";
      event = { id: found.id, title: eventTextsIn(found, registration.locale).title };
      if (isPast(found, now)) return "past";
      const phase = registrationPhase(found, now);
      if (phase !== "open") return phase;
      if ((await registrationOf(trx, found.id, registration.email))?.status === "registered")
        return "already-registered";
      if (await refusesNonMember(trx, config, found, registration.userId)) return "members-only";
      if (!(await heldOfferOf(trx, found.id, registration.email, now)) && (await isEventFull(trx, found)))
        return "full";
      await requireWithinLimits(trx, config, registration, registrationKey(registration.email), now);
      ({ order } = await addRegistration(trx, config, found, registration, now));
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
    : { status: result, event, order, challenge };
}

/**
 * The calendar page: the month asked for (else the current one in the association's zone), its grid, the
 * events shown in it by local day, and the selected day, when the grid has it.
 */
export async function loadCalendar(
  { db, config }: Pick<Deps, "db" | "config">,
  ask: { month: string | null; day: string | null; locale: Locale },
  now = new Date(),
) {
  const month = calendarMonth(ask.month, now, config.TIME_ZONE);
  const weeks = monthGrid(month);
  const { from, to } = gridRange(weeks, config.TIME_ZONE);
  const selected = selectedDay(weeks, ask.day);
  const events = calendarDayEvents(await listEventsBetween(db, from, to), {
    selected,
    baseUrl: config.BASE_URL,
    timeZone: config.TIME_ZONE,
    locale: ask.locale,
  });
  return { month, weeks, events, selected, feed: calendarFeed(config.BASE_URL, ask.locale) };
}

/** The admin's writes; the input is already valid (readEventForm). `false`: no such event. */
export async function createEvent({ db }: Pick<Deps, "db">, input: EventInput, now = new Date()) {
  return insertEvent(db, input, now);
}

/** Saves the admin's changes; the reminders not yet sent move with the event, a raised capacity makes offers. */
export async function editEvent({ db, config, mail }: Deps, id: number, input: EventInput, now = new Date()) {
  const updated = await db.transaction().execute(async (trx) => {
    if (!(await updateEvent(trx, id, input, now))) return false;
    await afterEventChanged(trx, config, id, now);
    return true;
  });
  if (updated) mail.wake();
  return updated;
}

export async function removeEvent({ db }: Pick<Deps, "db">, id: number) {
  return deleteEvent(db, id);
}
