import { describe, expect, it } from "vitest";
import {
  endOfDayAfter,
  formatDate,
  formatDateTime,
  formatDay,
  formatDeadline,
  formatMonth,
  formatRange,
  formatSheetDateTime,
  formatWallTime,
  yearIn,
} from "./dates";
import type { Locale } from "./i18n";

const zone = "America/Toronto";
/** A no-break space (U+00A0), written out so the expected strings show where French puts one. */
const _ = "\u00a0";

// The exact strings, spaces included: the server renders them and the browser must render the same
// to hydrate (React #418). Only plain spaces and the en dash; no U+202F, U+2009 or U+00A0.
describe("dates", () => {
  it.each([
    ["2025-07-15T13:00:00.000Z", "2025-07-15T22:00:00.000Z", "Tuesday, July 15, 2025, 9:00 a.m. – 6:00 p.m."],
    [
      "2025-12-06T14:00:00.000Z",
      "2025-12-06T23:00:00.000Z",
      "Saturday, December 6, 2025, 9:00 a.m. – 6:00 p.m.",
    ],
    [
      "2025-01-16T00:00:00.000Z",
      "2025-01-16T04:30:00.000Z",
      "Wednesday, January 15, 2025, 7:00 p.m. – 11:30 p.m.",
    ],
    [
      "2025-07-15T13:00:00.000Z",
      "2025-07-16T22:00:00.000Z",
      "Tuesday, July 15, 2025, 9:00 a.m. – Wednesday, July 16, 2025, 6:00 p.m.",
    ],
  ])("formatRange %s – %s in Toronto is %s", (start, end, expected) => {
    expect(formatRange(start, end, zone, "en")).toBe(expected);
  });

  it("formats a moment, a date, a calendar day and a month", () => {
    expect(formatDateTime("2026-11-22T17:05:00.000Z", zone, "en")).toBe("Nov 22, 2026, 12:05 p.m.");
    expect(formatDateTime("2026-11-22T05:00:00.000Z", zone, "en")).toBe("Nov 22, 2026, 12:00 a.m.");
    expect(formatDate("2025-07-16T02:00:00.000Z", zone, "en")).toBe("July 15, 2025");
    expect(formatDay("2025-07-15", "en")).toBe("July 15, 2025");
    expect(formatMonth({ year: 2025, month: 7 }, "en")).toBe("July 2025");
  });

  it("uses no thin or no-break space", () => {
    const all = [
      formatRange("2025-07-15T13:00:00.000Z", "2025-07-15T22:00:00.000Z", zone, "en"),
      formatDateTime("2026-11-22T17:05:00.000Z", zone, "en"),
    ].join("");
    expect(all).not.toMatch(/[\u00a0\u2009\u202f]/);
  });
});

// Canadian French: 24-hour "9 h 00" with no-break spaces around the "h", "1er" for the first of the
// month, lower-case day and month names except at the start of the calendar's heading.
describe("dates in each language", () => {
  const cases: [string, Record<Locale, string>, (locale: Locale) => string][] = [
    [
      "an event within one day",
      {
        en: "Tuesday, July 15, 2025, 9:00 a.m. – 6:00 p.m.",
        fr: `mardi 15 juillet 2025, 9${_}h${_}00 – 18${_}h${_}00`,
      },
      (locale) => formatRange("2025-07-15T13:00:00.000Z", "2025-07-15T22:00:00.000Z", zone, locale),
    ],
    [
      "an event over two days",
      {
        en: "Tuesday, July 15, 2025, 9:00 a.m. – Wednesday, July 16, 2025, 6:00 p.m.",
        fr: `mardi 15 juillet 2025, 9${_}h${_}00 – mercredi 16 juillet 2025, 18${_}h${_}00`,
      },
      (locale) => formatRange("2025-07-15T13:00:00.000Z", "2025-07-16T22:00:00.000Z", zone, locale),
    ],
    [
      "an evening event that ends after midnight names both days",
      {
        en: "Tuesday, July 15, 2025, 10:00 p.m. – Wednesday, July 16, 2025, 1:00 a.m.",
        fr: `mardi 15 juillet 2025, 22${_}h${_}00 – mercredi 16 juillet 2025, 1${_}h${_}00`,
      },
      (locale) => formatRange("2025-07-16T02:00:00.000Z", "2025-07-16T05:00:00.000Z", zone, locale),
    ],
    [
      "the hour the clocks go forward (one hour later on the wall: 1:30 to 3:30)",
      {
        en: "Sunday, March 9, 2025, 1:30 a.m. – 3:30 a.m.",
        fr: `dimanche 9 mars 2025, 1${_}h${_}30 – 3${_}h${_}30`,
      },
      (locale) => formatRange("2025-03-09T06:30:00.000Z", "2025-03-09T07:30:00.000Z", zone, locale),
    ],
    [
      "the hour the clocks go back (the same wall time twice)",
      {
        en: "Sunday, November 2, 2025, 1:30 a.m. – 1:30 a.m.",
        fr: `dimanche 2 novembre 2025, 1${_}h${_}30 – 1${_}h${_}30`,
      },
      (locale) => formatRange("2025-11-02T05:30:00.000Z", "2025-11-02T06:30:00.000Z", zone, locale),
    ],
    [
      "a moment in the morning",
      { en: "Nov 22, 2026, 9:00 a.m.", fr: `22 nov. 2026, 9${_}h${_}00` },
      (locale) => formatDateTime("2026-11-22T14:00:00.000Z", zone, locale),
    ],
    [
      "a moment in the evening",
      { en: "Nov 22, 2026, 6:30 p.m.", fr: `22 nov. 2026, 18${_}h${_}30` },
      (locale) => formatDateTime("2026-11-22T23:30:00.000Z", zone, locale),
    ],
    [
      "midnight",
      { en: "Nov 22, 2026, 12:00 a.m.", fr: `22 nov. 2026, 0${_}h${_}00` },
      (locale) => formatDateTime("2026-11-22T05:00:00.000Z", zone, locale),
    ],
    [
      "a date in the zone, not in UTC",
      { en: "July 15, 2025", fr: "15 juillet 2025" },
      (locale) => formatDate("2025-07-16T02:00:00.000Z", zone, locale),
    ],
    [
      "a calendar day",
      { en: "July 15, 2025", fr: "15 juillet 2025" },
      (locale) => formatDay("2025-07-15", locale),
    ],
    [
      "a match's wall-clock time in the evening",
      { en: "7:30 p.m.", fr: `19${_}h${_}30` },
      (locale) => formatWallTime("19:30", locale),
    ],
    [
      "a match's wall-clock time at noon",
      { en: "12:00 p.m.", fr: `12${_}h${_}00` },
      (locale) => formatWallTime("12:00", locale),
    ],
    [
      "the first of the month",
      { en: "July 1, 2025", fr: "1er juillet 2025" },
      (locale) => formatDay("2025-07-01", locale),
    ],
    [
      "a month heading",
      { en: "July 2025", fr: "Juillet 2025" },
      (locale) => formatMonth({ year: 2025, month: 7 }, locale),
    ],
    [
      "a month with an accent",
      { en: "February 2025", fr: "Février 2025" },
      (locale) => formatMonth({ year: 2025, month: 2 }, locale),
    ],
  ];

  const rows = cases.flatMap(([what, expected, formatIn]) =>
    (["en", "fr"] as const).map((locale) => [what, locale, expected[locale], formatIn] as const),
  );
  it.each(rows)("%s (%s): %s", (_what, locale, expected, formatIn) => {
    expect(formatIn(locale)).toBe(expected);
  });

  it("writes French with U+00A0 only, never the thin spaces U+202F or U+2009 that ICU versions disagree on", () => {
    const french = cases.map(([, , formatIn]) => formatIn("fr")).join("");
    expect(french).not.toMatch(/[\u2009\u202f]/);
    expect(french).toContain("\u00a0h\u00a0");
  });
});

