import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { shiftMonth } from "./month";
import {
  calendarDayEvents,
  calendarFeed,
  calendarMonth,
  gridRange,
  monthGrid,
  nextEventElsewhere,
  selectedDay,
} from "./rules";

const ZONE = "America/Toronto";

describe("monthGrid", () => {
  it("fills July 2025 (starts on a Tuesday) with whole weeks from Sunday June 29", () => {
    const weeks = monthGrid({ year: 2025, month: 7 });
    expect(weeks).toHaveLength(5);
    for (const week of weeks) expect(week).toHaveLength(7);
    expect(weeks[0]?.slice(0, 3)).toEqual([
      { date: "2025-06-29", day: 29, inMonth: false },
      { date: "2025-06-30", day: 30, inMonth: false },
      { date: "2025-07-01", day: 1, inMonth: true },
    ]);
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: "2025-08-02", day: 2, inMonth: false });
    const days = weeks.flat();
    expect(days.filter((d) => d.inMonth).map((d) => d.day)).toEqual(
      Array.from({ length: 31 }, (_, i) => i + 1),
    );
    // Every row starts on a Sunday.
    for (const week of weeks) expect(new Date(`${week[0]?.date}T12:00:00Z`).getUTCDay()).toBe(0);
  });

  it("has no leading days for a month that starts on a Sunday (June 2025)", () => {
    const weeks = monthGrid({ year: 2025, month: 6 });
    expect(weeks[0]?.[0]).toEqual({ date: "2025-06-01", day: 1, inMonth: true });
    expect(weeks.at(-1)?.map((d) => d.date)).toEqual([
      "2025-06-29",
      "2025-06-30",
      "2025-07-01",
      "2025-07-02",
      "2025-07-03",
      "2025-07-04",
      "2025-07-05",
    ]);
  });

  it("lays February 2026 (28 days from a Sunday) in exactly four weeks", () => {
    const weeks = monthGrid({ year: 2026, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((d) => d.inMonth)).toBe(true);
    expect(weeks[0]?.[0]?.date).toBe("2026-02-01");
    expect(weeks[3]?.[6]?.date).toBe("2026-02-28");
  });

  it.each([
    [{ year: 2025, month: 3 }, "2025-02-23", "2025-04-05"],
    [{ year: 2025, month: 11 }, "2025-10-26", "2025-12-06"],
    [{ year: 2025, month: 12 }, "2025-11-30", "2026-01-03"],
  ])("covers %j from %s to %s in 7-day weeks", (month, first, last) => {
    const weeks = monthGrid(month);
    for (const week of weeks) expect(week).toHaveLength(7);
    expect(weeks[0]?.[0]?.date).toBe(first);
    expect(weeks.at(-1)?.at(-1)?.date).toBe(last);
    const dates = weeks.flat().map((d) => d.date);
    expect(new Set(dates).size).toBe(dates.length);
  });
});

describe("gridRange", () => {
  it.each([
    // Both ends in EDT.
    [{ year: 2025, month: 7 }, "2025-06-29T04:00:00.000Z", "2025-08-03T04:00:00.000Z"],
    // Starts in EST, ends in EDT (March 9 is inside the grid).
    [{ year: 2025, month: 3 }, "2025-02-23T05:00:00.000Z", "2025-04-06T04:00:00.000Z"],
    // Starts in EDT, ends in EST.
    [{ year: 2025, month: 11 }, "2025-10-26T04:00:00.000Z", "2025-12-07T05:00:00.000Z"],
    // Across the year end.
    [{ year: 2025, month: 12 }, "2025-11-30T05:00:00.000Z", "2026-01-04T05:00:00.000Z"],
  ])("bounds the grid of %j in UTC from %s to %s", (month, from, to) => {
    expect(gridRange(monthGrid(month), ZONE)).toEqual({ from, to });
  });
});

describe("calendarMonth", () => {
  const now = new Date("2025-07-20T12:00:00Z");

  itMaps("reads ?month=%s", (param) => calendarMonth(param, now, ZONE), [
    ["2025-07", { year: 2025, month: 7 }],
    ["2026-01", { year: 2026, month: 1 }],
    ["1999-12", { year: 1999, month: 12 }],
  ]);

  it.each([
    "2025-13",
    "2025-00",
    "2025-7",
    "abc",
    "",
    "2025-07-01",
    " 2025-07",
    null,
    "9999-12",
    "0000-00",
    "0999-12",
  ])("shows the current month for %j", (param) => {
    expect(calendarMonth(param, now, ZONE)).toEqual({ year: 2025, month: 7 });
  });

  itMaps(
    "takes the current month in the association's zone at %s",
    (instant) => calendarMonth(null, new Date(instant), ZONE),
    [
      ["2026-01-01T03:00:00Z", { year: 2025, month: 12 }],
      ["2026-01-01T05:00:00Z", { year: 2026, month: 1 }],
      ["2025-08-01T03:59:00Z", { year: 2025, month: 7 }],
      ["2025-08-01T04:00:00Z", { year: 2025, month: 8 }],
    ],
  );
});

