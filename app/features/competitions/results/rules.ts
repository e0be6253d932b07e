import { parse } from "csv-parse/sync";
import { z } from "zod";
import type { DecidedBy } from "~/db/schema";
import { isDay } from "~/lib/dates";
import { format } from "~/lib/i18n";
import type { CompetitionResultsTexts } from "~/texts/pages/competition-results";
import {
  CSV_COLUMNS,
  CSV_MAX_BYTES,
  CSV_MAX_LINES,
  hasResult,
  RESULT_KEYS,
  type StoredResult,
} from "./words";

/**
 * Results, corrections and CSV files (docs/competitions.md, decision 057): the result form's rules, the
 * result as it is stored and compared, and the CSV file's format, read line by line. Pure: the service
 * passes in the pool's teams, the venues and the texts of the administrator's language.
 */

type ValidationTexts = CompetitionResultsTexts["validation"];
type ProblemTexts = CompetitionResultsTexts["import"]["problems"];

/** What the administrator entered: a played match's score, or the team that forfeited. */
export type ResultInput =
  | {
      outcome: "played";
      homeGoals: number;
      awayGoals: number;
      homeHalftime: number | null;
      awayHalftime: number | null;
      decidedBy: DecidedBy | null;
      homeSevens: number | null;
      awaySevens: number | null;
    }
  | { outcome: "forfeit"; forfeitedBy: "home" | "away" };

/** The fields of the result form, as posted. */
export const RESULT_FIELDS = [
  "outcome",
  "homeGoals",
  "awayGoals",
  "homeHalftime",
  "awayHalftime",
  "decidedBy",
  "homeSevens",
  "awaySevens",
  "forfeitedBy",
  "version",
] as const;

/** The ways a knockout match is decided, in the order the forms offer them. */
export const DECIDED_BY = ["regular", "extra-time", "sevens"] as const satisfies readonly DecidedBy[];

/**
 * How a knockout match was decided, as a result or a match sheet says it: the way, and each team's 7-metre
 * throws scored.
 */
export type KnockoutDecision = {
  decidedBy: DecidedBy | null;
  homeSevens: number | null;
  awaySevens: number | null;
};

/** The most 7-metre throws a team is recorded as scoring in a shoot-out (the result form's two digits). */
const SEVENS_MAX = 99;

/**
 * A problem of a knockout match's decision: the field it is at, and the key of the results' validation
 * text that says it (the match sheet says it with the same words).
 */
export type DecisionProblem = {
  field: "decidedBy" | "homeSevens" | "awaySevens";
  code: keyof Pick<
    ValidationTexts,
    "decidedBy" | "knockoutLevel" | "sevensNotLevel" | "sevensRequired" | "sevensLevel" | "wholeNumber"
  >;
};

/**
 * Checks how a knockout match was decided against its final goals (HANDBALL.md: it cannot end level; two
 * periods of extra time, then 7-metre throws). Regular or extra time: the goals are not level. 7-metre
 * throws: the goals are level after extra time, and both teams' throws scored are given, whole numbers
 * from 0 to 99, and not level. Throws given with regular or extra time are not looked at (not kept). A
 * goal that is not known yet (null) is not compared.
 */
export function decisionProblems(
  goals: { home: number | null; away: number | null },
  decision: KnockoutDecision,
): DecisionProblem[] {
  const { decidedBy } = decision;
  const level = goals.home !== null && goals.home === goals.away;
  if (decidedBy === "regular" || decidedBy === "extra-time")
    return level ? [{ field: "decidedBy", code: "knockoutLevel" }] : [];
  const problems: DecisionProblem[] = [];
  if (decidedBy === null) problems.push({ field: "decidedBy", code: "decidedBy" });
  else if (goals.home !== null && goals.away !== null && !level)
    problems.push({ field: "decidedBy", code: "sevensNotLevel" });
  const sevens = (value: number) => Number.isSafeInteger(value) && value >= 0 && value <= SEVENS_MAX;
  for (const [field, value] of [
    ["homeSevens", decision.homeSevens],
    ["awaySevens", decision.awaySevens],
  ] as const) {
    if (value !== null && !sevens(value)) problems.push({ field, code: "wholeNumber" });
    else if (value === null && decidedBy === "sevens") problems.push({ field, code: "sevensRequired" });
  }
  const { homeSevens, awaySevens } = decision;
  if (decidedBy === "sevens" && homeSevens !== null && homeSevens === awaySevens && sevens(homeSevens))
    problems.push({ field: "homeSevens", code: "sevensLevel" });
  return problems;
}

