import { z } from "zod";
import type { MatchStatus, OfficialRole } from "~/db/schema";
import { ADULT_AGE, ageOn, parseMemberNumber } from "~/features/memberships";
import { DEFAULT_MATCH_MINUTES } from "../fixtures/rules";

/**
 * Referees and table officials (docs/competitions.md "Referees and table officials", decision 065). Pure:
 * the caller reads the membership and the matches and passes the day.
 */

export const OFFICIAL_ROLES = [
  "referee",
  "timekeeper",
  "scorekeeper",
] as const satisfies readonly OfficialRole[];

/** How many of each role a match takes: a pair of referees (or one), one timekeeper, one scorekeeper. */
export const SLOTS_OF_ROLE: Record<OfficialRole, number> = { referee: 2, timekeeper: 1, scorekeeper: 1 };

/**
 * How long an official is busy with a match, from its start: the match's length as the fixtures count it
 * (2 x 30 minutes, the break and the changeover: 90 minutes). Two matches starting less than this apart
 * overlap.
 */
export const OFFICIAL_MATCH_MINUTES = DEFAULT_MATCH_MINUTES;

/** What the memberships feature says of a person's membership in the match's season; null: none. */
export type OfficiatingFacts = {
  standing: "active" | "awaiting-payment" | "cancelled" | "expired";
  canOfficiate: boolean;
} | null;

export type OfficiatingRefusal =
  | "no-membership"
  | "awaiting-payment"
  | "cancelled"
  | "expired"
  | "cannot-officiate";

/** Whether a person may officiate a match of a season: an active membership whose type allows officiating. */
export function officiatingEligibility(
  facts: OfficiatingFacts,
): { eligible: true } | { eligible: false; reason: OfficiatingRefusal } {
  if (facts === null) return { eligible: false, reason: "no-membership" };
  if (facts.standing !== "active") return { eligible: false, reason: facts.standing };
  if (!facts.canOfficiate) return { eligible: false, reason: "cannot-officiate" };
  return { eligible: true };
}

/** A match as the double-booking check sees it: its day and start ("YYYY-MM-DD", "HH:MM"; local). */
export type OfficialBooking = { match: number; day: string | null; time: string | null; status: MatchStatus };

const minutesOf = (day: string, time: string) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return Date.UTC(year, month - 1, date) / 60_000 + hours * 60 + minutes;
};

/**
 * Whether one official can not hold both bookings: on the same day with a start unknown for either (it
 * could be any time of the day), or starting less than `minutes` apart (across midnight too). A match
 * without a day, or cancelled, books nobody.
 */
export function bookingsOverlap(a: OfficialBooking, b: OfficialBooking, minutes = OFFICIAL_MATCH_MINUTES) {
  if (a.match === b.match) return false;
  if (a.day === null || b.day === null || a.status === "cancelled" || b.status === "cancelled") return false;
  if (a.time === null || b.time === null) return a.day === b.day;
  return Math.abs(minutesOf(a.day, a.time) - minutesOf(b.day, b.time)) < minutes;
}

/** The first of an official's other bookings that the candidate overlaps, by day and time; undefined: free. */
export function firstOverlap(candidate: OfficialBooking, others: readonly OfficialBooking[]) {
  return [...others]
    .filter((other) => bookingsOverlap(candidate, other))
    .sort((a, b) => `${a.day}${a.time ?? ""}`.localeCompare(`${b.day}${b.time ?? ""}`))[0];
}

/** The lowest free slot of a role in a match, or null when the role is full. */
export function freeSlot(role: OfficialRole, taken: readonly number[]) {
  for (let slot = 1; slot <= SLOTS_OF_ROLE[role]; slot++) if (!taken.includes(slot)) return slot;
  return null;
}

/** Whether an official's name may show on a public page today: only an adult's (ADULT_AGE), never a minor's. */
export function officialNamedPublicly(dateOfBirth: string, today: string) {
  return ageOn(dateOfBirth, today) >= ADULT_AGE;
}

/** The assign form: a member number and a role. */
export function assignFormSchema(t: { memberNumber: string; role: string }) {
  return z.object({
    memberNumber: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toUpperCase() : ""),
      z.string().refine((value) => parseMemberNumber(value) !== null, t.memberNumber),
    ),
    role: z.enum(OFFICIAL_ROLES, { error: t.role }),
  });
}
