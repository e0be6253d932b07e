import { href } from "react-router";
import { type Db, isPostgres } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors.server";
import type { Config } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render";
import { formatterFor } from "~/lib/formatter";
import { format, type Locale } from "~/lib/i18n";
import { eventsMessages } from "~/lib/i18n/pages/events";
import { localePath } from "~/lib/i18n/paths";
import { allowAndRecord } from "~/lib/rate-limit.server";
import { newToken } from "~/lib/token.server";
import { buildCalendar, type CalendarEvent } from "./ical";
import {
  countRegistrations,
  deleteEvent,
  getEventForRegistration,
  insertEvent,
  insertRegistration,
  isRegistered,
  listEventsBetween,
  updateEvent,
} from "./queries.server";
import {
  calendarDayEvents,
  calendarFeed,
  calendarMonth,
  type EventInput,
  eventTextsIn,
  googleCalendarUrl,
  gridRange,
  isFull,
  isPast,
  monthGrid,
  REGISTRATION_LIMITS,
  registrationKey,
  selectedDay,
} from "./rules";

export type RegistrationResult =
  | "registered"
  | "already-registered"
  | "full"
  | "past"
  | "not-found"
  | "throttled";

/** What happened, and the event as the registration's transaction read it (the route reads it no other time). */
export type RegistrationOutcome =
  | { status: Exclude<RegistrationResult, "not-found">; event: { id: number; title: string } }
  | { status: "not-found" };

/** `locale`: the language the person registered in; their confirmation is written in it. */
type Registration = { eventId: number; userId: string; name: string; email: string; locale: Locale };

/** Thrown inside the transaction so that a refused request rolls back what the first limit recorded. */
class Throttled extends Error {}

/** Both limits count in the registration's transaction: a request that stores nothing counts nothing. */
async function requireWithinLimits(trx: Db, client: string, emailKey: string, now: Date) {
  const { perClient, perRecipient, windowMs } = REGISTRATION_LIMITS;
  if (
    !(await allowAndRecord(trx, { ...perClient, client, windowMs }, now)) ||
    !(await allowAndRecord(trx, { ...perRecipient, client: emailKey, windowMs }, now))
  ) {
    throw new Throttled();
  }
}

/**
 * Registers one person for an event: one registration per event and address in any letter case, never
 * more than the capacity, within the client's and the recipient's limits, and the confirmation e-mail
 * recorded in the same transaction. The event row is locked first (PostgreSQL), so concurrent
 * registrations for one event take turns. `client` is the address the request came from.
 */
export async function registerForEvent(
  { db, config, mail }: Deps,
  registration: Registration & { client: string },
  now = new Date(),
): Promise<RegistrationOutcome> {
  const emailKey = registrationKey(registration.email);
  let event: { id: number; title: string } | undefined;
  let result: RegistrationResult;
  try {
    result = await db.transaction().execute(async (trx) => {
      const found = await getEventForRegistration(trx, registration.eventId, { lock: isPostgres(db) });
      if (!found) return "not-found";
      event = { id: found.id, title: eventTextsIn(found, registration.locale).title };
      if (isPast(found, now)) return "past";
      if (await isRegistered(trx, found.id, emailKey)) return "already-registered";
      if (isFull({ capacity: found.capacity, registered: await countRegistrations(trx, found.id) }))
        return "full";

      await requireWithinLimits(trx, registration.client, emailKey, now);
      await insertRegistration(
        trx,
        {
          eventId: found.id,
          userId: registration.userId,
          name: registration.name,
          email: registration.email.trim(),
          emailKey,
          locale: registration.locale,
          manageToken: newToken(),
        },
        now,
      );
      await enqueueEmail(trx, confirmationEmail(config, found, registration), now);
      return "registered";
    });
  } catch (error) {
    if (error instanceof Throttled) result = "throttled";
    else if (isUniqueViolation(error)) result = "already-registered";
    else throw error;
  }
  if (result === "registered") mail.wake();
  return result === "not-found" || !event ? { status: "not-found" } : { status: result, event };
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

export async function editEvent({ db }: Pick<Deps, "db">, id: number, input: EventInput, now = new Date()) {
  return updateEvent(db, id, input, now);
}

export async function removeEvent({ db }: Pick<Deps, "db">, id: number) {
  return deleteEvent(db, id);
}

function confirmationEmail(config: Config, row: CalendarEvent, registration: Registration) {
  const t = eventsMessages[registration.locale].email;
  const event = eventTextsIn(row, registration.locale);
  const eventUrl = `${config.BASE_URL}${localePath(registration.locale, href("/events/:id", { id: String(event.id) }))}`;
  const google = googleCalendarUrl(event, eventUrl, config.TIME_ZONE);
  const body = renderEmail({
    locale: registration.locale,
    siteName: config.ASSOCIATION_NAME,
    baseUrl: config.BASE_URL,
    heading: t.heading,
    paragraphs: [
      format(t.greeting, { name: registration.name }),
      format(t.body, { title: event.title }),
      format(t.when, {
        when: formatterFor(registration.locale, config.TIME_ZONE).range(event.starts_at, event.ends_at),
      }),
      format(t.where, { where: event.location }),
      format(t.calendar, { google }),
    ],
    action: { label: t.action, url: eventUrl },
  });
  const ics = buildCalendar({
    events: [row],
    locale: registration.locale,
    siteName: config.ASSOCIATION_NAME,
    baseUrl: config.BASE_URL,
    timeZone: config.TIME_ZONE,
  });
  return {
    to: registration.email.trim(),
    subject: format(t.subject, { title: event.title }),
    kind: "event-registration",
    ...body,
    attachments: [
      { filename: "event.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics },
    ],
  };
}
