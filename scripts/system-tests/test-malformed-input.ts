// docs/security.md #26, #32: every route of app/routes.ts, as a visitor and as an admin, gets GET and POST
// requests with malformed route parameters, query strings and form fields (NUL and other control
// characters, 10,000-character strings, invalid percent escapes and UTF-8, huge and negative numbers,
// impossible months), and must never answer 500. On SQLite by default; on PostgreSQL when run under
// scripts/with-postgres.sh (TEST_DATABASE_URL), so both databases give the same kind of answer. PostgreSQL
// walks the English pages only: a French page runs the same loader and action, so the same queries.
// Usage: npx tsx scripts/system-tests/test-malformed-input.ts
//        bash scripts/with-postgres.sh npx tsx scripts/system-tests/test-malformed-input.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import routes from "~/routes";
import { common } from "~/texts/en/common";
import { readTree } from "../../tests/architecture/import-graph";
import {
  createDatabase,
  ensureBuild,
  freePorts,
  mustRunScript,
  postForm,
  type Site,
  signUp,
  siteEnv,
  startSite,
} from "../lib/harness";

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/** Every URL pattern of the route table, parameters kept as `:name`, with its module (`routes/about.tsx`). */
function routePatterns(entries: readonly RouteEntry[], parent = ""): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ pattern: full, file: entry.file }, ...routePatterns(entry.children ?? [], full)];
  });
}

const { graph, sources } = readTree(["app"]);
/** A name read from a query string: `url.searchParams.get("month")`, `params.has("details")`. */
const QUERY_NAME = /\.(?:get|getAll|has)\(\s*"([A-Za-z_][\w-]*)"/g;

/**
 * The query-string names a route's code may read: every name read with `get`, `getAll` or `has` in the
 * files it imports, directly or not, that handle a query string (they name `searchParams` or
 * `URLSearchParams`), and those of the root, whose loader runs for every page. A superset (a form's field
 * read in the same file counts too), found from the code, so that a name a new page reads is walked.
 */
function queryNamesOf(file: string) {
  const seen = new Set<string>();
  const names = new Set<string>();
  const stack = [`app/${file}`, "app/root.tsx"];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(graph[next] ?? []));
    const source = sources[next] ?? "";
    if (/searchParams|URLSearchParams/.test(source))
      for (const [, name = ""] of source.matchAll(QUERY_NAME)) names.add(name);
  }
  return [...names].sort();
}

/** Values as they go into a URL, already percent-encoded (some deliberately wrongly). */
const BAD_URL_PARTS = [
  "%00",
  "a%00b",
  "%07%1B%5B31m",
  "%0D%0ASet-Cookie:%20x=1",
  "x".repeat(10_000),
  "%ZZ",
  "%C3%28",
  "%E0%A4%A",
  "%FF%FE",
  "99999999999999999999999",
  "-1",
  "1.5",
  "1e309",
  "NaN",
  "9999-12",
  "0000-00",
  "2026-13",
  "9999-12-31",
  "0000-00-00",
  "..%2F..%2Fapp.db",
];

/**
 * The values of BAD_URL_PARTS that break parsers in different ways (NUL, a bad escape, bad UTF-8, length,
 * numbers past every integer type, a negative, an impossible month), tried under each query name alone.
 */
const BAD_QUERY_ALONE = [
  "%00",
  "%ZZ",
  "%C3%28",
  "x".repeat(10_000),
  "99999999999999999999999",
  "1e309",
  "-1",
  "2026-13",
];

/** Form field values as the client means them (URLSearchParams encodes them). */
const BAD_FIELDS = [
  "\u0000",
  "Robin\u0000Admin",
  "\u0007\u001b[31m\u007f\u0085",
  "Subject\r\nBcc: victim@example.org",
  "x".repeat(10_000),
  "\ud800",
  "99999999999999999999999",
  "-1",
  "1.5",
  "9999-12-31",
  "0000-00-00",
  "",
];

/** Believable values for empty inputs, so that one bad field at a time gets past the others. */
const PLAUSIBLE: Record<string, string> = {
  name: "Robin Walker",
  firstName: "Robin",
  lastName: "Walker",
  email: "walker@example.org",
  title: "Malformed input walk",
  date: "2030-06-15",
  startTime: "10:00",
  endTime: "12:00",
  location: "Toronto Arena",
  description: "An event made by the malformed input walk.",
  image: "/images/events/walk.webp",
  capacity: "10",
  subject: "A question",
  message: "A message from the malformed input walk.",
  password: "walker-pass-1",
  confirmPassword: "walker-pass-1",
  dateOfBirth: "1990-04-02",
  address: "1 Main St",
  city: "Toronto",
  postalCode: "M5V 1A1",
  phone: "416-555-0100",
  emergencyName: "Sam Walker",
  emergencyPhone: "416-555-0101",
  guardianName: "Sam Walker",
  guardianEmail: "sam@example.org",
};

