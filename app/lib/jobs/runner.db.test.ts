import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDb } from "~/db/db.server";
import type { Deps } from "~/lib/context.server";
import { later, testNow } from "../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../tests/support/test-db";
import { listJobs, retryJob } from "./queries.server";
import { MAX_ATTEMPTS, retryDelayMs } from "./rules";
import { type JobReport, runDueJobs, startJobRunner } from "./runner.server";
import { type JobHandlers, retryFailedJob, scheduleJob } from "./schedule.server";

const testDb = setupTestDb({ clean: ["jobs"] });
const now = testNow;
const MINUTE = 60_000;
const deps = (): Deps => ({ db: testDb.db, config: testConfig, mail: { wake() {} } });

/** Handlers of kind "reminder" that count their calls per subject. */
function counting(run: (subject: string) => Promise<void> = async () => {}) {
  const calls = new Map<string, number>();
  const handlers: JobHandlers = {
    async reminder(_deps, subject) {
      calls.set(subject, (calls.get(subject) ?? 0) + 1);
      await run(subject);
    },
  };
  return { handlers, calls };
}

function jobRows(db: Db = testDb.db) {
  return db.selectFrom("jobs").selectAll().orderBy("id").execute();
}

const reminder = (subject: string | number, runAt = now) => ({
  kind: "reminder",
  subject,
  runAt: runAt.toISOString(),
});

