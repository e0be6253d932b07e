// A real production server for the operations tests (durability, backup and restore): build, seed, start,
// stop, and the member's writes over HTTP exactly as a browser sends them.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { openDb } from "~/db/db.server";
import { parseConfig } from "~/lib/config";
import { seedDemoContent } from "./seed";

const SESSION_SECRET = "operations-test-secret-operations-test-secret";
const SESSION_COOKIE = "better-auth.session_token";
const PASSWORD = "Durable-Password-2026";

/** Where one site under test keeps its data, and where it listens. */
export type Site = { dataDir: string; databaseUrl: string; uploadDir: string; port: number };

export function ensureBuild() {
  if (!existsSync("build/server/index.js")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export function originOf(site: Site) {
  return `http://127.0.0.1:${site.port}`;
}

/** The environment of the site's processes: the server, and the npm commands run against its data. */
export function siteEnv(site: Site): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(site.port),
    HOST: "127.0.0.1",
    BASE_URL: originOf(site),
    DATABASE_URL: site.databaseUrl,
    SESSION_SECRET,
    // Registrations and orders are limited per client (docs/security.md #30): each write below names a client
    // of its own in X-Forwarded-For, as members behind a reverse proxy would, and the server believes it.
    TRUST_PROXY: "loopback",
    UPLOAD_DIR: site.uploadDir,
    OUTBOX_DIR: join(site.dataDir, "outbox"),
    // Messages go to the outbox folder only, whatever relay the calling shell names.
    SMTP_URL: undefined,
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
export async function seedSite(site: Site): Promise<number> {
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

export type RunningServer = {
  /** Sends the signal and resolves once the process is gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
};

/** Starts `node server/index.js` on the site's data and waits until GET / answers 200. */
export async function startServer(site: Site): Promise<RunningServer> {
  const logFile = join(site.dataDir, "server.log");
  const log = openSync(logFile, "a");
  const child: ChildProcess = spawn(process.execPath, ["server/index.js"], {
    env: siteEnv(site),
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running = false;
      resolve();
    }),
  );
  const stop = async (signal: NodeJS.Signals) => {
    if (running) child.kill(signal);
    await exited;
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!running) throw new Error(`The server stopped while starting:\n${tail(logFile)}`);
    try {
      const response = await fetch(`${originOf(site)}/`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return { stop };
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  await stop("SIGKILL");
  throw new Error(`The server did not answer GET / with 200 within 60 s:\n${tail(logFile)}`);
}

function tail(file: string) {
  return readFileSync(file, "utf8").split("\n").slice(-20).join("\n");
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

let clients = 0;

/** A client address of its own for each write, in 10.0.0.0/8. */
function nextClient() {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/**
 * A form post as the browser sends it: same-origin Origin header, the session cookie, no redirects
 * followed; from `client` (X-Forwarded-For) when given.
 */
async function postForm(
  site: Site,
  path: string,
  fields: Record<string, string>,
  cookie?: string,
  client?: string,
) {
  const headers: Record<string, string> = { Origin: originOf(site) };
  if (cookie) headers.Cookie = cookie;
  if (client) headers["X-Forwarded-For"] = client;
  const response = await fetch(`${originOf(site)}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  return response;
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

/** Creates an account (sign-up signs in) and returns the Cookie header that carries its session. */
export async function signUpMember(site: Site, email: string, name = "Durable Member"): Promise<string> {
  const response = await postForm(site, "/signup", {
    name,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await discardBody(response);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (response.status !== 302 || !session) {
    throw new Error(`Sign-up of ${email} answered ${response.status} without a session cookie`);
  }
  return session;
}

/** Whether the session behind the cookie is still known: a member-only page answers 200, not a redirect. */
export async function isSignedIn(site: Site, cookie: string) {
  const response = await fetch(`${originOf(site)}/account/orders`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  await discardBody(response);
  return response.status === 200;
}

/** Registers for the event; true only for the success answer: 302 back to `from`, with a toast. */
export async function registerForEvent(site: Site, cookie: string, eventId: number, email: string) {
  const from = `/events/${eventId}`;
  const response = await postForm(
    site,
    `/events/${eventId}/register`,
    { name: "Durable Member", email, from },
    cookie,
    nextClient(),
  );
  const ok = response.status === 302 && response.headers.get("location") === from && hasToast(response);
  await discardBody(response);
  return ok;
}

/** Places an order of one match ball; the order's public token on success (302 to its page), else null. */
export async function placeOrder(site: Site, cookie: string, idempotencyKey: string, email: string) {
  const response = await postForm(
    site,
    "/checkout",
    {
      firstName: "Durable",
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
    nextClient(),
  );
  const token = /^\/orders\/([A-Za-z0-9_-]+)\?placed=1$/.exec(response.headers.get("location") ?? "")?.[1];
  const ok = response.status === 302 && token !== undefined && hasToast(response);
  await discardBody(response);
  return ok ? token : null;
}
