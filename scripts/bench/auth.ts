// Password hashing under a flood (docs/security.md #29): the production build on loopback answers GET / and a
// built /assets/*.js file, first quietly, then while N sign-ups (two scrypt hashes each) and then 2N
// sign-ins (one each) arrive at once. Each POST comes from its own address (TRUST_PROXY=loopback and
// X-Forwarded-For), so per-client limits do not turn the flood away before it hashes.
// Usage: npm run bench:auth [-- --signups 24]   (builds first if needed; one to two minutes)
import { readdirSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { ensureBuild, freePorts, postForm, startSite } from "../lib/harness";

const { values } = parseArgs({ options: { signups: { type: "string", default: "24" } } });
const SIGNUPS = Number(values.signups);
const SIGNINS = SIGNUPS * 2;
const QUIET_SECONDS = 5;
// Two connections per URL: enough to sample the latency a visitor sees without becoming a flood itself.
const PROBE_CONNECTIONS = 2;
// Upper bound of one flood; the probes stop as soon as every POST of the flood has its answer.
const FLOOD_LIMIT_SECONDS = 120;
const dir = "data/bench-auth";
const secret = "bench-auth-secret-bench-auth-secret-0123";

type Row = {
  phase: string;
  url: string;
  requests: number;
  "p50 ms": number;
  "p99 ms": number;
  errors: number;
};

const probeUrls = (origin: string, asset: string) => [`${origin}/`, `${origin}/assets/${asset}`];

function row(phase: string, url: string, result: autocannon.Result): Row {
  return {
    phase,
    url: new URL(url).pathname,
    requests: result.requests.total,
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * `count` form POSTs to `path` at once, the i-th with `fields(i)` from a client address of its own in
 * 10.<subnet>.0.0/16 (so per-client limits do not refuse them); resolves to their statuses.
 */
function flood(
  origin: string,
  count: number,
  path: string,
  subnet: number,
  fields: (i: number) => Record<string, string>,
) {
  return () =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        postForm(origin, path, fields(i), undefined, {
          headers: { "X-Forwarded-For": `10.${subnet}.${Math.floor(i / 250)}.${(i % 250) + 1}` },
          signal: AbortSignal.timeout(FLOOD_LIMIT_SECONDS * 1000),
        }).then((response) => response.status),
      ),
    );
}

/** GETs `url` at PROBE_CONNECTIONS until stopped (or for `seconds`). */
function probe(url: string, seconds: number) {
  let instance: autocannon.Instance | undefined;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ url, connections: PROBE_CONNECTIONS, duration: seconds }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
  });
  return { result, stop: () => instance?.stop() };
}

/** Runs the probes while `flood` is under way, and stops them when it is done. */
async function during(phase: string, urls: string[], flood: () => Promise<number[]>) {
  const probes = urls.map((url) => probe(url, FLOOD_LIMIT_SECONDS));
  const started = Date.now();
  const statuses = await flood();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const running of probes) running.stop();
  const results = await Promise.all(probes.map((running) => running.result));
  const counts = Object.entries(Object.groupBy(statuses, String)).map(([s, all]) => `${all?.length}x ${s}`);
  console.log(`${phase}: answered in ${seconds} s (${counts.join(", ")})`);
  return urls.map((url, i) => row(phase, url, results[i] as autocannon.Result));
}

ensureBuild();
rmSync(dir, { recursive: true, force: true });
const asset = readdirSync("build/client/assets").find(
  (name) => name.endsWith(".js") && !name.startsWith("_"),
);
if (!asset) throw new Error("No built .js asset in build/client/assets");
const [port] = (await freePorts(1)) as [number];
const site = await startSite(port, {
  DATABASE_URL: `file:${dir}/app.db`,
  SESSION_SECRET: secret,
  TRUST_PROXY: "loopback",
  UPLOAD_DIR: `${dir}/uploads`,
  OUTBOX_DIR: `${dir}/outbox`,
});
const rows: Row[] = [];
try {
  const urls = probeUrls(site.origin, asset);
  const quiet = await Promise.all(urls.map((url) => probe(url, QUIET_SECONDS).result));
  rows.push(...urls.map((url, i) => row("quiet", url, quiet[i] as autocannon.Result)));

  const password = "bench-auth-pass-1";
  const signUps = flood(site.origin, SIGNUPS, "/signup", 1, (i) => ({
    name: `Bench ${i}`,
    email: `bench-${i}@example.org`,
    password,
    confirmPassword: password,
  }));
  rows.push(...(await during(`${SIGNUPS} sign-ups`, urls, signUps)));

  // Half the sign-ins name the accounts just made, half unknown addresses: both hash once.
  const signIns = flood(site.origin, SIGNINS, "/signin", 2, (i) => ({
    email: i % 2 ? `bench-${i % SIGNUPS}@example.org` : `nobody-${i}@example.org`,
    password,
  }));
  rows.push(...(await during(`${SIGNINS} sign-ins`, urls, signIns)));
} finally {
  await site.stop();
}

console.log(
  `Loopback, production build, SQLite. GET / and /assets/${asset} probed at ${PROBE_CONNECTIONS} ` +
    `connections each, quietly for ${QUIET_SECONDS} s, then for as long as each flood lasts. ` +
    `"errors": connection errors, timeouts and non-2xx answers.`,
);
console.table(rows);
