import { describe, expect, it } from "vitest";
import {
  computeStandings,
  DEFAULT_RUNNING_TIEBREAKS,
  DEFAULT_TIEBREAKS,
  formatTiebreaks,
  type PointsRule,
  parseDraw,
  parseTiebreaks,
  type StandingRow,
  type TableAdjustment,
  type TableLot,
  type TableMatch,
  TIEBREAKS,
  type Tiebreak,
  tiebreakOrderSchema,
} from "~/features/competitions";
import { itMaps, itRefuses } from "~/lib/test-table";
import { standingsMessages } from "~/texts/pages/standings";

/** EHF and IHF points; the forfeit score of the IHF (10:0), which is also the competitions' default. */
const handball: PointsRule = { win: 2, draw: 1, loss: 0, forfeitFor: 10, forfeitAgainst: 0 };

/** A result as a source prints it: home, away, their goals; or a forfeit by one side (the goals then do not count). */
type Result = readonly [
  home: string,
  away: string,
  homeGoals: number,
  awayGoals: number,
  forfeitedBy?: "home" | "away",
];

/** A pool by team names, computed by the engine and read back by name. */
function table(
  teams: readonly string[],
  results: readonly Result[],
  options: {
    complete?: boolean;
    tiebreaks?: readonly Tiebreak[];
    runningTiebreaks?: readonly Tiebreak[];
    rule?: PointsRule;
    adjustments?: readonly (readonly [team: string, points: number])[];
    /** Draws of lots, each its teams in the order drawn (1 first), held between exactly those teams. */
    draws?: readonly (readonly string[])[];
  } = {},
) {
  const id = (name: string) => {
    const index = teams.indexOf(name);
    if (index < 0) throw new Error(`${name} is not in the pool`);
    return index + 1;
  };
  const matches: TableMatch[] = results.map(([home, away, homeGoals, awayGoals, forfeitedBy]) => ({
    home: id(home),
    away: id(away),
    homeGoals,
    awayGoals,
    forfeitedBy: forfeitedBy ?? null,
  }));
  const adjustments: TableAdjustment[] = (options.adjustments ?? []).map(([team, points]) => ({
    entry: id(team),
    points,
  }));
  return computeStandings({
    entries: teams.map(id),
    matches,
    rule: options.rule ?? handball,
    adjustments,
    tiebreaks: options.tiebreaks ?? DEFAULT_TIEBREAKS,
    runningTiebreaks: options.runningTiebreaks ?? DEFAULT_RUNNING_TIEBREAKS,
    complete: options.complete ?? true,
    lots: (options.draws ?? []).flatMap((drawn): TableLot[] =>
      drawn.map((team, index) => ({ entry: id(team), lot: index + 1, among: drawn.map(id) })),
    ),
  }).map((row) => ({ ...row, team: teams[row.entry - 1] as string }));
}

type NamedRow = StandingRow & { team: string };
const order = (rows: NamedRow[]) => rows.map((row) => row.team);
const printed = (rows: NamedRow[]) =>
  rows.map((row) => [
    row.team,
    row.played,
    row.won,
    row.drawn,
    row.lost,
    row.goalsFor,
    row.goalsAgainst,
    row.points,
  ]);
const placed = (rows: NamedRow[]) => rows.map((row) => [row.place, row.team, row.shared]);

