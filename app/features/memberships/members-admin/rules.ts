import type { MembershipStatus } from "~/db/schema";
import { ADULT_AGE, ageGroup, type MembershipStanding, membershipStanding, seasonOf } from "../rules";

/**
 * The administrators' members list (docs/memberships.md, "For the administrators: members"): which season
 * and which filters an address asks for, and the annual report's counts. Pure: the days come in.
 */

export const STANDING_FILTERS = [
  "active",
  "awaiting-payment",
  "cancelled",
  "expired",
] as const satisfies readonly MembershipStanding[];
export const AGE_GROUPS = ["youth", "adult"] as const;
/** The club filter's value for members without a club. */
export const UNATTACHED = "none";
/** The search box: longer input is cut, since no name, number or address is longer. */
export const SEARCH_MAX = 100;

type Season = { id: number; starts_on: string; ends_on: string };

/** The season asked for by id, else the one containing `today`, else the newest (seasons come newest first). */
export function chosenSeason<S extends Season>(seasons: readonly S[], asked: string | null, today: string) {
  const id = /^\d{1,9}$/.test(asked ?? "") ? Number(asked) : 0;
  return seasons.find((season) => season.id === id) ?? seasonOf(today, seasons) ?? seasons[0] ?? null;
}

export type MemberFilters = {
  typeId: number | null;
  standing: (typeof STANDING_FILTERS)[number] | null;
  /** A club's id, UNATTACHED, or null for every club. */
  club: number | typeof UNATTACHED | null;
  age: (typeof AGE_GROUPS)[number] | null;
  /** Lower case, trimmed; "" for no search. */
  search: string;
};

const known = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((candidate) => candidate === value) ?? null;

/**
 * The filters of ?type=&standing=&club=&age=&q=: a value that is not one of the choices (an unknown type or
 * club, a typo) means "any", so an old or edited address still shows a list, never an error.
 */
export function parseMemberFilters(
  params: URLSearchParams,
  choices: { typeIds: readonly number[]; clubIds: readonly number[] },
): MemberFilters {
  const id = (value: string | null, ids: readonly number[]) => {
    const n = /^\d{1,9}$/.test(value ?? "") ? Number(value) : 0;
    return ids.includes(n) ? n : null;
  };
  const club = params.get("club");
  return {
    typeId: id(params.get("type"), choices.typeIds),
    standing: known(STANDING_FILTERS, params.get("standing")),
    club: club === UNATTACHED ? UNATTACHED : id(club, choices.clubIds),
    age: known(AGE_GROUPS, params.get("age")),
    search: (params.get("q") ?? "")
      .replace(/[\p{Cc}\u2028\u2029]/gu, " ")
      .trim()
      .slice(0, SEARCH_MAX)
      .toLowerCase(),
  };
}

/**
 * The stored statuses that read as `standing` in a season on `today` (membershipStanding): an active
 * membership of an ended season reads "expired", so "active" finds none there.
 */
export function statusesFor(
  standing: MemberFilters["standing"],
  season: Pick<Season, "ends_on">,
  today: string,
): MembershipStatus[] | null {
  if (standing === null) return null;
  const ended = season.ends_on < today;
  if (standing === "active") return ended ? [] : ["active"];
  if (standing === "expired") return ended ? ["active", "expired"] : ["expired"];
  return [standing];
}

/**
 * The last birth day of an adult in a season: someone born after it is a youth (under 18 on the first
 * day, ageGroup). Written as the same month and day 18 years earlier, which compares as text even for
 * February 29.
 */
export function youthBornAfter(season: Pick<Season, "starts_on">) {
  return `${String(Number(season.starts_on.slice(0, 4)) - ADULT_AGE).padStart(4, "0")}${season.starts_on.slice(4)}`;
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally (with ESCAPE '\'). */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What the list shows of a membership row on `today`. */
export function memberRow<
  R extends { status: MembershipStatus; date_of_birth: string; club_name: string | null },
>(row: R, season: Pick<Season, "starts_on" | "ends_on">, today: string) {
  return {
    ...row,
    standing: membershipStanding(row, season, today),
    ageGroup: ageGroup(row.date_of_birth, season),
  };
}

export type ReportRow = {
  type_id: number;
  club_id: number | null;
  youth: number;
  n: number;
};

/**
 * The annual meeting's counts for one season from its active memberships grouped by type, club and age
 * group: per type (with whether it votes), per club and unattached, youth and adult, voters, total.
 */
export function reportCounts(
  rows: readonly ReportRow[],
  types: readonly { id: number; can_vote: number }[],
  clubs: readonly { id: number }[],
) {
  const perType = new Map(types.map((type) => [type.id, 0]));
  const perClub = new Map<number | null, number>([...clubs.map((club) => [club.id, 0] as const), [null, 0]]);
  const votes = new Set(types.filter((type) => type.can_vote).map((type) => type.id));
  let youth = 0;
  let adult = 0;
  let voters = 0;
  for (const row of rows) {
    const n = Number(row.n);
    perType.set(row.type_id, (perType.get(row.type_id) ?? 0) + n);
    perClub.set(row.club_id, (perClub.get(row.club_id) ?? 0) + n);
    if (Number(row.youth)) youth += n;
    else adult += n;
    if (votes.has(row.type_id)) voters += n;
  }
  return { perType, perClub, youth, adult, voters, total: youth + adult };
}
