import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { buildCalendar } from "./ical";

const ZONE = "America/Toronto";
const BASE_URL = "https://handball.example.org";

const calendarEvent = (overrides: Partial<Parameters<typeof buildCalendar>[0]["events"][number]> = {}) => ({
  id: 1,
  title: "Summer Cup",
  title_fr: null,
  starts_at: "2025-07-15T13:00:00.000Z",
  ends_at: "2025-07-15T22:00:00.000Z",
  location: "Varsity Arena",
  location_fr: null,
  description: "Two days of handball.",
  description_fr: null,
  updated_at: "2025-06-01T10:00:00.000Z",
  ...overrides,
});

// 09:00-18:00 in Toronto: EDT (UTC-4) in July, EST (UTC-5) in December and on 2025-11-03, the day
// after the clocks went back.
const events = [
  calendarEvent({
    id: 7,
    title: "Summer Cup, Finals; Day 1",
    location: "Varsity Arena, 299 Bloor St W; Toronto, ON",
    description: `Bring indoor shoes; water, and a towel.\nBack\\slash, comma; semicolon. ${"Éè à l'arène 🤾 ".repeat(12)}`,
    updated_at: "2025-06-01T10:00:00.000Z",
  }),
  calendarEvent({
    id: 12,
    title: "Winter Clinic",
    starts_at: "2025-12-06T14:00:00.000Z",
    ends_at: "2025-12-06T23:00:00.000Z",
    location: "Ottawa; Carleton University, Gym 2",
    description: "Coaching clinic for U14 and U16 coaches.",
    updated_at: "2025-10-20T08:30:15.000Z",
  }),
  calendarEvent({
    id: 13,
    title: "Referee Day, Level 1",
    starts_at: "2025-11-03T14:00:00.000Z",
    ends_at: "2025-11-03T23:00:00.000Z",
    location: "Hamilton",
    description: "Rules, signals and a practice match.",
    updated_at: "2025-09-01T00:00:00.000Z",
  }),
];

const build = () =>
  buildCalendar({
    events,
    siteName: "Ontario Handball Association",
    baseUrl: BASE_URL,
    timeZone: ZONE,
    locale: "en",
  });

