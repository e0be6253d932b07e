import { describe, expect, it } from "vitest";
import { competitionResultsMessages } from "~/texts/pages/competition-results";
import { matchSheetMessages } from "~/texts/pages/match-sheet";
import { parseSheetForm, problemErrors } from "./forms";
import { checkSheet, IHF_SHEET_LIMITS } from "./rules";

// The knockout's part of the sheet's form: how the match was decided and the 7-metre throws, read only on
// a knockout match's sheet, and each problem said at its field with the results' words.

const en = matchSheetMessages.en;
const lines = [
  { id: 11, side: "home" as const, member_id: 1 },
  { id: 12, side: "away" as const, member_id: 2 },
];
const officials = { home: [], away: [] };
/** A 20-20 sheet's form, one scorer a side, with `changes`. */
const posted = (changes: Record<string, string>) => ({
  home_goals: "20",
  away_goals: "20",
  goals_11: "20",
  goals_12: "20",
  ...changes,
});
const decisionOf = (values: Record<string, string>, knockout: boolean) => {
  const parsed = parseSheetForm(values, lines, officials, knockout, en.reasons);
  return parsed.ok ? parsed.data.sheet.decision : parsed.errors;
};

describe("the knockout's fields of the sheet's form", () => {
  it.each<[string, Record<string, string>, boolean, unknown]>([
    [
      "reads a knockout's way and throws",
      { decided_by: "sevens", home_sevens: " 5 ", away_sevens: "4" },
      true,
      { decidedBy: "sevens", homeSevens: 5, awaySevens: 4 },
    ],
    [
      "reads empty fields as not said yet",
      { decided_by: "", home_sevens: "", away_sevens: " " },
      true,
      { decidedBy: null, homeSevens: null, awaySevens: null },
    ],
    ["ignores them on a pool match's sheet", { decided_by: "sevens", home_sevens: "x" }, false, null],
    [
      "refuses a way that is not offered",
      { decided_by: "golden-goal" },
      true,
      { decided_by: en.reasons.decidedByChoice },
    ],
    [
      "refuses a negative count of throws",
      { decided_by: "sevens", away_sevens: "-2" },
      true,
      { away_sevens: en.reasons.count },
    ],
  ])("%s", (_, changes, knockout, expected) => {
    expect(decisionOf(posted(changes), knockout)).toEqual(expected);
  });

  it("says each problem at its field, in the result page's words, in both languages", () => {
    const parsed = parseSheetForm(
      posted({ decided_by: "sevens", home_sevens: "3", away_sevens: "3" }),
      lines,
      officials,
      true,
      en.reasons,
    );
    if (!parsed.ok) throw new Error("not parsed");
    const { problems } = checkSheet(parsed.data.sheet, IHF_SHEET_LIMITS);
    for (const locale of ["en", "fr"] as const)
      expect(
        problemErrors(problems, parsed.data.lineOf, matchSheetMessages[locale].problems, String),
      ).toEqual({
        home_sevens: competitionResultsMessages[locale].validation.sevensLevel,
      });
  });
});