describe("the standings engine against published tables", () => {
  it("Men's EHF EURO 2014, group C: three teams on 2 points, ranked by goal difference in their matches", () => {
    // Final table: kurier.at, "Polen zittert sich in EM-Hauptrunde" (17 Jan 2014),
    // https://kurier.at/sport/handball-polen-zittert-sich-in-em-hauptrunde/46.626.887 — its results with
    // handball-planet.com ("GROUP C: Favorites are France and Serbia") and handball-magazine.com ("Group C: France
    // in the main round, Russia surprised Serbia"). Dpa: Serbia went out "im Dreier-Vergleich" with Poland and Russia.
    // Each of the three won one match among them: points among them 2-2-2; goal difference among them
    // Poland +1, Russia 0, Serbia -1. Overall goal difference would have put Serbia (-4) above Russia (-7).
    const rows = table(
      ["France", "Poland", "Russia", "Serbia"],
      [
        ["Serbia", "Poland", 20, 19],
        ["France", "Russia", 35, 28],
        ["Russia", "Serbia", 27, 25],
        ["Poland", "France", 27, 28],
        ["Poland", "Russia", 24, 22],
        ["Serbia", "France", 28, 31],
      ],
    );
    expect(printed(rows)).toEqual([
      ["France", 3, 3, 0, 0, 94, 83, 6],
      ["Poland", 3, 1, 0, 2, 70, 70, 2],
      ["Russia", 3, 1, 0, 2, 77, 84, 2],
      ["Serbia", 3, 1, 0, 2, 73, 77, 2],
    ]);
    expect(rows.map((row) => row.place)).toEqual([1, 2, 3, 4]);
    expect(rows.some((row) => row.shared)).toBe(false);
  });

  it("Men's EHF EURO 2018, group A: two pairs level on points, each ranked by its match against overall goal difference", () => {
    // Final table: dcnews.ro, "EURO 2018, Handbal masculin. Serbia şi Belarus, în grupele principale" (16 Jan 2018):
    // "1. Suedia 4 puncte (+7), 2. Croaţia 4 puncte (+13), 3. Serbia 2 puncte (-12), 4. Islanda 2 puncte (-8)",
    // https://m.dcnews.ro/euro-2018-handbal-masculin-serbia-si-belarus-in-grupele-principale_575502.html — results:
    // seha-liga.com "EHF EURO 2018, Day 1" (32:22, 26:24), radiodalmacija.hr "Hrvatska uvjerljivo pobijedila i Island"
    // (29:22, 30:25), Reuters via einnews.com "Sweden stun hosts Croatia" (35-31, 29-26).
    const rows = table(
      ["Croatia", "Iceland", "Serbia", "Sweden"],
      [
        ["Croatia", "Serbia", 32, 22],
        ["Sweden", "Iceland", 24, 26],
        ["Croatia", "Iceland", 29, 22],
        ["Serbia", "Sweden", 25, 30],
        ["Croatia", "Sweden", 31, 35],
        ["Serbia", "Iceland", 29, 26],
      ],
    );
    expect(rows.map((row) => [row.team, row.points, row.goalDifference])).toEqual([
      ["Sweden", 4, 7],
      ["Croatia", 4, 13],
      ["Serbia", 2, -12],
      ["Iceland", 2, -8],
    ]);
  });

  it("Women's EHF EURO 2020, group C: three teams on 2 points after beating one another in turn", () => {
    // Final order: oasport.it, "Europei femminili 2020: si chiude la prima fase" (8 Dec 2020): "Croazia 6, Ungheria 2,
    // Olanda 2, Serbia 2 ... Serbe dunque fuori dal main round, per differenza reti",
    // https://www.oasport.it/2020/12/pallamano-europei-femminili-2020-si-chiude-la-prima-fase-ecco-le-qualificate-al-main-round-2/
    // — results there and in nieuws.nl (Serbia 29-25 Netherlands, Hungary lost 22-24 to Croatia) and oasport.it's
    // round 2 report (Olanda-Croazia 25-27, Ungheria-Serbia 38-26). Among the three: Hungary +8, Netherlands 0, Serbia -8.
    const rows = table(
      ["Croatia", "Hungary", "Netherlands", "Serbia"],
      [
        ["Hungary", "Croatia", 22, 24],
        ["Serbia", "Netherlands", 29, 25],
        ["Netherlands", "Croatia", 25, 27],
        ["Hungary", "Serbia", 38, 26],
        ["Serbia", "Croatia", 24, 25],
        ["Netherlands", "Hungary", 28, 24],
      ],
    );
    expect(rows.map((row) => [row.place, row.team, row.points])).toEqual([
      [1, "Croatia", 6],
      [2, "Hungary", 2],
      [3, "Netherlands", 2],
      [4, "Serbia", 2],
    ]);
  });

  it("IHF World Championship 2021, group A: two forfeits by Cape Verde counted 10:0", () => {
    // hlsports.de, "Mit dem Abschluss der Vorrunde ist die Hauptrunde und der President's Cup komplett" (20 Jan 2021):
    // Hungary 6:0 points, Germany 4:2, Uruguay 2:4, Cape Verde without a point; Hungary carry 73:46 goals into the
    // main round, Germany 71:43, Uruguay 32:87 (their matches against each other),
    // https://hlsports.de/handball/mit-dem-abschluss-der-vorrunde-ist-die-hauptrunde-und-der-presidents-cup-komplett-256011
    // — results: osp-berlin.de (43:14, 28:29), kapverde-journal.de (27:34; both cancelled matches "mit 10:0 Toren
    // gewertet"), ran.de (44:18).
    const rows = table(
      ["Germany", "Hungary", "Uruguay", "Cape Verde"],
      [
        ["Germany", "Uruguay", 43, 14],
        ["Hungary", "Cape Verde", 34, 27],
        ["Germany", "Cape Verde", 0, 0, "away"],
        ["Hungary", "Uruguay", 44, 18],
        ["Cape Verde", "Uruguay", 0, 0, "home"],
        ["Germany", "Hungary", 28, 29],
      ],
    );
    expect(rows.map((row) => [row.team, row.points, row.won, row.lost])).toEqual([
      ["Hungary", 6, 3, 0],
      ["Germany", 4, 2, 1],
      ["Uruguay", 2, 1, 2],
      ["Cape Verde", 0, 0, 3],
    ]);
    const carried = table(
      ["Germany", "Hungary", "Uruguay"],
      [
        ["Germany", "Uruguay", 43, 14],
        ["Hungary", "Uruguay", 44, 18],
        ["Germany", "Hungary", 28, 29],
      ],
    );
    expect(carried.map((row) => [row.team, row.points, row.goalsFor, row.goalsAgainst])).toEqual([
      ["Hungary", 4, 73, 46],
      ["Germany", 2, 71, 43],
      ["Uruguay", 0, 32, 87],
    ]);
  });

  it("Men's EHF EURO 2022, group C after two rounds: while the group is played, goal difference ranks teams level on points", () => {
    // dpa table in giessener-allgemeine.de, "Co-Gastgeber Ungarn mit erstem Sieg" (16 Jan 2022): "Gruppe C:
    // Frankreich - Ukraine 36:23, Kroatien - Serbien 23:20. 1. Frankreich 2/63:45/4, 2. Serbien 2/51:46/2,
    // 3. Kroatien 2/45:47/2, 4. Ukraine 2/46:67/0",
    // https://www.giessener-allgemeine.de/sport/sport-mix/co-gastgeber-ungarn-mit-erstem-sieg-91240093.html — round 1:
    // eurohandball.com "Maestro Kukic leads Serbia to victory" (31:23), croatiaweek.com (France won 27-22).
    // Croatia beat Serbia, but Serbia's goal difference (+5) is better than Croatia's (-2).
    const results: Result[] = [
      ["Serbia", "Ukraine", 31, 23],
      ["Croatia", "France", 22, 27],
      ["France", "Ukraine", 36, 23],
      ["Croatia", "Serbia", 23, 20],
    ];
    const teams = ["Croatia", "France", "Serbia", "Ukraine"];
    const running = table(teams, results, { complete: false });
    expect(running.map((row) => [row.team, row.played, row.goalsFor, row.goalsAgainst, row.points])).toEqual([
      ["France", 2, 63, 45, 4],
      ["Serbia", 2, 51, 46, 2],
      ["Croatia", 2, 45, 47, 2],
      ["Ukraine", 2, 46, 67, 0],
    ]);
    // The same results ranked as a finished group: their match puts Croatia first (not a published table).
    expect(order(table(teams, results, { complete: true }))).toEqual([
      "France",
      "Croatia",
      "Serbia",
      "Ukraine",
    ]);
  });
});

