import type { Db } from "~/db/db.server";

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
