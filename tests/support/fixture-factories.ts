import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { RosterRole } from "~/db/schema";
import { insertMember } from "~/features/memberships/queries.server";
import type { Locale } from "~/lib/i18n";
import { testNow } from "./factories";
import { makeSeason, memberDetails } from "./membership-factories";

/**
 * Competitions written straight to their tables for the fixtures' tests: a competition with a round-robin
 * stage and its pools, each team entered, confirmed and placed, with a home venue of its own; and coaches or
 * managers on a team's roster, each with an account (address and language).
 */

/** The tables these factories fill, children first, for setupTestDb's `clean`. */
export const FIXTURE_TABLES = [
  "outbox",
  "suspensions",
  "sheet_lines",
  "match_sheets",
  "match_result_changes",
  "standing_adjustments",
  "matches",
  "roster_places",
  "competition_entries",
  "competition_pools",
  "competition_stages",
  "competitions",
  "teams",
  "venues",
  "members",
  "seasons",
  "user",
] as const;

const stamp = testNow.toISOString();

export type Scene = Awaited<ReturnType<typeof makeCompetition>>;

/**
 * A competition whose round robin (`legs`) has the pools named in `pools`, each listing its teams; every team
 * plays at home at "<team> Arena". Rounds start on `firstRoundOn` (default 2026-10-03) every 7 days.
 */
export async function makeCompetition(
  db: Db,
  {
    pools,
    legs = 1,
    firstRoundOn = "2026-10-03",
    blackouts = "",
    format = "league",
  }: {
    pools: Record<string, string[]>;
    legs?: 1 | 2;
    firstRoundOn?: string | null;
    blackouts?: string;
    format?: "league" | "tournament";
  },
) {
  const seasonId = await makeSeason(db, { name: `Season ${Math.random().toString(36).slice(2, 8)}` });
  const competitionId = await insertReturningId(db, "competitions", {
    season_id: seasonId,
    name: "Senior Women League",
    name_fr: "Ligue senior féminine",
    category: "Senior Women",
    category_fr: "Senior féminin",
    format,
    age_rule: "none",
    tiebreaks: "h2h-points,h2h-goal-difference,h2h-goals,goal-difference,goals",
    tiebreaks_running: "goal-difference,goals",
    first_round_on: firstRoundOn,
    blackout_dates: blackouts,
    default_time: "19:00",
    created_at: stamp,
    updated_at: stamp,
  });
  const stageId = await insertReturningId(db, "competition_stages", {
    competition_id: competitionId,
    kind: "round-robin",
    name: "Regular season",
    name_fr: "Saison régulière",
    legs,
  });
  const poolIds: Record<string, number> = {};
  const entries: Record<string, number> = {};
  const venues: Record<string, number> = {};
  for (const [index, [poolName, teams]] of Object.entries(pools).entries()) {
    const poolId = await insertReturningId(db, "competition_pools", {
      stage_id: stageId,
      name: poolName,
      sort_order: index,
    });
    poolIds[poolName] = poolId;
    for (const [seed, team] of teams.entries()) {
      const venueId = await insertReturningId(db, "venues", {
        name: `${team} Arena`,
        address: `${seed + 1} Main St`,
        created_at: stamp,
      });
      venues[team] = venueId;
      const teamId = await insertReturningId(db, "teams", {
        name: team,
        home_venue_id: venueId,
        created_at: stamp,
      });
      entries[team] = await insertReturningId(db, "competition_entries", {
        competition_id: competitionId,
        team_id: teamId,
        status: "confirmed",
        pool_id: poolId,
        seed: seed + 1,
        created_at: stamp,
      });
    }
  }
  return { seasonId, competitionId, stageId, pools: poolIds, entries, venues };
}

/** The account `user-<email>` with this name and language, made once: later calls return it as it is. */
export async function makeAccount(db: Db, who: { email: string; name: string; locale?: Locale }) {
  const userId = `user-${who.email}`;
  const existing = await db.selectFrom("user").select("id").where("id", "=", userId).executeTakeFirst();
  if (!existing)
    await db
      .insertInto("user")
      .values({
        id: userId,
        name: who.name,
        email: who.email,
        emailVerified: 1,
        role: "user",
        lastSignInAt: null,
        locale: who.locale ?? "en",
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
  return userId;
}

/** A coach or manager of an entry: a person managed by an account with this address and language. */
export async function makeOfficial(
  db: Db,
  scene: Pick<Scene, "competitionId">,
  entryId: number,
  who: { name: string; email: string; locale?: Locale; role?: RosterRole },
) {
  const userId = await makeAccount(db, who);
  const [first = who.name, last = ""] = who.name.split(" ");
  const member = await insertMember(
    db,
    { ...memberDetails({ first_name: first, last_name: last }), user_id: userId },
    "OHA",
    testNow,
  );
  await insertReturningId(db, "roster_places", {
    entry_id: entryId,
    competition_id: scene.competitionId,
    member_id: member.id,
    role: who.role ?? "coach",
    jersey: null,
    created_at: stamp,
    created_by: "user-admin",
  });
  return member.id;
}
