import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import { itMaps } from "~/lib/test-table";
import { competitionResultsMessages } from "~/texts/pages/competition-results";
import {
  adjustmentFormSchema,
  csvRowsOf,
  decodeCsvFile,
  type ExistingMatch,
  parseCsvLine,
  parseResultForm,
  planImport,
  readCsvFile,
  storedResultOf,
} from "./rules";
import { CSV_COLUMNS, CSV_MAX_BYTES, CSV_MAX_LINES, describeResult } from "./words";

const en = competitionResultsMessages.en;
const v = en.validation;
const p = en.import.problems;

/** A result form's values: a played match 24-22 unless a row says otherwise. */
const form = (values: Record<string, string>) => ({
  outcome: "played",
  homeGoals: "24",
  awayGoals: "22",
  version: "0",
  ...values,
});

describe("the result form", () => {
  // [what the administrator posts, knockout?, the errors (field: message), or null when accepted]
  const rows: [string, Record<string, string>, boolean, Record<string, string> | null][] = [
    ["a pool match won", {}, false, null],
    ["a pool match drawn", { awayGoals: "24" }, false, null],
    ["a half-time score", { homeHalftime: "12", awayHalftime: "11" }, false, null],
    ["a half-time score equal to the final", { homeHalftime: "24", awayHalftime: "0" }, false, null],
    [
      "half-time goals above the final",
      { homeHalftime: "25", awayHalftime: "10" },
      false,
      { homeHalftime: v.halftimeAboveFinal },
    ],
    ["only one half-time score", { homeHalftime: "12" }, false, { awayHalftime: v.halftimeBoth }],
    ["a missing final score", { awayGoals: "" }, false, { awayGoals: v.finalRequired }],
    ["a negative number", { homeGoals: "-1" }, false, { homeGoals: v.wholeNumber }],
    ["100 goals", { homeGoals: "100" }, false, { homeGoals: v.wholeNumber }],
    ["a decimal", { homeGoals: "2.5" }, false, { homeGoals: v.wholeNumber }],
    ["words", { awayGoals: "ten" }, false, { awayGoals: v.wholeNumber }],
    ["no outcome", { outcome: "" }, false, { outcome: v.outcome }],
    ["a forfeit without its team", { outcome: "forfeit" }, false, { forfeitedBy: v.forfeitedBy }],
    ["a forfeit", { outcome: "forfeit", forfeitedBy: "away", homeGoals: "" }, false, null],
    ["a knockout won in regular time", { decidedBy: "regular" }, true, null],
    ["a knockout without how it was decided", {}, true, { decidedBy: v.decidedBy }],
    [
      "a knockout level in regular time",
      { awayGoals: "24", decidedBy: "regular" },
      true,
      { decidedBy: v.knockoutLevel },
    ],
    [
      "a knockout level after extra time",
      { awayGoals: "24", decidedBy: "extra-time" },
      true,
      { decidedBy: v.knockoutLevel },
    ],
    [
      "a knockout level, then 7-metre throws",
      { awayGoals: "24", decidedBy: "sevens", homeSevens: "5", awaySevens: "4" },
      true,
      null,
    ],
    [
      "7-metre throws without their score",
      { awayGoals: "24", decidedBy: "sevens", homeSevens: "5" },
      true,
      { awaySevens: v.sevensRequired },
    ],
    [
      "7-metre throws level",
      { awayGoals: "24", decidedBy: "sevens", homeSevens: "4", awaySevens: "4" },
      true,
      { homeSevens: v.sevensLevel },
    ],
    [
      "7-metre throws after a score that was not level",
      { decidedBy: "sevens", homeSevens: "5", awaySevens: "4" },
      true,
      { decidedBy: v.sevensNotLevel },
    ],
  ];
  it.each(rows)("%s", (_title, values, knockout, errors) => {
    const parsed = parseResultForm(form(values), knockout, v);
    if (errors === null) expect(parsed.ok).toBe(true);
    else expect(parsed).toEqual({ ok: false, errors });
  });

  it("stores a forfeit as the competition's forfeit score for the other team", () => {
    const parsed = parseResultForm(form({ outcome: "forfeit", forfeitedBy: "home" }), false, v);
    if (!parsed.ok) throw new Error("refused");
    expect(storedResultOf(parsed.data, { goalsFor: 10, goalsAgainst: 0 })).toMatchObject({
      status: "forfeit",
      home_goals: 0,
      away_goals: 10,
      forfeited_by: "home",
    });
  });

  it("keeps the version the form was read at", () => {
    expect(parseResultForm(form({ version: "7" }), false, v)).toMatchObject({ ok: true, version: 7 });
  });
});

