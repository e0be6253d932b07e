// Two production servers on two ports share one PostgreSQL database, one SESSION_SECRET and one bucket of
// an S3-compatible server (s3rver on loopback, decision 035), as docs/product.md scales out: a session made
// on one works on the other, signing out on one ends it on both, sign-in throttling counts across both, an
// upload through one is in the bucket (and not in UPLOAD_DIR) and served by the other, and both start at
// the same moment, on a prepared database and on an empty one. The public page cache of one
// shows a change made through the other on its next request.
// Usage: npm run test:multi   (a throwaway PostgreSQL server; about half a minute)
import assert from "node:assert/strict";
import { mkdirSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import type { Readable } from "node:stream";
import sharp from "sharp";
import { openDb } from "~/db/db.server";
import { s3Storage } from "~/lib/uploads/storage.server";
import {
  type Check,
  createDatabase,
  type Env,
  freePorts,
  getPage,
  isSignedIn,
  type Member,
  mustRunScript,
  postForm,
  postgresSystemTest,
  postRegistration,
  postUpload,
  type Site,
  signUp,
  siteEnv,
  startSite,
} from "../lib/harness";
import { startS3Server } from "../lib/s3-server";

const { serverUrl, runId, work, finish } = postgresSystemTest("test:multi");
const uploadDir = join(work, "uploads");
mkdirSync(uploadDir);
const databaseUrl = await createDatabase(serverUrl, `multi_${runId}`);
const s3 = await startS3Server(["handball"]);
const shared = siteEnv({ dataDir: work, databaseUrl, uploadDir, s3: s3.env("handball", "multi/images") });
const bucket = s3Storage(s3.settings("handball", "multi/images"));
await mustRunScript("scripts/ops/seed.ts", [], shared);

const password = "multi-process-pass-1";
const member: Member = { name: "Morgan Member", email: `member-${runId}@example.org`, password };
const admin: Member = { name: "Avery Admin", email: `admin-${runId}@example.org`, password };
const sites: Site[] = [];
let a: Site;
let b: Site;
let memberCookie: string;
let adminCookie: string;

/** Starts one server per port at the same moment; each must come up with nothing logged as an error. */
async function startTogether(ports: number[], env: Env) {
  const started = await Promise.allSettled(ports.map((port) => startSite(port, env)));
  for (const result of started) if (result.status === "fulfilled") sites.push(result.value);
  for (const result of started) if (result.status === "rejected") throw result.reason;
  const ready = started.map((result) => (result as PromiseFulfilledResult<Site>).value);
  for (const site of ready) {
    assert.doesNotMatch(site.output(), /"level":"error"|Error/, `${site.origin} logged an error at start`);
    assert.equal((await getPage(site.origin, "/")).status, 200, `GET / on ${site.origin}`);
  }
  return ready;
}

async function firstUpcomingEventId() {
  const db = openDb(databaseUrl);
  try {
    const event = await db
      .selectFrom("events")
      .select("id")
      .where("starts_at", ">", new Date().toISOString())
      .orderBy("starts_at")
      .executeTakeFirstOrThrow();
    return event.id;
  } finally {
    await db.destroy();
  }
}

async function signInStatus(site: Site, email: string, attempt: string) {
  const response = await postForm(site.origin, "/signin", { email, password: attempt });
  return { status: response.status, html: await response.text() };
}

const checks: Check[] = [
  {
    name: "A and B start at the same moment on the seeded database",
    async run() {
      const ports = await freePorts(2);
      [a, b] = (await startTogether(ports, shared)) as [Site, Site];
    },
  },
  {
    name: "a session made by signing up on A is signed in on B",
    async run() {
      memberCookie = await signUp(a.origin, member);
      assert.ok(await isSignedIn(b.origin, memberCookie), "a member-only page on B answers 200");
    },
  },
  {
    name: "a registration POSTed to B with that session succeeds, and A sees it",
    async run() {
      const eventId = await firstUpcomingEventId();
      const onB = await postRegistration(b.origin, memberCookie, eventId, member.email);
      assert.equal(onB.status, 302, "registration on B");
      assert.equal(onB.headers.get("location"), `/events/${eventId}`, "redirect after registering");
      const againOnA = await postRegistration(a.origin, memberCookie, eventId, member.email.toUpperCase());
      assert.equal(againOnA.status, 409, "the same registration on A is already there");
    },
  },
  {
    name: "an image uploaded by an admin through A is in the bucket, not in UPLOAD_DIR, and B serves its bytes",
    async run() {
      adminCookie = await signUp(b.origin, admin);
      await mustRunScript("scripts/ops/promote-admin.ts", [admin.email], shared);
      const png = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 40 } },
      })
        .png()
        .toBuffer();
      const uploaded = await postUpload(a.origin, adminCookie, {
        bytes: png,
        type: "image/png",
        name: "team.png",
      });
      assert.equal(uploaded.status, 201, `upload on A: ${await uploaded.clone().text()}`);
      const { url } = (await uploaded.json()) as { url: string };
      const fromB = await getPage(b.origin, url);
      assert.equal(fromB.status, 200, `GET ${url} on B`);
      assert.equal(fromB.headers.get("content-type"), "image/webp");
      assert.equal(fromB.headers.get("cache-control"), "public, max-age=31536000, immutable");
      assert.equal(fromB.headers.get("x-content-type-options"), "nosniff");
      const bytes = Buffer.from(await fromB.arrayBuffer());
      const stored = await bucket.get(basename(url));
      assert.ok(stored, `${basename(url)} is in the bucket`);
      const inBucket: Buffer[] = [];
      for await (const chunk of stored.body as Readable) inBucket.push(chunk as Buffer);
      assert.ok(bytes.equals(Buffer.concat(inBucket)), "B serves the bytes of the bucket");
      assert.deepEqual(readdirSync(uploadDir), [], "UPLOAD_DIR stays empty");
      const fromA = Buffer.from(await (await getPage(a.origin, url)).arrayBuffer());
      assert.ok(bytes.equals(fromA), "A and B serve the same bytes");
      const missing = await getPage(b.origin, "/uploads/ffffffffffffffffffffffffffffffff.webp");
      assert.equal(missing.status, 404, "an image that is not in the bucket is a 404");
    },
  },
  {
    name: "the page cache: B's kept month of the calendar shows an event created through A on the next request",
    async run() {
      const month = "/calendar?month=2035-11";
      await getPage(b.origin, month);
      const kept = await getPage(b.origin, month);
      assert.equal(
        kept.headers.get("x-page-cache"),
        "hit",
        "B's second GET of the month comes from its cache",
      );
      const title = `Cache check ${runId}`;
      assert.ok(!(await kept.text()).includes(title), "the event is not there yet");
      const created = await postForm(
        a.origin,
        "/admin/events/new",
        {
          title,
          date: "2035-11-14",
          startTime: "09:00",
          endTime: "18:00",
          location: "Toronto Pan Am Sports Centre, Toronto",
          description: "An event created through A while B keeps its pages.",
          image: "/images/events/clinic.webp",
          capacity: "",
        },
        adminCookie,
      );
      assert.equal(created.status, 302, "the admin creates the event on A");
      const next = await getPage(b.origin, month);
      assert.equal(next.headers.get("x-page-cache"), "miss", "B renders the month again");
      assert.ok((await next.text()).includes(title), "B's next answer shows the new event");
      const again = await getPage(b.origin, month);
      assert.equal(again.headers.get("x-page-cache"), "hit", "and keeps that version");
      assert.ok((await again.text()).includes(title), "which shows the event");
    },
  },
  {
    name: "signing out on B ends the session on A",
    async run() {
      const signedOut = await postForm(b.origin, "/logout", {}, memberCookie);
      assert.equal(signedOut.status, 302, "POST /logout on B");
      assert.equal(
        await isSignedIn(a.origin, memberCookie),
        false,
        "a member-only page on A still answers 200",
      );
      const late = `late-${runId}@example.org`;
      const refused = await postRegistration(a.origin, memberCookie, await firstUpcomingEventId(), late);
      assert.match(refused.headers.get("location") ?? "", /^\/signin/, "registration on A sends to /signin");
    },
  },
  {
    name: "sign-in throttling counts failures on both: 5 on A + 5 on B, then 429 on either",
    async run() {
      for (const site of [a, b])
        for (let attempt = 1; attempt <= 5; attempt++) {
          const { status } = await signInStatus(site, member.email, `wrong-password-${attempt}`);
          assert.equal(status, 401, `wrong password ${attempt} on ${site.origin}`);
        }
      for (const site of [a, b]) {
        const { status, html } = await signInStatus(site, member.email, password);
        assert.equal(status, 429, `the next attempt on ${site.origin}, even with the right password`);
        assert.ok(
          html.includes("Too many failed sign-in attempts. Please wait 15 minutes and try again."),
          `the throttling message on ${site.origin}`,
        );
      }
    },
  },
  {
    name: "two more processes start at the same moment on an empty database",
    async run() {
      const emptyUrl = await createDatabase(serverUrl, `multi_empty_${runId}`);
      await startTogether(await freePorts(2), { ...shared, DATABASE_URL: emptyUrl });
    },
  },
];

await finish(
  `Two server processes on one PostgreSQL database (${databaseUrl.replace(/\/\/[^@]*@/, "//")}) and one bucket (${s3.endpoint})`,
  checks,
  [...sites, s3],
);
