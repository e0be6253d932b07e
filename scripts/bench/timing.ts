// Does the answer's timing tell whether an address is known (docs/security.md #11)? The production build on
// loopback gets N forgot-password POSTs and N newsletter POSTs, alternating a known and an unknown
// address (each address used once, each request from its own client address so no limit applies),
// one at a time; it prints the median and p90 of each group.
// Usage: npm run bench:timing [-- --requests 200]   (builds first if needed; under a minute)
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { openDb } from "~/db/db.server";
import { ensureBuild, freePorts, startSite } from "../lib/harness";

const { values } = parseArgs({ options: { requests: { type: "string", default: "200" } } });
const REQUESTS = Number(values.requests);
const PER_GROUP = REQUESTS / 2;
const dir = "data/bench-timing";
const databaseUrl = `file:${dir}/app.db`;
const secret = "bench-timing-secret-bench-timing-secret-01";

const knownAccount = (i: number) => `member-${i}@example.org`;
const knownSubscriber = (i: number) => `reader-${i}@example.org`;

/** Accounts and confirmed subscribers for the known half, written straight into the database. */
async function seedKnown() {
  const db = openDb(databaseUrl);
  const at = new Date().toISOString();
  try {
    await db
      .insertInto("user")
      .values(
        Array.from({ length: PER_GROUP }, (_, i) => ({
          id: `bench-timing-${i}`,
          name: `Member ${i}`,
          email: knownAccount(i),
          emailVerified: 0,
          role: "user",
          lastSignInAt: null,
          locale: "en" as const,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .execute();
    await db
      .insertInto("newsletter_subscribers")
      .values(
        Array.from({ length: PER_GROUP }, (_, i) => ({
          email: knownSubscriber(i),
          email_key: knownSubscriber(i),
          status: "confirmed",
          confirm_token: `bench-confirm-token-${i}-xxxxxxxxxx`,
          unsubscribe_token: `bench-unsubscribe-token-${i}-xxxxxxx`,
          created_at: at,
          confirm_sent_at: at,
          confirmed_at: at,
          unsubscribed_at: null,
        })),
      )
      .execute();
  } finally {
    await db.destroy();
  }
}

let client = 0;
/** One form POST from a fresh client address; resolves to its duration in milliseconds. */
async function timedPost(origin: string, path: string, fields: Record<string, string>) {
  client += 1;
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": `10.3.${Math.floor(client / 250)}.${(client % 250) + 1}`,
    },
    body: new URLSearchParams(fields),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status >= 400) throw new Error(`POST ${path} answered ${response.status}`);
  return ms;
}

function percentile(samples: number[], p: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function compare(name: string, send: (known: boolean, i: number) => Promise<number>) {
  const samples = { known: [] as number[], unknown: [] as number[] };
  // A few untimed requests first, so neither group pays for the first compilation of the route.
  for (let i = 0; i < 5; i++) await send(false, PER_GROUP + i);
  for (let i = 0; i < PER_GROUP; i++) {
    samples.known.push(await send(true, i));
    samples.unknown.push(await send(false, i));
  }
  return (["known", "unknown"] as const).map((group) => ({
    form: name,
    address: group,
    requests: samples[group].length,
    "median ms": Number(percentile(samples[group], 50).toFixed(2)),
    "p90 ms": Number(percentile(samples[group], 90).toFixed(2)),
  }));
}

ensureBuild();
rmSync(dir, { recursive: true, force: true });
const [port] = (await freePorts(1)) as [number];
const site = await startSite(port, {
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: secret,
  TRUST_PROXY: "loopback",
  UPLOAD_DIR: `${dir}/uploads`,
  OUTBOX_DIR: `${dir}/outbox`,
});
const rows = [];
try {
  await seedKnown();
  rows.push(
    ...(await compare("forgot-password", (known, i) =>
      timedPost(site.origin, "/forgot-password", {
        email: known ? knownAccount(i) : `stranger-${i}@example.org`,
      }),
    )),
  );
  rows.push(
    ...(await compare("newsletter", (known, i) =>
      timedPost(site.origin, "/newsletter", {
        email: known ? knownSubscriber(i) : `newcomer-${i}@example.org`,
        from: "/",
      }),
    )),
  );
} finally {
  await site.stop();
}

console.log(
  `Loopback, production build, SQLite; ${PER_GROUP} known and ${PER_GROUP} unknown addresses per form, ` +
    "alternating, one request at a time. Known: an account (forgot-password), a confirmed subscriber (newsletter).",
);
console.table(rows);
