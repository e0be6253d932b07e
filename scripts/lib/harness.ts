// The one harness of the system tests, the benchmarks and a few browser tests: a production build that matches
// the sources, `node server/index.js` started and stopped (or killed), requests as a browser without
// JavaScript sends them, throwaway PostgreSQL databases, the repository's commands run as an operator would,
// and a small check runner.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDb } from "~/db/db.server";
import { parseConfig } from "~/lib/config";
import { seedDemoContent } from "./seed";

const SESSION_COOKIE = "better-auth.session_token";

/** Environment variables for a child process; an undefined value removes one the calling shell set. */
export type Env = Record<string, string | undefined>;

const buildOutput = "build/server/index.js";
const buildInputs = [
  "app",
  "server",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

/**
 * Builds the production bundle when there is none, or when a source file is newer than it. One rule for every
 * script: rebuilding rather than failing, because a test of a stale build passes or fails for code that is no
 * longer in the tree, and the operator's next step after such a failure would be the same `npm run build`.
 */
export function ensureBuild() {
  const reason = staleBuildReason(".");
  if (!reason) return;
  console.error(`Building: ${reason}`);
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

/**
 * Why the build under `root` is stale (no build, or the first source file newer than it), or undefined when
 * it is current. Test files do not go into the bundle, so editing one never makes the build stale.
 */
export function staleBuildReason(root: string) {
  const output = join(root, buildOutput);
  if (!existsSync(output)) return `there is no ${buildOutput}`;
  const built = statSync(output).mtimeMs;
  const newer = (path: string): string | undefined => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs > built && !/\.test\.tsx?$/.test(path) ? path : undefined;
    for (const name of readdirSync(path)) {
      const found = newer(join(path, name));
      if (found) return found;
    }
    return undefined;
  };
  for (const input of buildInputs) {
    const found = existsSync(join(root, input)) ? newer(join(root, input)) : undefined;
    if (found) return `${found} is newer than ${buildOutput}`;
  }
  return undefined;
}

type ScriptRun = { code: number; stdout: string; stderr: string; seconds: number };

/**
 * Runs a TypeScript command of this repository (`scripts/ops/seed.ts`...) to its end with the local tsx, as an
 * operator would. Asynchronous, so that servers and writers of the calling script keep going meanwhile.
 */
export function runScript(script: string, args: string[], env: Env): Promise<ScriptRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...process.env, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => {
      stdout += text;
    });
    child.stderr.setEncoding("utf8").on("data", (text: string) => {
      stderr += text;
    });
    child.on("close", (code) =>
      resolve({ code: code ?? -1, stdout, stderr, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

/** Like runScript, but a command that fails stops the caller with its output. Returns what it printed. */
export async function mustRunScript(script: string, args: string[], env: Env) {
  const run = await runScript(script, args, env);
  if (run.code !== 0) throw new Error(`${script} ${args.join(" ")} exited ${run.code}:\n${run.stderr}`);
  return run.stdout;
}

/** Loopback ports nothing listens on right now, picked by the kernel (all held open at once, so distinct). */
export async function freePorts(count: number) {
  const probes = Array.from({ length: count }, () => createServer().listen(0, "127.0.0.1"));
  await Promise.all(probes.map((probe) => once(probe, "listening")));
  const ports = probes.map((probe) => (probe.address() as AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

export type Site = {
  origin: string;
  /** The server's process id (to read its memory use from /proc). */
  pid: number;
  /** Everything the process printed so far, stdout and stderr interleaved. */
  output(): string;
  /** SIGTERM (SIGKILL after 5 s) by default, or SIGKILL at once; resolves once the process is gone. */
  stop(signal?: "SIGTERM" | "SIGKILL"): Promise<void>;
};

/**
 * Starts the production server on 127.0.0.1 with BASE_URL set to its own origin, and resolves once it
 * listens (which it does only after the database is prepared); rejects with its output if it exits first.
 */
export async function startSite(port: number, env: Env): Promise<Site> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      BASE_URL: origin,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  let printed = "";
  child.stdout.setEncoding("utf8").on("data", (text: string) => {
    printed += text;
  });
  child.stderr.setEncoding("utf8").on("data", (text: string) => {
    printed += text;
  });
  const output = () => printed;
  const exited = once(child, "exit");

  const deadline = Date.now() + 60_000;
  while (!printed.includes('"msg":"listening"')) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server on port ${port} stopped before listening:\n${printed}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server on port ${port} did not listen within 60 s:\n${printed}`);
    }
    await sleep(50);
  }
  return {
    origin,
    pid: child.pid as number,
    output,
    async stop(signal = "SIGTERM") {
      process.off("exit", killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Where a site under test keeps its data, and its port; `s3` the S3_* variables of a site whose images are
 * in a bucket (scripts/lib/s3-server.ts), else they are in `uploadDir`.
 */
export type SiteData = {
  dataDir: string;
  databaseUrl: string;
  uploadDir: string;
  port: number;
  s3?: Record<string, string>;
};

/** Every S3_* variable unset, so a bucket the calling shell names never receives a test's images. */
const NO_OBJECT_STORAGE = Object.fromEntries(
  ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PREFIX"].map(
    (name) => [name, undefined],
  ),
);

/** The environment of a site's server and of the operator commands run against its data. */
export function siteEnv(site: Omit<SiteData, "port">): Env {
  return {
    NODE_ENV: "production",
    DATABASE_URL: site.databaseUrl,
    SESSION_SECRET: "operations-test-secret-operations-test-secret",
    // Registrations and orders are limited per client (docs/security.md #30): registerForEvent and placeOrder
    // name a client of their own in X-Forwarded-For, as members behind a reverse proxy would.
    TRUST_PROXY: "loopback",
    // One member registers a stream of people during a backup: the per-account budget of registrations
    // (decision 039, tested in the database tests and the browser tests) must not cut that stream short.
    ACCOUNT_ACTIONS_PER_HOUR: "100000",
    ADDRESS_ACTIONS_PER_HOUR: "100000",
    UPLOAD_DIR: site.uploadDir,
    OUTBOX_DIR: join(site.dataDir, "outbox"),
    // Messages go to the outbox folder only, whatever relay the calling shell names.
    SMTP_URL: undefined,
    ...NO_OBJECT_STORAGE,
    ...site.s3,
    // Cached bytecode makes the many restarts quicker; it changes nothing the server does.
    NODE_COMPILE_CACHE: join(process.cwd(), "data", ".compile-cache"),
  };
}

/**
 * The catalogue and demo events, plus one event without capacity far in the future, so a stream of
 * registrations never finds it full or past. Returns that event's id. Run it once the server has started:
 * the server applies the migrations of the build it runs, so a source tree ahead of build/ cannot leave
 * migrations in the database that the build does not know.
 */
export async function seedSite(site: SiteData): Promise<number> {
  const db = openDb(site.databaseUrl);
  try {
    const now = new Date();
    await seedDemoContent(db, now, parseConfig(siteEnv(site)).TIME_ZONE);
    const start = new Date(Date.UTC(now.getUTCFullYear() + 5, 5, 1, 13));
    const { id } = await db
      .insertInto("events")
      .values({
        title: "Open Practice Night",
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + 3 * 3600_000).toISOString(),
        location: "Toronto",
        description: "An open practice for every member; no limit on places.",
        image: "/images/events/community.webp",
        capacity: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  } finally {
    await db.destroy();
  }
}

/** A GET as a browser sends it, redirects not followed. */
export function getPage(origin: string, path: string, cookie?: string) {
  return fetch(`${origin}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

/** A form POST as a browser without JavaScript sends it: same-site Origin, the cookie, redirects not followed. */
export function postForm(
  origin: string,
  path: string,
  fields: Record<string, string>,
  cookie?: string,
  extra: { headers?: Record<string, string>; signal?: AbortSignal } = {},
) {
  return fetch(`${origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
      ...extra.headers,
    },
    body: new URLSearchParams(fields),
    signal: extra.signal ?? AbortSignal.timeout(30_000),
  });
}

/** Reads and drops the body; the answer counts once its status and headers have arrived. */
async function discardBody(response: Response) {
  try {
    await response.arrayBuffer();
  } catch {
    // The server may be killed after answering; what it answered stands.
  }
}

function hasToast(response: Response) {
  return response.headers.getSetCookie().some((cookie) => cookie.startsWith("toast="));
}

let clients = 0;

/** A client address of its own for each write, in 10.0.0.0/8, so per-client limits never refuse a test's writes. */
function nextClient() {
  clients += 1;
  return { "X-Forwarded-For": `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}` };
}

/** Uploads an image as the admin's picker does (POST /admin/uploads, multipart), with an admin's cookie. */
export function postUpload(
  origin: string,
  cookie: string,
  file: { bytes: Buffer; type: string; name: string },
) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${origin}/admin/uploads`, {
    method: "POST",
    headers: { Origin: origin, Cookie: cookie },
    body: form,
  });
}

/** `better-auth.session_token=<value>` as the response set it, or undefined (none, or one being deleted). */
export function sessionCookieOf(response: Response) {
  const pair = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    .at(-1);
  return pair && pair.length > SESSION_COOKIE.length + 1 ? pair : undefined;
}

export type Member = { name: string; email: string; password: string };

/** Signs up through /signup (which signs in too) and returns the session cookie. */
export async function signUp(origin: string, member: Member) {
  const response = await postForm(origin, "/signup", { ...member, confirmPassword: member.password });
  await discardBody(response);
  const cookie = sessionCookieOf(response);
  if (response.status !== 302 || !cookie)
    throw new Error(`Sign-up on ${origin} answered ${response.status} without a session cookie`);
  return cookie;
}

/** Whether the session behind the cookie is still known: a member-only page answers 200, not a redirect. */
export async function isSignedIn(origin: string, cookie: string) {
  const response = await getPage(origin, "/account/orders", cookie);
  await discardBody(response);
  return response.status === 200;
}

/** The registration form's POST, from a client address of its own; the answer is the caller's to read. */
export function postRegistration(origin: string, cookie: string, eventId: number, email: string) {
  const from = `/events/${eventId}`;
  const fields = { name: "Test Member", email, from };
  return postForm(origin, `/events/${eventId}/register`, fields, cookie, { headers: nextClient() });
}

/** Registers for the event; true only for the success answer: 302 back to the event, with a toast. */
export async function registerForEvent(origin: string, cookie: string, eventId: number, email: string) {
  const response = await postRegistration(origin, cookie, eventId, email);
  const ok =
    response.status === 302 &&
    response.headers.get("location") === `/events/${eventId}` &&
    hasToast(response);
  await discardBody(response);
  return ok;
}

/** Places an order of one match ball; the order's public token on success (302 to its page), else null. */
export async function placeOrder(origin: string, cookie: string, idempotencyKey: string, email: string) {
  const response = await postForm(
    origin,
    "/checkout",
    {
      firstName: "Test",
      lastName: "Buyer",
      email,
      phone: "416-555-0100",
      address: "100 Queen St W",
      city: "Toronto",
      state: "ON",
      zip: "M5H 2N2",
      country: "Canada",
      idempotencyKey,
      items: JSON.stringify([{ productId: "star-match-ball", size: null, quantity: 1 }]),
    },
    cookie,
    { headers: nextClient() },
  );
  const token = /^\/orders\/([\w-]+)\?placed=1$/.exec(response.headers.get("location") ?? "")?.[1];
  const ok = response.status === 302 && token !== undefined && hasToast(response);
  await discardBody(response);
  return ok ? token : null;
}

/** Creates an empty database on the server of `serverUrl` (a superuser URL) and returns its URL. */
export async function createDatabase(serverUrl: string, name: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** TEST_DATABASE_URL, which scripts/with-postgres.sh exports; exits with a hint when it is missing. */
export function requirePostgresServer(command: string) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.error(`TEST_DATABASE_URL is not set: run this through \`npm run ${command}\`.`);
    process.exit(2);
  }
  return url;
}

export type Check = { name: string; run: () => Promise<void> };

/**
 * Runs the checks in order and prints each with its duration. Stops at the first failure, since later
 * checks build on what earlier ones made. Returns whether every check passed.
 */
export async function runChecks(checks: Check[]) {
  const started = Date.now();
  let passed = 0;
  for (const check of checks) {
    const start = Date.now();
    try {
      await check.run();
      passed += 1;
      console.log(`  ok    ${check.name} (${Date.now() - start} ms)`);
    } catch (error) {
      console.log(`  FAIL  ${check.name} (${Date.now() - start} ms)`);
      console.log(
        `        ${error instanceof Error ? error.message : String(error)}`.replaceAll("\n", "\n        "),
      );
      break;
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const skipped = checks.length - passed - (passed < checks.length ? 1 : 0);
  console.log(
    `${passed} of ${checks.length} checks passed${skipped ? `, ${skipped} not run` : ""} in ${seconds} s`,
  );
  return passed === checks.length;
}

/**
 * A benchmark's own site: the production build (built first when stale), a fresh `data/bench-<name>`
 * folder, the seed content, and the server on `port`.
 */
export async function startSeededSite(name: string, port: number) {
  const dir = `data/bench-${name}`;
  const env = {
    DATABASE_URL: `file:./${dir}/app.db`,
    SESSION_SECRET: `bench-${name}-secret-`.repeat(4),
    UPLOAD_DIR: `${dir}/uploads`,
    OUTBOX_DIR: `${dir}/outbox`,
  };
  ensureBuild();
  rmSync(dir, { recursive: true, force: true });
  await mustRunScript("scripts/ops/seed.ts", [], env);
  return startSite(port, env);
}

/**
 * The frame of a system test on a throwaway PostgreSQL server (`npm run <command>`): the server's URL, a
 * current build, a run id for unique names and a scratch folder. `finish` prints the title, runs the checks,
 * stops the sites, removes the folder and exits 0 only when every check passed.
 */
export function postgresSystemTest(command: string) {
  const serverUrl = requirePostgresServer(command);
  ensureBuild();
  const work = mkdtempSync(join(tmpdir(), `handball-${command.replace(/\W/g, "-")}-`));
  return {
    serverUrl,
    runId: Date.now(),
    work,
    async finish(title: string, checks: Check[], sites: (Pick<Site, "stop"> | undefined)[]): Promise<never> {
      console.log(title);
      const ok = await runChecks(checks);
      await Promise.all(sites.map((site) => site?.stop()));
      rmSync(work, { recursive: true, force: true, maxRetries: 5 });
      process.exit(ok ? 0 : 1);
    },
  };
}
