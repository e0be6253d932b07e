import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay, formatMonth, formatRange } from "./dates";

const zone = "America/Toronto";

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
    expect(formatRange(start, end, zone)).toBe(expected);
  });

  it("formats a moment, a date, a calendar day and a month", () => {
    expect(formatDateTime("2026-11-22T17:05:00.000Z", zone)).toBe("Nov 22, 2026, 12:05 p.m.");
    expect(formatDateTime("2026-11-22T05:00:00.000Z", zone)).toBe("Nov 22, 2026, 12:00 a.m.");
    expect(formatDate("2025-07-16T02:00:00.000Z", zone)).toBe("July 15, 2025");
    expect(formatDay("2025-07-15")).toBe("July 15, 2025");
    expect(formatMonth({ year: 2025, month: 7 })).toBe("July 2025");
  });

  it("uses no thin or no-break space", () => {
    const all = [
      formatRange("2025-07-15T13:00:00.000Z", "2025-07-15T22:00:00.000Z", zone),
      formatDateTime("2026-11-22T17:05:00.000Z", zone),
    ].join("");
    expect(all).not.toMatch(/[\u00a0\u2009\u202f]/);
  });
});