describe("the standings engine's own cases", () => {
  // Constructed pools, not published tables: each isolates one rule.

  it("continues down the list for the teams still level, without starting again for them", () => {
    // Ash, Birch and Cedar have 4 points. Among the three, Ash has 4 points, Birch and Cedar 1 each (they drew).
    // Continuing: goal difference among the three puts Cedar (-1) above Birch (-10). Starting again for the pair
    // (the UEFA way) would find their draw level on everything and rank Birch first on overall goal difference
    // (+1 against 0).
    const rows = table(
      ["Ash", "Birch", "Cedar", "Dogwood", "Elm"],
      [
        ["Ash", "Birch", 30, 20],
        ["Ash", "Cedar", 21, 20],
        ["Birch", "Cedar", 25, 25],
        ["Dogwood", "Ash", 25, 20],
        ["Elm", "Ash", 25, 20],
        ["Birch", "Dogwood", 31, 20],
        ["Birch", "Elm", 20, 20],
        ["Cedar", "Dogwood", 20, 20],
        ["Cedar", "Elm", 21, 20],
        ["Dogwood", "Elm", 30, 20],
      ],
    );
    expect(rows.map((row) => [row.team, row.points, row.goalDifference])).toEqual([
      ["Dogwood", 5, 4],
      ["Ash", 4, 1],
      ["Cedar", 4, 0],
      ["Birch", 4, 1],
      ["Elm", 3, -6],
    ]);
  });

  it("shares a place when no criterion separates the teams, and numbers the next place after them", () => {
    const results: Result[] = [
      ["Lynx", "Rapids", 25, 25],
      ["Lynx", "Spartans", 30, 20],
      ["Rapids", "Spartans", 30, 20],
      ["Titans", "Spartans", 20, 20],
    ];
    expect(placed(table(["Lynx", "Rapids", "Spartans", "Titans"], results))).toEqual([
      [1, "Lynx", true],
      [1, "Rapids", true],
      [3, "Titans", false],
      [4, "Spartans", false],
    ]);
    // Away goals in their match separate them: Rapids scored theirs away.
    expect(
      placed(
        table(["Lynx", "Rapids", "Spartans", "Titans"], results, { tiebreaks: ["h2h-away-goals"] }),
      ).slice(0, 2),
    ).toEqual([
      [1, "Rapids", false],
      [2, "Lynx", false],
    ]);
  });

  it("ranks by away goals among the tied teams over two legs", () => {
    const rows = table(
      ["Lynx", "Rapids", "Titans"],
      [
        ["Lynx", "Rapids", 25, 25],
        ["Rapids", "Lynx", 24, 24],
        ["Lynx", "Titans", 30, 20],
        ["Titans", "Lynx", 20, 30],
        ["Rapids", "Titans", 30, 20],
        ["Titans", "Rapids", 20, 30],
      ],
      { tiebreaks: TIEBREAKS },
    );
    // Level on points (6), on points, goal difference and goals between them (49:49); Rapids scored 25 away, Lynx 24.
    expect(order(rows)).toEqual(["Rapids", "Lynx", "Titans"]);
    expect(rows[0]).toMatchObject({ place: 1, shared: false, points: 6, goalsFor: 109, goalsAgainst: 89 });
  });

  it("counts adjustments in the points, before the tie-breaks", () => {
    const results: Result[] = [
      ["Lynx", "Rapids", 20, 25],
      ["Lynx", "Spartans", 30, 20],
      ["Rapids", "Spartans", 20, 21],
    ];
    const teams = ["Lynx", "Rapids", "Spartans"];
    // Without adjustments: Lynx 2, Rapids 2, Spartans 2; among the three Lynx +5, Rapids +4, Spartans -9.
    expect(order(table(teams, results))).toEqual(["Lynx", "Rapids", "Spartans"]);
    // Two deductions from Lynx (a late roster, an unpaid fee) and a point back to Spartans.
    const rows = table(teams, results, {
      adjustments: [
        ["Lynx", -1],
        ["Lynx", -1],
        ["Spartans", 1],
      ],
    });
    expect(rows.map((row) => [row.team, row.adjustment, row.points, row.won])).toEqual([
      ["Spartans", 1, 3, 1],
      ["Rapids", 0, 2, 1],
      ["Lynx", -2, 0, 1],
    ]);
    // Points given back that bring a team level: their match decides between the two.
    expect(
      table(["Rapids", "Lynx"], [["Lynx", "Rapids", 26, 25]], { adjustments: [["Rapids", 2]] }).map((row) => [
        row.team,
        row.points,
      ]),
    ).toEqual([
      ["Lynx", 2],
      ["Rapids", 2],
    ]);
  });

  it("counts a forfeit as the competition's forfeit score, whatever goals were typed, and as a win and a loss", () => {
    const rule: PointsRule = { win: 3, draw: 1, loss: 0, forfeitFor: 5, forfeitAgainst: 0 };
    const results: Result[] = [
      ["Lynx", "Rapids", 30, 12, "home"],
      ["Rapids", "Lynx", 20, 25],
    ];
    const rows = table(["Lynx", "Rapids"], results, { rule });
    // The forfeit counts 0:5 for Lynx: each team has 25:25 and a win; nothing else separates them.
    expect(
      rows.map((row) => [row.place, row.team, row.won, row.lost, row.goalsFor, row.goalsAgainst, row.points]),
    ).toEqual([
      [1, "Lynx", 1, 1, 25, 25, 3],
      [1, "Rapids", 1, 1, 25, 25, 3],
    ]);
    // Away goals between them: Rapids' forfeit win gave them 5 away, Lynx scored 25 away.
    expect(placed(table(["Lynx", "Rapids"], results, { rule, tiebreaks: ["h2h-away-goals"] }))).toEqual([
      [1, "Lynx", false],
      [2, "Rapids", false],
    ]);
  });

  it("uses the running order until the pool is complete, and the final order after", () => {
    const teams = ["Lynx", "Rapids", "Spartans"];
    const results: Result[] = [
      ["Lynx", "Rapids", 21, 20],
      ["Rapids", "Spartans", 35, 20],
    ];
    // Rapids beat Spartans by 15; Lynx beat Rapids by 1: level on 2 points, goal difference +14 against +1.
    expect(order(table(teams, results, { complete: false }))).toEqual(["Rapids", "Lynx", "Spartans"]);
    expect(order(table(teams, results, { complete: true }))).toEqual(["Lynx", "Rapids", "Spartans"]);
    // An administrator's running order of head-to-head points only.
    expect(order(table(teams, results, { complete: false, runningTiebreaks: ["h2h-points"] }))).toEqual([
      "Lynx",
      "Rapids",
      "Spartans",
    ]);
  });

  it("shows every team, played or not, and counts only matches between the pool's entries", () => {
    const rows = computeStandings({
      entries: [7, 3, 9],
      matches: [
        { home: 3, away: 7, homeGoals: 25, awayGoals: 20, forfeitedBy: null },
        { home: 3, away: 42, homeGoals: 40, awayGoals: 10, forfeitedBy: null },
      ],
      rule: handball,
      adjustments: [{ entry: 9, points: -1 }],
      tiebreaks: DEFAULT_TIEBREAKS,
      runningTiebreaks: DEFAULT_RUNNING_TIEBREAKS,
      complete: false,
    });
    expect(rows.map((row) => [row.entry, row.place, row.played, row.goalsFor, row.points])).toEqual([
      [3, 1, 1, 25, 2],
      [7, 2, 1, 20, 0],
      [9, 3, 0, 0, -1],
    ]);
  });

  it("keeps the order of the entries within a shared place, and shares the first place before any match", () => {
    const rows = computeStandings({
      entries: [5, 2, 8],
      matches: [],
      rule: handball,
      adjustments: [],
      tiebreaks: DEFAULT_TIEBREAKS,
      runningTiebreaks: DEFAULT_RUNNING_TIEBREAKS,
      complete: false,
    });
    expect(rows.map((row) => [row.entry, row.place, row.shared])).toEqual([
      [5, 1, true],
      [2, 1, true],
      [8, 1, true],
    ]);
  });
});

