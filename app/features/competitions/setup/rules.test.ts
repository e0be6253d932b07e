import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { competitionsSetupMessages } from "~/texts/pages/competitions-setup";
import { standingsMessages } from "~/texts/pages/standings";
import {
  competitionFormSchema,
  defaultAgeCutoff,
  isMapLink,
  paidState,
  parseDayList,
  poolNames,
  teamFormSchema,
} from "./rules";

const t = competitionsSetupMessages.en.validation;

const form = (overrides: Record<string, string> = {}) => ({
  season: "3",
  name: "Senior Women's League",
  nameFr: "Ligue senior féminine",
  category: "Senior Women",
  categoryFr: "Senior féminin",
  format: "league",
  ageRule: "none",
  ageLimit: "",
  ageCutoff: "",
  pointsWin: "2",
  pointsDraw: "1",
  pointsLoss: "0",
  forfeitFor: "10",
  forfeitAgainst: "0",
  entryFee: "",
  rosterLockOn: "",
  firstRoundOn: "2026-10-03",
  roundIntervalDays: "7",
  confirmHours: "48",
  blackoutDates: "",
  defaultTime: "19:00",
  tiebreak1: "h2h-points",
  tiebreak2: "goal-difference",
  tiebreak3: "",
  running1: "goal-difference",
  ...overrides,
});

const parse = (values: Record<string, string>) => {
  const parsed = competitionFormSchema(t, [3], standingsMessages.en.criteriaErrors).safeParse(values);
  return parsed.success
    ? parsed.data
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("competitionFormSchema", () => {
  it("reads a league with the issue's defaults and the tie-break selects in order", () => {
    expect(parse(form())).toMatchObject({
      season: 3,
      ageRule: "none",
      ageLimit: null,
      ageCutoff: null,
      pointsWin: 2,
      forfeitFor: 10,
      entryFee: 0,
      tiebreaks: ["h2h-points", "goal-difference"],
      tiebreaksRunning: ["goal-difference"],
      blackoutDates: [],
      confirmHours: 48,
      published: false,
    });
  });
  it("needs an age with an age rule, and keeps a cut-off day only with one", () => {
    expect(parse(form({ ageRule: "max", ageLimit: "" }))).toEqual({ ageLimit: t.ageLimit });
    expect(parse(form({ ageRule: "max", ageLimit: "15", ageCutoff: "2027-01-01" }))).toMatchObject({
      ageLimit: 15,
      ageCutoff: "2027-01-01",
    });
    expect(parse(form({ ageRule: "none", ageLimit: "15", ageCutoff: "2027-01-01" }))).toMatchObject({
      ageLimit: null,
      ageCutoff: null,
    });
  });
  itMaps("refuses %j", (overrides: Record<string, string>) => Object.keys(parse(form(overrides))), [
    [{ season: "4" }, ["season"]],
    [{ format: "cup" }, ["format"]],
    [{ pointsWin: "11" }, ["pointsWin"]],
    [{ entryFee: "ten dollars" }, ["entryFee"]],
    [{ ageCutoff: "2027-02-30", ageRule: "max", ageLimit: "15" }, ["ageCutoff"]],
    [{ blackoutDates: "2026-12-26, Boxing Day" }, ["blackoutDates"]],
    [{ defaultTime: "7pm" }, ["defaultTime"]],
    [{ confirmHours: "12" }, ["confirmHours"]],
    [{ confirmHours: "" }, ["confirmHours"]],
    [{ tiebreak1: "", tiebreak2: "" }, ["tiebreaks"]],
    [{ tiebreak3: "h2h-points" }, ["tiebreaks"]],
    [{ running1: "coin-toss" }, ["tiebreaksRunning"]],
  ]);
  it("reads an entry fee in dollars and the blackout days sorted, each once", () => {
    expect(
      parse(form({ entryFee: "150", blackoutDates: "2027-01-02\n2026-12-26, 2027-01-02" })),
    ).toMatchObject({
      entryFee: 15000,
      blackoutDates: ["2026-12-26", "2027-01-02"],
    });
  });
});

describe("rules of the structure", () => {
  it("counts ages on January 1 of the season's second year by default", () => {
    expect(defaultAgeCutoff({ ends_on: "2027-08-31" })).toBe("2027-01-01");
  });
  it("names pools A, B, …", () => {
    expect(poolNames(3)).toEqual(["A", "B", "C"]);
  });
  itMaps("map link %s", isMapLink, [
    ["https://maps.example.com/?q=Arena", true],
    ["http://osm.org/go/xyz", true],
    ["javascript:alert(1)", false],
    ["data:text/html,hi", false],
    ["ftp://maps.example.com", false],
  ]);
  itMaps("day list %j", parseDayList, [
    ["", { ok: true, days: [] }],
    ["2026-12-26;2026-12-25", { ok: true, days: ["2026-12-25", "2026-12-26"] }],
    ["2026-13-01", { ok: false, wrong: "2026-13-01" }],
  ]);
  itMaps(
    "fee %j",
    ([entry, status]: [{ order_id: number | null; paid_at: string | null }, string | undefined]) =>
      paidState(entry, status),
    [
      [[{ order_id: null, paid_at: null }, undefined], "no-fee"],
      [[{ order_id: 4, paid_at: null }, "awaiting-payment"], "unpaid"],
      [[{ order_id: 4, paid_at: "2026-10-01T12:00:00.000Z" }, "paid"], "paid"],
      [[{ order_id: 4, paid_at: null }, "expired"], "lapsed"],
      [[{ order_id: 4, paid_at: null }, "cancelled"], "lapsed"],
    ],
  );
});

describe("teamFormSchema", () => {
  const schema = teamFormSchema(t, [1, 2], [7]);
  const read = (values: Record<string, string>) => {
    const parsed = schema.safeParse(values);
    return parsed.success
      ? parsed.data
      : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };
  it("reads a club's team and a guest team", () => {
    expect(read({ name: "Ottawa Rapids", kind: "club", club: "2", homeVenue: "7" })).toEqual({
      name: "Ottawa Rapids",
      clubId: 2,
      guestFrom: null,
      homeVenueId: 7,
    });
    expect(read({ name: "Halifax", kind: "guest", club: "2", guestFrom: "Nova Scotia" })).toEqual({
      name: "Halifax",
      clubId: null,
      guestFrom: "Nova Scotia",
      homeVenueId: null,
    });
  });
  it("refuses a club that is not one, a guest from nowhere, a venue not in the list", () => {
    expect(read({ name: "Rapids", kind: "club", club: "9" })).toEqual({ club: t.club });
    expect(read({ name: "Halifax", kind: "guest", guestFrom: "" })).toEqual({
      guestFrom: "Where the team comes from must be at least 2 characters",
    });
    expect(read({ name: "Rapids", kind: "club", club: "1", homeVenue: "8" })).toEqual({ homeVenue: t.venue });
  });
});
