// Scheduled jobs with two processes on one PostgreSQL database (issue 14, decision 026): 300 reminders due
// at once, two workers running them together, one killed with SIGKILL mid-run and restarted once its
// claims have lapsed. Every registration must get exactly one reminder, and no job may be left.
// Usage: npm run test:jobs   (a throwaway PostgreSQL server; about half a minute)
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { openDb } from "~/db/db.server";
import { eventRow, makeRegistration } from "~/db/test-factories.server";
import { parseConfig } from "~/lib/config";
import { scheduleJob } from "~/lib/jobs/schedule.server";
import { prepareDatabase } from "../../server/prepare-database";
import { type Check, createDatabase, type Env, postgresSystemTest, siteEnv } from "../lib/harness";

const REGISTRATIONS = 300;
/** The victim is killed as it starts this handler call of its own, well before all is done. */
const KILL_AT_CALL = 40;
const HOUR = 60 * 60_000;
/** Past the runner's 5-minute claim (runner.server.ts CLAIM_MS). */
const AFTER_CLAIMS_LAPSE_MS = 6 * 60_000;

const { serverUrl, runId, work, finish } = postgresSystemTest("test:jobs");
const databaseUrl = await createDatabase(serverUrl, `jobs_${runId}`);
const env = siteEnv({ dataDir: work, databaseUrl, uploadDir: work });
const db = openDb(databaseUrl);

/** What one worker process printed: the handler calls it started and ended, and whether it got to the end. */
type Worker = { name: string; started: number; ended: number; runs?: number; exit: Promise<number | null> };

function startWorker(
  name: string,
  extraEnv: Env = {},
  onStart?: (worker: Worker, child: ChildProcess) => void,
) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/system-tests/jobs-worker.ts"], {
    env: { ...process.env, ...env, ...extraEnv },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const worker: Worker = {
    name,
    started: 0,
    ended: 0,
    exit: new Promise((resolve) => child.on("exit", (code) => resolve(code))),
  };
  let pending = "";
  child.stdout?.setEncoding("utf8").on("data", (text: string) => {
    const lines = (pending + text).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (line.startsWith("start ")) {
        worker.started += 1;
        onStart?.(worker, child);
      } else if (line.startsWith("end ")) worker.ended += 1;
      else if (line.startsWith("finished ")) worker.runs = Number(line.split(" ")[1]);
    }
  });
  return worker;
}

async function count(query: Promise<{ n: string | number | bigint }>) {
  return Number((await query).n);
}

const workers: Worker[] = [];
let claimsLeftByKill = 0;
let doneAtKill = 0;

const checks: Check[] = [
  {
    name: `an event in 47 h with ${REGISTRATIONS} registrations, each with its reminder due`,
    async run() {
      await prepareDatabase(db, parseConfig(env));
      const now = new Date();
      const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
      const event = await db
        .insertInto("events")
        .values(
          eventRow({
            starts_at: at(47 * HOUR),
            ends_at: at(50 * HOUR),
            reminder_hours: 48,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          }),
        )
        .returning("id")
        .executeTakeFirstOrThrow();
      for (let i = 1; i <= REGISTRATIONS; i++) {
        await db.transaction().execute(async (trx) => {
          const id = await makeRegistration(trx, {
            event_id: event.id,
            email: `player-${i}@example.org`,
            manage_token: `jobs-${runId}-${i}`,
            created_at: now.toISOString(),
          });
          // Due since the event came within 48 hours, as the events feature schedules it.
          await scheduleJob(trx, { kind: "reminder", subject: id, runAt: at(-HOUR) }, now);
        });
      }
      const due = db
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      assert.equal(await count(due), REGISTRATIONS, "reminder jobs scheduled");
    },
  },
  {
    name: "two processes run the reminders at once; one is killed with SIGKILL in the middle of a run",
    async run() {
      const survivor = startWorker("A");
      const victim = startWorker("B", {}, (worker, child) => {
        if (worker.started !== KILL_AT_CALL) return;
        child.kill("SIGKILL");
        doneAtKill = survivor.ended + worker.ended;
      });
      workers.push(survivor, victim);
      assert.equal(await victim.exit, null, "B ended by a signal, not on its own");
      assert.equal(victim.runs, undefined, "B had not finished when it was killed");
      assert.equal(await survivor.exit, 0, "A exits normally once nothing is due for it");
      assert.ok(doneAtKill < REGISTRATIONS, `the kill landed mid-run (${doneAtKill} reminders done by then)`);
      const claimed = db
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("locked_until", "is not", null)
        .executeTakeFirstOrThrow();
      claimsLeftByKill = await count(claimed);
    },
  },
  {
    name: "B, restarted after its claims lapsed, finishes the jobs it held",
    async run() {
      const restarted = startWorker("B restarted", { JOBS_CLOCK_OFFSET_MS: String(AFTER_CLAIMS_LAPSE_MS) });
      workers.push(restarted);
      assert.equal(await restarted.exit, 0, "the restarted B exits normally");
    },
  },
  {
    name: `exactly one reminder per registration (${REGISTRATIONS}), and no job left`,
    async run() {
      const reminders = await db
        .selectFrom("outbox")
        .select((eb) => [eb.fn.countAll().as("n"), eb.fn.count("to_address").distinct().as("recipients")])
        .where("kind", "=", "event-reminder")
        .executeTakeFirstOrThrow();
      const queued = Number(reminders.n);
      const duplicates = queued - Number(reminders.recipients);
      const jobsLeft = await count(
        db
          .selectFrom("jobs")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow(),
      );
      const stamped = await count(
        db
          .selectFrom("registrations")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("reminder_sent_at", "is not", null)
          .executeTakeFirstOrThrow(),
      );
      const calls = workers.reduce((sum, worker) => sum + worker.started, 0);
      console.log("  figures:");
      for (const worker of workers)
        console.log(
          `    process ${worker.name}: ${worker.started} job runs started, ${worker.ended} finished` +
            (worker.runs === undefined ? " (killed)" : `, ${worker.runs} runner passes`),
        );
      console.log(`    reminders done when B was killed: ${doneAtKill}; claims it left: ${claimsLeftByKill}`);
      console.log(`    job runs in all: ${calls} for ${REGISTRATIONS} jobs`);
      console.log(`    reminders queued: ${queued}; duplicates: ${duplicates}; jobs left: ${jobsLeft}`);
      assert.equal(queued, REGISTRATIONS, "event-reminder e-mails in the outbox");
      assert.equal(duplicates, 0, "recipients with more than one reminder");
      assert.equal(stamped, REGISTRATIONS, "registrations stamped as reminded");
      assert.equal(jobsLeft, 0, "jobs left");
      // Each job ran once, but for one the kill interrupted, which ran again after its claim lapsed.
      assert.ok(
        calls >= REGISTRATIONS && calls <= REGISTRATIONS + claimsLeftByKill,
        `${calls} job runs for ${REGISTRATIONS} jobs and ${claimsLeftByKill} claims left by the kill`,
      );
    },
  },
];

await finish(
  "Scheduled jobs: two worker processes on one PostgreSQL database, one killed mid-run",
  checks,
  [],
);
