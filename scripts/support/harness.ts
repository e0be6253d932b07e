// What the scripts that drive real production servers share (bench-load, test-multi-process,
// test-copy-to-postgres): starting `node server/index.js`, talking to it as a browser without
// JavaScript would, throwaway PostgreSQL databases, and a small check runner.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, statSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { join } from "node:path";
import pg from "pg";

const SESSION_COOKIE = "better-auth.session_token";

const buildOutput = "build/server/index.js";
const buildInputs = [
  "app",
  "server",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

/** Builds the production bundle when there is none, or when a source file is newer than it. */
export function ensureBuild() {
  if (!buildIsCurrent()) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

function buildIsCurrent() {
  if (!existsSync(buildOutput)) return false;
  const built = statSync(buildOutput).mtimeMs;
  const newer = (path: string): boolean => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs > built && !path.endsWith(".test.ts");
    return readdirSync(path).some((name) => newer(join(path, name)));
  };
  return !buildInputs.some((path) => existsSync(path) && newer(path));
}

/** Runs a TypeScript script of this repository to its end (the local tsx, not npx: no npm noise). */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  return execFileSync("node_modules/.bin/tsx", [script, ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
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
  stop(): Promise<void>;
};

/**
 * Starts the production server on 127.0.0.1 with BASE_URL set to its own origin, and resolves once it
 * listens (which it does only after the database is prepared); rejects with its output if it exits first.
 */
export async function startSite(port: number, env: Record<string, string>): Promise<Site> {
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

  await waitUntilListening(child, output, port);
  return {
    origin,
    pid: child.pid as number,
    output,
    async stop() {
      process.off("exit", killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitUntilListening(child: ChildProcess, output: () => string, port: number) {
  const deadline = Date.now() + 60_000;
  while (!output().includes('"msg":"listening"')) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server on port ${port} stopped before listening:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server on port ${port} did not listen within 60 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
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
    signal: extra.signal,
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
  const cookie = sessionCookieOf(response);
  if (response.status !== 302 || !cookie)
    throw new Error(`Sign-up on ${origin} answered ${response.status} without a session cookie`);
  return cookie;
}

/** Whether the home page shows the signed-in navigation (the Logout form) for this cookie. */
export async function isSignedIn(origin: string, cookie: string) {
  const html = await (await getPage(origin, "/", cookie)).text();
  return html.includes('action="/logout"') && html.includes(">Logout<");
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
