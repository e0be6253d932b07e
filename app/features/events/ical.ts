import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";

export type CalendarEvent = {
  id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  location: string;
  description: string;
  updated_at: string;
};

/**
 * An RFC 5545 calendar of `events`, times in the association's zone with its VTIMEZONE, stable UIDs
 * (so a subscribed calendar updates instead of duplicating) and DTSTAMP from the last change.
 */
export function buildCalendar({
  events,
  siteName,
  baseUrl,
  timeZone,
}: {
  events: CalendarEvent[];
  siteName: string;
  baseUrl: string;
  timeZone: string;
}) {
  const host = new URL(baseUrl).hostname;
  const calendar = ical({
    name: siteName,
    prodId: { company: siteName, product: "events", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP in local time, which RFC 5545 forbids.
    // The generator still adds the VTIMEZONE block for the zone the events use.
    timezone: { name: null, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null },
  });
  for (const event of events) {
    const url = `${baseUrl}/events/${event.id}`;
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
