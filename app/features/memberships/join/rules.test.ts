import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import { PROVINCE_CODES } from "~/lib/provinces";
import { membershipsMessages } from "~/texts/pages/memberships";
import {
  acceptanceLabel,
  canadianPostalCode,
  type JoinChoices,
  joinableSeasons,
  joinFormSchema,
  joinTotalCents,
} from "./rules";

const m = membershipsMessages.en;
const t = m.validation;

const choices: JoinChoices = {
  today: "2026-03-01",
  locale: "en",
  seasons: [
    { id: 1, starts_on: "2025-09-01", concussion_required: 1 },
    { id: 2, starts_on: "2026-09-01", concussion_required: 0 },
  ],
  types: [
    { id: 10, name: "Adult player", name_fr: "Joueur adulte", age_rule: "adult" },
    { id: 11, name: "Youth player", name_fr: "Joueur jeunesse", age_rule: "youth" },
    { id: 12, name: "Volunteer", name_fr: "Bénévole", age_rule: "any" },
  ],
  clubs: [{ id: 5 }],
  documents: ["waiver", "code-of-conduct", "concussion"],
};

const valid = {
  season: "1",
  who: "self",
  type: "10",
  firstName: "Ada",
  lastName: "Tremblay",
  dateOfBirth: "1990-04-02",
  address: "1 Main St",
  city: "Toronto",
  province: "ON",
  postalCode: "m5v1a1",
  phone: "416-555-0100",
  emergencyName: "Sam Tremblay",
  emergencyPhone: "416-555-0101",
  club: "",
  acceptWaiver: "1",
  acceptCodeOfConduct: "1",
  acceptConcussion: "1",
};

const parse = (values: Record<string, string>, with_ = choices) =>
  parseWith(joinFormSchema(m, with_), values);

