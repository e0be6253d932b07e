// Scheduled jobs with several processes on one PostgreSQL database (decision 026): 300 reminders
// and the payment deadlines of 100 unpaid orders (docs/payments.md) due at once, three workers running them
// together; one is killed with SIGKILL inside a handler, one right after a handler did its work and before
// its job was deleted; then one restarts once their claims have lapsed. Every registration must get exactly
// one reminder, every order must expire once with its stock put back once, and no job may be left.
// Usage: npm run test:jobs   (a throwaway PostgreSQL server; 10 to 30 seconds)
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { openDb } from "~/db/db.server";
import { registerForEvent } from "~/features/events/index.server";
import { defaultPaymentSettings } from "~/features/orders";
import { savePaymentSettings } from "~/features/orders/index.server";
import { placeOrder } from "~/features/shop/index.server";
import { parseConfig } from "~/lib/config";
import { sizesOf } from "~/lib/sizes";
import { prepareDatabase } from "../../server/prepare-database";
import { eventRow } from "../../tests/support/factories";
import { checkoutInput } from "../../tests/support/shop-factories";
import { type Check, createDatabase, type Env, postgresSystemTest, siteEnv } from "../lib/harness";
import { seedDemoContent } from "../lib/seed";

const REGISTRATIONS = 300;
/** Unpaid orders past their deadline, each with its expiry job due (a 1-day deadline has no reminder). */
const ORDERS = 100;
const JOBS = REGISTRATIONS + ORDERS;
const PRODUCT = "white-court-shoes";
/** B is killed as it starts this handler call of its own, well before all is done. */
const KILL_AT_CALL = 40;
/** C is killed after this many reminders of its own have done their work, before the last one's job is deleted. */
const HOLD_AFTER = 10;
const HOUR = 60 * 60_000;
/** Past the runner's 5-minute claim (runner.server.ts CLAIM_MS). */
const AFTER_CLAIMS_LAPSE_MS = 6 * 60_000;

const { serverUrl, runId, work, finish } = postgresSystemTest("test:jobs");
const databaseUrl = await createDatabase(serverUrl, `jobs_${runId}`);
const env = siteEnv({ dataDir: work, databaseUrl, uploadDir: work });
const db = openDb(databaseUrl);

/** What one worker process printed: the handler calls it started and ended, and whether it got to the end. */
type Worker = {
  name: string;
  started: number;
  ended: number;
  killed?: string;
  runs?: number;
  exit: Promise<number | null>;
};

