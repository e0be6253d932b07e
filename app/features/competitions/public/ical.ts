import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import type { MatchStatus } from "~/db/schema";
import { DEFAULT_MATCH_MINUTES } from "../fixtures/rules";

export type FeedMatch = {
  id: number;
  /** "YYYY-MM-DD" and "HH:MM" in the association's zone; a match without a time is an all-day event. */
  day: string;
  time: string | null;
  status: MatchStatus;
  summary: string;
  description: string;
  location: string | null;
  /** The match's last change, for DTSTAMP. */
  updatedAt: string;
  url: string;
};

/**
 * An RFC 5545 calendar of matches, as the events' feed writes it (features/events/calendar/ical.ts): the
 * association's zone with its VTIMEZONE, stable UIDs "match-<id>@<host>" so a subscribed calendar updates a
 * match instead of duplicating it, DTSTAMP from its last change, and the length the fixtures count for a match. A cancelled match stays, as CANCELLED, so
 * calendars remove it; a postponed one is TENTATIVE until it gets its new day.
 */
export function buildMatchCalendar({
  name,
  matches,
  baseUrl,
  timeZone,
  language,
}: {
  name: string;
  matches: readonly FeedMatch[];
  baseUrl: string;
  timeZone: string;
  language: string;
}) {
  const host = new URL(baseUrl).hostname;
  const calendar = ical({
    name,
    prodId: { company: host, product: "competitions", language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP in local time, which RFC 5545 forbids.
    timezone: { name: null, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null },
  });
  for (const match of matches) {
    const [year, month, date] = match.day.split("-").map(Number) as [number, number, number];
    const status =
      match.status === "cancelled"
        ? ICalEventStatus.CANCELLED
        : match.status === "postponed"
          ? ICalEventStatus.TENTATIVE
          : ICalEventStatus.CONFIRMED;
    const common = {
      id: `match-${match.id}@${host}`,
      stamp: new Date(match.updatedAt),
      summary: match.summary,
      description: `${match.description}\n\n${match.url}`,
      location: match.location,
      url: match.url,
      status,
    };
    if (match.time === null) {
      // ical-generator writes a date-only start from the UTC fields of the date.
      calendar.createEvent({ ...common, allDay: true, start: new Date(Date.UTC(year, month - 1, date)) });
      continue;
    }
    const [hours, minutes] = match.time.split(":").map(Number) as [number, number];
    const start = new TZDate(year, month - 1, date, hours, minutes, 0, timeZone);
    calendar.createEvent({
      ...common,
      start,
      end: new TZDate(start.getTime() + DEFAULT_MATCH_MINUTES * 60_000, timeZone),
      timezone: timeZone,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves END:VCALENDAR bare.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
