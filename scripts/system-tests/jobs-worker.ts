// One process of `npm run test:jobs` (test-jobs.ts): runs the scheduled jobs of DATABASE_URL that are due
// with the events feature's handlers and the order lifecycle's (the shop's stock released), as the site's
// job runner does, until none is due. It writes a line as each handler starts and ends, synchronously, so
// the test sees how far a process got when it killed it.
// JOBS_HOLD_AFTER=n: after the nth event reminder has done its work, it says "holding" and stops there,
// before the runner deletes the job, so that the test can kill it at that exact point. (Reminders, because
// an order's expiry deletes its own job in the transaction that expires the order.)
import { writeSync } from "node:fs";
import { openDb } from "~/db/db.server";
import { eventJobs } from "~/features/events/index.server";
import { activateMembership, releaseMembership } from "~/features/memberships/index.server";
import { orderJobs } from "~/features/orders/index.server";
import { releaseStock } from "~/features/shop/index.server";
import { getConfig } from "~/lib/env.server";
import { runDueJobs } from "~/lib/jobs/runner.server";
import type { JobHandlers } from "~/lib/jobs/schedule.server";

const config = getConfig();
const db = openDb(config.DATABASE_URL);
// A restarted worker reads the clock as it will be once the killed one's claims have lapsed, not waiting.
const offsetMs = Number(process.env.JOBS_CLOCK_OFFSET_MS ?? 0);
const holdAfter = Number(process.env.JOBS_HOLD_AFTER ?? 0);
const say = (line: string) => writeSync(1, `${line}\n`);
let reminded = 0;

const traced: JobHandlers = Object.fromEntries(
  Object.entries({
    ...eventJobs,
    ...orderJobs({ release: [releaseStock, releaseMembership], paid: [activateMembership] }),
  }).map(([kind, handler]) => [
    kind,
    async (deps, subject, now) => {
      say(`start ${kind} ${subject}`);
      await handler(deps, subject, now);
      say(`end ${kind} ${subject}`);
      if (kind === "reminder") reminded += 1;
      if (kind === "reminder" && reminded === holdAfter) {
        say("holding");
        // The timer keeps the process alive until the test kills it.
        await new Promise(() => setInterval(() => {}, 60_000));
      }
    },
  ]),
);

let runs = 0;
for (;;) {
  const report = await runDueJobs(
    { db, config, mail: { wake() {} } },
    traced,
    new Date(Date.now() + offsetMs),
  );
  runs += 1;
  if (!report.moreDue && report.done + report.retrying + report.failed === 0) break;
}
say(`finished ${runs}`);
await db.destroy();