/** Parses with ical.js after registering the file's own VTIMEZONE, so TZID times convert by its rules. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(vtimezone);
  return calendar;
}

afterEach(() => {
  ICAL.TimezoneService.reset();
});

describe("buildCalendar", () => {
  const text = build();

  it("writes one VEVENT per event and exactly one VTIMEZONE, for the association's zone", () => {
    const calendar = parse(text);
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(3);
    const zones = calendar.getAllSubcomponents("vtimezone");
    expect(zones).toHaveLength(1);
    expect(zones[0]?.getFirstPropertyValue("tzid")).toBe(ZONE);
    expect(text.match(/\r\nBEGIN:VTIMEZONE\r\n/g)).toHaveLength(1);
  });

  it("gives every event a stable UID event-<id>@<host>", () => {
    const uids = parse(text)
      .getAllSubcomponents("vevent")
      .map((vevent) => vevent.getFirstPropertyValue("uid"));
    expect(uids).toEqual([
      "event-7@handball.example.org",
      "event-12@handball.example.org",
      "event-13@handball.example.org",
    ]);
    const again = parse(build())
      .getAllSubcomponents("vevent")
      .map((vevent) => vevent.getFirstPropertyValue("uid"));
    expect(again).toEqual(uids);
    expect(build()).toBe(text);
  });

  it("writes DTSTAMP in UTC, from the event's last change", () => {
    expect(text.match(/^DTSTAMP:.*$/gm)).toEqual([
      "DTSTAMP:20250601T100000Z",
      "DTSTAMP:20251020T083015Z",
      "DTSTAMP:20250901T000000Z",
    ]);
    const stamps = parse(text)
      .getAllSubcomponents("vevent")
      .map((vevent) => vevent.getFirstProperty("dtstamp"));
    for (const [index, stamp] of stamps.entries()) {
      expect(stamp?.getParameter("tzid")).toBeUndefined();
      const time = stamp?.getFirstValue() as ICAL.Time;
      expect(time.zone?.tzid).toBe("UTC");
      expect(time.toJSDate().toISOString()).toBe(events[index]?.updated_at);
    }
  });

  it("writes DTSTART and DTEND with TZID=America/Toronto, 09:00-18:00 local, at the original instants", () => {
    const vevents = parse(text).getAllSubcomponents("vevent");
    for (const [index, vevent] of vevents.entries()) {
      const original = events[index];
      for (const [name, iso] of [
        ["dtstart", original?.starts_at],
        ["dtend", original?.ends_at],
      ] as const) {
        const property = vevent.getFirstProperty(name);
        expect(property?.getParameter("tzid")).toBe(ZONE);
        const time = property?.getFirstValue() as ICAL.Time;
        expect(time.zone?.tzid).toBe(ZONE);
        expect([time.hour, time.minute, time.second]).toEqual([name === "dtstart" ? 9 : 18, 0, 0]);
        expect(time.toJSDate().toISOString()).toBe(iso);
      }
    }
    expect(text).toContain("DTSTART;TZID=America/Toronto:20251103T090000\r\n");
  });

  it("round-trips SUMMARY, LOCATION and DESCRIPTION with commas, semicolons and line breaks", () => {
    const vevents = parse(text).getAllSubcomponents("vevent");
    for (const [index, vevent] of vevents.entries()) {
      const original = events[index];
      const event = new ICAL.Event(vevent);
      expect(event.summary).toBe(original?.title);
      expect(event.location).toBe(original?.location);
      expect(event.description).toBe(`${original?.description}\n\n${BASE_URL}/events/${original?.id}`);
      expect(vevent.getFirstPropertyValue("url")).toBe(`${BASE_URL}/events/${original?.id}`);
    }
    expect(text).toContain("SUMMARY:Summer Cup\\, Finals\\; Day 1\r\n");
  });

  it("ends every line with CRLF and folds lines longer than 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).not.toMatch(/\r(?!\n)/);
    const lines = text.slice(0, -2).split("\r\n");
    for (const line of lines) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
    // The long description had to be folded: continuation lines start with one space.
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(2);
    expect(text).not.toContain("\uFFFD");
    expect(Buffer.from(text, "utf8").toString("utf8")).toBe(text);
  });

  it("writes an empty calendar when there are no events", () => {
    const empty = parse(
      buildCalendar({
        events: [],
        siteName: "Ontario Handball Association",
        baseUrl: BASE_URL,
        timeZone: ZONE,
        locale: "en",
      }),
    );
    expect(empty.name).toBe("vcalendar");
    expect(empty.getAllSubcomponents("vevent")).toHaveLength(0);
  });
});

describe("buildCalendar in French", () => {
  const french = calendarEvent({
    id: 21,
    title: "Coupe d'été",
    title_fr: "Coupe d'été",
    location: "Varsity Arena",
    location_fr: "Aréna Varsity",
    description: "Two days of handball.",
    description_fr: "Deux jours de handball.",
  });
  const untranslated = calendarEvent({ id: 22, title: "Winter Clinic", title_fr: "  ", description_fr: "" });
  const feed = (locale: "en" | "fr") =>
    parse(
      buildCalendar({
        events: [{ ...french, title: "Summer Cup" }, untranslated],
        siteName: "Ontario Handball Association",
        baseUrl: BASE_URL,
        timeZone: ZONE,
        locale,
      }),
    )
      .getAllSubcomponents("vevent")
      .map((vevent) => new ICAL.Event(vevent));

  it("gives the summary, location and description in French, and the French event page", () => {
    const [event] = feed("fr");
    expect(event?.summary).toBe("Coupe d'été");
    expect(event?.location).toBe("Aréna Varsity");
    expect(event?.description).toBe(`Deux jours de handball.\n\n${BASE_URL}/fr/events/21`);
  });

  it("gives the English texts of an event that has no French, or only blanks", () => {
    const [, event] = feed("fr");
    expect(event?.summary).toBe("Winter Clinic");
    expect(event?.location).toBe("Varsity Arena");
    expect(event?.description).toBe(`Two days of handball.\n\n${BASE_URL}/fr/events/22`);
  });

  it("keeps the English feed in English, whatever French the events have", () => {
    const [event] = feed("en");
    expect(event?.summary).toBe("Summer Cup");
    expect(event?.location).toBe("Varsity Arena");
    expect(event?.description).toBe(`Two days of handball.\n\n${BASE_URL}/events/21`);
  });
});