/** "", or a whole number 0 to 99 written with digits only; anything else is invalid. */
function goalsOf(value: string | undefined): number | null | "invalid" {
  const text = (value ?? "").trim();
  if (text === "") return null;
  return /^\d{1,2}$/.test(text) ? Number(text) : "invalid";
}

/**
 * Checks a posted result form. A knockout match (`knockout`) cannot end level: it says how it was decided,
 * and a level final score is accepted only when 7-metre throws decided it, with their (unequal) score.
 * Half-time goals are optional (both or neither) and never above the final's.
 */
export function parseResultForm(
  values: Record<string, string | undefined>,
  knockout: boolean,
  t: ValidationTexts,
): { ok: true; data: ResultInput; version: number } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const version = /^\d{1,9}$/.test(values.version ?? "") ? Number(values.version) : 0;
  if (values.outcome === "forfeit") {
    const forfeitedBy = values.forfeitedBy;
    if (forfeitedBy !== "home" && forfeitedBy !== "away")
      return { ok: false, errors: { forfeitedBy: t.forfeitedBy } };
    return { ok: true, data: { outcome: "forfeit", forfeitedBy }, version };
  }
  if (values.outcome !== "played") return { ok: false, errors: { outcome: t.outcome } };

  const number = (field: (typeof RESULT_FIELDS)[number]) => {
    const goals = goalsOf(values[field]);
    if (goals === "invalid") errors[field] = t.wholeNumber;
    return goals === "invalid" ? null : goals;
  };
  const homeGoals = number("homeGoals");
  const awayGoals = number("awayGoals");
  const homeHalftime = number("homeHalftime");
  const awayHalftime = number("awayHalftime");
  if (!errors.homeGoals && homeGoals === null) errors.homeGoals = t.finalRequired;
  if (!errors.awayGoals && awayGoals === null) errors.awayGoals = t.finalRequired;
  if (!errors.homeHalftime && !errors.awayHalftime && (homeHalftime === null) !== (awayHalftime === null))
    errors[homeHalftime === null ? "homeHalftime" : "awayHalftime"] = t.halftimeBoth;
  if (homeHalftime !== null && homeGoals !== null && homeHalftime > homeGoals)
    errors.homeHalftime = t.halftimeAboveFinal;
  if (awayHalftime !== null && awayGoals !== null && awayHalftime > awayGoals)
    errors.awayHalftime = t.halftimeAboveFinal;

  let decidedBy: DecidedBy | null = null;
  let homeSevens: number | null = null;
  let awaySevens: number | null = null;
  if (knockout) {
    decidedBy = DECIDED_BY.find((way) => way === values.decidedBy) ?? null;
    if (decidedBy === "sevens") {
      homeSevens = number("homeSevens");
      awaySevens = number("awaySevens");
    }
    const decision = { decidedBy, homeSevens, awaySevens };
    // The first sentence of a field wins: a throw that is not a number is not also "required".
    for (const problem of decisionProblems({ home: homeGoals, away: awayGoals }, decision))
      errors[problem.field] ??= t[problem.code];
  }
  if (Object.keys(errors).length > 0 || homeGoals === null || awayGoals === null)
    return { ok: false, errors };
  return {
    ok: true,
    data: {
      outcome: "played",
      homeGoals,
      awayGoals,
      homeHalftime,
      awayHalftime,
      decidedBy,
      homeSevens,
      awaySevens,
    },
    version,
  };
}