function startWorker(
  name: string,
  extraEnv: Env = {},
  onLine?: (line: string, worker: Worker, child: ChildProcess) => void,
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
      if (line.startsWith("start ")) worker.started += 1;
      else if (line.startsWith("end ")) worker.ended += 1;
      else if (line.startsWith("finished ")) worker.runs = Number(line.split(" ")[1]);
      onLine?.(line, worker, child);
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
let queuedBeforeRestart = { queued: 0, duplicates: 0 };
let stockBefore = 0;

async function stockLeft() {
  const { n } = await db
    .selectFrom("product_variants")
    .select((eb) => eb.fn.sum<string | number>("stock").as("n"))
    .where("product_id", "=", PRODUCT)
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function countReminders() {
  const reminders = await db
    .selectFrom("outbox")
    .select((eb) => [eb.fn.countAll().as("n"), eb.fn.count("to_address").distinct().as("recipients")])
    .where("kind", "=", "event-reminder")
    .executeTakeFirstOrThrow();
  return { queued: Number(reminders.n), duplicates: Number(reminders.n) - Number(reminders.recipients) };
}

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
      const deps = { db, config: parseConfig(env), mail: { wake() {} } };
      for (let i = 1; i <= REGISTRATIONS; i++) {
        // Each from a client of its own, as members behind a proxy; the feature schedules the reminder.
        const outcome = await registerForEvent(
          deps,
          {
            eventId: event.id,
            userId: `jobs-member-${i}`,
            name: `Player ${i}`,
            email: `player-${i}@example.org`,
            locale: i % 2 ? "en" : "fr",
            client: `10.14.${i >> 8}.${i & 255}`,
          },
          now,
        );
        assert.equal(outcome.status, "registered", `registration ${i}`);
      }
      const due = db
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("kind", "=", "reminder")
        .where("run_at", "<=", now.toISOString())
        .executeTakeFirstOrThrow();
      assert.equal(await count(due), REGISTRATIONS, "reminder jobs, all due (the event is within 48 h)");
    },
  },
  {
    name: `${ORDERS} unpaid orders placed 2 days ago, past their 1-day deadline, each holding a pair of shoes`,
    async run() {
      const config = parseConfig(env);
      const now = new Date();
      // The catalogue and its stock (the event above exists, so no demo event is added).
      await seedDemoContent(db, now, config.TIME_ZONE);
      stockBefore = await stockLeft();
      await savePaymentSettings(db, { ...defaultPaymentSettings(config), paymentDays: 1 }, now);
      // Their expiries are due before the reminders, so the kills below interrupt them.
      const placedAt = new Date(now.getTime() - 2 * 24 * HOUR);
      for (let i = 1; i <= ORDERS; i++) {
        const outcome = await placeOrder(
          { db, config, mail: { wake() {} } },
          checkoutInput({
            email: `buyer-${i}@example.org`,
            items: [{ productId: PRODUCT, size: sizesOf("apparel")[i % 5] ?? "M", quantity: 1 }],
          }),
          { userId: null, guestId: `jobs-guest-${i}`, client: `10.15.${i >> 8}.${i & 255}`, locale: "en" },
          placedAt,
        );
        assert.ok(outcome.ok, `order ${i}`);
      }
      assert.equal(await stockLeft(), stockBefore - ORDERS, "stock held by the orders");
      const due = db
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("run_at", "<=", now.toISOString())
        .executeTakeFirstOrThrow();
      assert.equal(await count(due), JOBS, "jobs due: the reminders, and each order's expiry");
    },
  },
  {
    name: "three processes run them at once; B is killed with SIGKILL inside a handler, C after a handler's work and before its job was deleted",
    async run() {
      const a = startWorker("A");
      const b = startWorker("B", {}, (line, worker, child) => {
        if (!line.startsWith("start ") || worker.started !== KILL_AT_CALL) return;
        child.kill("SIGKILL");
        worker.killed = `as it started job run ${KILL_AT_CALL}`;
        doneAtKill = workers.reduce((sum, each) => sum + each.ended, 0);
      });
      const c = startWorker("C", { JOBS_HOLD_AFTER: String(HOLD_AFTER) }, (line, worker, child) => {
        if (line !== "holding") return;
        child.kill("SIGKILL");
        worker.killed = `after reminder ${HOLD_AFTER} had done its work, before the job was deleted`;
      });
      workers.push(a, b, c);
      for (const victim of [b, c]) {
        assert.equal(await victim.exit, null, `${victim.name} ended by a signal, not on its own`);
        assert.equal(victim.runs, undefined, `${victim.name} had not finished when it was killed`);
      }
      assert.equal(await a.exit, 0, "A exits normally once nothing is due for it");
      assert.ok(doneAtKill < JOBS, `B was killed mid-run (${doneAtKill} jobs done by then)`);
      queuedBeforeRestart = await countReminders();
      // What is left is what the killed processes held: at least C's job, whose reminder is queued already.
      claimsLeftByKill = await count(
        db
          .selectFrom("jobs")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("locked_until", "is not", null)
          .executeTakeFirstOrThrow(),
      );
      assert.ok(claimsLeftByKill >= 1, "the job C held is still there, claimed");
    },
  },
  {
    name: "a process restarted after their claims lapsed finishes the jobs they held",
    async run() {
      const restarted = startWorker("B restarted", { JOBS_CLOCK_OFFSET_MS: String(AFTER_CLAIMS_LAPSE_MS) });
      workers.push(restarted);
      assert.equal(await restarted.exit, 0, "the restarted process exits normally");
    },
  },
  {
    name: `exactly one reminder per registration (${REGISTRATIONS}), each order expired once with its stock back, no job left`,
    async run() {
      const { queued, duplicates } = await countReminders();
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
      const expired = await db
        .selectFrom("outbox")
        .select((eb) => [eb.fn.countAll().as("n"), eb.fn.count("to_address").distinct().as("recipients")])
        .where("kind", "=", "order-expired")
        .executeTakeFirstOrThrow();
      const expiredOrders = await count(
        db
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("status", "=", "expired")
          .executeTakeFirstOrThrow(),
      );
      const stock = await stockLeft();
      const calls = workers.reduce((sum, worker) => sum + worker.started, 0);
      console.log("  figures:");
      for (const worker of workers)
        console.log(
          `    process ${worker.name}: ${worker.started} job runs started, ${worker.ended} finished` +
            (worker.killed ? `, killed ${worker.killed}` : `, ${worker.runs} runner passes`),
        );
      console.log(
        `    jobs done when B was killed: ${doneAtKill}; claims left by the kills: ${claimsLeftByKill};` +
          ` reminders queued before the restart: ${queuedBeforeRestart.queued}`,
      );
      console.log(`    job runs in all: ${calls} for ${JOBS} jobs`);
      console.log(`    reminders queued: ${queued}; duplicates: ${duplicates}; jobs left: ${jobsLeft}`);
      console.log(
        `    orders expired: ${expiredOrders} of ${ORDERS}; "has expired" e-mails: ${expired.n} to ${expired.recipients} buyers;` +
          ` stock: ${stock} of ${stockBefore}`,
      );
      assert.equal(queued, REGISTRATIONS, "event-reminder e-mails in the outbox");
      assert.equal(duplicates, 0, "recipients with more than one reminder");
      assert.equal(stamped, REGISTRATIONS, "registrations stamped as reminded");
      assert.equal(jobsLeft, 0, "jobs left");
      assert.equal(expiredOrders, ORDERS, "orders expired");
      assert.equal(Number(expired.n), ORDERS, "order-expired e-mails in the outbox");
      assert.equal(Number(expired.recipients), ORDERS, "buyers told their order expired");
      assert.equal(stock, stockBefore, "stock put back exactly once per order");
      // Each job ran once, but for those the kills interrupted, which ran again after their claims lapsed.
      assert.ok(
        calls >= JOBS && calls <= JOBS + claimsLeftByKill,
        `${calls} job runs for ${JOBS} jobs and ${claimsLeftByKill} claims left by the kill`,
      );
    },
  },
];

await finish(
  "Scheduled jobs (reminders, payment deadlines): three worker processes on one PostgreSQL database, two killed mid-run",
  checks,
  [],
);
