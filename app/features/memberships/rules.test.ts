import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import { membershipsAdminMessages } from "~/lib/i18n/pages/memberships-admin";
import { itMaps } from "~/lib/test-table";
import {
  ageGroup,
  ageOn,
  clubFormSchema,
  documentFormSchema,
  fitsType,
  isDay,
  memberNumber,
  membershipStanding,
  nextVersion,
  seasonContaining,
  seasonFormSchema,
  seasonOf,
  seasonsOverlap,
  typeFormSchema,
} from "./rules";

const season = { name: "2026-2027", starts_on: "2026-09-01", ends_on: "2027-08-31" };
const t = membershipsAdminMessages.en.validation;

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

describe("seasonsOverlap", () => {
  const a = { starts_on: "2026-09-01", ends_on: "2027-08-31" };
  itMaps("%j", (b: { starts_on: string; ends_on: string }) => seasonsOverlap(a, b), [
    [{ starts_on: "2027-09-01", ends_on: "2028-08-31" }, false],
    [{ starts_on: "2025-09-01", ends_on: "2026-08-31" }, false],
    // Sharing one day is an overlap.
    [{ starts_on: "2027-08-31", ends_on: "2028-08-31" }, true],
    [{ starts_on: "2025-09-01", ends_on: "2026-09-01" }, true],
    [{ starts_on: "2027-01-01", ends_on: "2027-02-01" }, true],
    [{ starts_on: "2020-01-01", ends_on: "2030-01-01" }, true],
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

describe("nextVersion", () => {
  itMaps("%j", nextVersion, [
    [[], 1],
    [[1], 2],
    [[3, 1, 2], 4],
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

describe("the season form", () => {
  it("gives every error in one round, the order of the days included", () => {
    const result = parseWith(seasonFormSchema(t), { name: "", startsOn: "2027-09-01", endsOn: "2026-09-01" });
    expect(result).toEqual({
      ok: false,
      errors: { name: "Name must be at least 2 characters", endsOn: t.endsAfterStarts },
    });
  });

  it("refuses a season of one day and days that do not exist", () => {
    expect(
      parseWith(seasonFormSchema(t), { name: "X1", startsOn: "2026-09-01", endsOn: "2026-09-01" }),
    ).toEqual({
      ok: false,
      errors: { endsOn: t.endsAfterStarts },
    });
    expect(parseWith(seasonFormSchema(t), { name: "2026", startsOn: "2026-02-30", endsOn: "" })).toEqual({
      ok: false,
      errors: { startsOn: t.dayFormat, endsOn: t.dayRequired },
    });
  });

  it("reads a ticked box as required, a missing one as not", () => {
    const form = { name: " 2026-2027 ", startsOn: "2026-09-01", endsOn: "2027-08-31" };
    expect(parseWith(seasonFormSchema(t), { ...form, concussionRequired: "1" })).toEqual({
      ok: true,
      data: { name: "2026-2027", startsOn: "2026-09-01", endsOn: "2027-08-31", concussionRequired: true },
    });
    expect(parseWith(seasonFormSchema(t), form)).toMatchObject({
      ok: true,
      data: { concussionRequired: false },
    });
  });

  it("refuses control characters in the name", () => {
    expect(
      parseWith(seasonFormSchema(t), { name: "2026\u0000", startsOn: "2026-09-01", endsOn: "2027-08-31" }),
    ).toEqual({ ok: false, errors: { name: t.controlCharacters } });
  });
});

describe("the membership type form", () => {
  it("reads the fee in dollars, as cents", () => {
    const form = {
      name: "Adult player",
      nameFr: "Joueur adulte",
      ageRule: "adult",
      canPlay: "1",
      canVote: "1",
    };
    expect(parseWith(typeFormSchema(t), { ...form, fee: "$60" })).toEqual({
      ok: true,
      data: {
        name: "Adult player",
        nameFr: "Joueur adulte",
        fee: 6000,
        ageRule: "adult",
        canPlay: true,
        canCoach: false,
        canOfficiate: false,
        canVote: true,
        hidden: false,
      },
    });
    expect(parseWith(typeFormSchema(t), { ...form, fee: "35,50" })).toMatchObject({
      ok: true,
      data: { fee: 3550 },
    });
    expect(parseWith(typeFormSchema(t), { ...form, fee: "0" })).toMatchObject({ ok: true, data: { fee: 0 } });
  });

  it("gives every error in one round", () => {
    expect(parseWith(typeFormSchema(t), { name: "A", fee: "-5", ageRule: "senior" })).toEqual({
      ok: false,
      errors: {
        name: "Name must be at least 2 characters",
        nameFr: t.typeNameFrMin.replace("{min}", "2"),
        fee: t.fee,
        ageRule: t.ageRule,
      },
    });
  });
});

describe("the club and document forms", () => {
  it("refuses a one-letter club name", () => {
    expect(parseWith(clubFormSchema(t), { name: "X" })).toEqual({
      ok: false,
      errors: { name: "Name must be at least 2 characters" },
    });
  });

  it("needs both texts and the version edited", () => {
    expect(parseWith(documentFormSchema(t), { body: "short", bodyFr: "", baseVersion: "x" })).toEqual({
      ok: false,
      errors: {
        body: "The English text must be at least 20 characters",
        bodyFr: "The French text must be at least 20 characters",
        baseVersion: t.stale,
      },
    });
  });
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
