// Events pages with 10 and with 1,000 events: database queries per request (must not grow) and speed.
// Then every admin list and the calendar feed with 5,000 events and 20,000 registrations (plus 2,000
// each of members, orders, messages and subscribers): bytes and time of one request each.
// Usage: npm run bench:events   (builds first if build/ is stale; loopback only, about two minutes)
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { addDays } from "date-fns";
import { openDb } from "~/db/db.server";
import { parseConfig } from "~/lib/config";
import { prepareDatabase } from "../../server/prepare-database";
import { benchEmail, benchMember, inBatches } from "../lib/bench-data";
import { ensureBuild, freePorts, getPage, signUp, startSite } from "../lib/harness";
import { seedDemoContent } from "../lib/seed";

const paths = ["/events", "/events?page=2", "/calendar", "/events/1"];
const secret = "bench-events-secret-bench-events-secret-bench";

async function seed(dir: string, count: number) {
  rmSync(dir, { recursive: true, force: true });
  const url = `file:${dir}/app.db`;
  const config = parseConfig({ DATABASE_URL: url, SESSION_SECRET: secret });
  const db = openDb(url);
  await prepareDatabase(db, config);
  await seedDemoContent(db, new Date(), config.TIME_ZONE);
  const now = new Date();
  const rows = Array.from({ length: count - 5 }, (_, i) => {
    const start = addDays(now, 1 + (i % 60));
    start.setUTCHours(14, 0, 0, 0);
    const end = new Date(start.getTime() + 9 * 3600_000);
    return {
      title: `Bench event ${i + 1}`,
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      location: "Toronto",
      description: "A generated event for the benchmark, with a description long enough.",
      image: "/images/events/default.webp",
      capacity: 100,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto("events")
      .values(rows.slice(i, i + 200))
      .execute();
  await db.destroy();
  return url;
}

async function measure(count: number, port: number) {
  const url = await seed(`data/bench-events-${count}`, count);
  const server = spawn("node", ["server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      SESSION_SECRET: secret,
      QUERY_LOG: "1",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const queries = new Map<string, number>();
  createInterface({ input: server.stdout }).on("line", (line) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; path?: string; queries?: number };
      if (entry.msg === "queries" && entry.path) queries.set(entry.path, entry.queries ?? -1);
    } catch {}
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(origin)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  const rows = [];
  for (const path of paths) {
    await fetch(`${origin}${path}`);
    await new Promise((r) => setTimeout(r, 50));
    const result = await autocannon({ url: `${origin}${path}`, connections: 10, duration: 5 });
    rows.push({
      events: count,
      path,
      "queries/request": queries.get(path),
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  server.kill();
  return rows;
}

const LARGE = { events: 5000, registrations: 20_000, busiest: 10_000, others: 2000 };
const DAY_MS = 24 * 3600_000;

/** 5,000 events over the past year and the next two, 20,000 registrations (half for event 1), and the rest. */
async function seedLarge(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  const url = `file:${dir}/app.db`;
  const db = openDb(url);
  await prepareDatabase(db, parseConfig({ DATABASE_URL: url, SESSION_SECRET: secret }));
  const now = new Date();
  const stamp = now.toISOString();
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  await inBatches(
    Array.from({ length: LARGE.events }, (_, i) => {
      const start = new Date(day + ((i % 1095) - 365) * DAY_MS + 14 * 3600_000);
      return {
        title: `Bench event ${i + 1}`,
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + 8 * 3600_000).toISOString(),
        location: "Toronto",
        description: "A generated event for the benchmark, with a description of an ordinary length.",
        image: "/images/events/default.webp",
        capacity: null,
        created_at: stamp,
        updated_at: stamp,
      };
    }),
    (batch) => db.insertInto("events").values(batch).execute(),
  );
  await inBatches(
    Array.from({ length: LARGE.registrations }, (_, i) => ({
      event_id: i < LARGE.busiest ? 1 : 2 + (i % (LARGE.events - 1)),
      user_id: `bench-member-${i}`,
      name: `Bench Member ${i}`,
      email: benchEmail(i),
      email_key: benchEmail(i),
      created_at: stamp,
      manage_token: `bench-${i}`,
    })),
    (batch) => db.insertInto("registrations").values(batch).execute(),
  );
  const others = Array.from({ length: LARGE.others }, (_, i) => i);
  await inBatches(
    others.map((i) => benchMember(i, stamp)),
    (batch) => db.insertInto("user").values(batch).execute(),
  );
  const person = (i: number) => ({
    first_name: "Bench",
    last_name: `Buyer ${i}`,
    email: benchEmail(i),
  });
  await inBatches(
    others.map((i) => ({
      ...person(i),
      public_token: `bench-token-${i}`,
      idempotency_key: `bench-key-${i}`,
      user_id: null,
      status: "awaiting-payment" as const,
      phone: "416-555-0100",
      address: "1 Bench Street",
      city: "Toronto",
      state: "Ontario",
      zip: "M5H 2N2",
      country: "Canada",
      subtotal_cents: 3499,
      shipping_cents: 500,
      total_cents: 3999,
      created_at: stamp,
      updated_at: stamp,
    })),
    (batch) => db.insertInto("orders").values(batch).execute(),
  );
  await inBatches(
    others.map((i) => ({
      ...person(i),
      subject: "A question",
      message: "A generated message for the benchmark.",
      client: "127.0.0.1",
      created_at: stamp,
      handled_at: null,
    })),
    (batch) => db.insertInto("contact_messages").values(batch).execute(),
  );
  await inBatches(
    others.map((i) => ({
      email: benchEmail(i),
      email_key: benchEmail(i),
      status: "confirmed" as const,
      confirm_token: `bench-confirm-${i}`,
      unsubscribe_token: `bench-unsubscribe-${i}`,
      created_at: stamp,
      confirm_sent_at: stamp,
      confirmed_at: stamp,
      unsubscribed_at: null,
    })),
    (batch) => db.insertInto("newsletter_subscribers").values(batch).execute(),
  );
  return { url, db };
}

async function timed(origin: string, path: string, cookie: string, headers: Record<string, string> = {}) {
  const start = performance.now();
  const response = await fetch(`${origin}${path}`, {
    redirect: "manual",
    headers: { Cookie: cookie, ...headers },
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  return {
    status: response.status,
    bytes,
    ms: Math.round(performance.now() - start),
    etag: response.headers.get("etag"),
  };
}

async function measureLists() {
  const dir = "data/bench-lists";
  const { url, db } = await seedLarge(dir);
  const [port = 3323] = await freePorts(1);
  const site = await startSite(port, {
    DATABASE_URL: url,
    SESSION_SECRET: secret,
    UPLOAD_DIR: `${dir}/uploads`,
  });
  const rows: Record<string, string | number>[] = [];
  try {
    const email = "bench-admin@example.org";
    const cookie = await signUp(site.origin, { name: "Bench Admin", email, password: "bench-admin-pass" });
    await db.updateTable("user").set({ role: "admin" }).where("email", "=", email).execute();
    await getPage(site.origin, "/admin", cookie);
    const row = (what: string, result: Awaited<ReturnType<typeof timed>>) =>
      rows.push({ what, status: result.status, bytes: result.bytes, ms: result.ms });
    for (const path of [
      "/admin",
      "/admin?page=250",
      "/admin/events/1/attendees",
      "/admin/events/1/attendees?page=500",
      "/admin/events/1/attendees.csv",
      "/admin/users",
      "/admin/orders",
      "/admin/messages",
      "/admin/newsletter",
      "/admin/newsletter.csv",
    ])
      row(path, await timed(site.origin, path, cookie));

    const first = await timed(site.origin, "/calendar.ics", "");
    row("/calendar.ics (first request: built)", first);
    row("/calendar.ics (again: cached)", await timed(site.origin, "/calendar.ics", ""));
    row(
      "/calendar.ics (If-None-Match: 304)",
      await timed(site.origin, "/calendar.ics", "", { "If-None-Match": first.etag ?? "" }),
    );
    // A change through another connection (as another process would make it), then 8 subscribers at once.
    await db
      .updateTable("events")
      .set({ updated_at: new Date().toISOString() })
      .where("id", "=", 2)
      .execute();
    const start = performance.now();
    const eight = await Promise.all(Array.from({ length: 8 }, () => timed(site.origin, "/calendar.ics", "")));
    rows.push({
      what: "/calendar.ics x 8 at once after a change",
      status: eight.every((r) => r.status === 200) ? 200 : -1,
      bytes: eight.reduce((sum, r) => sum + r.bytes, 0),
      ms: Math.round(performance.now() - start),
    });
  } finally {
    await site.stop();
    await db.destroy();
  }
  return rows;
}

ensureBuild();
// `npm run bench:events -- --lists` measures the admin lists and the feed only.
if (!process.argv.includes("--lists"))
  console.table([...(await measure(10, 3321)), ...(await measure(1000, 3322))]);
console.log(
  `Admin lists and the feed with ${LARGE.events} events and ${LARGE.registrations} registrations (${LARGE.busiest} for event 1):`,
);
console.table(await measureLists());