/** Field names every form is tried with, beside those its page shows. */
const COMMON_FIELDS = ["intent", "id", "email", "name", "title", "token", "_action"];

const postgresServer = process.env.TEST_DATABASE_URL;
ensureBuild();
const work = mkdtempSync(join(tmpdir(), "handball-malformed-"));
const databaseUrl = postgresServer
  ? await createDatabase(postgresServer, `malformed_${Date.now()}`)
  : `file:${join(work, "app.db")}`;
const env = siteEnv({ dataDir: work, databaseUrl, uploadDir: join(work, "uploads") });
await mustRunScript("scripts/ops/seed.ts", [], env);
const [port] = await freePorts(1);
const site: Site = await startSite(port ?? 0, env);

/**
 * Answers uncompressed: over loopback, compressing each of some 30,000 answers, and unpacking it again here,
 * only spends the cores the walk needs (the compression does not depend on the input).
 */
const PLAIN = { "Accept-Encoding": "identity" };
const get = (path: string, cookie?: string) =>
  fetch(`${site.origin}${path}`, {
    redirect: "manual",
    headers: { ...PLAIN, ...(cookie ? { Cookie: cookie } : {}) },
  });
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  postForm(site.origin, path, fields, cookie, { headers: PLAIN });

const failures: string[] = [];
let requests = 0;

/**
 * The walk's requests only have to avoid a 5xx, whatever the others did: a few are kept in flight at once,
 * which halves the walk's time on two cores (the server is never idle waiting for the client).
 */
const IN_FLIGHT = 4;
const inFlight = new Set<Promise<void>>();

async function expectNoServerError(what: string, response: Promise<Response>) {
  requests += 1;
  const check = (async () => {
    const answer = await response;
    await answer.arrayBuffer();
    if (answer.status >= 500) failures.push(`${answer.status} ${what}`);
  })();
  inFlight.add(check);
  void check.finally(() => inFlight.delete(check));
  if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
}

/** The names of the inputs on a page, with the values of its hidden inputs and buttons. */
function formFields(html: string) {
  const fields: Record<string, string> = {};
  for (const tag of html.match(/<(input|textarea|select|button)\b[^>]*>/g) ?? []) {
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    if (name) fields[name] = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "";
  }
  return fields;
}

/**
 * The field names tried one by one: one of each family, since `items.3.answer` is read by the same code as
 * `items.0.answer` (a list's entries, a size's stock), and the honeypot aside. Every field, the whole family
 * included, still gets each bad value in the all-at-once bodies.
 */
function oneOfEachFamily(names: string[]) {
  const family = (name: string) => name.replace(/\d+/g, "#");
  const seen = new Set<string>();
  return names.filter((name) => {
    if (name === HONEYPOT_FIELD || seen.has(family(name))) return false;
    seen.add(family(name));
    return true;
  });
}

/** Each pattern once (a layout and its index share one), with the names either of their modules reads. */
const ROUTES = [
  ...Map.groupBy(routePatterns(routes as RouteEntry[]), (route) => route.pattern).entries(),
].map(([pattern, modules]) => ({
  pattern,
  queryNames: [...new Set(modules.flatMap((module) => queryNamesOf(module.file)))].sort(),
}));
/** Every name any route reads, all tried at once on every route. */
const ALL_QUERY_NAMES = [...new Set(ROUTES.flatMap((route) => route.queryNames))].sort();

