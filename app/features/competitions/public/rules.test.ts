import { describe, expect, it } from "vitest";
import type { MatchStatus } from "~/db/schema";
import { itMaps } from "~/lib/test-table";
import {
  awaitsConfirmation,
  byRound,
  countsOnTable,
  feedLinks,
  isAdultCompetition,
  matchesOfEntry,
  parsePublicId,
  parseRound,
  poolIsComplete,
  publicRoster,
  type RosterPerson,
  shownRound,
  venueMapUrl,
} from "./rules";

describe("parsePublicId", () => {
  itMaps("%j is %j", parsePublicId, [
    ["12", 12],
    ["1", 1],
    ["999999999", 999_999_999],
    ["0", null],
    ["012", null],
    ["1234567890", null],
    ["12.ics", null],
    ["-3", null],
    ["abc", null],
    ["", null],
    [undefined, null],
  ]);
});

describe("isAdultCompetition: only an age rule of at least 18 makes a competition for adults", () => {
  itMaps("%j: %s", isAdultCompetition, [
    [{ age_rule: "min", age_limit: 18 }, true],
    [{ age_rule: "min", age_limit: 35 }, true],
    [{ age_rule: "min", age_limit: 16 }, false],
    [{ age_rule: "min", age_limit: null }, false],
    [{ age_rule: "max", age_limit: 16 }, false],
    [{ age_rule: "max", age_limit: 21 }, false],
    // No rule: an open tournament may hold minors, so nobody is named.
    [{ age_rule: "none", age_limit: null }, false],
  ]);
});

describe("publicRoster: names only adults, only in a competition for adults", () => {
  const senior = { age_rule: "min", age_limit: 18 };
  const youth = { age_rule: "max", age_limit: 17 };
  const open = { age_rule: "none", age_limit: null };
  const person = (overrides: Partial<RosterPerson>): RosterPerson => ({
    first_name: "Ada",
    last_name: "Tremblay",
    date_of_birth: "1990-04-02",
    role: "player",
    jersey: 7,
    ...overrides,
  });
  const today = "2026-03-01";
  // Born 2008-03-01: 18 today. Born 2008-03-02: 18 tomorrow, 17 today.
  const eighteenToday = person({
    first_name: "Noor",
    last_name: "Haddad",
    date_of_birth: "2008-03-01",
    jersey: 9,
  });
  const eighteenTomorrow = person({
    first_name: "Léa",
    last_name: "Roy",
    date_of_birth: "2008-03-02",
    jersey: 4,
  });
  const child = person({ first_name: "Sam", last_name: "Lee", date_of_birth: "2014-06-30", jersey: 11 });
  const coach = person({
    first_name: "Marc",
    last_name: "Dubé",
    date_of_birth: "1975-01-20",
    role: "coach",
    jersey: null,
  });
  const names = (
    competition: { age_rule: string; age_limit: number | null },
    people: RosterPerson[],
    day = today,
  ) => publicRoster(competition, people, day).map((line) => line.name);

  it.each([
    [
      "a senior competition names the adults, the day a player turns 18 included",
      senior,
      today,
      ["Noor Haddad"],
    ],
    ["the day after, the player turned 18 is named too", senior, "2026-03-02", ["Léa Roy", "Noor Haddad"]],
    ["a youth competition names nobody, adults included", youth, today, []],
    ["a competition with no age rule names nobody", open, today, []],
  ] as const)("%s", (_, competition, day, expected) => {
    expect(names(competition, [eighteenToday, eighteenTomorrow, child], day)).toEqual(expected);
  });

  it("never names a minor, whatever else the roster holds", () => {
    expect(names(senior, [child, coach, eighteenTomorrow])).toEqual(["Marc Dubé"]);
  });

  it("gives a name, a role and a jersey only: no date of birth, no member number", () => {
    const lines = publicRoster(senior, [coach, eighteenToday, person({ jersey: 2 })], today);
    expect(lines).toEqual([
      { name: "Ada Tremblay", role: "player", jersey: 2 },
      { name: "Noor Haddad", role: "player", jersey: 9 },
      { name: "Marc Dubé", role: "coach", jersey: null },
    ]);
    for (const line of lines) expect(Object.keys(line).sort()).toEqual(["jersey", "name", "role"]);
  });
});

describe("poolIsComplete: final once every match is played, forfeited or cancelled", () => {
  const pool = (...statuses: MatchStatus[]) => statuses.map((status) => ({ status }));
  itMaps("%j: %s", poolIsComplete, [
    [pool(), false],
    [pool("played"), true],
    [pool("played", "forfeit", "cancelled"), true],
    [pool("played", "scheduled"), false],
    [pool("played", "postponed"), false],
    [pool("cancelled"), true],
  ]);
});

describe("countsOnTable", () => {
  const match = (overrides: Partial<Parameters<typeof countsOnTable>[0]>) => ({
    status: "played" as MatchStatus,
    home_entry_id: 1,
    away_entry_id: 2,
    home_goals: 28,
    away_goals: 25,
    ...overrides,
  });
  itMaps("%j: %s", countsOnTable, [
    [match({}), true],
    [match({ status: "forfeit", home_goals: null, away_goals: null }), true],
    [match({ status: "played", home_goals: null }), false],
    [match({ status: "scheduled", home_goals: null, away_goals: null }), false],
    [match({ status: "cancelled" }), false],
    [match({ status: "postponed" }), false],
    [match({ away_entry_id: null }), false],
  ]);
});

