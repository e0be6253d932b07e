import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import {
  ageGroup,
  ageOn,
  allowancesOf,
  fitsType,
  isDay,
  memberNumber,
  membershipStanding,
  seasonContaining,
  seasonOf,
} from "./rules";

const season = { name: "2026-2027", starts_on: "2026-09-01", ends_on: "2027-08-31" };

describe("ageOn", () => {
  itMaps("born %j: %j", ([born, day]: [string, string]) => ageOn(born, day), [
    [["2008-09-01", "2026-08-31"], 17],
    [["2008-09-01", "2026-09-01"], 18],
    [["2008-09-01", "2026-09-02"], 18],
    [["2008-12-31", "2026-01-01"], 17],
    [["2010-05-15", "2010-05-15"], 0],
    // A leap-day birth is a year older on March 1 in a year without February 29, on February 29 in one with it.
    [["2008-02-29", "2026-02-28"], 17],
    [["2008-02-29", "2026-03-01"], 18],
    [["2008-02-29", "2028-02-28"], 19],
    [["2008-02-29", "2028-02-29"], 20],
  ]);
});

describe("ageGroup on the season's first day (2026-09-01)", () => {
  itMaps("born %s: %s", (born: string) => ageGroup(born, season), [
    // 18th birthday the day before the season starts: an adult all season.
    ["2008-08-31", "adult"],
    // 18th birthday on the first day: an adult.
    ["2008-09-01", "adult"],
    // 18th birthday the day after: youth for the whole season, even once 18.
    ["2008-09-02", "youth"],
    ["2015-03-10", "youth"],
    ["1980-01-01", "adult"],
  ]);
});

describe("fitsType", () => {
  itMaps(
    "%j",
    ([rule, born]: ["youth" | "adult" | "any", string]) => fitsType({ age_rule: rule }, born, season),
    [
      [["youth", "2008-09-02"], true],
      [["youth", "2008-09-01"], false],
      [["youth", "2008-08-31"], false],
      [["adult", "2008-08-31"], true],
      [["adult", "2008-09-01"], true],
      [["adult", "2008-09-02"], false],
      [["any", "2008-09-02"], true],
      [["any", "1960-01-01"], true],
    ],
  );
});

describe("seasonOf", () => {
  const seasons = [
    { id: 1, starts_on: "2025-09-01", ends_on: "2026-08-31" },
    { id: 2, starts_on: "2026-09-01", ends_on: "2027-08-31" },
  ];
  itMaps("%s: season %j", (day: string) => seasonOf(day, seasons)?.id ?? null, [
    ["2025-09-01", 1],
    ["2026-08-31", 1],
    ["2026-09-01", 2],
    ["2027-08-31", 2],
    ["2025-08-31", null],
    ["2027-09-01", null],
  ]);
});

describe("seasonContaining (September 1 to August 31)", () => {
  itMaps("%s", seasonContaining, [
    ["2026-11-23", { name: "2026-2027", starts_on: "2026-09-01", ends_on: "2027-08-31" }],
    ["2026-09-01", { name: "2026-2027", starts_on: "2026-09-01", ends_on: "2027-08-31" }],
    ["2026-08-31", { name: "2025-2026", starts_on: "2025-09-01", ends_on: "2026-08-31" }],
    ["2027-01-01", { name: "2026-2027", starts_on: "2026-09-01", ends_on: "2027-08-31" }],
  ]);
});

describe("memberNumber", () => {
  itMaps("%j", ([id, prefix]: [number, string]) => memberNumber(id, prefix), [
    [[123, "OHA"], "OHA-000123"],
    [[1, "oha"], "OHA-000001"],
    [[1234567, "OHA"], "OHA-1234567"],
    [[7, "H.Q. 2"], "HQ2-000007"],
    [[7, "é"], "M-000007"],
  ]);
});

describe("isDay", () => {
  itMaps("%s", isDay, [
    ["2026-09-01", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-9-1", false],
    ["September 1, 2026", false],
    ["", false],
  ]);
});

describe("membershipStanding", () => {
  const season = { ends_on: "2026-08-31" };
  it.each([
    ["active", "2026-08-31", "active"],
    ["active", "2026-09-01", "expired"],
    ["awaiting-payment", "2026-09-01", "awaiting-payment"],
    ["cancelled", "2026-03-01", "cancelled"],
  ] as const)("a %s membership on %s reads %s", (status, today, standing) => {
    expect(membershipStanding({ status }, season, today)).toBe(standing);
  });
});

describe("allowancesOf", () => {
  const none = { can_play: 0, can_coach: 0, can_officiate: 0, can_vote: 0 };
  itMaps("%j", allowancesOf, [
    [none, { play: false, coach: false, officiate: false, vote: false }],
    [
      { ...none, can_play: 1, can_vote: 1 },
      { play: true, coach: false, officiate: false, vote: true },
    ],
    [
      { ...none, can_coach: 1, can_officiate: 1 },
      { play: false, coach: true, officiate: true, vote: false },
    ],
  ]);
});