/** The stored result of an entry: a forfeit counts the competition's forfeit score for the other team. */
export function storedResultOf(
  input: ResultInput,
  forfeitScore: { goalsFor: number; goalsAgainst: number },
): StoredResult {
  if (input.outcome === "forfeit") {
    const homeWins = input.forfeitedBy === "away";
    return {
      status: "forfeit",
      home_goals: homeWins ? forfeitScore.goalsFor : forfeitScore.goalsAgainst,
      away_goals: homeWins ? forfeitScore.goalsAgainst : forfeitScore.goalsFor,
      home_halftime: null,
      away_halftime: null,
      decided_by: null,
      home_sevens: null,
      away_sevens: null,
      forfeited_by: input.forfeitedBy,
    };
  }
  return {
    status: "played",
    home_goals: input.homeGoals,
    away_goals: input.awayGoals,
    home_halftime: input.homeHalftime,
    away_halftime: input.awayHalftime,
    decided_by: input.decidedBy,
    home_sevens: input.decidedBy === "sevens" ? input.homeSevens : null,
    away_sevens: input.decidedBy === "sevens" ? input.awaySevens : null,
    forfeited_by: null,
  };
}

/** Only the result's columns of a match row (what a correction records before and after). */
export function resultOf(match: StoredResult): StoredResult {
  return Object.fromEntries(RESULT_KEYS.map((key) => [key, match[key]])) as StoredResult;
}

export function sameResult(a: StoredResult, b: StoredResult) {
  return RESULT_KEYS.every((key) => a[key] === b[key]);
}

/** The result form's values for a match: its current result, or empty fields for a match not yet played. */
export function resultFormValues(match: StoredResult & { result_version: number }): Record<string, string> {
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    outcome: match.status === "forfeit" ? "forfeit" : "played",
    homeGoals: match.status === "played" ? text(match.home_goals) : "",
    awayGoals: match.status === "played" ? text(match.away_goals) : "",
    homeHalftime: text(match.home_halftime),
    awayHalftime: text(match.away_halftime),
    decidedBy: match.decided_by ?? "",
    homeSevens: text(match.home_sevens),
    awaySevens: text(match.away_sevens),
    forfeitedBy: match.forfeited_by ?? "",
    version: String(match.result_version),
  };
}

// ---------------------------------------------------------------------------------------------------
// Point adjustments

export const adjustmentFormSchema = (t: CompetitionResultsTexts["adjustments"]["validation"]) =>
  z.object({
    entryId: z
      .string()
      .regex(/^\d{1,9}$/, t.team)
      .transform(Number),
    points: z
      .string()
      .trim()
      .regex(/^[+-]?\d{1,2}$/, t.points)
      .transform(Number)
      .refine((points) => points !== 0, t.points),
    reason: z.string().trim().min(1, t.reason).max(200, t.reason),
    reasonFr: z.string().trim().min(1, t.reasonFr).max(200, t.reasonFr),
  });

export type AdjustmentInput = z.output<ReturnType<typeof adjustmentFormSchema>>;

// ---------------------------------------------------------------------------------------------------
// CSV files of a pool's matches

/** One valid line of a file: a match of the pool, its teams and venue found by name. */
export type CsvMatch = {
  line: number;
  round: number;
  date: string;
  time: string | null;
  home: string;
  away: string;
  homeEntryId: number;
  awayEntryId: number;
  venueId: number | null;
  homeGoals: number | null;
  awayGoals: number | null;
  homeHalftime: number | null;
  awayHalftime: number | null;
};

/** A line as the preview shows it: the match it describes, or its problems in words. */
export type CsvLine = { line: number; home: string; away: string; round: string } & (
  | { ok: true; match: CsvMatch }
  | { ok: false; problems: string[] }
);

/** Names compare without case and surrounding or repeated spaces: "Ottawa  Storm" is "ottawa storm". */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-CA");