describe("joinFormSchema", () => {
  it("accepts a complete form: the postal code as Canada Post prints it, unattached, no guardian for an adult", () => {
    expect(parse(valid)).toEqual({
      ok: true,
      data: expect.objectContaining({
        season: 1,
        type: 10,
        postalCode: "M5V 1A1",
        club: null,
        guardianName: null,
        guardianEmail: null,
      }),
    });
  });

  it("reports every error of an empty form in one round", () => {
    expect(parse({})).toEqual({
      ok: false,
      errors: {
        season: t.season,
        who: t.who,
        type: t.type,
        firstName: t.firstName,
        lastName: t.lastName,
        dateOfBirth: t.dateOfBirth,
        address: t.address,
        city: t.city,
        province: t.province,
        postalCode: t.postalCode,
        phone: t.phone,
        emergencyName: t.emergencyName,
        emergencyPhone: t.emergencyPhone,
        acceptWaiver: t.accept,
        acceptCodeOfConduct: t.accept,
      },
    });
  });

  it("checks the rules between fields with the other fields' errors: age rule, guardian, concussion", () => {
    const result = parse({
      ...valid,
      type: "10",
      dateOfBirth: "2012-05-31",
      phone: "x",
      acceptConcussion: "",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        phone: t.phone,
        type: "The Adult player type is for members 18 or over on the season's first day",
        guardianName: t.guardianName,
        guardianEmail: t.guardianEmail,
        acceptConcussion: t.accept,
      },
    });
    // A season without the concussion requirement does not ask for it.
    expect(parse({ ...valid, season: "2", acceptConcussion: "" }).ok).toBe(true);
  });

  it("refuses a 'child' who is 18 or over on the season's first day", () => {
    expect(parse({ ...valid, who: "child", type: "12" })).toEqual({
      ok: false,
      errors: { who: t.childAdult },
    });
  });

  it("names the type in the page's language", () => {
    expect(
      parseWith(joinFormSchema(membershipsMessages.fr, { ...choices, locale: "fr" }), {
        ...valid,
        type: "11",
      }),
    ).toMatchObject({
      ok: false,
      errors: { type: expect.stringContaining("Le type Joueur jeunesse est réservé") },
    });
  });

  it.each([
    ["season", "3", t.season],
    ["season", "1; drop", t.season],
    ["type", "99", t.type],
    ["club", "6", t.club],
    ["province", "XX", t.province],
    ["province", "on", t.province],
    ["dateOfBirth", "2026-03-02", t.dateOfBirthFuture],
    ["dateOfBirth", "2010-02-30", t.dateOfBirth],
    ["dateOfBirth", "1899-12-31", t.dateOfBirth],
    ["guardianEmail", "not-an-address", t.guardianEmail],
    ["firstName", "Ada\u0007", t.controlCharacters],
    ["acceptWaiver", "0", t.accept],
  ])("refuses %s %j", (field, value, message) => {
    expect(parse({ ...valid, [field]: value })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("offers all thirteen provinces and territories", () => {
    expect(PROVINCE_CODES).toEqual([
      "AB",
      "BC",
      "MB",
      "NB",
      "NL",
      "NS",
      "NT",
      "NU",
      "ON",
      "PE",
      "QC",
      "SK",
      "YT",
    ]);
    for (const province of PROVINCE_CODES) expect(parse({ ...valid, province }).ok).toBe(true);
  });
});

describe("canadianPostalCode", () => {
  it.each([
    ["K1A 0B1", "K1A 0B1"],
    ["k1a0b1", "K1A 0B1"],
    [" H2X 1Y4 ", "H2X 1Y4"],
    ["X0A 0H0", "X0A 0H0"],
    ["D1A 0B1", null],
    ["K1O 0B1", null],
    ["K1A-0B1", null],
    ["12345", null],
    ["K1A 0B", null],
    ["", null],
  ])("%j -> %j", (text, code) => {
    expect(canadianPostalCode(text)).toBe(code);
  });
});

describe("joinableSeasons", () => {
  const seasons = [
    { id: 3, ends_on: "2027-08-31" },
    { id: 2, ends_on: "2026-08-31" },
    { id: 1, ends_on: "2025-08-31" },
  ];
  it("keeps the season containing today and later ones, not ended ones nor those held", () => {
    expect(joinableSeasons(seasons, "2026-03-01").map((s) => s.id)).toEqual([3, 2]);
    expect(joinableSeasons(seasons, "2026-08-31").map((s) => s.id)).toEqual([3, 2]);
    expect(joinableSeasons(seasons, "2026-09-01").map((s) => s.id)).toEqual([3]);
    expect(joinableSeasons(seasons, "2026-03-01", new Set([2])).map((s) => s.id)).toEqual([3]);
  });
});

describe("joinTotalCents", () => {
  const types = [
    { id: 10, fee_cents: 6000 },
    { id: 12, fee_cents: 0 },
  ];
  it.each([
    ["10", 6000],
    ["12", 0],
    [undefined, null],
    ["", null],
    ["99", null],
    ["10abc", null],
  ] as const)("the type %j costs %j in all", (typeId, total) => {
    expect(joinTotalCents(types, typeId)).toBe(total);
  });
});

describe("acceptanceLabel", () => {
  const en = m.join;
  const fr = membershipsMessages.fr.join;
  it.each([
    ["self", false, "Morgan", "Joiner", "waiver", "I accept the waiver of liability"],
    [
      "child",
      true,
      "Léa",
      " Parent  ",
      "waiver",
      "I, the parent or guardian of Léa Parent, accept the waiver of liability on their behalf",
    ],
    [
      "child",
      true,
      "",
      "",
      "code-of-conduct",
      "I, the parent or guardian of the child, accept the code of conduct on their behalf",
    ],
    // "Myself" ticked for someone under 18: a guardian still signs, in the third person.
    [
      "self",
      true,
      "Kit",
      "Young",
      "concussion",
      "I, the parent or guardian of Kit Young, confirm that Kit Young and I reviewed the concussion awareness material",
    ],
  ] as const)("who %s (minor %s) %s %s, %s: %j", (who, minor, firstName, lastName, kind, label) => {
    expect(acceptanceLabel(en, kind, { who, minor, firstName, lastName })).toBe(label);
  });

  it("speaks French too", () => {
    expect(acceptanceLabel(fr, "waiver", { who: "self", minor: false })).toBe(fr.accept.waiver);
    expect(
      acceptanceLabel(fr, "waiver", { who: "child", minor: true, firstName: "Léa", lastName: "Parent" }),
    ).toBe(
      "Je soussigné(e), parent ou tuteur de Léa Parent, accepte en son nom la renonciation de responsabilité",
    );
  });
});
