/**
 * Every date and time the pages show, in the association's zone. Built with date-fns rather than
 * `Intl`: Node's and the browser's ICU disagree on spaces (U+202F before "a.m.", U+2009 around a
 * range's dash) and the browser's locale could change words, so the server's markup and the
 * hydrating browser's would differ (React error #418). date-fns is the same JavaScript on both.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

const TIME = "h:mm aaaa";
const inZone = (iso: string, timeZone: string) => new TZDate(iso, timeZone);

/** "Nov 22, 2026, 9:00 a.m." */
export function formatDateTime(iso: string, timeZone: string) {
  return format(inZone(iso, timeZone), `MMM d, yyyy, ${TIME}`);
}

/** "July 15, 2025", as the spec shows dates on cards. */
export function formatDate(iso: string, timeZone: string) {
  return format(inZone(iso, timeZone), "MMMM d, yyyy");
}

/** "July 15, 2025" for a calendar day ("2025-07-15"), whatever the zone. */
export function formatDay(day: string) {
  return formatDate(`${day}T12:00:00Z`, "UTC");
}

/** "July 2025", the calendar's heading. */
export function formatMonth({ year, month }: { year: number; month: number }) {
  return format(new Date(year, month - 1, 1), "MMMM yyyy");
}

/**
 * "Saturday, July 15, 2025, 9:00 a.m. – 6:00 p.m."; an event that ends on a later day names both
 * days: "Saturday, July 15, 2025, 9:00 a.m. – Sunday, July 16, 2025, 6:00 p.m.".
 */
export function formatRange(startIso: string, endIso: string, timeZone: string) {
  const start = inZone(startIso, timeZone);
  const end = inZone(endIso, timeZone);
  const day = "EEEE, MMMM d, yyyy";
  const sameDay = format(start, "yyyy-MM-dd") === format(end, "yyyy-MM-dd");
  return `${format(start, `${day}, ${TIME}`)} – ${format(end, sameDay ? TIME : `${day}, ${TIME}`)}`;
}