/** The file's bytes as text: refused before any parsing when over the limit or not UTF-8 (a BOM is dropped). */
export function decodeCsvFile(
  bytes: Uint8Array,
  t: ProblemTexts,
): { ok: true; text: string } | { ok: false; problem: string } {
  if (bytes.byteLength > CSV_MAX_BYTES)
    return { ok: false, problem: format(t.tooLarge, { kilobytes: CSV_MAX_BYTES / 1000 }) };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, problem: t.notUtf8 };
  }
}

/** Spreadsheet exports (lib/csv's toCsv) put an apostrophe before a leading = + - @: read it back without. */
const unguarded = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

type Directory = { teams: Map<string, number>; venues: Map<string, number> };

const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** One line of the file, checked alone: every problem of the line, or the match it describes. */
export function parseCsvLine(record: string[], line: number, directory: Directory, t: ProblemTexts): CsvLine {
  const cells = record.map((value) => unguarded(value.trim()));
  const [round = "", date = "", time = "", home = "", away = "", venue = ""] = cells;
  const shown = { line, home, away, round };
  if (cells.length !== CSV_COLUMNS.length)
    return { ...shown, ok: false, problems: [format(t.columnCount, { count: cells.length })] };
  const problems: string[] = [];
  const cell = (index: number) => cells[index] ?? "";
  const column = (index: number) => CSV_COLUMNS[index] ?? "";

  if (!/^\d{1,2}$/.test(round) || Number(round) < 1) problems.push(format(t.round, { column: "round" }));
  if (!isDay(date)) problems.push(format(t.date, { column: "date" }));
  if (time !== "" && !isTime(time)) problems.push(format(t.time, { column: "time" }));
  const entryOf = (index: number) => {
    const name = cell(index);
    if (name === "") {
      problems.push(format(t.required, { column: column(index) }));
      return undefined;
    }
    const id = directory.teams.get(nameKey(name));
    if (id === undefined) problems.push(format(t.unknownTeam, { column: column(index), name }));
    return id;
  };
  const homeEntryId = entryOf(3);
  const awayEntryId = entryOf(4);
  if (home !== "" && nameKey(home) === nameKey(away)) problems.push(t.sameTeam);
  const venueId = venue === "" ? null : directory.venues.get(nameKey(venue));
  if (venueId === undefined) problems.push(format(t.unknownVenue, { name: venue }));

  const goals = [6, 7, 8, 9].map((index) => {
    const value = goalsOf(cell(index));
    if (value === "invalid") problems.push(format(t.goals, { column: column(index) }));
    return value === "invalid" ? undefined : value;
  });
  const [homeGoals, awayGoals, homeHalftime, awayHalftime] = goals;
  if (goals.every((value) => value !== undefined)) {
    if ((homeGoals === null) !== (awayGoals === null)) problems.push(t.goalsBoth);
    if ((homeHalftime === null) !== (awayHalftime === null)) problems.push(t.halftimeBoth);
    else if (homeHalftime !== null && homeGoals === null) problems.push(t.halftimeWithoutFinal);
    if (homeHalftime != null && homeGoals != null && homeHalftime > homeGoals)
      problems.push(format(t.halftimeAboveFinal, { column: "home_halftime" }));
    if (awayHalftime != null && awayGoals != null && awayHalftime > awayGoals)
      problems.push(format(t.halftimeAboveFinal, { column: "away_halftime" }));
  }
  if (problems.length > 0 || homeEntryId === undefined || awayEntryId === undefined || venueId === undefined)
    return { ...shown, ok: false, problems };
  return {
    ...shown,
    ok: true,
    match: {
      line,
      round: Number(round),
      date,
      time: time === "" ? null : time,
      home,
      away,
      homeEntryId,
      awayEntryId,
      venueId,
      homeGoals: homeGoals ?? null,
      awayGoals: awayGoals ?? null,
      homeHalftime: homeHalftime ?? null,
      awayHalftime: awayHalftime ?? null,
    },
  };
}

/** A file read whole: its lines (each valid or with its problems) and the team names the pool does not know. */
export type CsvFile = { ok: true; lines: CsvLine[]; unknownTeams: string[] } | { ok: false; problem: string };

