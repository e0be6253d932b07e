import { describe, expect, it } from "vitest";
import { itMaps, itRefuses } from "~/lib/test-table";
import { capacityShown, isFull, spotsLeft } from "./capacity";
import { mapSearchUrl } from "./place";
import {
  type EventTiming,
  googleCalendarUrl,
  isPast,
  parseEventId,
  parseLinkToken,
  registrationPhase,
} from "./rules";

const ZONE = "America/Toronto";

describe("googleCalendarUrl", () => {
  const event = {
    title: "Summer Cup & Finals",
    starts_at: "2025-07-15T13:00:00.000Z",
    ends_at: "2025-07-15T22:00:00.000Z",
    location: "Varsity Arena, 299 Bloor St W #2",
    description: "Bring shoes; 100% fun?",
  };
  const link = new URL(googleCalendarUrl(event, "https://handball.example.org/events/7", ZONE));

  it("links to Google Calendar's template", () => {
    expect(`${link.origin}${link.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(link.searchParams.get("action")).toBe("TEMPLATE");
  });

  it("gives the dates as UTC instants", () => {
    expect(link.searchParams.get("dates")).toBe("20250715T130000Z/20250715T220000Z");
  });

  it("encodes the title, location and details, and names the zone", () => {
    expect(link.searchParams.get("text")).toBe("Summer Cup & Finals");
    expect(link.searchParams.get("location")).toBe("Varsity Arena, 299 Bloor St W #2");
    expect(link.searchParams.get("details")).toBe(
      "Bring shoes; 100% fun?\n\nhttps://handball.example.org/events/7",
    );
    expect(link.searchParams.get("ctz")).toBe(ZONE);
    expect(link.search).not.toMatch(/[ &]Finals|#2/);
  });
});

describe("capacity", () => {
  it.each([
    [{ capacity: null, registered: 0 }, null, false],
    [{ capacity: null, registered: 500 }, null, false],
    [{ capacity: 10, registered: 0 }, 10, false],
    [{ capacity: 10, registered: 9 }, 1, false],
    [{ capacity: 10, registered: 10 }, 0, true],
    [{ capacity: 10, registered: 12 }, 0, true],
  ])("%j: spots left %j, full %j", (state, left, full) => {
    expect(spotsLeft(state)).toBe(left);
    expect(isFull(state)).toBe(full);
  });
});

describe("isPast", () => {
  const now = new Date("2025-07-15T18:00:00.000Z");
  itMaps("an event ending %s is past: %j", (ends_at) => isPast({ ends_at }, now), [
    ["2025-07-15T17:59:59.999Z", true],
    ["2025-07-14T22:00:00.000Z", true],
    ["2025-07-15T18:00:00.000Z", false],
    ["2025-07-15T22:00:00.000Z", false],
  ]);
});

describe("parseEventId", () => {
  itMaps("reads %j as %i", parseEventId, [
    ["1", 1],
    ["42", 42],
    ["999999999", 999999999],
  ]);

  it.each([undefined, "", "0", "000", "-1", "1.5", "1e3", "abc", "1abc", " 1", "9999999999"])(
    "refuses %j",
    (param) => {
      expect(parseEventId(param)).toBeNull();
    },
  );
});

const START = "2026-07-15T13:00:00.000Z";
const event = (overrides: Partial<EventTiming> = {}): EventTiming => ({
  starts_at: START,
  registration_opens_at: null,
  registration_closes_at: null,
  cancellation_deadline: null,
  offer_hours: 24,
  reminder_hours: 48,
  ...overrides,
});
const at = (iso: string) => new Date(iso);

describe("registrationPhase", () => {
  const windowed = event({
    registration_opens_at: "2026-06-01T12:00:00.000Z",
    registration_closes_at: "2026-07-10T12:00:00.000Z",
  });
  itMaps("a set window at %s", (now: string) => registrationPhase(windowed, at(now)), [
    ["2026-06-01T11:59:59.999Z", "not-open"],
    ["2026-06-01T12:00:00.000Z", "open"],
    ["2026-07-10T11:59:59.999Z", "open"],
    ["2026-07-10T12:00:00.000Z", "closed"],
    ["2026-07-16T00:00:00.000Z", "closed"],
  ]);
  itMaps(
    "the default window (open now, closes at the start) at %s",
    (now: string) => registrationPhase(event(), at(now)),
    [
      ["2020-01-01T00:00:00.000Z", "open"],
      ["2026-07-15T12:59:59.999Z", "open"],
      [START, "closed"],
    ],
  );
});

describe("spotsLeft", () => {
  itMaps("%j", spotsLeft, [
    [{ capacity: 10, registered: 3 }, 7],
    [{ capacity: 10, registered: 3, held: 2 }, 5],
    [{ capacity: 10, registered: 8, held: 2 }, 0],
    // A capacity lowered below what is taken: full, never negative.
    [{ capacity: 1, registered: 1, held: 3 }, 0],
    [{ capacity: null, registered: 500, held: 0 }, null],
  ]);
});

describe("what the event page says of its spots and place", () => {
  it.each([
    [200, 200, { kind: "untouched", capacity: 200 }],
    [200, 12, { kind: "left", left: 12, capacity: 200 }],
    [1, 0, { kind: "full" }],
    [null, null, null],
  ] as const)("capacity %j with %j left: %j", (capacity, left, shown) => {
    expect(capacityShown(capacity, left)).toEqual(shown);
  });
  it("searches OpenStreetMap for the address, encoded", () => {
    expect(mapSearchUrl(" 1 Main St, Toronto & ON ")).toBe(
      "https://www.openstreetmap.org/search?query=1+Main+St%2C+Toronto+%26+ON",
    );
  });
});

describe("parseLinkToken", () => {
  it("takes a token as the links carry it", () => {
    expect(parseLinkToken("Tq3H7vR_0-xY2pLm9sKd1aBcEfGhIjKl")).toBe("Tq3H7vR_0-xY2pLm9sKd1aBcEfGhIjKl");
  });
  itRefuses("refuses %j", parseLinkToken, [
    undefined,
    "",
    "short",
    "a".repeat(65),
    "../../etc/passwd-aaaaaaaa",
    "token with spaces-aaaa",
  ]);
});