async function walk(who: string, cookie?: string) {
  for (const { pattern, queryNames } of ROUTES) {
    if (pattern === "logout") continue; // would end the admin's session half-way; its form is tried last
    const french = pattern === "fr" || pattern.startsWith("fr/");
    // A French page runs the English page's loader and action, so the same queries: PostgreSQL gets the
    // English pages, and the French ones (whose answers differ only in their words) are walked on SQLite.
    if (french && postgresServer) continue;
    const params = pattern.match(/:\w+/g) ?? [];
    const valid = `/${pattern.replace(/:\w+/g, "1").replace("*", "x")}`;
    const paths = [valid];
    for (const param of params)
      for (const bad of BAD_URL_PARTS) paths.push(`/${pattern.replace(param, bad).replace(/:\w+/g, "1")}`);
    if (pattern === "*") for (const bad of BAD_URL_PARTS) paths.push(`/${bad}`);

    for (const path of paths)
      await expectNoServerError(`GET ${path.slice(0, 80)} as ${who}`, get(path, cookie));
    const page = await get(valid, cookie);
    // A page that sends this caller to sign in (an account or admin page for a visitor) never runs its
    // loader or action for them: its guard answers first. The guard gets the bad URLs above and the bad query
    // strings and bodies all at once below; the values name by name and field by field would only hit it again.
    const turnedAway = /^\/(fr\/)?signin\b/.test(page.headers.get("location") ?? "");
    // Every bad value under every name at once, then the likeliest breakers under each name alone, so a
    // name that a page refuses early (a token) cannot hide another that would break it.
    for (const bad of BAD_URL_PARTS) {
      const path = `${valid}?${ALL_QUERY_NAMES.map((name) => `${name}=${bad}`).join("&")}`;
      await expectNoServerError(`GET ${path.slice(0, 80)} as ${who}`, get(path, cookie));
    }
    // The French pages run the English pages' loaders and actions: their query strings get the values all
    // at once (above), not name by name again.
    for (const name of french || turnedAway ? [] : queryNames)
      for (const bad of BAD_QUERY_ALONE) {
        const path = `${valid}?${name}=${bad}`;
        await expectNoServerError(`GET ${path.slice(0, 80)} as ${who}`, get(path, cookie));
      }
    for (const bad of french ? [] : BAD_URL_PARTS) {
      const path = `${valid}?${ALL_QUERY_NAMES.map((name) => `${name}=${bad}`).join("&")}`;
      await expectNoServerError(`POST ${path.slice(0, 80)} as ${who}`, post(path, { intent: "x" }, cookie));
    }

    const shown = formFields(await page.text());
    // A French page's action is the English page's: its forms get the bad values in every field at once on
    // its own address only, which writes every field's refusal in French at once; field by field, below,
    // the English page's action is tried already.
    for (const path of paths.slice(0, turnedAway ? 0 : french ? 1 : 3))
      for (const bad of BAD_FIELDS) {
        const everything = Object.fromEntries(
          [...COMMON_FIELDS, ...Object.keys(shown)].map((name) => [name, bad]),
        );
        // The same, but with the page's own hidden values (intent, ids), so the action gets past them.
        const keepHidden = Object.fromEntries(
          Object.entries(everything).map(([name, value]) => [name, shown[name] || value]),
        );
        for (const fields of [everything, keepHidden])
          await expectNoServerError(
            `POST ${path.slice(0, 60)} ${JSON.stringify(bad).slice(0, 20)} as ${who}`,
            post(path, fields, cookie),
          );
      }
    const good: Record<string, string> = { ...shown, [HONEYPOT_FIELD]: "" };
    for (const [name, value] of Object.entries(good))
      if (!value && PLAUSIBLE[name]) good[name] = PLAUSIBLE[name];
    for (const name of turnedAway || french ? [] : oneOfEachFamily(Object.keys(good)))
      for (const bad of BAD_FIELDS.slice(0, 6))
        await expectNoServerError(
          `POST ${valid} ${name}=${JSON.stringify(bad).slice(0, 20)} as ${who}`,
          post(valid, { ...good, [name]: bad }, cookie),
        );
    // A body that is not valid form encoding at all.
    for (const body of ["name=%ZZ&email=%C3%28", "%00=%00", `${"a".repeat(10_000)}=1`])
      await expectNoServerError(
        `POST ${valid} raw ${body.slice(0, 20)} as ${who}`,
        fetch(`${site.origin}${valid}`, {
          method: "POST",
          redirect: "manual",
          headers: {
            ...PLAIN,
            Origin: site.origin,
            "Content-Type": "application/x-www-form-urlencoded",
            ...(cookie ? { Cookie: cookie } : {}),
          },
          body,
        }),
      );
  }
  await expectNoServerError(`POST /logout as ${who}`, post("/logout", { intent: "\u0000" }, cookie));
}

