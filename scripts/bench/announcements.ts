// Announcements (decision 059) on a SQLite file of their own: the time to freeze ("Send") an audience of
// 10,000 members into recipients, the pace the sending job holds over three simulated minutes at the default
// 60 a minute, and the heap before and after the freeze of 1,000 and of 10,000 (the group is read 500 at a
// time, so the heap must not grow with the audience).
// Usage: npm run bench:announcements   (about a minute)
import { rmSync } from "node:fs";
import { openDb } from "~/db/db.server";
import {
  announcementJobs,
  createAnnouncement,
  sendAnnouncement,
} from "~/features/announcements/index.server";
import { parseConfig } from "~/lib/config";
import { runDueJobs } from "~/lib/jobs/runner.server";
import { prepareDatabase } from "../../server/prepare-database";
import { memberDetails } from "../../tests/support/membership-factories";
import { benchMember, inBatches } from "../lib/bench-data";

const AUDIENCES = [1_000, 10_000];
const SIMULATED_MINUTES = 3;
const dir = "data/bench-announcements";
rmSync(dir, { recursive: true, force: true });
const url = `file:${dir}/app.db`;
const config = parseConfig({
  DATABASE_URL: url,
  SESSION_SECRET: "bench-announcements-secret-bench-announcements",
});
const db = openDb(url);
await prepareDatabase(db, config);
const now = new Date();
const stamp = now.toISOString();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const heap = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

/** A season whose `count` members each hold an active membership with an account of their own. */
async function seasonOf(count: number, name: string) {
  const { id: seasonId } = await db
    .insertInto("seasons")
    .values({ name, starts_on: "2026-01-01", ends_on: "2027-12-31", created_at: stamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { id: typeId } = await db
    .insertInto("membership_types")
    .values({ name: `Player ${name}`, name_fr: `Joueur ${name}`, fee_cents: 0, age_rule: "any" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const ids = Array.from({ length: count }, (_, i) => `${name}-${i}`);
  await inBatches(ids, (batch) =>
    db
      .insertInto("user")
      .values(
        batch.map((id, i) => ({
          ...benchMember(i, stamp),
          id,
          email: `${id}@example.org`,
          locale: i % 2 ? "en" : "fr",
        })),
      )
      .execute(),
  );
  await inBatches(ids, async (batch) => {
    const members = await db
      .insertInto("members")
      .values(
        batch.map((id) => ({
          ...memberDetails(),
          user_id: id,
          member_number: `B-${id}`,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .returning("id")
      .execute();
    await db
      .insertInto("memberships")
      .values(
        members.map((m) => ({
          member_id: m.id,
          season_id: seasonId,
          type_id: typeId,
          club_id: null,
          status: "active" as const,
          order_id: null,
          reminder_sent_at: null,
          created_at: stamp,
          activated_at: stamp,
        })),
      )
      .execute();
  });
  return seasonId;
}

async function announcementTo(seasonId: number, perMinute: number) {
  const created = await createAnnouncement(
    { db, config },
    {
      subject: "Annual meeting",
      subjectFr: "Assemblée annuelle",
      body: "See you **there**.",
      bodyFr: "À **bientôt**.",
      audience: "members",
      seasonId: String(seasonId),
      perMinute: String(perMinute),
    },
    "en",
    "bench",
    now,
  );
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  return created.data.id;
}

console.log("Announcements (SQLite)");
const freezes: { count: number; ms: number; retained: number }[] = [];
for (const count of AUDIENCES) {
  const seasonId = await seasonOf(count, `season-${count}`);
  const id = await announcementTo(seasonId, config.ANNOUNCEMENTS_PER_MINUTE);
  const before = heap();
  const started = performance.now();
  const result = await sendAnnouncement({ db, jobs: { wake() {} } }, id, "bench", now);
  const ms = performance.now() - started;
  const peak = process.memoryUsage().heapUsed;
  if (result.status !== "sending" || result.count !== count)
    throw new Error(`froze ${JSON.stringify(result)}`);
  const collected = heap();
  freezes.push({ count, ms, retained: collected - before });
  console.log(
    `  freeze ("Send") of ${count.toLocaleString("en")} recipients: ${ms.toFixed(0)} ms; heap ${mb(before)} before, ${mb(peak)} right after (before any collection), ${mb(collected)} once collected`,
  );
}

// The pace: the job runner (lib/jobs) run once a simulated second, more often than its 15 s, for three minutes.
const perSecond: number[] = [];
const heapBeforeSending = heap();
for (let second = 0; second < SIMULATED_MINUTES * 60; second += 1) {
  const at = new Date(now.getTime() + second * 1000);
  await runDueJobs({ db, config, mail: { wake() {} } }, announcementJobs, at);
  const { n } = await db
    .selectFrom("announcement_recipients")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("queued_at", "=", at.toISOString())
    .executeTakeFirstOrThrow();
  perSecond.push(Number(n));
}
let busiest = 0;
for (let start = 0; start + 60 <= perSecond.length; start += 1)
  busiest = Math.max(
    busiest,
    perSecond.slice(start, start + 60).reduce((a, b) => a + b, 0),
  );
const minutes = Array.from({ length: SIMULATED_MINUTES }, (_, m) =>
  perSecond.slice(m * 60, m * 60 + 60).reduce((a, b) => a + b, 0),
);
console.log(
  `  sending at ANNOUNCEMENTS_PER_MINUTE=${config.ANNOUNCEMENTS_PER_MINUTE}, both announcements sending at once (they share the setting's cap), the job runner polled every simulated second: ${minutes.join(", ")} queued in minutes 1 to ${SIMULATED_MINUTES}; busiest 60 s window: ${busiest}; heap ${mb(heapBeforeSending)} before, ${mb(heap())} after`,
);
const [small, large] = freezes;
if (small && large)
  console.log(
    `  heap kept by the freeze: ${mb(small.retained)} for ${small.count.toLocaleString("en")}, ${mb(large.retained)} for ${large.count.toLocaleString("en")} (the group is read 500 at a time)`,
  );
if (busiest > config.ANNOUNCEMENTS_PER_MINUTE)
  throw new Error(`the pace was broken: ${busiest} in one minute`);
await db.destroy();
rmSync(dir, { recursive: true, force: true });