describe(`runDueJobs (${testDialect})`, () => {
  it("runs a due job once and deletes it; a job not yet due waits", async () => {
    await scheduleJob(testDb.db, reminder(1, later(-MINUTE)), now);
    await scheduleJob(testDb.db, reminder(2, later(MINUTE)), now);
    const { handlers, calls } = counting();

    expect(await runDueJobs(deps(), handlers, now)).toMatchObject({ done: 1, retrying: 0, failed: 0 });
    expect(await runDueJobs(deps(), handlers, now)).toMatchObject({ done: 0 });

    expect(Object.fromEntries(calls)).toEqual({ "1": 1 });
    expect((await jobRows()).map((job) => job.subject)).toEqual(["2"]);
  });

  it("runs the oldest due job first", async () => {
    await scheduleJob(testDb.db, reminder("late", later(-MINUTE)), now);
    await scheduleJob(testDb.db, reminder("early", later(-10 * MINUTE)), now);
    const order: string[] = [];
    await runDueJobs(deps(), counting(async (subject) => void order.push(subject)).handlers, now);
    expect(order).toEqual(["early", "late"]);
  });

  describe("two runners racing", () => {
    let second: Db;
    beforeEach(() => {
      second = openDb(testDb.url);
    });
    afterEach(async () => {
      await second.destroy();
    });

    it("over the same 50 due jobs run each handler exactly once", async () => {
      const subjects = Array.from({ length: 50 }, (_, i) => String(i + 1));
      for (const subject of subjects) await scheduleJob(testDb.db, reminder(subject), now);
      // A handler that reads the database, so the runners interleave while they run.
      const { handlers, calls } = counting(async () => {
        await testDb.db.selectFrom("jobs").select("id").limit(1).execute();
      });
      const runners = [deps(), { ...deps(), db: second }];

      const reports: JobReport[] = [];
      let round: JobReport[];
      do {
        round = await Promise.all(runners.map((runner) => runDueJobs(runner, handlers, now)));
        reports.push(...round);
      } while (round.some((report) => report.moreDue));

      expect([...calls.keys()].sort()).toEqual([...subjects].sort());
      expect([...calls.values()].every((count) => count === 1)).toBe(true);
      expect(reports.reduce((sum, report) => sum + report.done, 0)).toBe(50);
      expect(await jobRows()).toEqual([]);
    });
  });

  it("retries a throwing handler later with a growing delay, then marks it failed with its error", async () => {
    await scheduleJob(testDb.db, reminder(7), now);
    const handlers: JobHandlers = {
      async reminder() {
        throw new Error("Registration 7 is gone\n    at handler (attendance.server.ts:12:3)");
      },
    };

    let at = now;
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await runDueJobs(deps(), handlers, at)).toMatchObject({ done: 0, retrying: 1, failed: 0 });
      const [job] = await jobRows();
      expect(job).toMatchObject({ status: "scheduled", attempts: attempt, locked_until: null });
      expect(job?.last_error).toBe("Registration 7 is gone at handler (attendance.server.ts:12:3)");
      const wait = new Date(job?.run_at ?? "").getTime() - at.getTime();
      waits.push(wait);
      // Not before its time.
      expect(await runDueJobs(deps(), handlers, new Date(at.getTime() + wait - 1))).toMatchObject({
        retrying: 0,
      });
      at = new Date(at.getTime() + wait);
    }
    expect(waits).toEqual(waits.map((_, i) => retryDelayMs(i + 1)));
    expect(waits[1]).toBeGreaterThan(waits[0] ?? Infinity);

    expect(await runDueJobs(deps(), handlers, at)).toMatchObject({ retrying: 0, failed: 1 });
    expect(await jobRows()).toMatchObject([{ status: "failed", attempts: MAX_ATTEMPTS }]);
    // A failed job is never run again on its own.
    expect(await runDueJobs(deps(), handlers, later(365 * 24 * 60 * MINUTE))).toMatchObject({ failed: 0 });
  });

  it("fails a job of a kind nobody handles at once, naming the kind", async () => {
    await scheduleJob(testDb.db, { kind: "constructor", subject: 3, runAt: now.toISOString() }, now);
    await scheduleJob(testDb.db, { kind: "offer-expiry", subject: 4, runAt: now.toISOString() }, now);

    expect(await runDueJobs(deps(), counting().handlers, now)).toMatchObject({ done: 0, failed: 2 });
    expect(await jobRows()).toMatchObject([
      {
        kind: "constructor",
        status: "failed",
        attempts: 1,
        last_error: 'No handler for jobs of kind "constructor"',
      },
      {
        kind: "offer-expiry",
        status: "failed",
        attempts: 1,
        last_error: 'No handler for jobs of kind "offer-expiry"',
      },
    ]);
  });

  it("keeps a job its handler rescheduled, at the new time", async () => {
    await scheduleJob(testDb.db, reminder(5), now);
    const tomorrow = later(24 * 60 * MINUTE);
    const handlers: JobHandlers = {
      async reminder({ db }, subject, at) {
        await scheduleJob(db, reminder(subject, tomorrow), at);
      },
    };

    expect(await runDueJobs(deps(), handlers, now)).toMatchObject({ done: 1 });
    expect(await jobRows()).toMatchObject([
      { subject: "5", status: "scheduled", run_at: tomorrow.toISOString(), locked_until: null },
    ]);
  });

  it("leaves alone a job rescheduled and claimed by another runner within the same millisecond", async () => {
    await scheduleJob(testDb.db, reminder(6), now);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let second: Promise<JobReport> | undefined;
    const handlers: JobHandlers = {
      async reminder(runnerDeps, subject, at) {
        if (second) {
          await gate;
          throw new Error("SMTP relay refused");
        }
        // Due again at once; another runner takes it, with the same clock, before this run ends.
        await scheduleJob(runnerDeps.db, reminder(subject, at), at);
        second = runDueJobs(runnerDeps, handlers, at);
        await expect.poll(async () => (await jobRows())[0]?.locked_until).not.toBeNull();
      },
    };

    expect(await runDueJobs(deps(), handlers, now)).toMatchObject({ done: 1 });
    release();
    expect(await second).toMatchObject({ retrying: 1 });
    // The second run's failure is on record: the first run did not delete the job from under it.
    expect(await jobRows()).toMatchObject([
      { subject: "6", status: "scheduled", attempts: 1, last_error: "SMTP relay refused" },
    ]);
  });

  it("lets the next run take a job whose runner died, once its claim has lapsed", async () => {
    await scheduleJob(testDb.db, reminder(8), now);
    // The first runner claims the job and dies in the handler: its process is gone, the claim stays.
    const dying: JobHandlers = {
      reminder: () => new Promise<void>(() => {}),
    };
    void runDueJobs(deps(), dying, now);
    await expect.poll(async () => (await jobRows())[0]?.locked_until).not.toBeNull();

    const { handlers, calls } = counting();
    expect(await runDueJobs(deps(), handlers, later(MINUTE))).toMatchObject({ done: 0 });
    expect(await runDueJobs(deps(), handlers, later(6 * MINUTE))).toMatchObject({ done: 1 });
    expect(Object.fromEntries(calls)).toEqual({ "8": 1 });
    expect(await jobRows()).toEqual([]);
  });
});