describe("a result in words", () => {
  const teams = { home: "Storm", away: "Lynx" };
  const base = storedResultOf(
    {
      outcome: "played",
      homeGoals: 30,
      awayGoals: 30,
      homeHalftime: 14,
      awayHalftime: 15,
      decidedBy: "sevens",
      homeSevens: 4,
      awaySevens: 3,
    },
    { goalsFor: 10, goalsAgainst: 0 },
  );
  itMaps(
    "%j",
    (locale: "en" | "fr") => describeResult(base, teams, competitionResultsMessages[locale].score),
    [
      ["en", "30-30 (14-15 at half-time), 7-metre throws 4-3"],
      ["fr", "30-30 (14-15 à la mi-temps), jets de 7 mètres 4-3"],
    ],
  );
  it("names the team that forfeited, and says when there is no result", () => {
    const forfeit = storedResultOf(
      { outcome: "forfeit", forfeitedBy: "away" },
      { goalsFor: 10, goalsAgainst: 0 },
    );
    expect(describeResult(forfeit, teams, en.score)).toBe("forfeit by Lynx (10-0)");
    expect(describeResult(null, teams, en.score)).toBe("no result");
  });
});

describe("the adjustment form", () => {
  const t = en.adjustments.validation;
  const ok = { entryId: "3", points: "-2", reason: "Ineligible player", reasonFr: "Joueur non admissible" };
  itMaps("%j", (values: Record<string, string>) => parseWith(adjustmentFormSchema(t), { ...ok, ...values }), [
    [
      {},
      {
        ok: true,
        data: { entryId: 3, points: -2, reason: "Ineligible player", reasonFr: "Joueur non admissible" },
      },
    ],
    [
      { points: "+1" },
      { ok: true, data: { entryId: 3, points: 1, reason: ok.reason, reasonFr: ok.reasonFr } },
    ],
    [{ points: "0" }, { ok: false, errors: { points: t.points } }],
    [{ points: "1.5" }, { ok: false, errors: { points: t.points } }],
    [{ points: "-100" }, { ok: false, errors: { points: t.points } }],
    [{ reasonFr: "  " }, { ok: false, errors: { reasonFr: t.reasonFr } }],
    [{ entryId: "" }, { ok: false, errors: { entryId: t.team } }],
  ]);
});

const directory = {
  teams: new Map([
    ["ottawa storm", 1],
    ["québec lynx", 2],
    ["=evil", 3],
  ]),
  venues: new Map([["centre sportif", 9]]),
};

describe("a CSV line", () => {
  const good = [
    "1",
    "2026-10-03",
    "19:30",
    "Ottawa Storm",
    "Québec Lynx",
    "Centre sportif",
    "24",
    "22",
    "12",
    "11",
  ];
  const line = (changes: Record<number, string>) => good.map((value, index) => changes[index] ?? value);
  // [the changes to a good line (by column), the problems, or [] when it is valid]
  const rows: [string, Record<number, string>, string[]][] = [
    ["a played match", {}, []],
    ["a match not yet played", { 6: "", 7: "", 8: "", 9: "" }, []],
    ["no time, no venue", { 2: "", 5: "" }, []],
    ["names in another case, with spaces", { 3: " ottawa  STORM " }, []],
    ["a name the spreadsheet guarded with an apostrophe", { 3: "'=evil" }, []],
    ["round 0", { 0: "0" }, [p.round.replace("{column}", "round")]],
    ["a round in words", { 0: "one" }, [p.round.replace("{column}", "round")]],
    ["a day that does not exist", { 1: "2026-02-30" }, [p.date.replace("{column}", "date")]],
    ["a day written the other way", { 1: "03/10/2026" }, [p.date.replace("{column}", "date")]],
    ["a time of 24:00", { 2: "24:00" }, [p.time.replace("{column}", "time")]],
    ["an empty home team", { 3: "" }, [p.required.replace("{column}", "home")]],
    ["an unknown away team", { 4: "Halifax" }, ["away: no team of this pool is named Halifax."]],
    ["a team against itself", { 4: "Ottawa Storm" }, [p.sameTeam]],
    ["an unknown venue", { 5: "Arena" }, ["venue: no venue is named Arena."]],
    ["goals for one team only", { 7: "" }, [p.goalsBoth]],
    ["negative goals", { 6: "-3" }, [p.goals.replace("{column}", "home_goals")]],
    ["half-time without the final", { 6: "", 7: "" }, [p.halftimeWithoutFinal]],
    ["one half-time score", { 9: "" }, [p.halftimeBoth]],
    ["half-time above the final", { 8: "25" }, [p.halftimeAboveFinal.replace("{column}", "home_halftime")]],
  ];
  it.each(rows)("%s", (_title, changes, problems) => {
    const read = parseCsvLine(line(changes), 2, directory, p);
    expect(read.ok ? [] : read.problems).toEqual(problems);
  });
  it("refuses a line without all ten columns", () => {
    expect(parseCsvLine(good.slice(0, 9), 5, directory, p)).toMatchObject({
      ok: false,
      problems: ["9 values where the header has 10."],
    });
  });
});

const header = CSV_COLUMNS.join(",");

