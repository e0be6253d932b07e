import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { eventTextsIn } from "~/features/events/rules";
import type { Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";

export type CalendarEvent = {
  id: number;
  title: string;
  title_fr: string | null;
  starts_at: string;
  ends_at: string;
  location: string;
  location_fr: string | null;
  description: string;
  description_fr: string | null;
  updated_at: string;
};

/**
 * An RFC 5545 calendar of `events`, times in the association's zone with its VTIMEZONE, stable UIDs
 * (so a subscribed calendar updates instead of duplicating) and DTSTAMP from the last change. The texts
 * and links are in `locale`, the feed's language; a text missing in French is given in English.
 */
export function buildCalendar({
  events,
  siteName,
  baseUrl,
  timeZone,
  locale,
}: {
  events: CalendarEvent[];
  siteName: string;
  baseUrl: string;
  timeZone: string;
  locale: Locale;
}) {
  const host = new URL(baseUrl).hostname;
  const calendar = ical({
    name: siteName,
    prodId: { company: siteName, product: "events", language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP in local time, which RFC 5545 forbids.
    // The generator still adds the VTIMEZONE block for the zone the events use.
    timezone: { name: null, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null },
  });
  for (const row of events) {
    const event = eventTextsIn(row, locale);
    const url = `${baseUrl}${localePath(locale, `/events/${event.id}`)}`;
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      // TZDate carries the zone, so ical-generator writes the local wall-clock time with TZID.
      start: new TZDate(event.starts_at, timeZone),
      end: new TZDate(event.ends_at, timeZone),
      timezone: timeZone,
      stamp: new Date(event.updated_at),
      summary: event.title,
      description: `${event.description}\n\n${url}`,
      location: event.location,
      url,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves END:VCALENDAR bare.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
