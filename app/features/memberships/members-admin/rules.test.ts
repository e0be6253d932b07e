import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { ageGroup } from "../rules";
import {
  chosenSeason,
  containsPattern,
  parseMemberFilters,
  reportCounts,
  statusesFor,
  youthBornAfter,
} from "./rules";

const seasons = [
  { id: 3, name: "2026-2027", starts_on: "2026-09-01", ends_on: "2027-08-31" },
  { id: 2, name: "2025-2026", starts_on: "2025-09-01", ends_on: "2026-08-31" },
  { id: 1, name: "2024-2025", starts_on: "2024-09-01", ends_on: "2025-08-31" },
];

describe("chosenSeason", () => {
  itMaps(
    "?season=%j on %j",
    ([asked, today]: [string | null, string]) => chosenSeason(seasons, asked, today)?.id,
    [
      [["1", "2026-03-01"], 1],
      [[null, "2026-03-01"], 2],
      [[null, "2025-08-31"], 1],
      // Between or after every season: the newest.
      [[null, "2030-01-01"], 3],
      [["99", "2026-03-01"], 2],
      [["abc", "2026-03-01"], 2],
      [["-1", "2026-03-01"], 2],
      [["1e3", "2026-03-01"], 2],
      [["99999999999999999999", "2026-03-01"], 2],
    ],
  );

  it("is null when there is no season", () => {
    expect(chosenSeason([], "1", "2026-03-01")).toBeNull();
  });
});

describe("parseMemberFilters", () => {
  const choices = { typeIds: [1, 2], clubIds: [7] };
  const parse = (query: string) => parseMemberFilters(new URLSearchParams(query), choices);

  it("reads every filter it knows", () => {
    expect(parse("type=2&standing=awaiting-payment&club=7&age=youth&q=%20Ada%20TREMBLAY%20")).toEqual({
      typeId: 2,
      standing: "awaiting-payment",
      club: 7,
      age: "youth",
      search: "ada tremblay",
    });
    expect(parse("club=none").club).toBe("none");
  });

  it("reads an unknown, malformed or missing value as any", () => {
    expect(parse("type=3&standing=paid&club=8&age=senior&q=")).toEqual({
      typeId: null,
      standing: null,
      club: null,
      age: null,
      search: "",
    });
    expect(parse("type=1.5&club=-7&standing=ACTIVE")).toMatchObject({
      typeId: null,
      club: null,
      standing: null,
    });
    expect(parse("")).toEqual({ typeId: null, standing: null, club: null, age: null, search: "" });
  });

  it("turns control characters into spaces and cuts a long search to 100 characters", () => {
    expect(parse("q=a%00b%0Ac").search).toBe("a b c");
    expect(parse(`q=${"x".repeat(10_000)}`).search).toHaveLength(100);
  });
});

describe("statusesFor", () => {
  const running = { ends_on: "2026-08-31" };
  itMaps(
    "%j",
    ([standing, today]: [Parameters<typeof statusesFor>[0], string]) => statusesFor(standing, running, today),
    [
      [[null, "2026-03-01"], null],
      [["active", "2026-03-01"], ["active"]],
      [["active", "2026-08-31"], ["active"]],
      // Once the season has ended, its active memberships read "expired".
      [["active", "2026-09-01"], []],
      [
        ["expired", "2026-09-01"],
        ["active", "expired"],
      ],
      [["expired", "2026-03-01"], ["expired"]],
      [["awaiting-payment", "2026-09-01"], ["awaiting-payment"]],
      [["cancelled", "2026-03-01"], ["cancelled"]],
    ],
  );
});

describe("youthBornAfter agrees with ageGroup on the birthdays around the season's start", () => {
  const cases = [
    ["2025-09-01", "2007-08-31"],
    ["2025-09-01", "2007-09-01"],
    ["2025-09-01", "2007-09-02"],
    ["2028-02-29", "2010-02-28"],
    ["2028-02-29", "2010-02-29"],
    ["2028-02-29", "2010-03-01"],
    ["2027-03-01", "2008-02-29"],
    ["2027-03-01", "2009-03-01"],
    ["2027-03-01", "2009-03-02"],
  ] as const;
  it.each(cases)("season from %s, born %s", (starts_on, born) => {
    expect(born > youthBornAfter({ starts_on }) ? "youth" : "adult").toBe(ageGroup(born, { starts_on }));
  });
});

describe("containsPattern", () => {
  itMaps("%j", containsPattern, [
    ["ada", "%ada%"],
    ["100%", "%100\\%%"],
    ["a_b", "%a\\_b%"],
    ["a\\b", "%a\\\\b%"],
  ]);
});

describe("reportCounts", () => {
  it("counts per type, club and unattached, youth and adult, voters and the total", () => {
    const types = [
      { id: 1, can_vote: 1 },
      { id: 2, can_vote: 0 },
      { id: 3, can_vote: 1 },
    ];
    const counts = reportCounts(
      [
        { type_id: 1, club_id: 7, youth: 0, n: 3 },
        { type_id: 1, club_id: null, youth: 0, n: 1 },
        { type_id: 2, club_id: 7, youth: 1, n: 4 },
        { type_id: 2, club_id: null, youth: 1, n: 2 },
      ],
      types,
      [{ id: 7 }, { id: 8 }],
    );
    expect(Object.fromEntries(counts.perType)).toEqual({ 1: 4, 2: 6, 3: 0 });
    expect([...counts.perClub]).toEqual([
      [7, 7],
      [8, 0],
      [null, 3],
    ]);
    expect(counts).toMatchObject({ youth: 6, adult: 4, voters: 4, total: 10 });
  });
});
