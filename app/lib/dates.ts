/**
 * Every date and time the pages, e-mails and feeds show, in the association's zone and in a language.
 * Built with date-fns rather than `Intl`: Node's and the browser's ICU disagree on spaces (U+202F
 * before "a.m.", U+2009 around a range's dash) and the browser's locale could change words, so the
 * server's markup and the hydrating browser's would differ (React error #418). date-fns and its
 * locales are the same JavaScript on both (decisions 018 and 022).
 */
import { TZDate } from "@date-fns/tz";
import { type Locale as DateFnsLocale, format } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { frCA } from "date-fns/locale/fr-CA";
import type { Locale } from "./i18n";

type Patterns = {
  locale: DateFnsLocale;
  time: string;
  /** A date with its month abbreviated, for tables: "Nov 22, 2026". */
  shortDate: string;
  date: string;
  dayWithWeekday: string;
  month: string;
};

// French writes "9 h 00" (24-hour) with no-break spaces around the "h", so a time never breaks across two
// lines, and "1er juillet" for the first of the month (`do`). No-break spaces are U+00A0, never U+202F.
const patterns: Record<Locale, Patterns> = {
  en: {
    locale: enUS,
    time: "h:mm aaaa",
    shortDate: "MMM d, yyyy",
    date: "MMMM d, yyyy",
    dayWithWeekday: "EEEE, MMMM d, yyyy",
    month: "MMMM yyyy",
  },
  fr: {
    locale: frCA,
    time: "H\u00a0'h'\u00a0mm",
    shortDate: "do MMM yyyy",
    date: "do MMMM yyyy",
    dayWithWeekday: "EEEE do MMMM yyyy",
    month: "MMMM yyyy",
  },
};

const inZone = (iso: string, timeZone: string) => new TZDate(iso, timeZone);
const formatIn = (date: Date, pattern: string, locale: Locale) =>
  format(date, pattern, { locale: patterns[locale].locale });

/** "Nov 22, 2026, 9:00 a.m." / "22 nov. 2026, 9 h 00" */
export function formatDateTime(iso: string, timeZone: string, locale: Locale) {
  const { shortDate, time } = patterns[locale];
  return formatIn(inZone(iso, timeZone), `${shortDate}, ${time}`, locale);
}

/** "July 15, 2025" / "15 juillet 2025", as the spec shows dates on cards. */
export function formatDate(iso: string, timeZone: string, locale: Locale) {
  return formatIn(inZone(iso, timeZone), patterns[locale].date, locale);
}

/** "July 15, 2025" / "15 juillet 2025" for a calendar day ("2025-07-15"), whatever the zone. */
export function formatDay(day: string, locale: Locale) {
  return formatDate(`${day}T12:00:00Z`, "UTC", locale);
}

/** "7:30 p.m." / "19 h 30" for a time on the association's wall clock ("19:30"), as fixtures keep them. */
export function formatWallTime(time: string, locale: Locale) {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return formatIn(new TZDate(2000, 0, 1, hours, minutes, "UTC"), patterns[locale].time, locale);
}

/** "July 2025" / "Juillet 2025", the calendar's heading (French months are lower case inside a sentence). */
export function formatMonth({ year, month }: { year: number; month: number }, locale: Locale) {
  const text = formatIn(new Date(year, month - 1, 1), patterns[locale].month, locale);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "Saturday, July 15, 2025, 9:00 a.m. – 6:00 p.m."; an event that ends on a later day names both
 * days: "Saturday, July 15, 2025, 9:00 a.m. – Sunday, July 16, 2025, 6:00 p.m.". In French:
 * "samedi 15 juillet 2025, 9 h 00 – 18 h 00".
 */
export function formatRange(startIso: string, endIso: string, timeZone: string, locale: Locale) {
  const start = inZone(startIso, timeZone);
  const end = inZone(endIso, timeZone);
  const { dayWithWeekday: day, time } = patterns[locale];
  const sameDay = format(start, "yyyy-MM-dd") === format(end, "yyyy-MM-dd");
  return `${formatIn(start, `${day}, ${time}`, locale)} – ${formatIn(end, sameDay ? time : `${day}, ${time}`, locale)}`;
}

/**
 * The last moment (23:59:59.999) of the day `days` after the day it is at `now` in `timeZone`: a deadline
 * that is a whole day. Built from the wall clock of that zone, so a daylight-saving change in between moves
 * the UTC hour, never the day or the 23:59.
 */
export function endOfDayAfter(now: Date, days: number, timeZone: string) {
  const today = new TZDate(now, timeZone);
  const end = new TZDate(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + days,
    23,
    59,
    59,
    999,
    timeZone,
  );
  return new Date(end.getTime()).toISOString();
}

/**
 * A deadline as it is shown: the day alone when it ends the day in `timeZone` (endOfDayAfter), otherwise
 * the day and the time (an event fee due by the event's start).
 */
export function formatDeadline(iso: string, timeZone: string, locale: Locale) {
  const local = inZone(iso, timeZone);
  const endsDay = local.getHours() === 23 && local.getMinutes() === 59;
  return endsDay ? formatDate(iso, timeZone, locale) : formatDateTime(iso, timeZone, locale);
}

/**
 * A moment in a spreadsheet: "2026-11-27 04:53" on the association's wall clock, the same in both languages,
 * sorted as text and read as a date by spreadsheets.
 */
export function formatSheetDateTime(iso: string, timeZone: string) {
  return format(inZone(iso, timeZone), "yyyy-MM-dd HH:mm");
}

/** The year it is at `now` in `timeZone` (the footer's copyright). Read from the zone's offset, not a new Intl formatter per call. */
export function yearIn(timeZone: string, now: Date) {
  return new TZDate(now, timeZone).getFullYear();
}

/** "Saturday, October 3, 2026" / "samedi 3 octobre 2026" for a calendar day ("2026-10-03"), whatever the zone. */
export function formatDayWithWeekday(day: string, locale: Locale) {
  return formatIn(inZone(`${day}T12:00:00Z`, "UTC"), patterns[locale].dayWithWeekday, locale);
}

/** "7:30 p.m." / "19 h 30" for a wall-clock time ("19:30") of the association's zone. */
export function formatClock(time: string, locale: Locale) {
  return formatIn(new Date(`2000-01-01T${time}:00`), patterns[locale].time, locale);
}

/** A real calendar day written "YYYY-MM-DD" (no "2026-02-30"). */
export function isDay(text: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
