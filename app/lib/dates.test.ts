import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay, formatMonth, formatRange, yearIn } from "./dates";
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
