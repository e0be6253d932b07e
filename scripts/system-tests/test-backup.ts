// docs/security.md #24: the backup and restore commands, end to end, on SQLite with images in UPLOAD_DIR, on
// SQLite with images in an S3 bucket (s3rver on loopback, decision 035) and (when TEST_DATABASE_URL names a
// PostgreSQL server, as under scripts/with-postgres.sh, and pg_dump/pg_restore exist) on PostgreSQL: a site
// with content, a backup taken while members keep registering, a restore into an empty location that the
// restore refuses the second time, and a production server on the restored data.
// Usage: npm run test:backup   (tsx scripts/system-tests/test-backup.ts alone tests SQLite only)
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import sharp from "sharp";
import { openDb } from "~/db/db.server";
import { promoteToAdmin } from "~/features/accounts/index.server";
import { s3Storage } from "~/lib/uploads/storage.server";
import { countTableRows, findPgTool, readManifest } from "../lib/backup";
import {
  ensureBuild,
  freePorts,
  isSignedIn,
  placeOrder,
  postUpload,
  registerForEvent,
  runScript,
  type Site,
  type SiteData,
  seedSite,
  signUp,
  siteEnv,
  startSite,
} from "../lib/harness";
import { startS3Server } from "../lib/s3-server";

const MEMBER = "backup-member@example.org";
const PASSWORD = "Backup-Password-2026";
const WRITERS_DURING_BACKUP = 4;

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const running = new Set<Site>();

async function start(site: SiteData) {
  const server = await startSite(site.port, siteEnv(site));
  running.add(server);
  return server;
}

async function stop(server: Site) {
  await server.stop();
  running.delete(server);
}

/** Runs one of our operator commands against the site's data. */
function runCommand(script: string, args: string[], site: SiteData) {
  return runScript(script, args, siteEnv(site));
}

/** The time the command reports for its own work ("... in 0.16 s"), without Node's start-up. */
function reportedSeconds(stdout: string) {
  return Number(/ in ([\d.]+) s/.exec(stdout)?.[1] ?? Number.NaN);
}

async function makeAdmin(site: SiteData, email: string) {
  const db = openDb(site.databaseUrl);
  try {
    check((await promoteToAdmin({ db }, email)) === "promoted", `could not promote ${email}`);
  } finally {
    await db.destroy();
  }
}

/** An image uploaded through the admin route, as the event form's picker does. */
async function uploadImage(origin: string, cookie: string) {
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#b91c1c" } })
    .png()
    .toBuffer();
  const response = await postUpload(origin, cookie, { bytes: png, type: "image/png", name: "court.png" });
  check(response.status === 201, `upload answered ${response.status}`);
  const { url } = (await response.json()) as { url: string };
  const stored = await fetch(`${origin}${url}`);
  check(stored.status === 200, `GET ${url} answered ${stored.status}`);
  return { url, bytes: Buffer.from(await stored.arrayBuffer()) };
}

/** Members registering without pause: the answers before `mark()`, and how many came between it and `stop()`. */
function registerWithoutPause(origin: string, cookie: string, eventId: number) {
  let stopped = false;
  let marked = false;
  let next = 0;
  const before: string[] = [];
  let after = 0;
  const writer = async () => {
    while (!stopped) {
      const email = `during-backup-${next++}@example.org`;
      const ok = await registerForEvent(origin, cookie, eventId, email);
      check(ok, `registration of ${email} during the backup failed`);
      if (marked) after++;
      else before.push(email);
    }
  };
  const writers = Array.from({ length: WRITERS_DURING_BACKUP }, writer);
  return {
    mark() {
      marked = true;
    },
    async stop() {
      stopped = true;
      const during = after;
      await Promise.all(writers);
      return { before, during };
    },
  };
}

async function findInDatabase(site: SiteData, token: string, emails: string[]) {
  const db = openDb(site.databaseUrl);
  try {
    const registered = await db
      .selectFrom("registrations")
      .select("email_key")
      .where("email_key", "in", emails)
      .execute();
    const order = await db
      .selectFrom("orders")
      .innerJoin("order_items", "order_items.order_id", "orders.id")
      .select("order_items.product_id")
      .where("orders.public_token", "=", token)
      .execute();
    const events = await db.selectFrom("events").select("title").execute();
    return {
      missing: emails.filter((email) => !registered.some((row) => row.email_key === email)),
      order,
      titles: events.map((event) => event.title),
    };
  } finally {
    await db.destroy();
  }
}