describe("venueMapUrl", () => {
  itMaps("%j: %s", venueMapUrl, [
    [
      { address: "299 Bloor St W, Toronto", map_url: "https://maps.example.org/varsity" },
      "https://maps.example.org/varsity",
    ],
    [
      { address: " 299 Bloor St W, Toronto ", map_url: null },
      "https://www.openstreetmap.org/search?query=299+Bloor+St+W%2C+Toronto",
    ],
    [
      { address: "Gym 2", map_url: "javascript:alert(1)" },
      "https://www.openstreetmap.org/search?query=Gym+2",
    ],
  ]);
});

describe("byRound and matchesOfEntry", () => {
  const match = (
    id: number,
    round: number,
    home: number,
    away: number,
    day: string | null,
    time: string | null,
  ) => ({
    id,
    round,
    number: id,
    home_entry_id: home,
    away_entry_id: away,
    match_date: day,
    match_time: time,
    stage_order: 0,
  });
  const matches = [
    match(1, 1, 1, 2, "2026-10-03", "19:30"),
    match(2, 1, 3, 4, "2026-10-03", "18:00"),
    match(3, 2, 2, 3, null, null),
    match(4, 2, 4, 1, "2026-10-10", null),
    match(5, 3, 1, 3, "2026-10-10", "09:00"),
  ];

  it("groups matches by round in their order", () => {
    expect(byRound(matches).map((round) => [round.round, round.matches.map((m) => m.id)])).toEqual([
      [1, [1, 2]],
      [2, [3, 4]],
      [3, [5]],
    ]);
  });

  it("gives a team's matches by day and time, a match with no time after the timed ones of its day, undated ones last", () => {
    expect(matchesOfEntry(matches, 1).map((m) => m.id)).toEqual([1, 5, 4]);
    expect(matchesOfEntry(matches, 3).map((m) => m.id)).toEqual([2, 5, 3]);
  });
});

it("feedLinks: webcal to subscribe, the same path to download", () => {
  expect(feedLinks("https://handball.example.org", "/fr/competitions/4")).toEqual({
    webcal: "webcal://handball.example.org/fr/competitions/4.ics",
    download: "/fr/competitions/4.ics?download=1",
  });
});

describe("parseRound", () => {
  itMaps("%j is %j", parseRound, [
    ["7", 7],
    ["38", 38],
    ["9999", 9999],
    ["0", null],
    ["07", null],
    ["10000", null],
    ["-1", null],
    ["2.5", null],
    ["last", null],
    ["", null],
    [null, null],
  ]);
});

describe("shownRound: one round of a pool's fixtures at a time", () => {
  const today = "2026-03-14";
  const match = (status: MatchStatus, match_date: string | null) => ({ status, match_date });
  // Rounds 1 and 2 played, round 3 with a postponed match and one today, round 4 next week, round 6 without days
  // (a pool of seven teams: round 5 is missing from its numbering when a bye round was removed).
  const opening = { round: 1, matches: [match("played", "2026-02-28"), match("forfeit", "2026-02-28")] };
  const season = [
    opening,
    { round: 2, matches: [match("played", "2026-03-07"), match("cancelled", "2026-03-07")] },
    { round: 3, matches: [match("postponed", null), match("scheduled", today)] },
    { round: 4, matches: [match("scheduled", "2026-03-21")] },
    { round: 6, matches: [match("scheduled", null)] },
  ];
  const played = season.slice(0, 2);
  const postponedOnly = [opening, { round: 2, matches: [match("postponed", null)] }];
  it.each([
    ["the next round to play, today's included", season, null, 3],
    ["the round asked for", season, 4, 4],
    ["the first for a round before it", season, 1, 1],
    ["the last for a round past the season", season, 40, 6],
    ["the next round that exists for a missing one", season, 5, 6],
    ["the last played round once every match is decided", played, null, 2],
    ["the last played round when what is left has no day", postponedOnly, null, 1],
    [
      "the first round when nothing is played or dated",
      [{ round: 1, matches: [match("scheduled", null)] }],
      null,
      1,
    ],
    ["nothing for a pool without matches", [], null, null],
  ] as const)("%s", (_, rounds, round, expected) => {
    expect(shownRound(rounds, { round, today })).toBe(expected);
  });
});

describe("awaitsConfirmation", () => {
  it.each([
    [null, false],
    ["open", false],
    ["submitted", true],
    ["disputed", true],
    ["final", false],
  ] as const)("a sheet %s: %s", (sheet_status, awaiting) => {
    expect(awaitsConfirmation({ status: "scheduled", sheet_status })).toBe(awaiting);
  });
  it.each(["postponed", "cancelled"] as const)("a %s match's submitted sheet awaits nothing", (status) => {
    expect(awaitsConfirmation({ status, sheet_status: "submitted" })).toBe(false);
  });
});