/**
 * Reads a file's text: the header exactly, at most CSV_MAX_LINES lines, each line checked alone, then the
 * lines against each other (the same match twice, a team twice in one round). Empty lines are skipped.
 */
export function readCsvFile(text: string, directory: Directory, t: ProblemTexts): CsvFile {
  if (text.split(/\r\n|\n|\r/).length > CSV_MAX_LINES + 2)
    return { ok: false, problem: format(t.tooManyLines, { lines: CSV_MAX_LINES }) };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // csv-parse types `info: true` records loosely: each is { record, info } with the line the record ends on.
    records = parse(text.replace(/^\uFEFF/, ""), {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    return { ok: false, problem: format(t.unreadable, { line: typeof line === "number" ? line : 1 }) };
  }
  const [header, ...rows] = records;
  if (!header || header.record.map((name) => name.trim()).join(",") !== CSV_COLUMNS.join(","))
    return { ok: false, problem: format(t.header, { header: CSV_COLUMNS.join(",") }) };
  if (rows.length === 0) return { ok: false, problem: t.empty };
  if (rows.length > CSV_MAX_LINES)
    return { ok: false, problem: format(t.tooManyLines, { lines: CSV_MAX_LINES }) };

  const lines = rows.map(({ record, info }) => parseCsvLine(record, info.lines, directory, t));
  const firstOfMatch = new Map<string, number>();
  const firstInRound = new Map<string, number>();
  for (const line of lines) {
    if (!line.ok) continue;
    const { round, homeEntryId, awayEntryId } = line.match;
    const problems: string[] = [];
    const same = firstOfMatch.get(`${round}:${homeEntryId}:${awayEntryId}`);
    if (same !== undefined) problems.push(format(t.duplicate, { line: same }));
    else {
      firstOfMatch.set(`${round}:${homeEntryId}:${awayEntryId}`, line.line);
      for (const [entryId, team] of [
        [homeEntryId, line.home],
        [awayEntryId, line.away],
      ] as const) {
        const earlier = firstInRound.get(`${round}:${entryId}`);
        if (earlier !== undefined) problems.push(format(t.twiceInRound, { team, round, line: earlier }));
        else firstInRound.set(`${round}:${entryId}`, line.line);
      }
    }
    if (problems.length > 0) Object.assign(line, { ok: false, problems, match: undefined });
  }
  const unknown = new Map<string, string>();
  for (const { record } of rows)
    for (const index of [3, 4]) {
      const name = unguarded((record[index] ?? "").trim());
      if (name !== "" && !directory.teams.has(nameKey(name)) && !unknown.has(nameKey(name)))
        unknown.set(nameKey(name), name);
    }
  return { ok: true, lines, unknownTeams: [...unknown.values()] };
}

/** A pool's match as the export writes it: its teams' and venue's names, the goals only once it has a result. */
export type ExportedMatch = StoredResult & {
  round: number;
  match_date: string | null;
  match_time: string | null;
  home: string;
  away: string;
  venue: string | null;
};

/** The export's rows, header first, in the import's columns: a file exported here imports elsewhere. */
export function csvRowsOf(matches: ExportedMatch[]): string[][] {
  const text = (value: number | null | undefined, shown: boolean) =>
    shown && value != null ? String(value) : "";
  return [
    [...CSV_COLUMNS],
    ...matches.map((match) => {
      const played = hasResult(match);
      return [
        String(match.round),
        match.match_date ?? "",
        match.match_time ?? "",
        match.home,
        match.away,
        match.venue ?? "",
        text(match.home_goals, played),
        text(match.away_goals, played),
        text(match.home_halftime, played),
        text(match.away_halftime, played),
      ];
    }),
  ];
}

/** A pool's match as the import compares it with a line of the file. */
export type ExistingMatch = StoredResult & {
  id: number;
  round: number;
  number: number;
  home_entry_id: number | null;
  away_entry_id: number | null;
  match_date: string | null;
  match_time: string | null;
  venue_id: number | null;
  result_version: number;
};

/** What importing a valid line does: add a match, change one (its schedule, its result or both), or nothing. */
export type ImportStep =
  | { kind: "add"; line: CsvMatch; number: number; result: StoredResult }
  | { kind: "update"; line: CsvMatch; match: ExistingMatch; schedule: boolean; result: StoredResult | null }
  | { kind: "same"; line: CsvMatch; match: ExistingMatch };

/** The result a line gives: none when its goals are empty (a result already entered is then kept). */
function lineResult(line: CsvMatch): StoredResult | null {
  if (line.homeGoals === null || line.awayGoals === null) return null;
  return {
    status: "played",
    home_goals: line.homeGoals,
    away_goals: line.awayGoals,
    home_halftime: line.homeHalftime,
    away_halftime: line.awayHalftime,
    decided_by: null,
    home_sevens: null,
    away_sevens: null,
    forfeited_by: null,
  };
}

/** A forfeit exported as its score reads back as that score: the same result, not a correction. */
function sameAsFile(stored: StoredResult, file: StoredResult) {
  if (stored.status === "forfeit")
    return (
      stored.home_goals === file.home_goals &&
      stored.away_goals === file.away_goals &&
      file.home_halftime === null
    );
  return sameResult(stored, file);
}

const NOT_PLAYED: StoredResult = {
  status: "scheduled",
  home_goals: null,
  away_goals: null,
  home_halftime: null,
  away_halftime: null,
  decided_by: null,
  home_sevens: null,
  away_sevens: null,
  forfeited_by: null,
};

/**
 * What the valid lines of a file do to a pool's matches. A match is the same match when its round, home
 * team and away team are (decision 057): its day, time and venue follow the file, its result too when the
 * line has goals. A new match takes the next number of its round. Importing the file again finds every
 * match as the file says: nothing to do.
 */
export function planImport(lines: CsvMatch[], existing: ExistingMatch[]): ImportStep[] {
  const byKey = new Map(
    existing.map((match) => [`${match.round}:${match.home_entry_id}:${match.away_entry_id}`, match]),
  );
  const lastNumber = new Map<number, number>();
  for (const match of existing)
    lastNumber.set(match.round, Math.max(lastNumber.get(match.round) ?? 0, match.number));
  return lines.map((line) => {
    const match = byKey.get(`${line.round}:${line.homeEntryId}:${line.awayEntryId}`);
    const fileResult = lineResult(line);
    if (!match) {
      const number = (lastNumber.get(line.round) ?? 0) + 1;
      lastNumber.set(line.round, number);
      return { kind: "add", line, number, result: fileResult ?? NOT_PLAYED };
    }
    const schedule =
      match.match_date !== line.date || match.match_time !== line.time || match.venue_id !== line.venueId;
    const result = fileResult && !sameAsFile(resultOf(match), fileResult) ? fileResult : null;
    if (!schedule && !result) return { kind: "same", line, match };
    return { kind: "update", line, match, schedule, result };
  });
}

/** How many matches an import adds, changes and leaves as they are. */
export function countSteps(steps: ImportStep[]) {
  return {
    added: steps.filter((step) => step.kind === "add").length,
    updated: steps.filter((step) => step.kind === "update").length,
    unchanged: steps.filter((step) => step.kind === "same").length,
  };
}

/** The form that creates a team the file names and the pool does not know, right from the preview. */
export const importTeamFormSchema = (t: CompetitionResultsTexts["import"]["teamValidation"]) =>
  z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("guest"),
      name: z.string().trim().min(1, t.name).max(100, t.name),
      guestFrom: z.string().trim().min(1, t.guestFrom).max(100, t.guestFrom),
    }),
    z.object({
      kind: z.literal("club"),
      name: z.string().trim().min(1, t.name).max(100, t.name),
      clubId: z
        .string()
        .regex(/^\d{1,9}$/, t.club)
        .transform(Number),
    }),
  ]);
