import type { SheetSide } from "~/db/schema";
import { format } from "~/lib/i18n";
import type { MatchSheetTexts } from "~/texts/pages/match-sheet";
import { DECIDED_BY, type DecisionProblem } from "../results/rules";
import {
  type Disqualification,
  IHF_SHEET_LIMITS,
  type MatchSheet,
  type PlayerLine,
  type SheetProblem,
  type TeamSheet,
} from "./rules";

/**
 * The sheet's form (docs/competitions.md "The match sheet"): its field names, read into a `MatchSheet` for
 * `checkSheet`, and each problem put back at its field. Pure, so the page and the tests share it.
 */

const DISQUALIFICATIONS = ["none", "red", "blue"] as const satisfies readonly Disqualification[];

/** The field names of a side's score and time-outs, and of a player's line. */
export const sheetField = {
  halfTime: (side: SheetSide) => `${side}_halftime`,
  goals: (side: SheetSide) => `${side}_goals`,
  timeouts: (side: SheetSide, half: 1 | 2) => `${side}_timeouts_${half}`,
  line: (what: "goals" | "sevens" | "warning" | "suspensions" | "disqualification" | "report", id: number) =>
    `${what}_${id}`,
  /** A knockout match's: how it was decided, and each side's 7-metre throws scored. */
  decidedBy: "decided_by",
  throws: (side: SheetSide) => `${side}_sevens`,
};

/** The field of each part of a knockout's decision. */
const DECISION_FIELDS: Record<DecisionProblem["field"], string> = {
  decidedBy: sheetField.decidedBy,
  homeSevens: sheetField.throws("home"),
  awaySevens: sheetField.throws("away"),
};

/** A player's line as the form needs it: its id, side and member. */
type FormLine = { id: number; side: SheetSide; member_id: number };

export type ParsedSheet = { sheet: MatchSheet; lineOf: Map<string, number> };

/** A count of the form: empty is 0; anything but a whole number from 0 to 999 is refused. */
function count(value: string | undefined) {
  const text = (value ?? "").trim();
  if (text === "") return 0;
  return /^\d{1,3}$/.test(text) ? Number(text) : null;
}

/**
 * Reads the posted sheet against its player lines: the sheet for `checkSheet`, and which line each member
 * is; or the fields that are not numbers or choices, each with its sentence. A knockout match's sheet
 * (`knockout`) reads how it was decided (empty: not said yet) and the throws (empty: none given); a pool
 * match's ignores those fields.
 */
export function parseSheetForm(
  values: Record<string, string>,
  lines: readonly FormLine[],
  officials: Record<SheetSide, string[]>,
  knockout: boolean,
  t: MatchSheetTexts["reasons"],
): { ok: true; data: ParsedSheet } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const number = (field: string) => {
    const value = count(values[field]);
    if (value === null) errors[field] = t.count;
    return value ?? 0;
  };
  const lineOf = new Map<string, number>();
  const team = (side: SheetSide): TeamSheet => {
    const players = lines
      .filter((line) => line.side === side)
      .map((line): PlayerLine => {
        const field = (what: Parameters<typeof sheetField.line>[0]) => sheetField.line(what, line.id);
        const suspensions = number(field("suspensions"));
        if (suspensions > IHF_SHEET_LIMITS.suspensionsToDisqualify)
          errors[field("suspensions")] = t.suspensionsRange;
        const disqualification = values[field("disqualification")] ?? "none";
        const kind = DISQUALIFICATIONS.find((option) => option === disqualification);
        if (!kind) errors[field("disqualification")] = t.choice;
        lineOf.set(String(line.member_id), line.id);
        return {
          member: String(line.member_id),
          goals: number(field("goals")),
          sevenMetreGoals: number(field("sevens")),
          warnings: values[field("warning")] === "1" ? 1 : 0,
          suspensions,
          disqualification: kind ?? "none",
          report: values[field("report")] ?? "",
        };
      });
    return {
      players,
      officials: officials[side],
      timeouts: [number(sheetField.timeouts(side, 1)), number(sheetField.timeouts(side, 2))],
      halfTimeGoals: number(sheetField.halfTime(side)),
      goals: number(sheetField.goals(side)),
    };
  };
  const decision = () => {
    const way = values[sheetField.decidedBy] ?? "";
    const decidedBy = DECIDED_BY.find((option) => option === way) ?? null;
    if (way !== "" && decidedBy === null) errors[sheetField.decidedBy] = t.decidedByChoice;
    const throws = (side: SheetSide) =>
      (values[sheetField.throws(side)] ?? "").trim() === "" ? null : number(sheetField.throws(side));
    return { decidedBy, homeSevens: throws("home"), awaySevens: throws("away") };
  };
  const sheet = { home: team("home"), away: team("away"), decision: knockout ? decision() : null };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: { sheet, lineOf } };
}

/** The field a problem of `checkSheet` is shown at ("form": above the sheet). */
export function problemField(problem: SheetProblem, lineOf: ReadonlyMap<string, number>) {
  const line = "member" in problem && problem.member !== undefined ? lineOf.get(problem.member) : undefined;
  switch (problem.code) {
    case "decision":
      return DECISION_FIELDS[problem.field];
    case "goals-do-not-add-up":
      return sheetField.goals(problem.side);
    case "half-time-over-final":
      return sheetField.halfTime(problem.side);
    case "too-many-timeouts-in-half":
      return sheetField.timeouts(problem.side, problem.half);
    case "too-many-timeouts":
      return sheetField.timeouts(problem.side, 2);
    case "not-a-count":
      return line === undefined ? sheetField.goals(problem.side) : sheetField.line("goals", line);
    case "sevens-over-goals":
      return line === undefined ? "form" : sheetField.line("sevens", line);
    case "second-warning":
      return line === undefined ? "form" : sheetField.line("warning", line);
    case "sanction-after-disqualification":
      return line === undefined ? "form" : sheetField.line("disqualification", line);
    case "blue-card-needs-report":
    case "report-too-long":
      return line === undefined ? "form" : sheetField.line("report", line);
    default:
      return "form";
  }
}

/** Every problem at its field, in the spec's words (the first one of a field wins). */
export function problemErrors(
  problems: readonly SheetProblem[],
  lineOf: ReadonlyMap<string, number>,
  t: MatchSheetTexts["problems"],
  nameOf: (member: string) => string,
) {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const field = problemField(problem, lineOf);
    const values: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(problem)) if (value !== undefined) values[key] = value;
    values.name = "member" in problem && problem.member ? nameOf(problem.member) : "";
    const text = problem.code === "decision" ? t.decision[problem.reason] : t[problem.code];
    errors[field] ??= format(text, values);
  }
  return errors;
}
