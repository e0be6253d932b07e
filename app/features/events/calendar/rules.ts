import { TZDate } from "@date-fns/tz";
import { addDays, endOfMonth, endOfWeek, format as formatDate, startOfMonth, startOfWeek } from "date-fns";
import { type BilingualEvent, eventTextsIn, googleCalendarUrl, localDay } from "~/features/events/rules";
import type { Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";

/**
 * The calendar feed for calendar apps (webcal: makes them subscribe rather than import once), and
 * Google Calendar's page that subscribes to it (Google takes the feed's address as `cid`).
 */
export function calendarFeed(baseUrl: string, locale: Locale) {
  const webcal = `${baseUrl.replace(/^https?:/, "webcal:")}${localePath(locale, "/calendar.ics")}`;
  return { webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}

/** The month shown by the calendar: ?month=2025-07, else the current month in the association's zone. */
export function calendarMonth(param: string | null, now: Date, timeZone: string) {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(param ?? "");
  const year = Number(match?.[1]);
  // The grid of December 9999 reaches into the year 10000, which ISO dates cannot write in four digits.
  if (match && year >= 1000 && year <= 9998) return { year, month: Number(match[2]) };
  const local = new TZDate(now, timeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1 };
}

/** The weeks of a month view, Sunday first, with the days of the neighbouring months that fill them. */
export function monthGrid({ year, month }: { year: number; month: number }) {
  const first = new Date(year, month - 1, 1);
  const start = startOfWeek(startOfMonth(first), { weekStartsOn: 0 });
  const end = endOfWeek(endOfMonth(first), { weekStartsOn: 0 });
  const weeks: { date: string; day: number; inMonth: boolean }[][] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (day.getDay() === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push({
      date: formatDate(day, "yyyy-MM-dd"),
      day: day.getDate(),
      inMonth: day.getMonth() === month - 1,
    });
  }
  return weeks;
}

/** The UTC instants that bound a grid, to load only the events it shows. */
export function gridRange(weeks: { date: string }[][], timeZone: string) {
  const firstDay = weeks[0]?.[0]?.date ?? "";
  const lastDay = weeks.at(-1)?.at(-1)?.date ?? "";
  const [y1, m1, d1] = firstDay.split("-").map(Number);
  const [y2, m2, d2] = lastDay.split("-").map(Number);
  return {
    from: new Date(new TZDate(y1 ?? 0, (m1 ?? 1) - 1, d1 ?? 1, 0, 0, 0, timeZone).getTime()).toISOString(),
    to: new Date(
      new TZDate(y2 ?? 0, (m2 ?? 1) - 1, (d2 ?? 1) + 1, 0, 0, 0, timeZone).getTime(),
    ).toISOString(),
  };
}

/**
 * The next event as the calendar points to it, with its local day, when the month shown is not its month
 * (a visitor opening the calendar weeks before it sees an empty month otherwise); null when there is none.
 */
export function nextEventElsewhere<T extends { starts_at: string }>(
  next: T | undefined,
  shown: { year: number; month: number },
  timeZone: string,
) {
  if (!next) return null;
  const day = localDay(next.starts_at, timeZone);
  const [year, month] = day.split("-").map(Number);
  return year === shown.year && month === shown.month ? null : { ...next, day };
}

/** The day asked for (?day=2025-07-14) when the grid shows it; null otherwise. */
export function selectedDay(weeks: { date: string }[][], day: string | null) {
  return day && weeks.some((week) => week.some((cell) => cell.date === day)) ? day : null;
}

/**
 * The calendar's events, each on its local day; only those of the selected day carry their
 * "Add to Google Calendar" link, so the page does not build links nobody sees.
 */
export function calendarDayEvents(
  rows: (BilingualEvent & { id: number; starts_at: string; ends_at: string })[],
  {
    selected,
    baseUrl,
    timeZone,
    locale,
  }: { selected: string | null; baseUrl: string; timeZone: string; locale: Locale },
) {
  return rows.map((event) => {
    const day = localDay(event.starts_at, timeZone);
    const url = `${baseUrl}${localePath(locale, `/events/${event.id}`)}`;
    const google = day === selected ? googleCalendarUrl(eventTextsIn(event, locale), url, timeZone) : null;
    const { id, title, title_fr, location, location_fr } = event;
    return { id, title, title_fr, location, location_fr, day, google };
  });
}
