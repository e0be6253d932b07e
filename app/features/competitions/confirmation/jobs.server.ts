import type { JobHandlers } from "~/lib/jobs/schedule.server";
import { SHEET_DEADLINE_JOB } from "../match-sheet/rules";
import { finalizeAtDeadline } from "./service.server";

/** The confirmation's jobs, for server/app.ts: a submitted sheet unanswered by its deadline becomes final. */
export const sheetJobs: JobHandlers = { [SHEET_DEADLINE_JOB]: finalizeAtDeadline };
