import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import { itMaps } from "~/lib/test-table";
import { membershipsAdminMessages } from "~/texts/pages/memberships-admin";
import {
  clubFormSchema,
  documentFormSchema,
  nextVersion,
  seasonFormSchema,
  seasonsOverlap,
  typeFormSchema,
} from "./rules";

const t = membershipsAdminMessages.en.validation;

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

describe("nextVersion", () => {
  itMaps("%j", nextVersion, [
    [[], 1],
    [[1], 2],
    [[3, 1, 2], 4],
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
      data: {
        name: "2026-2027",
        startsOn: "2026-09-01",
        endsOn: "2027-08-31",
        concussionRequired: true,
        concussionUrl: null,
      },
    });
    expect(parseWith(seasonFormSchema(t), form)).toMatchObject({
      ok: true,
      data: { concussionRequired: false },
    });
  });

  const material = "https://www.ontario.ca/page/rowans-law-concussion-awareness-resources";
  it.each([
    [material, { ok: true, data: { concussionUrl: material } }],
    [`  ${material}  `, { ok: true, data: { concussionUrl: material } }],
    ["", { ok: true, data: { concussionUrl: null } }],
    ["http://example.org/material", { ok: false, errors: { concussionUrl: t.concussionUrl } }],
    ["javascript:alert(1)", { ok: false, errors: { concussionUrl: t.concussionUrl } }],
    ["www.ontario.ca/page", { ok: false, errors: { concussionUrl: t.concussionUrl } }],
    ["https://localhost/material", { ok: false, errors: { concussionUrl: t.concussionUrl } }],
    [`https://example.org/${"a".repeat(500)}`, { ok: false, errors: { concussionUrl: t.concussionUrl } }],
  ])("takes the concussion material's link %j only as an https address", (concussionUrl, expected) => {
    const form = { name: "2026-2027", startsOn: "2026-09-01", endsOn: "2027-08-31", concussionUrl };
    expect(parseWith(seasonFormSchema(t), form)).toMatchObject(expected);
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
