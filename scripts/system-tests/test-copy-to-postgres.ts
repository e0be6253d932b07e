// The move from SQLite to PostgreSQL, end to end: a site on SQLite gets a member, a registration and an
// order through HTTP; `db:copy-to-postgres` copies it into a new PostgreSQL database (and refuses to do
// it twice); a site on PostgreSQL then signs the member in with the same password, shows what was made,
// and gives new rows fresh ids. Usage: npm run test:copy-pg   (a throwaway PostgreSQL; under a minute)
import assert from "node:assert/strict";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { openDb } from "~/db/db.server";
import { orderNumber } from "~/features/orders";
import {
  type Check,
  createDatabase,
  freePorts,
  getPage,
  isSignedIn,
  type Member,
  mustRunScript,
  placeOrder,
  postForm,
  postgresSystemTest,
  postRegistration,
  runScript,
  type Site,
  sessionCookieOf,
  signUp,
  siteEnv,
  startSite,
} from "../lib/harness";

const { serverUrl, runId, work, finish } = postgresSystemTest("test:copy-pg");
const sqliteFile = join(work, "app.db");
const sqliteUrl = `file:${sqliteFile}`;
let postgresUrl: string;
const envFor = (databaseUrl: string) =>
  siteEnv({ dataDir: work, databaseUrl, uploadDir: join(work, "uploads") });
await mustRunScript("scripts/ops/seed.ts", [], envFor(sqliteUrl));

const [sqlitePort, postgresPort] = (await freePorts(2)) as [number, number];
const member: Member = {
  name: "Casey Copy",
  email: `copy-${runId}@example.org`,
  password: "copy-test-pass-1",
};
let site: Site | undefined;
let eventId: number;
let sqliteCookie: string;
let postgresCookie: string;
let firstOrderToken: string;

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;");

function register(origin: string, email: string, cookie: string) {
  return postRegistration(origin, cookie, eventId, email);
}

/** Places an order through the checkout form and returns its confirmation page's token. */
async function order(origin: string, cookie: string, key: string) {
  const token = await placeOrder(origin, cookie, `copy-test-${runId}-${key}`, member.email);
  assert.ok(token, `checkout on ${origin} redirects to the order page with a toast`);
  return token;
}

async function orderPageShows(origin: string, token: string, id: number) {
  const page = await getPage(origin, `/orders/${token}`);
  assert.equal(page.status, 200, `GET /orders/${token}`);
  assert.ok((await page.text()).includes(orderNumber(id)), `the order page shows ${orderNumber(id)}`);
}