describe("a drawing of lots, the last resort", () => {
  // Constructed pools, not published tables. Two teams level on everything: Lynx and Rapids drew 25-25 and
  // both beat Spartans 30-20; Titans drew with Spartans.
  const pair = ["Lynx", "Rapids", "Spartans", "Titans"];
  const pairResults: Result[] = [
    ["Lynx", "Rapids", 25, 25],
    ["Lynx", "Spartans", 30, 20],
    ["Rapids", "Spartans", 30, 20],
    ["Titans", "Spartans", 20, 20],
  ];
  // Three teams level on everything: Ash, Birch and Cedar drew 20-20 with one another and each beat Dogwood 25-20.
  const trio = ["Ash", "Birch", "Cedar", "Dogwood"];
  const trioResults: Result[] = [
    ["Ash", "Birch", 20, 20],
    ["Birch", "Cedar", 20, 20],
    ["Cedar", "Ash", 20, 20],
    ["Ash", "Dogwood", 25, 20],
    ["Birch", "Dogwood", 25, 20],
    ["Cedar", "Dogwood", 25, 20],
  ];
  // Lynx and Rapids drew 25-25 and both beat Spartans, Rapids by more: overall goal difference separates them.
  const separated: Result[] = [
    ["Lynx", "Rapids", 25, 25],
    ["Lynx", "Spartans", 30, 20],
    ["Rapids", "Spartans", 35, 20],
  ];
  const withLots = (rows: NamedRow[]) => rows.map((row) => [row.place, row.team, row.shared, row.drawnFrom]);

  it.each([
    {
      pool: "two level, no draw: they share the place",
      rows: table(pair, pairResults),
      expected: [
        [1, "Lynx", true, null],
        [1, "Rapids", true, null],
        [3, "Titans", false, null],
        [4, "Spartans", false, null],
      ],
    },
    {
      pool: "two level, lots drawn: ordered by the lots, each place its own",
      rows: table(pair, pairResults, { draws: [["Rapids", "Lynx"]] }),
      expected: [
        [1, "Rapids", false, 1],
        [2, "Lynx", false, 1],
        [3, "Titans", false, null],
        [4, "Spartans", false, null],
      ],
    },
    {
      pool: "three level, no draw: they share the place",
      rows: table(trio, trioResults),
      expected: [
        [1, "Ash", true, null],
        [1, "Birch", true, null],
        [1, "Cedar", true, null],
        [4, "Dogwood", false, null],
      ],
    },
    {
      pool: "three level, lots drawn: ordered by the lots",
      rows: table(trio, trioResults, { draws: [["Cedar", "Ash", "Birch"]] }),
      expected: [
        [1, "Cedar", false, 1],
        [2, "Ash", false, 1],
        [3, "Birch", false, 1],
        [4, "Dogwood", false, null],
      ],
    },
    {
      pool: "three level, lots drawn while the pool is still played: the lots are not used",
      rows: table(trio, trioResults, { complete: false, draws: [["Cedar", "Ash", "Birch"]] }),
      expected: [
        [1, "Ash", true, null],
        [1, "Birch", true, null],
        [1, "Cedar", true, null],
        [4, "Dogwood", false, null],
      ],
    },
    {
      pool: "three level, lots drawn between two of them only (an earlier tie): they still share",
      rows: table(trio, trioResults, { draws: [["Birch", "Ash"]] }),
      expected: [
        [1, "Ash", true, null],
        [1, "Birch", true, null],
        [1, "Cedar", true, null],
        [4, "Dogwood", false, null],
      ],
    },
    {
      pool: "lot 1 for Lynx, but Rapids have the better goal difference: the criterion ranks, not the lot",
      rows: table(["Lynx", "Rapids", "Spartans"], separated, { draws: [["Lynx", "Rapids"]] }),
      expected: [
        [1, "Rapids", false, null],
        [2, "Lynx", false, null],
        [3, "Spartans", false, null],
      ],
    },
  ])("$pool", ({ rows, expected }) => {
    expect(withLots(rows)).toEqual(expected);
  });

  it("refuses a draw whose teams are not the tie's, or whose positions are not 1 to n each once", () => {
    const tie = [4, 9, 11];
    expect(parseDraw({ "lot-4": "2", "lot-9": "3", "lot-11": "1" }, tie)).toEqual({
      ok: true,
      lots: [
        { entry: 4, lot: 2 },
        { entry: 9, lot: 3 },
        { entry: 11, lot: 1 },
      ],
    });
    for (const [values, problem] of [
      [{ "lot-4": "1", "lot-9": "2" }, "teams"],
      [{ "lot-4": "1", "lot-9": "2", "lot-12": "3" }, "teams"],
      [{ "lot-4": "1", "lot-9": "2", "lot-11": "3", "lot-12": "4" }, "teams"],
      [{ "lot-4": "1", "lot-9": "1", "lot-11": "2" }, "positions"],
      [{ "lot-4": "1", "lot-9": "2", "lot-11": "4" }, "positions"],
      [{ "lot-4": "0", "lot-9": "1", "lot-11": "2" }, "positions"],
      [{ "lot-4": "1", "lot-9": "2", "lot-11": "" }, "positions"],
      [{ "lot-4": "1.5", "lot-9": "2", "lot-11": "3" }, "positions"],
    ] as const)
      expect(parseDraw(values, tie)).toEqual({ ok: false, problem });
  });
});

