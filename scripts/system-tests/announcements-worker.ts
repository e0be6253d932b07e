// One process of `npm run test:announcements` (test-announcements.ts): runs the due jobs of DATABASE_URL with
// the announcements feature's handler, as the site's job runner does, on a clock that moves 15 s a pass (the
// pace's quarter minute), so a send of 1,000 at 200 a minute takes seconds. It writes a line as each handler
// run starts and ends, synchronously, so the test knows when to kill it. It stops after 40 passes in a row
// found nothing to do (ten minutes of its clock: past the 5-minute claim a killed process leaves).
import { writeSync } from "node:fs";
import { openDb } from "~/db/db.server";
import { announcementJobs } from "~/features/announcements/index.server";
import { getConfig } from "~/lib/env.server";
import { runDueJobs } from "~/lib/jobs/runner.server";
import type { JobHandlers } from "~/lib/jobs/schedule.server";

const config = getConfig();
const db = openDb(config.DATABASE_URL);
const start = Date.now();
const say = (line: string) => writeSync(1, `${line}\n`);

const traced: JobHandlers = Object.fromEntries(
  Object.entries(announcementJobs).map(([kind, handler]) => [
    kind,
    async (deps, subject, now) => {
      say(`start ${kind} ${subject}`);
      await handler(deps, subject, now);
      say(`end ${kind} ${subject}`);
    },
  ]),
);

let idle = 0;
let pass = 0;
while (idle < 40) {
  const report = await runDueJobs(
    { db, config, mail: { wake() {} } },
    traced,
    new Date(start + pass * 15_000),
  );
  pass += 1;
  idle = report.done + report.retrying + report.failed === 0 ? idle + 1 : 0;
}
say(`finished ${pass}`);
await db.destroy();