describe("a CSV file", () => {
  it("reads quoted values, CRLF lines, a BOM, and skips empty lines", () => {
    const text = `\uFEFF${header}\r\n"1","2026-10-03","","Ottawa Storm","Québec Lynx","","","","",""\r\n\r\n`;
    const read = readCsvFile(text, directory, p);
    expect(read).toMatchObject({ ok: true, unknownTeams: [], lines: [{ ok: true, line: 2 }] });
  });
  itMaps("refuses %j", (text: string) => readCsvFile(text, directory, p), [
    ["round;date\n1;2", { ok: false, problem: p.header.replace("{header}", header) }],
    [`${header}\n`, { ok: false, problem: p.empty }],
    [`${header}\n"1,2026-10-03\n`, { ok: false, problem: p.unreadable.replace("{line}", "2") }],
  ]);
  it("names the same match twice and a team twice in a round, with the other line", () => {
    const text = [
      header,
      "1,2026-10-03,,Ottawa Storm,Québec Lynx,,,,,",
      "1,2026-10-03,,Ottawa Storm,Québec Lynx,,,,,",
      "2,2026-10-10,,Ottawa Storm,Québec Lynx,,,,,",
      "2,2026-10-10,,Ottawa Storm,=evil,,,,,",
    ].join("\n");
    const read = readCsvFile(text, directory, p);
    if (!read.ok) throw new Error(read.problem);
    expect(read.lines.map((line) => (line.ok ? "ok" : line.problems))).toEqual([
      "ok",
      ["The same match as line 2."],
      "ok",
      ["Ottawa Storm plays twice in round 2 (line 4 too)."],
    ]);
  });
  it("lists each unknown team name once", () => {
    const text = [header, "1,2026-10-03,,Halifax,Moncton,,,,,", "2,2026-10-10,,moncton,HALIFAX,,,,,"].join(
      "\n",
    );
    expect(readCsvFile(text, directory, p)).toMatchObject({ ok: true, unknownTeams: ["Halifax", "Moncton"] });
  });
  it("refuses more lines than the limit before reading them", () => {
    const text = [header, ...Array.from({ length: CSV_MAX_LINES + 1 }, () => "1,2026-10-03,,a,b,,,,,")].join(
      "\n",
    );
    expect(readCsvFile(text, directory, p)).toEqual({
      ok: false,
      problem: p.tooManyLines.replace("{lines}", "2000"),
    });
  });
  it("refuses a file over the size limit, and one that is not UTF-8, before parsing", () => {
    expect(decodeCsvFile(new Uint8Array(CSV_MAX_BYTES + 1), p)).toEqual({
      ok: false,
      problem: p.tooLarge.replace("{kilobytes}", "1000"),
    });
    expect(decodeCsvFile(new Uint8Array([0x68, 0xe9, 0x0a]), p)).toEqual({ ok: false, problem: p.notUtf8 });
    expect(decodeCsvFile(new TextEncoder().encode("\uFEFFround"), p)).toEqual({ ok: true, text: "round" });
  });
});

describe("planning an import", () => {
  const existing: ExistingMatch = {
    id: 40,
    round: 1,
    number: 1,
    home_entry_id: 1,
    away_entry_id: 2,
    match_date: "2026-10-03",
    match_time: "19:30",
    venue_id: 9,
    result_version: 0,
    ...storedResultOf({ outcome: "forfeit", forfeitedBy: "away" }, { goalsFor: 10, goalsAgainst: 0 }),
  };
  const line = {
    line: 2,
    round: 1,
    date: "2026-10-03",
    time: "19:30",
    home: "Ottawa Storm",
    away: "Québec Lynx",
    homeEntryId: 1,
    awayEntryId: 2,
    venueId: 9,
    homeGoals: 10,
    awayGoals: 0,
    homeHalftime: null,
    awayHalftime: null,
  };
  it("finds a match by round and teams: a forfeit's exported score is no change", () => {
    expect(planImport([line], [existing]).map((step) => step.kind)).toEqual(["same"]);
  });
  it("changes the schedule, keeps a result when the line's goals are empty, and numbers new matches", () => {
    const steps = planImport(
      [
        { ...line, time: null, homeGoals: null, awayGoals: null },
        { ...line, line: 3, homeEntryId: 2, awayEntryId: 1 },
      ],
      [existing],
    );
    expect(steps).toMatchObject([
      { kind: "update", schedule: true, result: null },
      { kind: "add", number: 2, result: { status: "played", home_goals: 10 } },
    ]);
  });
});

describe("the export", () => {
  it("writes the import's header and a match's goals only once it has a result", () => {
    const match = {
      round: 2,
      match_date: "2026-10-10",
      match_time: null,
      home: "Ottawa Storm",
      away: "Québec Lynx",
      venue: null,
      ...storedResultOf({ outcome: "forfeit", forfeitedBy: "home" }, { goalsFor: 10, goalsAgainst: 0 }),
    };
    expect(csvRowsOf([match, { ...match, status: "postponed" }])).toEqual([
      [...CSV_COLUMNS],
      ["2", "2026-10-10", "", "Ottawa Storm", "Québec Lynx", "", "0", "10", "", ""],
      ["2", "2026-10-10", "", "Ottawa Storm", "Québec Lynx", "", "", "", "", ""],
    ]);
  });
});