describe("shiftMonth", () => {
  it.each([
    [{ year: 2025, month: 7 }, 1, { year: 2025, month: 8 }],
    [{ year: 2025, month: 7 }, -1, { year: 2025, month: 6 }],
    [{ year: 2025, month: 12 }, 1, { year: 2026, month: 1 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
    [{ year: 2025, month: 1 }, -13, { year: 2023, month: 12 }],
    [{ year: 2025, month: 11 }, 14, { year: 2027, month: 1 }],
    [{ year: 2025, month: 5 }, 0, { year: 2025, month: 5 }],
  ])("shifts %j by %i to %j", (from, by, expected) => {
    expect(shiftMonth(from, by)).toEqual(expected);
  });
});

describe("calendarFeed", () => {
  it.each([
    ["https://handball.example.org", "webcal://handball.example.org/calendar.ics"],
    ["http://127.0.0.1:3000", "webcal://127.0.0.1:3000/calendar.ics"],
  ])("%s: the webcal feed, and Google Calendar subscribing to it", (base, webcal) => {
    const feed = calendarFeed(base, "en");
    expect(feed.webcal).toBe(webcal);
    const google = new URL(feed.google);
    expect(`${google.origin}${google.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("cid")).toBe(webcal);
    expect(feed.google).toContain(`cid=${encodeURIComponent(webcal)}`);
  });

  it("subscribes the French calendar to the French feed", () => {
    expect(calendarFeed("https://handball.example.org", "fr").webcal).toBe(
      "webcal://handball.example.org/fr/calendar.ics",
    );
  });
});

describe("selectedDay", () => {
  const weeks = monthGrid({ year: 2025, month: 7 });

  itMaps("?day=%s selects %s", (day) => selectedDay(weeks, day), [
    ["2025-07-14", "2025-07-14"],
    ["2025-06-29", "2025-06-29"],
    ["2025-08-02", "2025-08-02"],
    ["2025-08-03", null],
    ["2025-7-14", null],
    ["<script>", null],
    ["", null],
    [null, null],
  ]);
});

describe("calendarDayEvents", () => {
  const row = (id: number, starts_at: string) => ({
    id,
    title: `Cup ${id}`,
    title_fr: null,
    location: "Arena",
    location_fr: null,
    starts_at,
    ends_at: "2025-07-16T22:00:00.000Z",
    description: "",
    description_fr: null,
  });
  const cup = row(1, "2025-07-15T13:00:00.000Z");
  const rows = [cup, row(2, "2025-07-16T02:30:00.000Z")];
  const options = { baseUrl: "https://handball.example.org", timeZone: ZONE, locale: "en" as const };

  it("places each event on its day in the association's zone, not in UTC", () => {
    expect(calendarDayEvents(rows, { ...options, selected: null })).toEqual([
      {
        id: 1,
        title: "Cup 1",
        title_fr: null,
        location: "Arena",
        location_fr: null,
        day: "2025-07-15",
        google: null,
      },
      {
        id: 2,
        title: "Cup 2",
        title_fr: null,
        location: "Arena",
        location_fr: null,
        day: "2025-07-15",
        google: null,
      },
    ]);
  });

  it("gives only the selected day's events their Google Calendar link, pointing at the event", () => {
    const [first, second] = calendarDayEvents([cup, row(3, "2025-07-20T13:00:00.000Z")], {
      ...options,
      selected: "2025-07-15",
    });
    expect(new URL(first?.google ?? "").searchParams.get("details")).toContain(
      "https://handball.example.org/events/1",
    );
    expect(second?.google).toBeNull();
  });

  it("points the French calendar's link at the French event page", () => {
    const [first] = calendarDayEvents([cup], { ...options, locale: "fr", selected: "2025-07-15" });
    expect(new URL(first?.google ?? "").searchParams.get("details")).toContain(
      "https://handball.example.org/fr/events/1",
    );
  });
});

describe("nextEventElsewhere", () => {
  const july = { year: 2025, month: 7 };
  itMaps(
    "an event starting at %s, seen from July 2025",
    (startsAt) => nextEventElsewhere(startsAt ? { starts_at: startsAt } : undefined, july, ZONE)?.day ?? null,
    [
      [null, null],
      ["2025-07-20T13:00:00.000Z", null],
      ["2025-08-20T13:00:00.000Z", "2025-08-20"],
      ["2025-06-20T13:00:00.000Z", "2025-06-20"],
      // 21:00 in Toronto on July 31 is August 1 in UTC: the local day decides the month.
      ["2025-08-01T01:00:00.000Z", null],
      ["2026-07-20T13:00:00.000Z", "2026-07-20"],
    ],
  );
});