describe("a stored tie-break order", () => {
  itMaps("%s reads as %j", parseTiebreaks, [
    ["h2h-points,h2h-goal-difference,h2h-goals,goal-difference,goals", [...DEFAULT_TIEBREAKS]],
    ["goal-difference, goals", ["goal-difference", "goals"]],
    ["h2h-away-goals", ["h2h-away-goals"]],
  ]);
  itRefuses("%j is refused", parseTiebreaks, [
    "",
    "goals,",
    "goals,goals",
    "points",
    "GOALS",
    "goals;h2h-points",
  ]);

  it("writes back what it reads, for every criterion", () => {
    expect(parseTiebreaks(formatTiebreaks(TIEBREAKS))).toEqual([...TIEBREAKS]);
    expect(formatTiebreaks(DEFAULT_RUNNING_TIEBREAKS)).toBe("goal-difference,goals");
  });
});

describe("the competition form's tie-break order", () => {
  const messages = standingsMessages.en.criteriaErrors;
  const parse = (value: unknown) => {
    const result = tiebreakOrderSchema(messages).safeParse(value);
    return result.success ? result.data : result.error.issues[0]?.message;
  };

  itMaps("%j gives %j", parse, [
    [
      ["h2h-points", "goal-difference", "", ""],
      ["h2h-points", "goal-difference"],
    ],
    ["goals,h2h-points", ["goals", "h2h-points"]],
    [["", "goals"], ["goals"]],
    [["", ""], messages.required],
    ["", messages.required],
    [undefined, messages.required],
    [["goals", "h2h-goals", "goals"], messages.repeated],
    [["goals", "points"], messages.unknown],
  ]);
});
