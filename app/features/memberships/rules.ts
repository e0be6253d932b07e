import { TZDate } from "@date-fns/tz";
import { format as formatDate } from "date-fns";
import type { AgeRule, DocumentKind, MembershipStatus } from "~/db/schema";

/**
 * Season memberships (docs/memberships.md): the pure rules the sub-features share (ages, seasons, member
 * numbers, standings, what a type allows). Days are "YYYY-MM-DD" in the association's zone; they compare
 * as text.
 */
export type { AgeRule, DocumentKind };

export const AGE_RULES = ["youth", "adult", "any"] as const satisfies readonly AgeRule[];
export const DOCUMENT_KINDS = [
  "waiver",
  "code-of-conduct",
  "concussion",
] as const satisfies readonly DocumentKind[];
/** What a membership type may allow, by its column. */
export const ALLOWS = ["can_play", "can_coach", "can_officiate", "can_vote"] as const;

/** What a type allows its holder, as a fact other features ask about (may this member play, coach...). */
export type Allowances = { play: boolean; coach: boolean; officiate: boolean; vote: boolean };

/** A type's allowances from its columns (1 or 0). */
export function allowancesOf(type: Record<(typeof ALLOWS)[number], number>): Allowances {
  return {
    play: type.can_play === 1,
    coach: type.can_coach === 1,
    officiate: type.can_officiate === 1,
    vote: type.can_vote === 1,
  };
}

/** Youth is under this age on the season's first day. */
export const ADULT_AGE = 18;

type Season = { starts_on: string; ends_on: string };

/** A real calendar day written "YYYY-MM-DD" (no "2026-02-30"). */
export { isDay } from "~/lib/dates";

/**
 * Whole years between a birth day and `day`. Someone born on February 29 is a year older on March 1 in a
 * year without one: their birthday has not come while "02-28" sorts before "02-29".
 */
export function ageOn(dateOfBirth: string, day: string) {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** Youth when under 18 on the season's first day, for the whole season. */
export function ageGroup(dateOfBirth: string, season: Pick<Season, "starts_on">): Exclude<AgeRule, "any"> {
  return ageOn(dateOfBirth, season.starts_on) < ADULT_AGE ? "youth" : "adult";
}

/** Whether a person born on `dateOfBirth` may hold a type in a season. */
export function fitsType(
  type: { age_rule: AgeRule },
  dateOfBirth: string,
  season: Pick<Season, "starts_on">,
) {
  return type.age_rule === "any" || type.age_rule === ageGroup(dateOfBirth, season);
}

/** The season a day falls in (first and last days included), or null. */
export function seasonOf<S extends Season>(day: string, seasons: readonly S[]) {
  return seasons.find((season) => season.starts_on <= day && day <= season.ends_on) ?? null;
}

/** The September 1 to August 31 season that contains `day`, as the seed makes it: "2026-2027". */
export function seasonContaining(day: string) {
  const year = Number(day.slice(0, 4));
  const first = day.slice(5) >= "09-01" ? year : year - 1;
  return { name: `${first}-${first + 1}`, starts_on: `${first}-09-01`, ends_on: `${first + 1}-08-31` };
}

/**
 * "OHA-000123": the association's short name (letters and digits only, upper case) and the member's id.
 * It is stored when the member is made, so renaming the association leaves existing numbers as printed.
 */
export function memberNumber(id: number, shortName: string) {
  const prefix = shortName.toUpperCase().replace(/[^A-Z0-9]/g, "") || "M";
  return `${prefix}-${String(id).padStart(6, "0")}`;
}

/** What a member sees of a membership on `today`: an active one whose season has ended has expired. */
export type MembershipStanding = "active" | "awaiting-payment" | "expired" | "cancelled";

export function membershipStanding(
  membership: { status: MembershipStatus },
  season: Pick<Season, "ends_on">,
  today: string,
): MembershipStanding {
  if (membership.status === "active" && season.ends_on < today) return "expired";
  return membership.status;
}

/** The day ("2026-03-01") it is at `now` in the association's zone: the "today" of standings and reminders. */
export function dayIn(now: Date, timeZone: string) {
  return formatDate(new TZDate(now, timeZone), "yyyy-MM-dd");
}
