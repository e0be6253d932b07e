import { describe, expect, it } from "vitest";
import {
  assignFormSchema,
  bookingsOverlap,
  firstOverlap,
  freeSlot,
  type OfficialBooking,
  officialNamedPublicly,
  officiatingEligibility,
} from "./rules";

const booking = (
  match: number,
  day: string | null,
  time: string | null,
  status = "scheduled",
): OfficialBooking => ({
  match,
  day,
  time,
  status: status as OfficialBooking["status"],
});

describe("two bookings of one official overlap", () => {
  // A match lasts 2 x 30 minutes with a break of normally 15 minutes (IHF Rules of the Game, rule 2:1); with
  // the changeover the fixtures count 90 minutes (decision 056), and so does this check.
  it.each([
    ["the same start", booking(1, "2026-10-03", "19:00"), booking(2, "2026-10-03", "19:00"), true],
    ["89 minutes apart", booking(1, "2026-10-03", "19:00"), booking(2, "2026-10-03", "20:29"), true],
    ["90 minutes apart", booking(1, "2026-10-03", "19:00"), booking(2, "2026-10-03", "20:30"), false],
    ["the later one first", booking(1, "2026-10-03", "20:00"), booking(2, "2026-10-03", "19:00"), true],
    ["across midnight", booking(1, "2026-10-03", "23:30"), booking(2, "2026-10-04", "00:30"), true],
    ["on different days", booking(1, "2026-10-03", "19:00"), booking(2, "2026-10-04", "19:00"), false],
    [
      "a time not set on the same day",
      booking(1, "2026-10-03", null),
      booking(2, "2026-10-03", "09:00"),
      true,
    ],
    ["a time not set on another day", booking(1, "2026-10-03", null), booking(2, "2026-10-04", null), false],
    ["a match without a day", booking(1, null, null), booking(2, "2026-10-03", "19:00"), false],
    [
      "a cancelled match",
      booking(1, "2026-10-03", "19:00", "cancelled"),
      booking(2, "2026-10-03", "19:00"),
      false,
    ],
    [
      "a postponed match that kept its day",
      booking(1, "2026-10-03", "19:00", "postponed"),
      booking(2, "2026-10-03", "19:30"),
      true,
    ],
    ["the match itself", booking(1, "2026-10-03", "19:00"), booking(1, "2026-10-03", "19:00"), false],
  ])("%s", (_, a, b, overlaps) => {
    expect(bookingsOverlap(a, b)).toBe(overlaps);
    expect(bookingsOverlap(b, a)).toBe(overlaps);
  });

  it("names the earliest booking that overlaps, or none", () => {
    const others = [
      booking(5, "2026-10-03", "20:00"),
      booking(4, "2026-10-03", "18:00"),
      booking(3, "2026-10-04", "19:00"),
    ];
    expect(firstOverlap(booking(1, "2026-10-03", "19:00"), others)?.match).toBe(4);
    expect(firstOverlap(booking(1, "2026-10-05", "19:00"), others)).toBeUndefined();
  });
});

describe("who may officiate", () => {
  it.each([
    ["no membership this season", null, { eligible: false, reason: "no-membership" }],
    [
      "awaiting payment",
      { standing: "awaiting-payment", canOfficiate: true },
      { eligible: false, reason: "awaiting-payment" },
    ],
    ["cancelled", { standing: "cancelled", canOfficiate: true }, { eligible: false, reason: "cancelled" }],
    ["expired", { standing: "expired", canOfficiate: true }, { eligible: false, reason: "expired" }],
    [
      "a type that does not allow it",
      { standing: "active", canOfficiate: false },
      { eligible: false, reason: "cannot-officiate" },
    ],
    ["an active official", { standing: "active", canOfficiate: true }, { eligible: true }],
  ] as const)("%s", (_, facts, expected) => {
    expect(officiatingEligibility(facts)).toEqual(expected);
  });
});

describe("the slots of a role", () => {
  it.each([
    ["referee", [], 1],
    ["referee", [1], 2],
    ["referee", [2], 1],
    ["referee", [1, 2], null],
    ["timekeeper", [], 1],
    ["timekeeper", [1], null],
    ["scorekeeper", [1], null],
  ] as const)("%s with %j taken: %s", (role, taken, slot) => {
    expect(freeSlot(role, taken)).toBe(slot);
  });
});

describe("names on public pages", () => {
  it.each([
    ["18 today", "2008-10-03", true],
    ["18 tomorrow", "2008-10-04", false],
    ["an adult", "1980-01-01", true],
  ])("%s", (_, born, named) => {
    expect(officialNamedPublicly(born, "2026-10-03")).toBe(named);
  });
});

describe("the assign form", () => {
  const schema = assignFormSchema({ memberNumber: "number", role: "role" });
  it("takes a member number in any case and a role", () => {
    expect(schema.parse({ memberNumber: " oha-000012 ", role: "timekeeper" })).toEqual({
      memberNumber: "OHA-000012",
      role: "timekeeper",
    });
  });
  it.each([
    [{ memberNumber: "12", role: "referee" }, "number"],
    [{ memberNumber: "OHA-000012", role: "coach" }, "role"],
  ])("refuses %j", (values, message) => {
    const parsed = schema.safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});
