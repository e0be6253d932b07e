import { TZDate } from "@date-fns/tz";
import { format as formatDate } from "date-fns";
import { z } from "zod";
import type { AgeRule, DocumentKind, MembershipStatus } from "~/db/schema";
import { parseAmount } from "~/features/orders";
import type { MembershipsAdminTexts } from "~/lib/i18n/pages/memberships-admin";
import { multiLine, singleLine, textOfLength } from "~/lib/text";

/**
 * Season memberships (docs/memberships.md): pure rules and the set-up forms' schemas. Days are
 * "YYYY-MM-DD" in the association's zone; they compare as text.
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

/** Youth is under this age on the season's first day. */
export const ADULT_AGE = 18;

export const SETUP_LENGTHS = {
  seasonName: { min: 2, max: 40 },
  typeName: { min: 2, max: 60 },
  clubName: { min: 2, max: 80 },
  document: { min: 20, max: 20_000 },
};

type Season = { starts_on: string; ends_on: string };

/** A real calendar day written "YYYY-MM-DD" (no "2026-02-30"). */
export function isDay(text: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

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

/** Whether two seasons share at least one day. */
export function seasonsOverlap(a: Season, b: Season) {
  return a.starts_on <= b.ends_on && b.starts_on <= a.ends_on;
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

/** The version an edit of a document saves: one after the newest, or 1 for a first text. */
export function nextVersion(versions: readonly number[]) {
  return versions.length === 0 ? 1 : Math.max(...versions) + 1;
}

type Texts = MembershipsAdminTexts["validation"];

/** A field missing from the form reads as empty, so it gets the form's own message. */
const orEmpty = (value: unknown) => value ?? "";

const name = (length: { min: number; max: number }, tooShort: string, tooLong: string, control: string) =>
  z.preprocess(orEmpty, textOfLength(length, tooShort, tooLong).check(singleLine(control)));

const day = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isDay, invalid);

/** A checkbox: sent as "1" when ticked, absent when not. */
const checkbox = z.preprocess((value) => value === "1" || value === "on", z.boolean());

export function seasonFormSchema(t: Texts) {
  return z
    .object({
      name: name(SETUP_LENGTHS.seasonName, t.seasonNameMin, t.seasonNameMax, t.controlCharacters),
      startsOn: day(t.dayRequired, t.dayFormat),
      endsOn: day(t.dayRequired, t.dayFormat),
      concussionRequired: checkbox,
    })
    .refine((form) => form.endsOn > form.startsOn, {
      path: ["endsOn"],
      error: t.endsAfterStarts,
      // With the other fields' errors, as soon as both days are valid.
      when: (payload) =>
        !payload.issues.some((issue) => ["startsOn", "endsOn"].includes(String(issue.path?.[0]))),
    });
}

export type SeasonInput = z.output<ReturnType<typeof seasonFormSchema>>;

export function typeFormSchema(t: Texts) {
  return z.object({
    name: name(SETUP_LENGTHS.typeName, t.typeNameMin, t.typeNameMax, t.controlCharacters),
    nameFr: name(SETUP_LENGTHS.typeName, t.typeNameFrMin, t.typeNameFrMax, t.controlCharacters),
    fee: z.string({ error: t.fee }).transform((value, ctx) => {
      const cents = parseAmount(value);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message: t.fee });
        return z.NEVER;
      }
      return cents;
    }),
    ageRule: z.enum(AGE_RULES, { error: t.ageRule }),
    canPlay: checkbox,
    canCoach: checkbox,
    canOfficiate: checkbox,
    canVote: checkbox,
    hidden: checkbox,
  });
}

export type TypeInput = z.output<ReturnType<typeof typeFormSchema>>;

export function clubFormSchema(t: Texts) {
  return z.object({
    name: name(SETUP_LENGTHS.clubName, t.clubNameMin, t.clubNameMax, t.controlCharacters),
    hidden: checkbox,
  });
}

export type ClubInput = z.output<ReturnType<typeof clubFormSchema>>;

export function documentFormSchema(t: Texts) {
  const body = (tooShort: string, tooLong: string) =>
    z.preprocess(
      orEmpty,
      textOfLength(SETUP_LENGTHS.document, tooShort, tooLong).check(multiLine(t.controlCharacters)),
    );
  return z.object({
    body: body(t.bodyMin, t.bodyMax),
    bodyFr: body(t.bodyFrMin, t.bodyFrMax),
    /** The version the administrator was editing: the save refuses when another came since. */
    baseVersion: z
      .string({ error: t.stale })
      .regex(/^\d{1,6}$/, t.stale)
      .transform(Number),
  });
}

export type DocumentInput = z.output<ReturnType<typeof documentFormSchema>>;

/** The fee as the form shows it: "60.00", "0.00". */
export function feeField(cents: number) {
  return (cents / 100).toFixed(2);
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

/** A renewal reminder goes out this many days before the last day of the season. */
export const RENEWAL_REMINDER_DAYS = 30;

/** The calendar day `days` after a "YYYY-MM-DD" day. */
function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The last days of the seasons whose members are reminded on `today`: from today (a season's last day
 * still counts) to RENEWAL_REMINDER_DAYS ahead. So a season ending August 31 is reminded from August 1.
 */
export function renewalReminderSeasonEnds(today: string) {
  return { from: today, to: addDays(today, RENEWAL_REMINDER_DAYS) };
}

/** When the daily sweep of renewal reminders runs next: 10:00 in the association's zone, the day after `now`'s. */
export function nextRenewalSweepAt(now: Date, timeZone: string) {
  const [year, month, day] = dayIn(now, timeZone).split("-").map(Number);
  return new Date(new TZDate(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1, 10, 0, 0, timeZone).getTime());
}

/** "OHA-000123" as it may appear in an address: the short name's letters and digits, a dash, six or more digits. */
export const MEMBER_NUMBER = /^[A-Z0-9]{1,20}-\d{6,}$/;

/** A member's standing on a card or the verification page: "none" when they hold no membership of the season. */
export type CardStanding = MembershipStanding | "none";
