// An announcement to 1,000 members sent by two worker processes on one PostgreSQL database (decision 059):
// both run the sending job on their own clocks, so each also finds the other's claim lapsed and runs the job
// beside it; one is killed with SIGKILL in the middle of a run and a third process is started in its place.
// Every recipient must be in the outbox exactly once, and the announcement marked sent.
// Usage: npm run test:announcements   (a throwaway PostgreSQL server; 10 to 40 seconds)
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { openDb } from "~/db/db.server";
import { createAnnouncement, sendAnnouncement } from "~/features/announcements/index.server";
import { parseConfig } from "~/lib/config";
import { prepareDatabase } from "../../server/prepare-database";
import { makeMember, makeMembership, makeSeason, makeType } from "../../tests/support/membership-factories";
import { type Check, createDatabase, type Env, postgresSystemTest, siteEnv } from "../lib/harness";

const RECIPIENTS = 1000;
const PER_MINUTE = 200;
/** B is killed this long after it starts its second run of the job: inside the run, mid-batch. */
const KILL_AT_RUN = 2;
const KILL_AFTER_MS = 40;

const { serverUrl, runId, work, finish } = postgresSystemTest("test:announcements");
const databaseUrl = await createDatabase(serverUrl, `announcements_${runId}`);
const env: Env = {
  ...siteEnv({ dataDir: work, databaseUrl, uploadDir: work }),
  ANNOUNCEMENTS_PER_MINUTE: String(PER_MINUTE),
};
const config = parseConfig(env);
const db = openDb(databaseUrl);
let announcementId = 0;

type Worker = { name: string; started: number; ended: number; killed?: string; exit: Promise<number | null> };

function startWorker(name: string, onLine?: (line: string, worker: Worker, child: ChildProcess) => void) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/system-tests/announcements-worker.ts"], {
    env: { ...process.env, ...env },
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
      onLine?.(line, worker, child);
    }
  });
  return worker;
}

const workers: Worker[] = [];
let queuedAtKill = 0;

async function queuedCount() {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => [eb.fn.countAll().as("n"), eb.fn.count("to_address").distinct().as("recipients")])
    .where("kind", "=", "announcement")
    .executeTakeFirstOrThrow();
  return { queued: Number(row.n), duplicates: Number(row.n) - Number(row.recipients) };
}

const checks: Check[] = [
  {
    name: `${RECIPIENTS} active members, an announcement to them frozen at Send`,
    async run() {
      await prepareDatabase(db, config);
      const now = new Date();
      const seasonId = await makeSeason(db, {
        name: "2026-2027",
        starts_on: "2026-01-01",
        ends_on: "2027-12-31",
      });
      const typeId = await makeType(db);
      const at = now.toISOString();
      for (let i = 1; i <= RECIPIENTS; i++) {
        const userId = `announce-${i}`;
        await db
          .insertInto("user")
          .values({
            id: userId,
            name: `Member ${i}`,
            email: `member-${i}@example.org`,
            emailVerified: 1,
            role: "user",
            lastSignInAt: null,
            locale: i % 2 ? "en" : "fr",
            createdAt: at,
            updatedAt: at,
          })
          .execute();
        const member = await makeMember(db, userId);
        await makeMembership(db, { memberId: member.id, seasonId, typeId });
      }
      const created = await createAnnouncement(
        { db, config },
        {
          subject: "Annual meeting",
          subjectFr: "Assemblée annuelle",
          body: "See you **there**.",
          bodyFr: "À **bientôt**.",
          audience: "members",
          seasonId: String(seasonId),
          perMinute: String(PER_MINUTE),
        },
        "en",
        "admin",
        now,
      );
      assert.ok(created.ok, "announcement saved");
      announcementId = created.data.id;
      const sent = await sendAnnouncement({ db, jobs: { wake() {} } }, announcementId, "admin", now);
      assert.deepEqual(sent, { status: "sending", count: RECIPIENTS, perMinute: PER_MINUTE });
    },
  },
  {
    name: "two processes send it; B is killed with SIGKILL inside a run of the job, and a process restarts in its place",
    async run() {
      const a = startWorker("A");
      let restarted: Worker | undefined;
      const b = startWorker("B", (line, worker, child) => {
        if (!line.startsWith("start ") || worker.started !== KILL_AT_RUN) return;
        setTimeout(async () => {
          child.kill("SIGKILL");
          worker.killed = `${KILL_AFTER_MS} ms into its run ${KILL_AT_RUN} of the job`;
          queuedAtKill = (await queuedCount()).queued;
          restarted = startWorker("B restarted");
          workers.push(restarted);
        }, KILL_AFTER_MS);
      });
      workers.push(a, b);
      assert.equal(await b.exit, null, "B ended by a signal");
      assert.equal(await a.exit, 0, "A exits normally once nothing is due");
      while (!restarted) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(await restarted.exit, 0, "the restarted process exits normally");
      assert.ok(queuedAtKill < RECIPIENTS, `B was killed mid-send (${queuedAtKill} queued by then)`);
    },
  },
  {
    name: `every one of the ${RECIPIENTS} recipients queued exactly once, the announcement sent, no job left`,
    async run() {
      const { queued, duplicates } = await queuedCount();
      const recipients = await db
        .selectFrom("announcement_recipients")
        .select(["status", (eb) => eb.fn.countAll().as("n")])
        .where("announcement_id", "=", announcementId)
        .groupBy("status")
        .execute();
      const announcement = await db
        .selectFrom("announcements")
        .select("status")
        .where("id", "=", announcementId)
        .executeTakeFirstOrThrow();
      const jobsLeft = Number(
        (
          await db
            .selectFrom("jobs")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
      console.log("  figures:");
      for (const worker of workers)
        console.log(
          `    process ${worker.name}: ${worker.started} runs of the job started, ${worker.ended} finished${worker.killed ? `, killed ${worker.killed}` : ""}`,
        );
      console.log(
        `    queued when B was killed: ${queuedAtKill}; queued in all: ${queued}; duplicates: ${duplicates}; jobs left: ${jobsLeft}`,
      );
      assert.equal(queued, RECIPIENTS, "announcement e-mails in the outbox");
      assert.equal(duplicates, 0, "recipients with more than one e-mail");
      assert.deepEqual(
        recipients.map((row) => [row.status, Number(row.n)]),
        [["queued", RECIPIENTS]],
      );
      assert.equal(announcement.status, "sent");
      assert.equal(jobsLeft, 0, "jobs left");
    },
  },
];

await finish(
  "Announcements: 1,000 recipients sent by two worker processes on one PostgreSQL database, one killed mid-run",
  checks,
  [],
);
