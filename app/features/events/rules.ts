import { TZDate } from "@date-fns/tz";
import { format as formatDate } from "date-fns";
import type { Locale } from "~/lib/i18n";
import { inLocale } from "~/lib/i18n/content";

/** An event is upcoming until it ends. */
export function isPast(event: { ends_at: string }, now: Date) {
  return event.ends_at < now.toISOString();
}

/** What the registration rules of an event read (migration 0013); null times take their defaults. */
export type EventTiming = {
  starts_at: string;
  registration_opens_at: string | null;
  registration_closes_at: string | null;
  cancellation_deadline: string | null;
  offer_hours: number;
  reminder_hours: number;
};

const HOUR_MS = 60 * 60 * 1000;

/** The instant `hours` after `iso` (before it when negative). */
export const shiftHours = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * HOUR_MS).toISOString();

/** Registration closes at the set time, else when the event starts. */
export function registrationClosesAt(event: Pick<EventTiming, "starts_at" | "registration_closes_at">) {
  return event.registration_closes_at ?? event.starts_at;
}

export type RegistrationPhase = "not-open" | "open" | "closed";

/** Before the opening, registration (and the waiting list) is not open yet; from the closing on, closed. */
export function registrationPhase(event: EventTiming, now: Date): RegistrationPhase {
  const at = now.toISOString();
  if (event.registration_opens_at !== null && at < event.registration_opens_at) return "not-open";
  return at < registrationClosesAt(event) ? "open" : "closed";
}

export type BilingualEvent = {
  title: string;
  title_fr: string | null;
  location: string;
  location_fr: string | null;
  description: string;
  description_fr: string | null;
};

/**
 * An event with its texts in one language (French missing or blank: the English), for what cannot mark
 * a text's language: the .ics, e-mails, Google Calendar links, meta tags.
 */
export function eventTextsIn<T extends BilingualEvent>(event: T, locale: Locale): T {
  return {
    ...event,
    title: inLocale({ en: event.title, fr: event.title_fr }, locale).text,
    location: inLocale({ en: event.location, fr: event.location_fr }, locale).text,
    description: inLocale({ en: event.description, fr: event.description_fr }, locale).text,
  };
}

function googleDate(iso: string) {
  return iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** A Google Calendar "add event" link for one event. */
export function googleCalendarUrl(
  event: { title: string; starts_at: string; ends_at: string; location: string; description: string },
  eventUrl: string,
  timeZone: string,
) {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${googleDate(event.starts_at)}/${googleDate(event.ends_at)}`,
    details: `${event.description}\n\n${eventUrl}`,
    location: event.location,
    ctz: timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** The local day ("2025-07-15") an event starts on, in the association's zone. */
export function localDay(iso: string, timeZone: string) {
  return formatDate(new TZDate(iso, timeZone), "yyyy-MM-dd");
}

/** A route's :id as an event id, or null for anything that is not a positive integer. */
export function parseEventId(param: string | undefined) {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/** A personal link's token (registration, waiting-list offer) as the route got it, or null when malformed. */
export function parseLinkToken(param: string | undefined) {
  return param && /^[\w-]{16,64}$/.test(param) ? param : null;
}