describe(`startJobRunner (${testDialect})`, () => {
  it("runs the jobs due when it starts, more than one batch, and again as soon as it is woken", async () => {
    const missed = Array.from({ length: 25 }, (_, i) => String(i + 1));
    for (const subject of missed) await scheduleJob(testDb.db, reminder(subject, new Date()), new Date());
    const { handlers, calls } = counting();
    const runner = startJobRunner({ deps: deps(), handlers, intervalMs: 60 * MINUTE });
    try {
      await expect.poll(() => calls.size).toBe(missed.length);
      await scheduleJob(testDb.db, reminder("new", new Date()), new Date());
      runner.wake();
      await expect.poll(() => calls.get("new")).toBe(1);
    } finally {
      await runner.stop();
    }
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    expect(await jobRows()).toEqual([]);
  });
});

describe(`an admin's retry (${testDialect})`, () => {
  it("schedules a failed job again at once, only once, and never a scheduled one", async () => {
    await scheduleJob(testDb.db, { kind: "gone", subject: 9, runAt: now.toISOString() }, now);
    await scheduleJob(testDb.db, reminder(10, later(MINUTE)), now);
    await runDueJobs(deps(), {}, now);
    const [failed, scheduled] = await jobRows();

    const retryAt = later(10 * MINUTE);
    const results = await Promise.all([
      retryJob(testDb.db, failed?.id ?? 0, retryAt),
      retryJob(testDb.db, failed?.id ?? 0, retryAt),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await retryJob(testDb.db, scheduled?.id ?? 0, retryAt)).toBe(false);
    expect(await retryJob(testDb.db, 999_999, retryAt)).toBe(false);

    expect(await jobRows()).toMatchObject([
      { kind: "gone", status: "scheduled", run_at: retryAt.toISOString(), attempts: 1 },
      { subject: "10", status: "scheduled", run_at: later(MINUTE).toISOString() },
    ]);
  });

  it("wakes the runner when it re-scheduled a job, not otherwise", async () => {
    await scheduleJob(testDb.db, { kind: "gone", subject: 11, runAt: now.toISOString() }, now);
    await runDueJobs(deps(), {}, now);
    const [failed] = await jobRows();
    let wakes = 0;
    const app = { db: testDb.db, jobs: { wake: () => void wakes++ } };

    expect(await retryFailedJob(app, failed?.id ?? 0, now)).toBe(true);
    expect(await retryFailedJob(app, failed?.id ?? 0, now)).toBe(false);
    expect(wakes).toBe(1);
  });

  it("lists jobs by status, soonest first, a page at a time", async () => {
    for (const i of [5, 3, 1, 4, 2]) await scheduleJob(testDb.db, reminder(i, later(i * MINUTE)), now);
    await scheduleJob(testDb.db, { kind: "gone", subject: 1, runAt: now.toISOString() }, now);
    await runDueJobs(deps(), counting().handlers, now);

    const scheduled = await listJobs(testDb.db, { status: "scheduled", page: 2, perPage: 2 });
    expect(scheduled.total).toBe(5);
    expect(scheduled.rows.map((job) => job.subject)).toEqual(["3", "4"]);
    const failed = await listJobs(testDb.db, { status: "failed", page: 1, perPage: 2 });
    expect(failed).toMatchObject({ total: 1, rows: [{ kind: "gone", last_error: expect.any(String) }] });
    expect((await listJobs(testDb.db, { page: 3, perPage: 2 })).rows).toHaveLength(2);
  });
});
