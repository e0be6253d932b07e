// Events pages with 10 and with 1,000 events: database queries per request (must not grow) and speed.
// Usage: npm run bench:events   (builds first if build/ is missing; loopback only, about a minute)
import { execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { addDays } from "date-fns";
import { openDb } from "~/db/db.server";
import { prepareDatabase } from "~/db/prepare.server";
import { seedDemoContent } from "~/db/seed.server";
import { parseConfig } from "~/lib/config";

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

if (!existsSync("build/server/index.js")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
const results = [...(await measure(10, 3321)), ...(await measure(1000, 3322))];
console.table(results);