/**
 * The whole story on one kind of database: content, a backup under load, a refused and an accepted
 * restore, and the restored site over HTTP. `refusedTargets` are locations with data that restore must refuse.
 */
async function scenario(source: SiteData, backupDir: string, target: SiteData, refusedTargets: SiteData[]) {
  let server = await start(source);
  const eventId = await seedSite(source);
  const cookie = await signUp(server.origin, { name: "Backup Member", email: MEMBER, password: PASSWORD });
  await makeAdmin(source, MEMBER);
  const image = await uploadImage(server.origin, cookie);
  check(await registerForEvent(server.origin, cookie, eventId, MEMBER), "the member's registration failed");
  const order = `backup-order-${randomBytes(8).toString("hex")}`;
  const token = await placeOrder(server.origin, cookie, order, MEMBER);
  check(token, "the order failed");

  const load = registerWithoutPause(server.origin, cookie, eventId);
  await new Promise((resolve) => setTimeout(resolve, 300));
  load.mark();
  const backup = await runCommand("scripts/ops/backup.ts", ["--out", backupDir], source);
  const { before, during: writesDuringBackup } = await load.stop();
  check(backup.code === 0, `backup failed (${backup.code}):\n${backup.stderr}`);
  check(
    writesDuringBackup > 0,
    "no registration was answered while the backup ran: it was not taken under load",
  );
  await stop(server);
  const manifest = readManifest(backupDir);
  check(manifest.uploads === 1, `the backup holds ${manifest.uploads} uploaded files, expected 1`);

  const restore = await runCommand("scripts/ops/restore.ts", [backupDir], target);
  check(restore.code === 0, `restore failed (${restore.code}):\n${restore.stderr}`);
  for (const occupied of refusedTargets) {
    const again = await runCommand("scripts/ops/restore.ts", [backupDir], occupied);
    check(
      again.code !== 0 && again.stderr.includes("Refusing to restore"),
      `restore into a location with data was not refused (exit ${again.code}):\n${again.stdout}${again.stderr}`,
    );
  }

  const rows = await countTableRows(target.databaseUrl);
  check(
    JSON.stringify(rows) === JSON.stringify(manifest.tables),
    `row counts differ: restored ${JSON.stringify(rows)}, backup ${JSON.stringify(manifest.tables)}`,
  );
  const found = await findInDatabase(target, token, [MEMBER, ...before]);
  check(found.missing.length === 0, `registrations missing after restore: ${found.missing.join(", ")}`);
  check(found.order.length === 1 && found.order[0]?.product_id === "star-match-ball", "the order is missing");
  check(found.titles.includes("Provincial Indoor Championship"), "the demo events are missing");

  server = await start(target);
  const events = await fetch(`${server.origin}/events`);
  const page = await events.text();
  check(events.status === 200 && page.includes("Open Practice Night"), "GET /events lacks the events");
  const orderPage = await fetch(`${server.origin}/orders/${token}`);
  await orderPage.arrayBuffer();
  check(orderPage.status === 200, `GET /orders/<token> answered ${orderPage.status}`);
  const stored = await fetch(`${server.origin}${image.url}`);
  const bytes = Buffer.from(await stored.arrayBuffer());
  check(
    stored.status === 200 && bytes.equals(image.bytes),
    `GET ${image.url} does not give the uploaded image`,
  );
  check(await isSignedIn(server.origin, cookie), "the member's session did not survive the restore");
  await stop(server);

  return {
    backupSeconds: reportedSeconds(backup.stdout),
    backupCommandSeconds: round(backup.seconds),
    restoreSeconds: reportedSeconds(restore.stdout),
    restoreCommandSeconds: round(restore.seconds),
    rows: Object.values(manifest.tables).reduce((sum, n) => sum + n, 0),
    uploads: manifest.uploads,
    writesDuringBackup,
  };
}

function round(seconds: number) {
  return Math.round(seconds * 100) / 100;
}

