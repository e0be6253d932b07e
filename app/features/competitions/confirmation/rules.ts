import { z } from "zod";
import type { SheetFinalizedHow, SheetStatus } from "~/db/schema";

/**
 * Confirming a match's result (decision 066): what the away team's answer may say, where a
 * sheet stands for the people who see it, and the order the administrators see sheets in. Pure: the service
 * passes `now` and the texts.
 */

/** A dispute's reason, in characters once trimmed. */
export const DISPUTE_REASON = { min: 2, max: 1000 } as const;

/** The dispute form: a reason, required, 2 to 1000 characters; `version` is the sheet's as it was read. */
export const disputeFormSchema = (t: { reasonShort: string; reasonLong: string }) =>
  z.object({
    reason: z.string().trim().min(DISPUTE_REASON.min, t.reasonShort).max(DISPUTE_REASON.max, t.reasonLong),
  });

/** A posted version: the sheet's as the form read it, or 0 (which no sheet has) for anything else. */
export function versionFrom(value: string | undefined) {
  return /^\d{1,9}$/.test(value ?? "") ? Number(value) : 0;
}

type SheetFacts = {
  status: SheetStatus;
  answer_by: string | null;
  finalized_how: SheetFinalizedHow | null;
};

/**
 * Where a sheet stands: not submitted yet (`open`); waiting for the away team's answer until its deadline
 * (`awaiting`); past its deadline and about to become final as submitted (`closing`: the job runs at the
 * deadline); disputed; or final, and how.
 */
export type AnswerState = "open" | "awaiting" | "closing" | "disputed" | SheetFinalizedHow;

export function answerStateOf(sheet: SheetFacts, now: Date): AnswerState {
  if (sheet.status === "final") return sheet.finalized_how ?? "admin";
  if (sheet.status === "disputed") return "disputed";
  if (sheet.status === "open" || sheet.answer_by === null) return "open";
  return new Date(sheet.answer_by).getTime() > now.getTime() ? "awaiting" : "closing";
}

/** The administrators' list: disputed sheets first, then those awaiting an answer (soonest deadline first), then final ones (latest first). */
export function sheetListOrder<T extends SheetFacts & { finalized_at: string | null; match_id: number }>(
  sheets: readonly T[],
): T[] {
  const rank = (sheet: T) => (sheet.status === "disputed" ? 0 : sheet.status === "submitted" ? 1 : 2);
  return [...sheets].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) === 1
        ? (a.answer_by ?? "").localeCompare(b.answer_by ?? "")
        : (b.finalized_at ?? "").localeCompare(a.finalized_at ?? "")) ||
      a.match_id - b.match_id,
  );
}
