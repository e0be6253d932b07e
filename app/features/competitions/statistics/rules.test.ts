import { describe, expect, it } from "vitest";
import { namedOn, type RecordLine, rankScorers, recordTotals, type ScorerLine } from "./rules";

const ADULT = "1990-05-01";
const line = (over: Partial<ScorerLine> & Pick<ScorerLine, "memberId">): ScorerLine => ({
  entryId: 1,
  team: "Rapids",
  jersey: over.memberId,
  goals: 0,
  sevenGoals: 0,
  matchId: 1,
  matchDay: "2026-10-03",
  firstName: `First${over.memberId}`,
  lastName: `Last${over.memberId}`,
  dateOfBirth: ADULT,
  ...over,
});
const TODAY = "2026-11-28";

describe("rankScorers", () => {
  it.each([
    // [goals of players 1..n, the ranks expected in the order listed, and the ids in that order]
    [
      [5, 9, 7],
      [1, 2, 3],
      [2, 3, 1],
    ],
    [
      [5, 5, 7],
      [1, 2, 2],
      [3, 1, 2],
    ], // two level on goals share second place
    [
      [4, 4, 4],
      [1, 1, 1],
      [1, 2, 3],
    ],
    [
      [8, 6, 6, 3],
      [1, 2, 2, 4],
      [1, 2, 3, 4],
    ], // the next rank after a tie skips (1, 2, 2, 4)
    [[0, 2], [1], [2]], // a player without a goal is not ranked
  ])("goals %j rank as %j", (goals, ranks, ids) => {
    const rows = rankScorers(
      goals.map((g, i) => line({ memberId: i + 1, goals: g })),
      { today: TODAY, limit: 10, namesShown: true },
    );
    expect(rows.map((row) => row.rank)).toEqual(ranks);
    expect(rows.map((row) => row.memberId)).toEqual(ids);
  });

  it("marks a shared rank, and lists players level on goals by team, then jersey", () => {
    const rows = rankScorers(
      [
        line({ memberId: 1, goals: 3, team: "Owls", jersey: 4 }),
        line({ memberId: 2, goals: 3, team: "Lynx", jersey: 9 }),
        line({ memberId: 3, goals: 3, team: "Lynx", jersey: 2 }),
        line({ memberId: 4, goals: 5 }),
      ],
      { today: TODAY, limit: 10, namesShown: true },
    );
    expect(rows.map((row) => [row.memberId, row.rank, row.shared])).toEqual([
      [4, 1, false],
      [3, 2, true],
      [2, 2, true],
      [1, 2, true],
    ]);
  });

  it("adds up a player's matches: goals, 7-metre goals and the matches played, a player with 0 goals in one included", () => {
    const [row] = rankScorers(
      [
        line({ memberId: 1, goals: 4, sevenGoals: 1, matchId: 1 }),
        line({ memberId: 1, goals: 0, matchId: 2, matchDay: "2026-10-10" }),
        line({ memberId: 1, goals: 6, sevenGoals: 2, matchId: 3, matchDay: "2026-10-17" }),
      ],
      { today: TODAY, limit: 10, namesShown: true },
    );
    expect(row).toMatchObject({ goals: 10, sevenGoals: 3, matches: 3, name: "First1 Last1" });
  });

  it("keeps a row per team for a player who changed team", () => {
    const rows = rankScorers(
      [line({ memberId: 1, goals: 2 }), line({ memberId: 1, goals: 3, entryId: 2, team: "Lynx" })],
      { today: TODAY, limit: 10, namesShown: true },
    );
    expect(rows.map((row) => [row.team, row.goals])).toEqual([
      ["Lynx", 3],
      ["Rapids", 2],
    ]);
  });

  it.each([
    // [date of birth, days of the matches, named?]
    [ADULT, ["2026-10-03"], true],
    ["2010-02-01", ["2026-10-03"], false], // a minor: never named
    ["2008-10-10", ["2026-10-03", "2026-10-17"], false], // 18 on Oct 10: a minor in the first match counted
    ["2008-10-10", ["2026-10-17"], true], // an adult in every match counted
    ["2008-12-01", [null], false], // a match without a day: today decides (still 17 on Nov 28)
  ] as const)("born %s, playing on %j: named %s", (dateOfBirth, days, named) => {
    const [row] = rankScorers(
      days.map((matchDay, i) => line({ memberId: 1, goals: 1, matchId: i + 1, matchDay, dateOfBirth })),
      { today: TODAY, limit: 10, namesShown: true },
    );
    expect(row?.name).toBe(named ? "First1 Last1" : null);
    // A minor still ranks, by team and jersey.
    expect(row).toMatchObject({ team: "Rapids", jersey: 1, goals: days.length });
  });

  it("names nobody in a competition that is not for adults (decision 058)", () => {
    const rows = rankScorers([line({ memberId: 1, goals: 2 })], {
      today: TODAY,
      limit: 10,
      namesShown: false,
    });
    expect(rows.map((row) => [row.name, row.team, row.jersey])).toEqual([[null, "Rapids", 1]]);
  });

  it("stops at the limit of ranks, keeping every player level on the last one", () => {
    const rows = rankScorers(
      [9, 8, 7, 7, 6].map((goals, i) => line({ memberId: i + 1, goals })),
      { today: TODAY, limit: 3, namesShown: true },
    );
    expect(rows.map((row) => row.memberId)).toEqual([1, 2, 3, 4]);
  });
});

describe("namedOn", () => {
  it.each([
    ["2008-10-10", "2026-10-09", false],
    ["2008-10-10", "2026-10-10", true],
    ["2008-10-10", null, true], // no day: today (Nov 28)
  ] as const)("born %s, a match on %s: named %s", (born, day, named) => {
    expect(namedOn(born, day, TODAY)).toBe(named);
  });
});

describe("recordTotals", () => {
  const base: RecordLine = {
    competitionId: 1,
    role: "player",
    goals: 0,
    sevenGoals: 0,
    warnings: 0,
    suspensions: 0,
    disqualification: "none",
  };
  it("counts the matches played as a player, goals and each kind of sanction", () => {
    expect(
      recordTotals([
        { ...base, goals: 3, sevenGoals: 1, warnings: 1 },
        { ...base, goals: 2, suspensions: 2 },
        { ...base, suspensions: 3, disqualification: "third-suspension" },
        { ...base, disqualification: "blue" },
        { ...base, role: "official", warnings: 1 },
      ]),
    ).toEqual({ matches: 4, goals: 5, sevenGoals: 1, warnings: 2, suspensions: 5, disqualifications: 2 });
  });
  it("is all zero for no line", () => {
    expect(recordTotals([])).toEqual({
      matches: 0,
      goals: 0,
      sevenGoals: 0,
      warnings: 0,
      suspensions: 0,
      disqualifications: 0,
    });
  });
});
