// Competitions: the time of the fixtures' generator and of the standings engine, the database
// queries of the competition and team pages for a league of 6 teams (30 matches) and one of 20 (380 matches),
// which must be the same, and req/s and p99 of the large league's page beside its static ceiling, as
// bench:load measures them (50 connections, 10 s each, the production build on loopback, SQLite).
// Usage: npm run bench:competitions   (builds first if build/ is stale; about half a minute)
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import type { Db } from "~/db/db.server";
import { openDb } from "~/db/db.server";
import {
  computeStandings,
  DEFAULT_RUNNING_TIEBREAKS,
  DEFAULT_TIEBREAKS,
  formatTiebreaks,
  knockoutBracket,
  roundRobin,
  type Source,
} from "~/features/competitions";
import { parseConfig } from "~/lib/config";
import { prepareDatabase } from "../../server/prepare-database";
import { benchSiteEnv, inBatches } from "../lib/bench-data";
import { ensureBuild, freePorts, getPage, startSite } from "../lib/harness";
import { seedDemoContent } from "../lib/seed";

const dir = "data/bench-competitions";
const staticDir = "build/client/__bench";
const secret = "bench-competitions-secret-bench-competitions";
const CONNECTIONS = 50;
const SECONDS = 10;
const LARGE_TEAMS = 20;

/** The median time of `runs` calls of `work`, in milliseconds, after a warm-up. */
function timeOf(work: () => unknown, runs = 200) {
  for (let i = 0; i < 20; i++) work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Number((times[Math.floor(runs / 2)] ?? 0).toFixed(3));
}

/** A handball score for match `index`: 22 to 35 goals a side, some draws. */
const scoreOf = (index: number) => ({ home: 22 + ((index * 7) % 14), away: 22 + ((index * 11 + 3) % 14) });

const teams20 = Array.from({ length: LARGE_TEAMS }, (_, i) => i + 1);
const pairings380 = roundRobin(teams20, 2);
const sources64: Source[] = Array.from({ length: 64 }, (_, i) => ({
  kind: "pool",
  pool: (i % 8) + 1,
  place: Math.floor(i / 8) + 1,
}));
const rule = { win: 2, draw: 1, loss: 0, forfeitFor: 10, forfeitAgainst: 0 };
const results380 = pairings380.map((pairing, index) => {
  const score = scoreOf(index);
  return {
    home: pairing.home,
    away: pairing.away,
    homeGoals: score.home,
    awayGoals: score.away,
    forfeitedBy: null,
  };
});
const rules = [
  { work: "double round robin, 20 teams (380 matches)", "median ms": timeOf(() => roundRobin(teams20, 2)) },
  {
    work: "knockout bracket, 64 teams (with third place)",
    "median ms": timeOf(() => knockoutBracket(sources64, { thirdPlace: true })),
  },
  {
    work: "table of 20 teams from 380 results (EHF order)",
    "median ms": timeOf(() =>
      computeStandings({
        entries: teams20,
        matches: results380,
        rule,
        adjustments: [],
        tiebreaks: DEFAULT_TIEBREAKS,
        runningTiebreaks: DEFAULT_RUNNING_TIEBREAKS,
        complete: true,
      }),
    ),
  },
];
if (pairings380.length !== 380) throw new Error(`Expected 380 matches, got ${pairings380.length}`);