function sqliteRows<T>(query: string, ...params: unknown[]) {
  const db = new SQLite(sqliteFile, { readonly: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}

async function postgresCounts(tables: string[]) {
  const db = openDb(postgresUrl);
  try {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
      counts[table] = Number(rows[0]?.n);
    }
    return counts;
  } finally {
    await db.destroy();
  }
}

function copyCommand() {
  return runScript("scripts/ops/copy-sqlite-to-postgres.ts", ["--from", sqliteUrl, "--to", postgresUrl], {});
}

async function restart(databaseUrl: string, port: number) {
  await site?.stop();
  site = await startSite(port, envFor(databaseUrl));
  return site.origin;
}

const sqliteTables = () =>
  sqliteRows<{ name: string }>(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_migration%'",
  ).map((row) => row.name);
let sqliteCounts: Record<string, number>;

const checks: Check[] = [
  {
    name: "a member signs up, registers and orders on the SQLite site",
    async run() {
      const origin = await restart(sqliteUrl, sqlitePort);
      sqliteCookie = await signUp(origin, member);
      const [event] = sqliteRows<{ id: number }>(
        "select id from events where starts_at > ? order by starts_at limit 1",
        new Date().toISOString(),
      );
      assert.ok(event, "an upcoming event");
      eventId = event.id;
      assert.equal((await register(origin, member.email, sqliteCookie)).status, 302, "registration");
      firstOrderToken = await order(origin, sqliteCookie, "first");
      await orderPageShows(origin, firstOrderToken, 1);
      await site?.stop();
      site = undefined;
    },
  },
  {
    name: "db:copy-to-postgres copies every table into a new PostgreSQL database",
    async run() {
      postgresUrl = await createDatabase(serverUrl, `copy_${runId}`);
      const copy = await copyCommand();
      assert.equal(copy.code, 0, `the copy failed:\n${copy.stderr}`);
      console.log(copy.stdout.trimEnd().replace(/^/gm, "        "));
      const tables = sqliteTables();
      sqliteCounts = Object.fromEntries(
        tables.map((table) => [
          table,
          sqliteRows<{ n: number }>(`select count(*) as n from "${table}"`)[0]?.n ?? 0,
        ]),
      );
      for (const table of ["user", "account", "session", "registrations", "orders", "order_items", "outbox"])
        assert.ok((sqliteCounts[table] ?? 0) > 0, `the SQLite database has rows in ${table}`);
      assert.deepEqual(await postgresCounts(tables), sqliteCounts, "rows per table, PostgreSQL vs SQLite");
    },
  },
  {
    name: "a second copy into the same database is refused and changes nothing",
    async run() {
      const again = await copyCommand();
      assert.equal(again.code, 2, "exit status of the refused copy");
      assert.match(again.stderr, /already has rows in: .*events \(\d+\)/, "the refusal names the tables");
      assert.deepEqual(await postgresCounts(Object.keys(sqliteCounts)), sqliteCounts, "rows after refusal");
    },
  },
  {
    name: "the PostgreSQL site keeps the session and signs the member in with the same password",
    async run() {
      const origin = await restart(postgresUrl, postgresPort);
      assert.ok(await isSignedIn(origin, sqliteCookie), "the session made on SQLite is still signed in");
      const response = await postForm(origin, "/signin", { email: member.email, password: member.password });
      assert.equal(response.status, 302, "sign-in with the password set on SQLite");
      const cookie = sessionCookieOf(response);
      assert.ok(cookie, "a new session cookie");
      postgresCookie = cookie;
    },
  },
  {
    name: "the events, the registration and the order are there",
    async run() {
      const origin = site?.origin ?? "";
      const events = sqliteRows<{ id: number; title: string }>("select id, title from events");
      for (const event of events) {
        const page = await getPage(origin, `/events/${event.id}`);
        assert.equal(page.status, 200, `GET /events/${event.id}`);
        assert.ok((await page.text()).includes(escapeHtml(event.title)), `event ${event.id} shows its title`);
      }
      const again = await register(origin, member.email, postgresCookie);
      assert.equal(again.status, 409, "registering again for the same event: already registered");
      const orders = await (await getPage(origin, "/account/orders", postgresCookie)).text();
      assert.ok(orders.includes(orderNumber(1)), `the member's orders list ${orderNumber(1)}`);
      await orderPageShows(origin, firstOrderToken, 1);
    },
  },
  {
    name: "new rows get fresh ids: the sequences continue after the copied ids",
    async run() {
      const origin = site?.origin ?? "";
      const copiedMax = sqliteRows<{ id: number }>("select max(id) as id from registrations")[0]?.id ?? 0;
      const response = await register(origin, `second-${runId}@example.org`, postgresCookie);
      assert.equal(response.status, 302, "a new registration");
      const db = openDb(postgresUrl);
      const newest = await db
        .selectFrom("registrations")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirstOrThrow()
        .finally(() => db.destroy());
      assert.equal(Number(newest.id), copiedMax + 1, "the new registration's id");
      await orderPageShows(origin, await order(origin, postgresCookie, "second"), 2);
    },
  },
];

await finish("SQLite to PostgreSQL: copy a site's database and serve it from PostgreSQL", checks, [site]);