/** The exact answer both databases must give: a status, and for a refused form the catalogue's message. */
async function expectAnswer(what: string, response: Promise<Response>, status: number, text?: string) {
  requests += 1;
  const answer = await response;
  const body = await answer.text();
  if (answer.status !== status || (text && !body.includes(text)))
    failures.push(`${what}: ${answer.status}, expected ${status}${text ? ` with "${text}"` : ""}`);
}

/** docs/security.md #32: control characters get a clear 400, malformed parameters a 404, on either database. */
async function sameAnswers(adminCookie: string) {
  const refused = common.validation.controlCharacters;
  const person = {
    lastName: "Walker",
    email: "walker@example.org",
    subject: "Hello",
    message: "Hello there.",
  };
  await expectAnswer(
    "contact with NUL",
    post("/contact", { ...person, firstName: "Ro\u0000bin" }),
    400,
    refused,
  );
  await expectAnswer(
    "sign-up with NUL",
    post("/signup", { ...PLAUSIBLE, email: "nul@example.org", name: "Ro\u0000bin" }),
    400,
    refused,
  );
  const event = { ...PLAUSIBLE, title: "Summer\u0000Cup" };
  await expectAnswer("new event with NUL", post("/admin/events/new", event, adminCookie), 400, refused);
  // The members-only box is a checkbox: anything but "1" (or "on") reads as unticked.
  await expectAnswer(
    "new event with a members-only box of NUL",
    postForm(
      site.origin,
      "/admin/events/new",
      { ...PLAUSIBLE, title: "Members box walk", requiresMembership: "\u0000" },
      adminCookie,
    ),
    302,
  );
  await expectAnswer("GET /account/data.json as a visitor", get("/account/data.json"), 302);
  const payments = {
    etransferEmail: "pay@example.org",
    paymentDays: "7",
    etransferNote: "",
    inPersonNote: "",
  };
  await expectAnswer(
    "payment settings with NUL",
    post("/admin/payments", { ...payments, etransferName: "O\u0000HA" }, adminCookie),
    400,
    refused,
  );
  await expectAnswer(
    "new membership season with NUL",
    postForm(
      site.origin,
      "/admin/memberships",
      { name: "2040\u0000", startsOn: "2040-09-01", endsOn: "2041-08-31" },
      adminCookie,
    ),
    400,
    refused,
  );
  // Mark paid on the record of a member who does not exist: a 404, whatever the form holds.
  const markPaid = { membership: "1", action: "mark-paid", from: "awaiting-payment" };
  await expectAnswer(
    "mark paid with NUL in the membership",
    post("/admin/members/OHA-000001", { ...markPaid, membership: "1\u0000" }, adminCookie),
    404,
  );
  for (const path of [
    "/admin/members?season=%00&type=%00&club=%00&standing=%00&age=%00&q=%00&page=%00",
    "/admin/members.csv?season=-1&q=%25%5F&page=1e309",
    "/admin/members/report?season=99999999999999999999",
  ])
    await expectAnswer(`GET ${path}`, get(path, adminCookie), 200);
  for (const path of [
    "/admin/members/%00",
    "/admin/members/OHA-%00",
    "/admin/memberships/seasons/%00",
    "/admin/memberships/documents/%00",
    "/shop/%00",
    "/orders/a%00b",
    "/events/%00",
    "/admin/events/%00",
    "/admin/orders/HB-%00",
    "/admin/products/%00",
    "/admin/messages/%00",
  ])
    await expectAnswer(`GET ${path}`, get(path, adminCookie), 404);
  for (const month of ["9999-12", "0000-00"])
    await expectAnswer(`GET /calendar?month=${month}`, get(`/calendar?month=${month}`), 200);
}

let passed = false;
try {
  const admin = { name: "Avery Admin", email: "malformed-admin@example.org", password: "malformed-pass-1" };
  const adminCookie = await signUp(site.origin, admin);
  await mustRunScript("scripts/ops/promote-admin.ts", [admin.email], env);
  await sameAnswers(adminCookie);
  await walk("visitor");
  await walk("admin", adminCookie);
  await Promise.all(inFlight);
  passed = failures.length === 0;
  console.log(
    `${postgresServer ? "PostgreSQL" : "SQLite"}: ${requests} malformed requests, ${failures.length} failed (a 5xx, or not the answer both databases must give)`,
  );
  for (const failure of failures.slice(0, 50)) console.log(`  FAIL  ${failure}`);
  if (failures.length > 50) console.log(`  ... and ${failures.length - 50} more`);
} finally {
  await site.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
