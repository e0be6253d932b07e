import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDeadline,
  formatMonth,
  formatRange,
  formatWallTime,
} from "./dates";
import type { Locale } from "./i18n";
import { formatMoney } from "./money";
import { useLocale, useSettings } from "./root-data";

/**
 * Dates, times and amounts in one language and the association's zone: components get it from
 * `useFormat()`, loaders and services from `formatterFor(getLocale(context), config.TIME_ZONE)`, e-mails
 * with the recipient's locale (decision 022). Nothing formats English unless it was asked for English.
 */
export function formatterFor(locale: Locale, timeZone: string) {
  return {
    date: (iso: string) => formatDate(iso, timeZone, locale),
    dateTime: (iso: string) => formatDateTime(iso, timeZone, locale),
    /** A payment deadline: "December 4, 2026" when it ends that day, else with its time. */
    deadline: (iso: string) => formatDeadline(iso, timeZone, locale),
    range: (startIso: string, endIso: string) => formatRange(startIso, endIso, timeZone, locale),
    day: (day: string) => formatDay(day, locale),
    /** A wall-clock time ("19:30") as the language writes it. */
    time: (time: string) => formatWallTime(time, locale),
    month: (month: { year: number; month: number }) => formatMonth(month, locale),
    money: (cents: number, options?: { whole?: boolean }) => formatMoney(cents, locale, options),
  };
}

/** `formatterFor` in the page's language and the association's zone, for components. */
export function useFormat() {
  return formatterFor(useLocale(), useSettings().timeZone);
}