async function site(root: string, name: string, databaseUrl?: string): Promise<SiteData> {
  const dataDir = join(root, name);
  mkdirSync(dataDir, { recursive: true });
  const [port = 0] = await freePorts(1);
  return {
    dataDir,
    databaseUrl: databaseUrl ?? `file:${join(dataDir, "app.db")}`,
    uploadDir: join(dataDir, "uploads"),
    port,
  };
}

async function sqliteScenario(root: string) {
  const target = await site(root, "sqlite-restored");
  // Once restored, the target's database file alone (with an empty upload folder) must be refused, and so
  // must an upload folder with a file in it (and no database).
  const databaseOnly = { ...target, uploadDir: join(root, "empty-uploads") };
  const uploadsOnly = await site(root, "sqlite-uploads-only");
  mkdirSync(uploadsOnly.uploadDir);
  writeFileSync(join(uploadsOnly.uploadDir, "kept.webp"), "not empty");
  const source = await site(root, "sqlite-source");
  const result = await scenario(source, join(root, "sqlite-backup"), target, [databaseOnly, uploadsOnly]);
  check(!existsSync(join(uploadsOnly.dataDir, "app.db")), "a refused restore wrote a database file");
  return result;
}

/** Images in a bucket: backed up from one bucket's prefix, restored into another, empty, bucket. */
async function s3Scenario(root: string) {
  const s3 = await startS3Server(["site", "restored"]);
  try {
    const source = { ...(await site(root, "s3-source")), s3: s3.env("site", "handball/images") };
    const target = { ...(await site(root, "s3-restored")), s3: s3.env("restored") };
    // Once restored, the target's bucket must be refused, even beside an empty database.
    const bucketOnly = { ...(await site(root, "s3-bucket-only")), s3: s3.env("restored") };
    const backupDir = join(root, "s3-backup");
    const result = await scenario(source, backupDir, target, [bucketOnly]);
    check(
      !existsSync(join(bucketOnly.dataDir, "app.db")),
      "a restore refused for the bucket wrote a database file",
    );
    const from = readManifest(backupDir).uploads_from;
    check(
      from?.storage === "s3" && from.bucket === "site" && from.prefix === "handball/images/",
      `the manifest says the images came from ${JSON.stringify(from)}`,
    );
    const restored: string[] = [];
    for await (const name of s3Storage(s3.settings("restored")).list()) restored.push(name);
    check(restored.length === 1, `the restored bucket holds ${restored.length} images, expected 1`);
    for (const { uploadDir } of [source, target])
      check(!existsSync(uploadDir) || readdirSync(uploadDir).length === 0, `${uploadDir} holds images`);
    return result;
  } finally {
    await s3.stop();
  }
}

async function postgresScenario(root: string, adminUrl: string) {
  const suffix = randomBytes(4).toString("hex");
  const names = [`backup_source_${suffix}`, `backup_restored_${suffix}`];
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
    const target = await site(root, "pg-restored", urlOf(`backup_restored_${suffix}`));
    // Once restored, the target database (with an empty upload folder) must be refused.
    const databaseOnly = { ...target, uploadDir: join(root, "empty-uploads") };
    const source = await site(root, "pg-source", urlOf(`backup_source_${suffix}`));
    return await scenario(source, join(root, "pg-backup"), target, [databaseOnly]);
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

ensureBuild();
mkdirSync("data/backup-test", { recursive: true });
const root = mkdtempSync("data/backup-test/run-");
try {
  const sqlite = await sqliteScenario(root);
  const s3 = await s3Scenario(root);
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgTools = Boolean(findPgTool("pg_dump") && findPgTool("pg_restore"));
  const postgresql =
    adminUrl && pgTools
      ? await postgresScenario(root, adminUrl)
      : `skipped: ${adminUrl ? "pg_dump or pg_restore not found" : "TEST_DATABASE_URL is not set"}`;
  console.log(JSON.stringify({ ok: true, sqlite, s3, postgresql }));
  rmSync(root, { recursive: true, force: true });
} catch (error) {
  for (const server of running) await server.stop("SIGKILL");
  console.error(error instanceof Error ? error.message : error);
  console.error(`Data kept for inspection in ${root}`);
  process.exit(1);
}