/** A published league of 20 teams with its 380 matches played, written straight to the tables. */
async function seedLargeLeague(db: Db) {
  const stamp = new Date().toISOString();
  const season = await db
    .selectFrom("seasons")
    .select("id")
    .orderBy("starts_on", "desc")
    .executeTakeFirstOrThrow();
  const { id: competitionId } = await db
    .insertInto("competitions")
    .values({
      season_id: season.id,
      name: "Bench League",
      name_fr: "Ligue d'essai",
      category: "Senior Women",
      category_fr: "Seniors femmes",
      format: "league",
      age_rule: "min",
      age_limit: 18,
      age_cutoff: null,
      tiebreaks: formatTiebreaks(DEFAULT_TIEBREAKS),
      tiebreaks_running: formatTiebreaks(DEFAULT_RUNNING_TIEBREAKS),
      published: 1,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { id: stageId } = await db
    .insertInto("competition_stages")
    .values({
      competition_id: competitionId,
      kind: "round-robin",
      name: "Season",
      name_fr: "Saison",
      legs: 2,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { id: poolId } = await db
    .insertInto("competition_pools")
    .values({ stage_id: stageId, name: "A" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const venue = await db.selectFrom("venues").select("id").executeTakeFirstOrThrow();
  const entries: number[] = [];
  for (const number of teams20) {
    const { id: teamId } = await db
      .insertInto("teams")
      .values({
        name: `Bench Team ${number}`,
        club_id: null,
        guest_from: "Bench",
        home_venue_id: null,
        created_at: stamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto("competition_entries")
      .values({
        competition_id: competitionId,
        team_id: teamId,
        status: "confirmed",
        pool_id: poolId,
        seed: number,
        order_id: null,
        paid_at: null,
        created_at: stamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    entries.push(id);
  }
  const entryOf = (team: number) => entries[team - 1] as number;
  await inBatches(
    pairings380.map((pairing, index) => {
      const score = scoreOf(index);
      return {
        competition_id: competitionId,
        stage_id: stageId,
        pool_id: poolId,
        round: pairing.round,
        number: (index % (LARGE_TEAMS / 2)) + 1,
        home_entry_id: entryOf(pairing.home),
        away_entry_id: entryOf(pairing.away),
        home_source: null,
        away_source: null,
        match_date: `2026-${String(1 + Math.floor((pairing.round - 1) / 4)).padStart(2, "0")}-${String(1 + ((pairing.round - 1) % 4) * 7).padStart(2, "0")}`,
        match_time: "19:00",
        venue_id: venue.id,
        status: "played" as const,
        home_goals: score.home,
        away_goals: score.away,
        home_halftime: Math.floor(score.home / 2),
        away_halftime: Math.floor(score.away / 2),
        decided_by: null,
        home_sevens: null,
        away_sevens: null,
        forfeited_by: null,
        created_at: stamp,
        updated_at: stamp,
      };
    }),
    (batch) => db.insertInto("matches").values(batch).execute(),
  );
  return { competitionId, entryId: entries[0] as number };
}

ensureBuild();
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const env = benchSiteEnv(dir, secret);
const db = openDb(env.DATABASE_URL);
const config = parseConfig({ DATABASE_URL: env.DATABASE_URL, SESSION_SECRET: secret });
await prepareDatabase(db, config);
await seedDemoContent(db, new Date(), config.TIME_ZONE);
const small = await db
  .selectFrom("competition_entries")
  .select(["competition_id as competitionId", "id as entryId"])
  .orderBy("id", "asc")
  .executeTakeFirstOrThrow();
const large = await seedLargeLeague(db);
const matchCount = async (competitionId: number) =>
  Number(
    (
      await db
        .selectFrom("matches")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("competition_id", "=", competitionId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const sizes = [
  { league: "demo league, 6 teams", ...small, matches: await matchCount(small.competitionId) },
  { league: "large league, 20 teams", ...large, matches: await matchCount(large.competitionId) },
];
await db.destroy();

const [port] = (await freePorts(1)) as [number];
const site = await startSite(port, { ...env, QUERY_LOG: "1" });
const queryRows: {
  league: string;
  matches: number;
  "competition page queries": number;
  "team page queries": number;
}[] = [];
const loadRows = [];
let failed = false;
try {
  /** The queries of one render: a cookie other than the language's sends the request past the page cache. */
  const queriesOf = async (path: string) => {
    const response = await getPage(site.origin, path, "bench=1");
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = site
      .output()
      .split("\n")
      .flatMap((line) => {
        try {
          const entry = JSON.parse(line) as { msg?: string; path?: string; queries?: number };
          return entry.msg === "queries" && entry.path === path ? [entry.queries ?? -1] : [];
        } catch {
          return [];
        }
      });
    return logged.at(-1) ?? -1;
  };
  // The first request of a process reads what it then keeps (the settings): not a page's own queries.
  await queriesOf("/competitions");
  for (const size of sizes) {
    queryRows.push({
      league: size.league,
      matches: size.matches,
      "competition page queries": await queriesOf(`/competitions/${size.competitionId}`),
      "team page queries": await queriesOf(`/competitions/${size.competitionId}/teams/${size.entryId}`),
    });
  }
  failed = queryRows.some(
    (row) =>
      row["competition page queries"] !== queryRows[0]?.["competition page queries"] ||
      row["team page queries"] !== queryRows[0]?.["team page queries"],
  );

  mkdirSync(staticDir, { recursive: true });
  const path = `/competitions/${large.competitionId}`;
  const page = await getPage(site.origin, path);
  writeFileSync(`${staticDir}/competition.html`, await page.text());
  const run = async (url: string) => {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
    return { result, bad: result.errors + result.non2xx };
  };
  const dynamic = await run(`${site.origin}${path}`);
  const ceiling = await run(`${site.origin}/__bench/competition.html`);
  loadRows.push({
    route: `GET ${path} (380 matches)`,
    conn: CONNECTIONS,
    s: SECONDS,
    "req/s": Math.round(dynamic.result.requests.average),
    "p50 ms": dynamic.result.latency.p50,
    "p99 ms": dynamic.result.latency.p99,
    "errors+unexpected": dynamic.bad + ceiling.bad,
    "static req/s": Math.round(ceiling.result.requests.average),
    "static p99 ms": ceiling.result.latency.p99,
  });
  failed ||= dynamic.bad + ceiling.bad > 0;
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  await site.stop();
}

console.log("The rules, in process (median of 200 calls):");
console.table(rules);
console.log("Database queries of one render (past the page cache), for two sizes: they must be equal.");
console.table(queryRows);
console.log(
  `Loopback, production build, SQLite; the page as visitors get it (the page cache answers), and its static copy:`,
);
console.table(loadRows);
if (failed) console.error("The queries differ between the sizes, or some requests failed.");
process.exit(failed ? 1 : 0);