describe("yearIn", () => {
  it.each([
    ["2026-01-01T04:59:59Z", "America/Toronto", 2025],
    ["2026-01-01T05:00:00Z", "America/Toronto", 2026],
    ["2025-12-31T23:30:00Z", "America/St_Johns", 2025],
    ["2026-01-01T03:30:00Z", "America/St_Johns", 2026],
    ["2026-01-01T07:59:59Z", "America/Vancouver", 2025],
  ])("%s in %s is %i", (iso, zone, year) => {
    expect(yearIn(zone, new Date(iso))).toBe(year);
  });
});

describe("endOfDayAfter", () => {
  // 23:59:59.999 on Toronto's wall clock, whichever side of a daylight-saving change (March 8 and November 1, 2026).
  it.each([
    ["2026-03-07T15:00:00.000Z", 0, "2026-03-08T04:59:59.999Z"],
    ["2026-03-07T15:00:00.000Z", 1, "2026-03-09T03:59:59.999Z"],
    ["2026-03-08T06:30:00.000Z", 0, "2026-03-09T03:59:59.999Z"],
    ["2026-10-31T15:00:00.000Z", 1, "2026-11-02T04:59:59.999Z"],
    ["2026-11-01T05:30:00.000Z", 0, "2026-11-02T04:59:59.999Z"],
    // 23:30 in Toronto is already the next day in UTC: the day is Toronto's.
    ["2026-11-28T04:30:00.000Z", 7, "2026-12-05T04:59:59.999Z"],
    ["2026-02-26T12:00:00.000Z", 3, "2026-03-02T04:59:59.999Z"],
  ])("%s plus %i days ends at %s", (now, days, expected) => {
    expect(endOfDayAfter(new Date(now), days, zone)).toBe(expected);
  });
});

describe("formatDeadline", () => {
  it.each<[string, Locale, string]>([
    // A whole-day deadline, in summer and in winter time: the day alone.
    ["2026-12-05T04:59:59.999Z", "en", "December 4, 2026"],
    ["2026-12-05T04:59:59.999Z", "fr", "4 décembre 2026"],
    ["2026-03-09T03:59:59.999Z", "en", "March 8, 2026"],
    ["2026-03-09T03:59:59.999Z", "fr", "8 mars 2026"],
    // A deadline at another time (an event's start): the day and the time.
    ["2026-03-05T18:00:00.000Z", "en", "Mar 5, 2026, 1:00 p.m."],
    ["2026-03-05T18:00:00.000Z", "fr", `5 mars 2026, 13${_}h${_}00`],
  ])("%s in %s is %s", (iso, locale, expected) => {
    expect(formatDeadline(iso, zone, locale)).toBe(expected);
  });
});

describe("formatSheetDateTime", () => {
  it.each([
    ["2026-11-27T09:53:46.160Z", "2026-11-27 04:53"],
    ["2026-07-01T03:30:00.000Z", "2026-06-30 23:30"],
    ["2026-03-08T07:30:00.000Z", "2026-03-08 03:30"],
  ])("%s is %s in Toronto", (iso, expected) => {
    expect(formatSheetDateTime(iso, zone)).toBe(expected);
  });
});
