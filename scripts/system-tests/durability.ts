// docs/security.md #23: kills the production server with SIGKILL at random moments during a stream of writes,
// restarts it, and at the end checks that every write answered with success is in the database, that
// `PRAGMA integrity_check` says ok and that the database is in WAL mode.
// Usage: npm run test:durability (10 kills) | npm run test:durability:long (50)
//        | tsx scripts/system-tests/durability.ts --kills N
import { randomBytes, randomInt } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import {
  ensureBuild,
  freePorts,
  isSignedIn,
  placeOrder,
  registerForEvent,
  type Site,
  type SiteData,
  seedSite,
  signUp,
  siteEnv,
  sleep,
  startSite,
} from "../lib/harness";

const IN_FLIGHT = 8;

const { values } = parseArgs({ options: { kills: { type: "string", default: "10" } } });
const kills = Number(values.kills);
if (!Number.isInteger(kills) || kills < 1) {
  console.error("Usage: tsx scripts/system-tests/durability.ts --kills N   (N >= 1)");
  process.exit(2);
}

/** What the server answered with success; each write has a key no other write uses. */
type Acknowledged = { registrations: Set<string>; orders: Map<string, string> };
type Attempted = { registrations: Set<string>; orders: Set<string> };

const started = performance.now();
ensureBuild();
mkdirSync("data/durability", { recursive: true });
const dataDir = mkdtempSync("data/durability/run-");
const [port = 0] = await freePorts(1);
const site: SiteData = {
  dataDir,
  databaseUrl: `file:${join(dataDir, "app.db")}`,
  uploadDir: join(dataDir, "uploads"),
  port,
};
const origin = `http://127.0.0.1:${port}`;
const run = randomBytes(4).toString("hex");
const acknowledged: Acknowledged = { registrations: new Set(), orders: new Map() };
const attempted: Attempted = { registrations: new Set(), orders: new Set() };
let refused = 0;
let sequence = 0;

/**
 * One of the writers in flight: registrations and orders in turn, until the server stops answering.
 * A write counts only when its success answer arrived; one cut off by the kill may or may not be stored.
 */
async function writer(eventId: number, cookie: string) {
  for (;;) {
    const n = sequence++;
    try {
      if (n % 2 === 0) {
        const email = `durability-${run}-${n}@example.org`;
        attempted.registrations.add(email);
        if (await registerForEvent(origin, cookie, eventId, email)) acknowledged.registrations.add(email);
        else refused++;
      } else {
        const key = `durability-${run}-${n}`;
        attempted.orders.add(key);
        const token = await placeOrder(origin, cookie, key, `buyer-${run}-${n}@example.org`);
        if (token) acknowledged.orders.set(key, token);
        else refused++;
      }
    } catch {
      return; // The connection failed: the server is gone.
    }
  }
}

function verify(file: string) {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    const journalMode = db.pragma("journal_mode", { simple: true });
    const registration = db.prepare("SELECT 1 FROM registrations WHERE email_key = ?").pluck();
    const order = db.prepare<[string], { public_token: string; items: number }>(
      `SELECT public_token, (SELECT count(*) FROM order_items WHERE order_id = orders.id) AS items
       FROM orders WHERE idempotency_key = ?`,
    );
    const missing: string[] = [];
    for (const email of acknowledged.registrations) {
      if (!registration.get(email)) missing.push(`registration ${email}`);
    }
    for (const [key, token] of acknowledged.orders) {
      const row = order.get(key);
      if (!row || row.public_token !== token || row.items !== 1) missing.push(`order ${key}`);
    }
    const unacknowledgedFound =
      [...attempted.registrations].filter((e) => !acknowledged.registrations.has(e) && registration.get(e))
        .length + [...attempted.orders].filter((k) => !acknowledged.orders.has(k) && order.get(k)).length;
    return { integrity, journalMode, missing, unacknowledgedFound };
  } finally {
    db.close();
  }
}

let server: Site | undefined;
try {
  server = await startSite(port, siteEnv(site));
  const eventId = await seedSite(site);
  const cookie = await signUp(origin, {
    name: "Durable Member",
    email: `durability-${run}@example.org`,
    password: "Durable-Password-2026",
  });

  for (let round = 1; round <= kills; round++) {
    const writers = Array.from({ length: IN_FLIGHT }, () => writer(eventId, cookie));
    await sleep(randomInt(50, 801));
    await server.stop("SIGKILL");
    await Promise.all(writers);
    server = await startSite(port, siteEnv(site));
    if (!(await isSignedIn(origin, cookie))) throw new Error(`The session was lost after kill ${round}`);
  }
  await server.stop("SIGTERM");
  server = undefined;

  const result = verify(join(dataDir, "app.db"));
  const writes = acknowledged.registrations.size + acknowledged.orders.size;
  const ok = result.missing.length === 0 && result.integrity === "ok" && result.journalMode === "wal";
  console.log(
    JSON.stringify({
      ok,
      kills,
      writesAcknowledged: writes,
      writesFound: writes - result.missing.length,
      missing: result.missing.length,
      integrity: result.integrity,
      journalMode: result.journalMode,
      cutOffButStored: result.unacknowledgedFound,
      refused,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    }),
  );
  if (!ok) {
    for (const write of result.missing.slice(0, 20)) console.error(`missing: ${write}`);
    console.error(`Data kept for inspection in ${dataDir}`);
    process.exit(1);
  }
  rmSync(dataDir, { recursive: true, force: true });
} catch (error) {
  await server?.stop("SIGKILL");
  console.error(error instanceof Error ? error.message : error);
  console.error(`Data kept for inspection in ${dataDir}`);
  process.exit(1);
}
