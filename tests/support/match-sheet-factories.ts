import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { RosterRole } from "~/db/schema";
import {
  createKnockoutStage,
  generatePoolFixtures,
  listMatchesOfCompetition,
} from "~/features/competitions/index.server";
import type { Locale } from "~/lib/i18n";
import { testNow } from "./factories";
import { FIXTURE_TABLES, makeAccount, makeCompetition } from "./fixture-factories";
import { makeMember, makeMembership, makeType } from "./membership-factories";

/**
 * A match and its two teams for the match sheet's tests: the Rapids at home to the Falcons in
 * the season's spring, each team with a coach who has an account and an active coaching membership, and
 * players with active playing memberships and jerseys. The Lynx are the third team of the pool.
 * `knockout`: the match is instead the semi-final of a cup seeded Lynx, Rapids, Falcons (the Rapids at
 * home to the Falcons, the Lynx through a bye), whose winner meets the Lynx in the final (`finalId`).
 */

/** The tables the scene fills, children first, for setupTestDb's `clean`. */
export const SHEET_TABLES = ["jobs", "memberships", "membership_types", ...FIXTURE_TABLES] as const;

const stamp = testNow.toISOString();

export type SheetScene = Awaited<ReturnType<typeof makeSheetScene>>;

export async function makeSheetScene(db: Db, { knockout = false }: { knockout?: boolean } = {}) {
  const scene = await makeCompetition(db, {
    pools: { A: ["Rapids", "Falcons", "Lynx"] },
    firstRoundOn: "2026-03-07",
  });
  await generatePoolFixtures(
    db,
    { competitionId: scene.competitionId, poolId: scene.pools.A as number },
    testNow,
  );
  const rapids = scene.entries.Rapids as number;
  const falcons = scene.entries.Falcons as number;
  const lynx = scene.entries.Lynx as number;
  const matches = await listMatchesOfCompetition(db, scene.competitionId);
  const between = (home: number, away: number) =>
    matches.find(
      (m) =>
        (m.home_entry_id === home && m.away_entry_id === away) ||
        (m.home_entry_id === away && m.away_entry_id === home),
    );
  const found = between(rapids, falcons);
  if (!found) throw new Error("no match between the Rapids and the Falcons");
  // The Rapids at home, whatever the circle method decided.
  await db
    .updateTable("matches")
    .set({ home_entry_id: rapids, away_entry_id: falcons, match_time: "19:00" })
    .where("id", "=", found.id)
    .execute();
  const playerType = await makeType(db, { name: "Player", name_fr: "Joueur" });
  const coachType = await insertReturningId(db, "membership_types", {
    name: "Coach",
    name_fr: "Entraîneur",
    fee_cents: 0,
    age_rule: "adult",
    can_play: 0,
    can_coach: 1,
    can_vote: 0,
  });

  /** A person of an account on an entry's roster, with a membership of the season of `type` unless none. */
  const person = async (
    entryId: number,
    who: {
      first: string;
      last?: string;
      account?: { email: string; locale?: Locale };
      role?: RosterRole;
      jersey?: number | null;
      type?: "player" | "coach" | "none";
    },
  ) => {
    const userId = await makeAccount(db, {
      email: who.account?.email ?? `${who.first.toLowerCase()}@example.org`,
      name: who.first,
      locale: who.account?.locale ?? "en",
    });
    const member = await makeMember(db, userId, { first_name: who.first, last_name: who.last ?? "Roy" });
    const role = who.role ?? "player";
    const type = who.type ?? (role === "player" ? "player" : "coach");
    if (type !== "none")
      await makeMembership(db, {
        memberId: member.id,
        seasonId: scene.seasonId,
        typeId: type === "player" ? playerType : coachType,
      });
    await insertReturningId(db, "roster_places", {
      entry_id: entryId,
      competition_id: scene.competitionId,
      member_id: member.id,
      role,
      jersey: role === "player" ? (who.jersey ?? null) : null,
      created_at: stamp,
      created_by: "user-admin",
    });
    return { memberId: member.id, userId };
  };

  const homeCoach = await person(rapids, {
    first: "Hana",
    account: { email: "hana@example.org" },
    role: "coach",
  });
  // The away team's coach and manager share one French account; a second manager has an account of her own.
  const awayCoach = await person(falcons, {
    first: "Amélie",
    account: { email: "amelie@example.org", locale: "fr" },
    role: "coach",
  });
  const awayManager = await person(falcons, {
    first: "Benoît",
    account: { email: "amelie@example.org", locale: "fr" },
    role: "manager",
  });
  const awayManager2 = await person(falcons, {
    first: "Carla",
    account: { email: "carla@example.org" },
    role: "manager",
  });
  const otherCoach = await person(lynx, {
    first: "Odile",
    account: { email: "odile@example.org" },
    role: "coach",
  });
  const homePlayers = [
    await person(rapids, { first: "Maya", jersey: 7 }),
    await person(rapids, { first: "Noor", jersey: 9 }),
    await person(rapids, { first: "Inès", jersey: 11 }),
  ];
  const awayPlayers = [
    await person(falcons, { first: "Zoé", jersey: 4 }),
    await person(falcons, { first: "Lea", jersey: 5 }),
  ];
  const cup = knockout ? await makeCup(db, scene.competitionId, [lynx, rapids, falcons]) : null;
  return {
    ...scene,
    matchId: cup?.semiFinal ?? found.id,
    /** The knockout's final, when the match is its semi-final; null otherwise. */
    finalId: cup?.final ?? null,
    rapids,
    falcons,
    lynx,
    homeCoach,
    awayCoach,
    awayManager,
    awayManager2,
    otherCoach,
    homePlayers,
    awayPlayers,
    /** Adds a person to a roster (for the lineup's refusals). */
    person,
  };
}

/** A cup of three seeds (the first through a bye): its semi-final (seed 2 at home to seed 3) and final. */
async function makeCup(db: Db, competitionId: number, seeds: number[]) {
  const made = await createKnockoutStage(
    db,
    {
      competitionId,
      name: "Cup",
      nameFr: "Coupe",
      teams: { from: "seeds", entryIds: seeds },
      thirdPlace: false,
      firstOn: null,
    },
    testNow,
  );
  if (!made.ok) throw new Error(`no cup: ${made.problem}`);
  const cup = (await listMatchesOfCompetition(db, competitionId)).filter(
    (match) => match.stage_id === made.stageId,
  );
  const semiFinal = cup.find((match) => match.round === 1);
  const final = cup.find((match) => match.round === 2);
  if (!semiFinal || !final || semiFinal.home_entry_id !== seeds[1]) throw new Error("not the cup expected");
  return { semiFinal: semiFinal.id, final: final.id };
}

/** A lineup form's values: these players and officials ticked, at `version`. */
export function lineupForm(version: number, players: number[], officials: number[] = []) {
  return {
    version: String(version),
    ...Object.fromEntries(players.map((id) => [`player_${id}`, "1"])),
    ...Object.fromEntries(officials.map((id) => [`official_${id}`, "1"])),
  };
}
