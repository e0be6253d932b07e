// One process of `npm run test:announcements` (test-announcements.ts): runs the due jobs of DATABASE_URL with
// the announcements feature's handler, as the site's job runner does, on a clock that moves 15 s a pass (the
// pace's quarter minute), so a send of 1,000 at 200 a minute takes seconds. It writes a line as each handler
// run starts and ends, synchronously, so the test knows when to kill it. It stops once no job is left in the
// database. Each process's clock runs on its own, so a claim another process left (5 minutes on that process's
// clock, which may be far ahead) lapses here only after as many passes as it takes: stopping after some idle
// passes instead could leave the job to nobody. At most MAX_PASSES, so a bug cannot spin forever.
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

const MAX_PASSES = 2000;
const jobsLeft = async () =>
  Number(
    (
      await db
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
let pass = 0;
while (pass < MAX_PASSES && (await jobsLeft()) > 0) {
  await runDueJobs({ db, config, mail: { wake() {} } }, traced, new Date(start + pass * 15_000));
  pass += 1;
}
say(`finished ${pass}`);
await db.destroy();
