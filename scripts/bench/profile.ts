// Where the server spends its time on a public page: `npm run bench:profile [-- / /events]`.
// Fills a database with a busy season (scripts/lib/bench-data.ts: 1,000 events, 10,000 registrations), then for
// each page and each way of answering it starts the production server under `node --cpu-prof`, warms it up,
// sends the page 2,000 requests at 10 connections, and stops the server, which writes its profile. The two
// ways: "rendered" for every request (the requests carry a cookie, which the page cache leaves to the app, as
// it does a signed-in member's) and "kept" (an anonymous visitor, answered from the page cache). Only the
// samples taken while the requests ran are counted (start-up is left out). Prints the CPU time per request
// (autocannon ends on a whole second, so its req/s are coarse), the self time by package and the functions
// that cost most, and keeps the profiles in data/bench-profile/ (open one in Chrome's DevTools, Performance
// tab).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { benchSiteEnv, seedBusySeason } from "../lib/bench-data";
import { ensureBuild, freePorts, startSite } from "../lib/harness";

const dir = "data/bench-profile";
const secret = "bench-profile-secret-bench-profile-0123";
const { DATABASE_URL: databaseUrl } = benchSiteEnv(dir, secret);
const REQUESTS = 2000;
const CONNECTIONS = 10;
const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** The monotonic clock in microseconds: the clock V8 stamps its profiles with. */
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/** What a function belongs to: an npm package, the app's bundle, Node itself, or V8's own entries. */
function ownerOf(frame: CallFrame) {
  const url = frame.url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.includes("build/server/")) return "app (build/server)";
  if (url.startsWith("node:")) return "node internals";
  if (url === "") return frame.functionName.startsWith("(") ? frame.functionName : "native";
  return url.replace(/^file:\/\/.*?\/(server|scripts)\//, "$1/");
}

/** Self time (ms) per owner and per function, from the samples taken between `from` and `to`. */
function summarise(profile: Profile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const owners = new Map<string, number>();
  const functions = new Map<string, number>();
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < from || at > to) return;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const ms = delta / 1000;
    total += ms;
    const owner = ownerOf(frame);
    owners.set(owner, (owners.get(owner) ?? 0) + ms);
    const where = frame.url
      ? `${frame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/build\//, "build/")}:${frame.lineNumber + 1}`
      : "";
    const name = `${frame.functionName || "(anonymous)"} ${where}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => ({ name, "self ms": Math.round(ms), "%": Math.round((ms / total) * 1000) / 10 }));
  // Busy: the time the process was not waiting for work ("(idle)"), the cost the requests caused.
  const busy = total - (owners.get("(idle)") ?? 0);
  return { total, busy, owners: top(owners, 12), functions: top(functions, 15) };
}

ensureBuild();
const { db } = await seedBusySeason(dir, databaseUrl, secret);
await db.destroy();
const modes = [
  { name: "rendered", headers: { cookie: "bench=render" } },
  { name: "kept", headers: {} },
];
for (const path of paths.length > 0 ? paths : ["/", "/events"])
  for (const mode of modes) await profilePage(path, mode);

async function profilePage(path: string, mode: (typeof modes)[number]) {
  const page = path === "/" ? "home" : path.replace(/\W+/g, "-").replace(/^-/, "");
  const profileDir = join(dir, `profile-${page}-${mode.name}`);
  const [port] = (await freePorts(1)) as [number];
  const site = await startSite(port, {
    ...benchSiteEnv(dir, secret),
    NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}`,
  });
  const url = `${site.origin}${path}`;
  await autocannon({ url, connections: CONNECTIONS, amount: 200, headers: mode.headers });
  const from = nowMicros();
  const result = await autocannon({ url, connections: CONNECTIONS, amount: REQUESTS, headers: mode.headers });
  const to = nowMicros();
  await site.stop();
  const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error(`no profile in ${profileDir}: did the server exit on SIGTERM?`);
  const summary = summarise(JSON.parse(readFileSync(join(profileDir, file), "utf8")) as Profile, from, to);
  const wall = (to - from) / 1000;
  console.log(
    `\nGET ${path}, ${mode.name}: ${REQUESTS} requests at ${CONNECTIONS} connections in ${Math.round(wall)} ms ` +
      `(${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors); ` +
      `${Math.round(summary.busy)} ms busy, ${((summary.busy / REQUESTS) * 1000).toFixed(0)} µs of CPU per request. Profile: ${join(profileDir, file)}`,
  );
  console.log("Self time by package:");
  console.table(summary.owners);
  console.log("Functions with the most self time:");
  console.table(summary.functions);
}
