import { randomUUID } from "node:crypto";
import type { Deps } from "~/lib/context.server";
import { startWorker, type Worker } from "~/lib/worker.server";
import { claimJob, deleteClaimedJob, findDueJobIds, type JobRow, markJobRunFailed } from "./queries.server";
import { describeJobError, MAX_ATTEMPTS, noHandlerError, retryDelayMs } from "./rules";
import type { JobHandlers } from "./schedule.server";

export interface JobReport {
  done: number;
  retrying: number;
  failed: number;
  /** The run stopped at its batch size; more jobs may be due. */
  moreDue: boolean;
}

// Every claim of a run is stamped from the run's `now`, so it must outlast the whole batch: a handler
// does a few queries and queues e-mail, far less than the 5 minutes a claim holds divided by the batch.
// A full batch makes the runner run again at once, so throughput is not capped.
const CLAIM_MS = 5 * 60_000;
const BATCH_SIZE = 20;

/**
 * A claim unique to one run of one job. `locked_until` is text: the claim is its expiry as an ISO time
 * followed by a random token. ISO times of one format compare as text in time order and the token only
 * counts between equal times, where the claim is live either way; so `locked_until < now` still finds
 * a lapsed claim, and `locked_until = claim` tells this run's claim from any later one (after a handler
 * rescheduled its job, another runner may claim it again within the same millisecond).
 */
function newClaim(now: Date) {
  return `${new Date(now.getTime() + CLAIM_MS).toISOString()}~${randomUUID()}`;
}

/**
 * Runs the jobs that are due, each claimed first so that two processes never run the same one; a job
 * that throws runs again later with a growing delay, and after MAX_ATTEMPTS is marked failed for an
 * admin. Never throws for a handler's failure, only for a database one.
 */
export async function runDueJobs(deps: Deps, handlers: JobHandlers, now: Date): Promise<JobReport> {
  const report: JobReport = { done: 0, retrying: 0, failed: 0, moreDue: false };
  const due = await findDueJobIds(deps.db, now, BATCH_SIZE);
  for (const { id } of due) {
    const job = await claimJob(deps.db, id, newClaim(now), now);
    if (job) report[await runOne(deps, handlers, job, now)] += 1;
  }
  report.moreDue = due.length === BATCH_SIZE;
  return report;
}

async function runOne(deps: Deps, handlers: JobHandlers, job: JobRow, now: Date) {
  // Own keys only: a kind such as "constructor" must not find Object's.
  const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
  if (!handler) {
    await markJobRunFailed(deps.db, job, { retryAt: null, error: noHandlerError(job.kind) }, now);
    return "failed" as const;
  }
  try {
    await handler(deps, job.subject, now);
  } catch (error) {
    return recordFailure(deps, job, error, now);
  }
  await deleteClaimedJob(deps.db, job);
  return "done" as const;
}

async function recordFailure(deps: Deps, job: JobRow, error: unknown, now: Date) {
  const attempts = job.attempts + 1;
  const failed = attempts >= MAX_ATTEMPTS;
  const retryAt = failed ? null : new Date(now.getTime() + retryDelayMs(attempts)).toISOString();
  await markJobRunFailed(deps.db, job, { retryAt, error: describeJobError(error) }, now);
  return failed ? ("failed" as const) : ("retrying" as const);
}

/**
 * Runs the due jobs every `intervalMs`, and whenever woken, one run at a time. Every process of the site
 * runs one; the claims decide who does each job. A failure is logged as one JSON line and never thrown:
 * the job stays in the table for a later run. Wake it after scheduling a job that is due at once (an
 * admin's retry).
 */
export function startJobRunner({
  deps,
  handlers,
  intervalMs = 15_000,
}: {
  deps: Deps;
  handlers: JobHandlers;
  intervalMs?: number;
}): Worker {
  return startWorker({
    intervalMs,
    async runOnce() {
      const report = await runDueJobs(deps, handlers, new Date());
      logReport(report);
      return report.moreDue;
    },
    onError: (error) => log("error", "job runner failed", { error: String(error) }),
  });
}

function logReport({ done, retrying, failed }: JobReport) {
  if (done + retrying + failed > 0)
    log(retrying + failed > 0 ? "warn" : "info", "jobs run", { done, retrying, failed });
}

function log(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown>) {
  console[level](JSON.stringify({ level, msg, ...fields }));
}
