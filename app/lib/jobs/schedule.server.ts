import type { Db } from "~/db/db.server";
import type { AppContext, Deps } from "~/lib/context.server";
import { deleteJobs, retryJob, upsertJob } from "./queries.server";

/**
 * Does the work of one job. It runs after the job was claimed, so one process at a time; but a process
 * can die after the work and before the job is deleted, so the work itself must be safe to repeat (a
 * compare-and-set on the row it changes, in the transaction that queues its e-mail). To run again later,
 * it schedules its own job anew.
 */
export type JobHandler = (deps: Deps, subject: string, now: Date) => Promise<void>;

/** The handler of each kind of job; server/app.ts composes them from the features. */
export type JobHandlers = Record<string, JobHandler>;

/** Pass the transaction that writes what the job is about, so the job exists if and only if it does. */
export function scheduleJob(
  db: Db,
  job: { kind: string; subject: string | number; runAt: string },
  now: Date,
) {
  return upsertJob(db, { ...job, subject: String(job.subject) }, now);
}

export function unscheduleJobs(db: Db, kind: string, subjects: (string | number)[]) {
  return deleteJobs(db, kind, subjects.map(String));
}

/** An admin's retry of a failed job: it runs again at once. False when the job is not (or no longer) failed. */
export async function retryFailedJob({ db, jobs }: Pick<AppContext, "db" | "jobs">, id: number, now: Date) {
  const retried = await retryJob(db, id, now);
  if (retried) jobs.wake();
  return retried;
}
