// Opt-in demo members, for a demonstration or a test site only: `npm run db:demo-members [-- --count 120]`.
// Migrations and the seed first (as db:seed), then N made-up people with memberships of the current season,
// then the annual report's counts. Refused when the site holds any member (docs/memberships.md "Demo members").
// `-- --rosters <competition id>` instead fills that competition's confirmed teams' rosters with the demo
// members its eligibility rules admit (docs/competitions.md "Rosters and eligibility").
import { parseArgs } from "node:util";
import { openDb } from "~/db/db.server";
import { dayIn } from "~/features/memberships";
import { loadReport } from "~/features/memberships/index.server";
import { getConfig } from "~/lib/env.server";
import { prepareDatabase } from "../../server/prepare-database";
import { setDemoLineups } from "../lib/demo-lineup";
import {
  createDemoMembers,
  DEFAULT_DEMO_COUNT,
  fillDemoRosters,
  formatDemoReport,
  MAX_DEMO_COUNT,
  parseDemoCount,
} from "../lib/demo-members";
import { seedDemoContent } from "../lib/seed";

const { values } = parseArgs({
  options: { count: { type: "string", default: String(DEFAULT_DEMO_COUNT) }, rosters: { type: "string" } },
});
const count = parseDemoCount(values.count);
const competitionId = values.rosters === undefined ? null : Number(values.rosters);
if (competitionId !== null && !(Number.isInteger(competitionId) && competitionId > 0)) {
  console.error(
    `--rosters must be a competition's id, as in /admin/competitions/3 (got "${values.rosters}").`,
  );
  process.exit(2);
}
if (count === null) {
  console.error(`--count must be a whole number from 1 to ${MAX_DEMO_COUNT} (got "${values.count}").`);
  process.exit(2);
}

const config = getConfig();
const db = openDb(config.DATABASE_URL);
try {
  await prepareDatabase(db, config);
  const now = new Date();
  await seedDemoContent(db, now, config.TIME_ZONE);
  if (competitionId !== null) {
    const filled = await fillDemoRosters(db, { competitionId, now, timeZone: config.TIME_ZONE });
    if (filled.status === "no-competition") {
      console.error(`No competition has the id ${competitionId}. Nothing was changed.`);
      process.exitCode = 1;
    } else {
      if (filled.teams.length === 0) console.log("The competition has no confirmed team: nothing to fill.");
      for (const team of filled.teams)
        console.log(
          `${team.name}: ${team.players} players, ${team.officials} ${team.officials === 1 ? "official" : "officials"}`,
        );
      const lineups = await setDemoLineups(db, { competitionId, now, timeZone: config.TIME_ZONE });
      if (lineups)
        console.log(
          `Lineups set for ${lineups.home} v ${lineups.away} (/matches/${lineups.matchId}/sheet): ${lineups.players.home} and ${lineups.players.away} players`,
        );
    }
  } else await addDemoMembers(now);
} finally {
  await db.destroy();
}

async function addDemoMembers(now: Date) {
  if (count === null) return;
  const result = await createDemoMembers(db, {
    now,
    timeZone: config.TIME_ZONE,
    shortName: config.ASSOCIATION_SHORT_NAME,
    count,
  });
  if (result.status === "refused") {
    console.error(
      `Refused: the members table already holds ${result.members} ${result.members === 1 ? "person" : "people"}. ` +
        "Demo members are only added to a site without any member, so that they are never counted with real " +
        "ones nor added twice. Nothing was changed.",
    );
    process.exitCode = 1;
  } else {
    const report = await loadReport(
      db,
      new URLSearchParams({ season: String(result.seasonId) }),
      dayIn(now, config.TIME_ZONE),
    );
    console.log(
      `${count} demo members added (accounts demo-member-1 to demo-member-${count}@example.org, no password).\n`,
    );
    console.log(formatDemoReport(report, result.statuses));
  }
}
