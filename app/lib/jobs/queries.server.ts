import type { ExpressionBuilder, Selectable } from "kysely";
import type { Db } from "~/db/db.server";
import type { Database, JobStatus, JobsTable } from "~/db/schema";

export type JobRow = Selectable<JobsTable>;

/**
 * Schedules one job per kind and subject: a second call moves the first (a new time, a fresh count of
 * attempts). It also drops a live claim, so a run in progress does not delete the job it rescheduled.
 */
export async function upsertJob(
  db: Db,
  { kind, subject, runAt }: { kind: string; subject: string; runAt: string },
  now: Date,
) {
  const at = now.toISOString();
  const fresh = {
    status: "scheduled" as const,
    run_at: runAt,
    attempts: 0,
    locked_until: null,
    last_error: null,
  };
  await db
    .insertInto("jobs")
    .values({ kind, subject, ...fresh, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(["kind", "subject"]).doUpdateSet({ ...fresh, updated_at: at }))
    .execute();
}

export async function deleteJobs(db: Db, kind: string, subjects: string[]) {
  if (subjects.length === 0) return;
  await db.deleteFrom("jobs").where("kind", "=", kind).where("subject", "in", subjects).execute();
}

/** A job a runner may take at `at`: scheduled, due, and nobody holds a live claim on it. */
const due = (at: string) => (eb: ExpressionBuilder<Database, "jobs">) =>
  eb.and([
    eb("status", "=", "scheduled"),
    eb("run_at", "<=", at),
    eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]),
  ]);

/** The due jobs, oldest first. */
export function findDueJobIds(db: Db, now: Date, limit: number) {
  const at = now.toISOString();
  return db
    .selectFrom("jobs")
    .select("id")
    .where(due(at))
    .orderBy("run_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Takes the job for this run with `claim` (runner.server.ts explains its form), or returns undefined when
 * another runner was first: one atomic UPDATE re-checks every condition.
 */
export function claimJob(db: Db, id: number, claim: string, now: Date) {
  return db
    .updateTable("jobs")
    .set({ locked_until: claim })
    .where("id", "=", id)
    .where(due(now.toISOString()))
    .returningAll()
    .executeTakeFirst();
}

/** Only while the row still holds this run's claim: a job its handler rescheduled stays. */
const stillClaimed = (job: JobRow) => (eb: ExpressionBuilder<Database, "jobs">) =>
  eb.and([eb("id", "=", job.id), eb("locked_until", "=", job.locked_until)]);

export async function deleteClaimedJob(db: Db, job: JobRow) {
  await db.deleteFrom("jobs").where(stillClaimed(job)).execute();
}

/** A failed run: another one at `retryAt`, or none (`retryAt` null) and the job marked failed. */
export async function markJobRunFailed(
  db: Db,
  job: JobRow,
  { retryAt, error }: { retryAt: string | null; error: string },
  now: Date,
) {
  await db
    .updateTable("jobs")
    .set({
      attempts: job.attempts + 1,
      status: retryAt === null ? "failed" : "scheduled",
      run_at: retryAt ?? job.run_at,
      locked_until: null,
      last_error: error,
      updated_at: now.toISOString(),
    })
    .where(stillClaimed(job))
    .execute();
}

/** One page of the jobs, the soonest due first, with the number of jobs in all pages (page starts at 1). */
export async function listJobs(
  db: Db,
  { status, page, perPage }: { status?: JobStatus; page: number; perPage: number },
) {
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1)
    throw new RangeError("page and perPage must be positive integers");
  const matching = status ? db.selectFrom("jobs").where("status", "=", status) : db.selectFrom("jobs");
  const [rows, count] = await Promise.all([
    matching
      .select(["id", "kind", "subject", "status", "run_at", "attempts", "last_error"])
      .orderBy("run_at")
      .orderBy("id")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    matching.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL counts in bigint, which pg returns as a string.
  return { rows, total: Number(count.total) };
}

/** The dashboard's count of the jobs that failed for good. */
export async function countFailedJobs(db: Db) {
  const row = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "failed")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Gives a failed job one more run now (its attempt count is kept, so another failure marks it failed
 * again). Returns false when the job is not failed. Wake the runner afterwards.
 */
export async function retryJob(db: Db, id: number, now: Date) {
  const at = now.toISOString();
  const result = await db
    .updateTable("jobs")
    .set({ status: "scheduled", run_at: at, locked_until: null, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
