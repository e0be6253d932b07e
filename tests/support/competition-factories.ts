import type { Db } from "~/db/db.server";
import { type CompetitionInput, DEFAULT_RUNNING_TIEBREAKS, DEFAULT_TIEBREAKS } from "~/features/competitions";
import { createCompetition, createTeam } from "~/features/competitions/index.server";
import { testNow } from "./factories";
import { JOIN_TABLES } from "./membership-factories";

/** Every table a competitions test writes, children first, then the memberships' and orders' tables. */
export const COMPETITION_TABLES = [
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
  ...JOIN_TABLES,
] as const;

/** A competition's parsed form: a senior league of `season` with the defaults, unless told otherwise. */
export function competitionInput(
  season: number,
  overrides: Partial<CompetitionInput> = {},
): CompetitionInput {
  return {
    season,
    name: "Senior Women's League",
    nameFr: "Ligue senior féminine",
    category: "Senior Women",
    categoryFr: "Senior féminin",
    format: "league",
    ageRule: "none",
    ageLimit: null,
    ageCutoff: null,
    allowPlayingUp: false,
    pointsWin: 2,
    pointsDraw: 1,
    pointsLoss: 0,
    forfeitFor: 10,
    forfeitAgainst: 0,
    entryFee: 0,
    rosterLockOn: null,
    firstRoundOn: null,
    roundIntervalDays: 7,
    confirmHours: 48,
    blackoutDates: [],
    defaultTime: "19:00",
    tiebreaks: [...DEFAULT_TIEBREAKS],
    tiebreaksRunning: [...DEFAULT_RUNNING_TIEBREAKS],
    published: false,
    ...overrides,
  };
}

export function makeCompetition(db: Db, season: number, overrides: Partial<CompetitionInput> = {}) {
  return createCompetition(db, competitionInput(season, overrides), testNow);
}

export function makeTeam(db: Db, name: string, clubId: number | null = null) {
  const whose = clubId === null ? { clubId: null, guestFrom: "Nova Scotia" } : { clubId, guestFrom: null };
  return createTeam(db, { name, ...whose, homeVenueId: null }, testNow);
}
