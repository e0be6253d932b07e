// Load benchmark (docs/security.md #28): the production build on loopback, with the data of a busy season
// (1,000 events, 10,000 registrations, 1,000 orders). Each page route runs at 50 connections (/events for
// 20 s, the others 10 s) beside its ceiling: the same HTML served as a static file by the same process.
// Then a signed-in member registers distinct addresses for 10 s. Every answer must be a success (2xx for
// pages, 302 for the registration): any error makes the exit status 1. A client may register 10 times an
// hour (docs/security.md #30), so the server trusts loopback as a proxy and each registration names a client of
// its own in X-Forwarded-For, as members behind a reverse proxy would.
// Usage: npm run bench:load   (builds first if needed; about 2.5 minutes)
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { benchSiteEnv, seedBusySeason, busySeason as size } from "../lib/bench-data";
import { ensureBuild, freePorts, getPage, signUp, startSite } from "../lib/harness";

const dir = "data/bench-load";
const staticDir = "build/client/__bench";
const secret = "bench-load-secret-bench-load-secret-0123";
const { DATABASE_URL: databaseUrl } = benchSiteEnv(dir, secret);
const pages = [
  { name: "home", path: "/", seconds: 10 },
  { name: "events", path: "/events", seconds: 20 },
  { name: "calendar", path: "/calendar", seconds: 10 },
  { name: "shop", path: "/shop", seconds: 10 },
];
const PAGE_CONNECTIONS = 50;
// Registrations are writes that queue behind one another on SQLite: 10 members at once is already a rush.
const POST_CONNECTIONS = 10;
const POST_SECONDS = 10;
type Row = {
  route: string;
  conn: number;
  s: number;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  "errors+unexpected": number;
  "static req/s"?: number;
  "static p99 ms"?: number;
};

async function pageLoad(url: string, seconds: number) {
  const result = await autocannon({ url, connections: PAGE_CONNECTIONS, duration: seconds });
  const bad = result.errors + result.non2xx;
  if (bad > 0) reportProblems(url, result);
  return { result, bad };
}

/** What went wrong, beyond the count in the table: timeouts (no answer in 10 s), other errors, statuses. */
function reportProblems(url: string, result: autocannon.Result) {
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(
    ([status, stat]) => `${status}: ${stat.count}`,
  );
  console.error(
    `${url}: ${result.timeouts} timeouts, ${result.errors - result.timeouts} other errors; ` +
      `answers by status ${statuses.join(", ")}`,
  );
}

/** A distinct address in 10.0.0.0/8 for each of up to 16 million requests. */
const clientOf = (serial: number) => `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`;

async function registrationLoad(origin: string, eventId: number, cookie: string, runId: string) {
  let serial = 0;
  const from = `/events/${eventId}`;
  const result = await autocannon({
    url: origin,
    connections: POST_CONNECTIONS,
    duration: POST_SECONDS,
    requests: [
      {
        method: "POST",
        path: `/events/${eventId}/register`,
        headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
        setupRequest(request) {
          serial += 1;
          const email = `load-${runId}-${serial}@example.org`;
          return {
            ...request,
            headers: { ...request.headers, "x-forwarded-for": clientOf(serial) },
            body: new URLSearchParams({ name: "Load Member", email, from }).toString(),
          };
        },
      },
    ],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {});
  const redirects = statuses.find(([status]) => status === "302")?.[1].count ?? 0;
  const answered = statuses.reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0);
  const bad = result.errors + answered - redirects;
  if (bad > 0) reportProblems(`${origin}/events/${eventId}/register`, result);
  return { result, redirects, bad };
}

const row = (
  route: string,
  seconds: number,
  connections: number,
  result: autocannon.Result,
  bad: number,
) => ({
  route,
  conn: connections,
  s: seconds,
  "req/s": Math.round(result.requests.average),
  "p50 ms": result.latency.p50,
  "p99 ms": result.latency.p99,
  "errors+unexpected": bad,
});

ensureBuild();
const { db, registrationEvent } = await seedBusySeason(dir, databaseUrl, secret);
const [port] = (await freePorts(1)) as [number];
const site = await startSite(port, {
  ...benchSiteEnv(dir, secret),
  TRUST_PROXY: "loopback",
});
const rows: Row[] = [];
let lostRegistrations = 0;
const runId = Date.now().toString(36);
try {
  mkdirSync(staticDir, { recursive: true });
  for (const page of pages) {
    const response = await getPage(site.origin, page.path);
    if (response.status !== 200) throw new Error(`GET ${page.path} answered ${response.status}`);
    writeFileSync(`${staticDir}/${page.name}.html`, await response.text());
    const dynamic = await pageLoad(`${site.origin}${page.path}`, page.seconds);
    const ceiling = await pageLoad(`${site.origin}/__bench/${page.name}.html`, page.seconds);
    rows.push({
      ...row(`GET ${page.path}`, page.seconds, PAGE_CONNECTIONS, dynamic.result, dynamic.bad + ceiling.bad),
      "static req/s": Math.round(ceiling.result.requests.average),
      "static p99 ms": ceiling.result.latency.p99,
    });
  }
  const member = {
    name: "Load Member",
    email: `load-member-${runId}@example.org`,
    password: "bench-load-pass-1",
  };
  const cookie = await signUp(site.origin, member);
  const post = await registrationLoad(site.origin, registrationEvent, cookie, runId);
  rows.push(
    row(`POST /events/${registrationEvent}/register`, POST_SECONDS, POST_CONNECTIONS, post.result, post.bad),
  );
  const stored = await db
    .selectFrom("registrations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("email", "like", `load-${runId}-%`)
    .executeTakeFirstOrThrow();
  // A few more rows than 302s is expected: requests still in flight when the clock stopped went unread.
  lostRegistrations = Math.max(0, post.redirects - Number(stored.n));
  console.log(`Registrations answered 302: ${post.redirects}; rows stored: ${Number(stored.n)}`);
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  await site.stop();
  await db.destroy();
}

console.log(
  `Loopback, production build, SQLite: ${size.events} events, ${size.events * size.registrationsPerEvent} ` +
    `registrations, ${size.orders} orders. "errors+unexpected": connection errors and timeouts, plus any ` +
    "answer other than 2xx (pages, and their static copies) or 302 (the registration).",
);
console.table(rows);
const failed = rows.some((r) => r["errors+unexpected"] > 0) || lostRegistrations > 0;
if (failed)
  console.error("Some requests failed (errors+unexpected), or a registration answered 302 was not stored.");
process.exit(failed ? 1 : 0);
