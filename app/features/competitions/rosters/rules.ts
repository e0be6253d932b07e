import { z } from "zod";
import type { CompetitionAgeRule, RosterRole } from "~/db/schema";
import { ageOn, parseMemberNumber } from "~/features/memberships";
import type { CompetitionsSetupTexts } from "~/texts/pages/competitions-setup";

/**
 * Rosters and eligibility (docs/competitions.md "Rosters and eligibility", decision 053). Pure: the caller
 * reads the membership and passes the day.
 */

export const ROSTER_ROLES = ["player", "coach", "manager"] as const satisfies readonly RosterRole[];

/** What the memberships feature says of a person's membership in the competition's season; null: none. */
export type MembershipFacts = {
  /** As a member sees it on the day asked: an active membership of an ended season has expired. */
  standing: "active" | "awaiting-payment" | "cancelled" | "expired";
  canPlay: boolean;
  canCoach: boolean;
} | null;

export type AgeRule = { ageRule: CompetitionAgeRule; ageLimit: number | null; allowPlayingUp: boolean };

/** Why a person may not take (or keep) a roster place; each has its sentence in both languages. */
export type Ineligibility =
  | "no-membership"
  | "awaiting-payment"
  | "cancelled"
  | "expired"
  | "cannot-play"
  | "cannot-coach"
  | "too-old"
  | "too-young";

export type Eligibility = { eligible: true; playingUp: boolean } | { eligible: false; reason: Ineligibility };

/**
 * Whether a person may hold a roster place in `role`: an active membership of the competition's season whose
 * type allows playing (a player) or coaching (a coach or manager), and for a player the age rule on the
 * cut-off day: at most `ageLimit` years old ("max") or at least ("min"). Playing up: when the competition
 * allows it, a player younger than a "min" rule asks may play; nobody ever plays down (older than "max").
 */
export function eligibility(input: {
  role: RosterRole;
  membership: MembershipFacts;
  dateOfBirth: string;
  rule: AgeRule;
  cutoff: string | null;
}): Eligibility {
  const { role, membership, rule } = input;
  if (membership === null) return { eligible: false, reason: "no-membership" };
  if (membership.standing !== "active") return { eligible: false, reason: membership.standing };
  if (role !== "player")
    return membership.canCoach
      ? { eligible: true, playingUp: false }
      : { eligible: false, reason: "cannot-coach" };
  if (!membership.canPlay) return { eligible: false, reason: "cannot-play" };
  if (rule.ageRule === "none" || rule.ageLimit === null || input.cutoff === null)
    return { eligible: true, playingUp: false };
  const age = ageOn(input.dateOfBirth, input.cutoff);
  if (rule.ageRule === "max")
    return age <= rule.ageLimit
      ? { eligible: true, playingUp: false }
      : { eligible: false, reason: "too-old" };
  if (age >= rule.ageLimit) return { eligible: true, playingUp: false };
  return rule.allowPlayingUp ? { eligible: true, playingUp: true } : { eligible: false, reason: "too-young" };
}

/**
 * Whether a roster may change today: always for an administrator; for anyone else (a team's
 * officials) through the lock day, in the association's zone. No lock day: never locked.
 */
export function rosterOpen(competition: { roster_lock_on: string | null }, today: string, isAdmin: boolean) {
  return isAdmin || competition.roster_lock_on === null || today <= competition.roster_lock_on;
}

type Texts = CompetitionsSetupTexts["validation"];

/** Adding a member to a roster: their number, the role, and a jersey (0 to 99) for a player. */
export function rosterFormSchema(t: Texts) {
  return z
    .object({
      memberNumber: z.preprocess(
        (value) => (typeof value === "string" ? value.trim().toUpperCase() : ""),
        z.string().refine((value) => parseMemberNumber(value) !== null, t.memberNumber),
      ),
      role: z.enum(ROSTER_ROLES, { error: t.role }),
      jersey: z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string()),
    })
    .transform((form, ctx) => {
      if (form.role !== "player") return { memberNumber: form.memberNumber, role: form.role, jersey: null };
      const jersey = /^\d{1,2}$/.test(form.jersey) ? Number(form.jersey) : Number.NaN;
      if (Number.isNaN(jersey)) {
        ctx.addIssue({ code: "custom", path: ["jersey"], message: t.jersey });
        return z.NEVER;
      }
      return { memberNumber: form.memberNumber, role: form.role, jersey };
    });
}
