import { z } from "zod";
import type { CompetitionAgeRule, CompetitionFormat, StageKind } from "~/db/schema";
import { parseAmount } from "~/features/orders";
import { isDay } from "~/lib/dates";
import { emailAddress, singleLine, textOfLength } from "~/lib/text";
import type { CompetitionsSetupTexts } from "~/texts/pages/competitions-setup";
import { TIEBREAKS, tiebreakOrderSchema } from "../standings/rules";

/**
 * A competition's structure (docs/competitions.md "Structure"): the forms' schemas for competitions, stages,
 * venues, teams and entries, and the rules their saves apply. Pure: no database, no clock.
 */

export const FORMATS = ["league", "tournament"] as const satisfies readonly CompetitionFormat[];
export const COMPETITION_AGE_RULES = ["none", "max", "min"] as const satisfies readonly CompetitionAgeRule[];
export const STAGE_KINDS = ["round-robin", "knockout"] as const satisfies readonly StageKind[];

export const SETUP_LIMITS = {
  name: { min: 2, max: 80 },
  category: { min: 2, max: 60 },
  address: { min: 5, max: 200 },
  guestFrom: { min: 2, max: 80 },
  contactName: { min: 2, max: 80 },
  /** Ages a category names: U6 to 99+. */
  age: { min: 5, max: 99 },
  points: { min: 0, max: 10 },
  goals: { min: 0, max: 99 },
  interval: { min: 1, max: 60 },
  /** Hours the away team has to answer a match sheet: a day to two weeks. */
  confirmHours: { min: 24, max: 336 },
  blackoutDays: 60,
  /** Pools of one round robin stage: A to P. */
  pools: { min: 1, max: 16 },
};

type Texts = CompetitionsSetupTexts["validation"];

/** The default cut-off day of an age rule: January 1 of the season's second year (the year its last day is in). */
export function defaultAgeCutoff(season: { ends_on: string }) {
  return `${season.ends_on.slice(0, 4)}-01-01`;
}

/** The names of a round robin's pools: "A", "B", … */
export function poolNames(count: number) {
  return Array.from({ length: count }, (_, index) => String.fromCharCode(65 + index));
}

/** An http(s) link to a map: nothing else (no javascript:, no data:). */
export function isMapLink(value: string) {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.hostname.includes(".") &&
      !/\s/.test(value)
    );
  } catch {
    return false;
  }
}

/** A field missing from the form reads as empty, so it gets the form's own message. */
const orEmpty = (value: unknown) => value ?? "";

const text = (length: { min: number; max: number }, tooShort: string, tooLong: string, control: string) =>
  z.preprocess(orEmpty, textOfLength(length, tooShort, tooLong).check(singleLine(control)));

/** A whole number from `min` to `max`, typed in a form. */
const whole = (bounds: { min: number; max: number }, message: string) =>
  z.preprocess(
    orEmpty,
    z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, message)
      .transform(Number)
      .refine((value) => value >= bounds.min && value <= bounds.max, message),
  );

const optionalDay = (message: string) =>
  z.preprocess(
    orEmpty,
    z
      .string()
      .trim()
      .refine((value) => value === "" || isDay(value), message)
      .transform((value) => value || null),
  );

/** A checkbox: sent as "1" when ticked, absent when not. */
const checkbox = z.preprocess((value) => value === "1" || value === "on", z.boolean());

/** An id chosen from a list: a positive whole number. */
const chosenId = (message: string) =>
  z.preprocess(
    orEmpty,
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, message)
      .transform(Number)
      .refine((id) => id > 0, message),
  );

/** Blackout days typed one a line or separated by commas or spaces: each a day, sorted, each once. */
export function parseDayList(text: string) {
  const days = text
    .split(/[\s,;]+/)
    .map((day) => day.trim())
    .filter(Boolean);
  const wrong = days.find((day) => !isDay(day));
  if (wrong !== undefined) return { ok: false as const, wrong };
  return { ok: true as const, days: [...new Set(days)].sort() };
}

/** An order's selects as the form sends them (`prefix1`, `prefix2`, …, one per criterion), in order. */
function criteriaSelects(values: Record<string, unknown>, prefix: string) {
  return TIEBREAKS.map((_, index) => values[`${prefix}${index + 1}`]).filter(
    (value): value is string => typeof value === "string",
  );
}

/**
 * The competition form. `seasons` are the ids on offer; the tie-break orders are the standings' selects
 * (`tiebreak1…` after all matches, `running1…` while a pool is played), checked by their schema.
 */
export function competitionFormSchema(
  t: Texts,
  seasons: readonly number[],
  criteriaErrors: { required: string; repeated: string; unknown: string },
) {
  return z
    .preprocess(
      (values) => {
        const form = (values ?? {}) as Record<string, unknown>;
        return {
          ...form,
          tiebreaks: criteriaSelects(form, "tiebreak"),
          tiebreaksRunning: criteriaSelects(form, "running"),
        };
      },
      z.object({
        season: chosenId(t.season).refine((id) => seasons.includes(id), t.season),
        name: text(SETUP_LIMITS.name, t.nameMin, t.nameMax, t.controlCharacters),
        nameFr: text(SETUP_LIMITS.name, t.nameFrMin, t.nameFrMax, t.controlCharacters),
        category: text(SETUP_LIMITS.category, t.categoryMin, t.categoryMax, t.controlCharacters),
        categoryFr: text(SETUP_LIMITS.category, t.categoryFrMin, t.categoryFrMax, t.controlCharacters),
        format: z.enum(FORMATS, { error: t.format }),
        ageRule: z.enum(COMPETITION_AGE_RULES, { error: t.ageRule }),
        ageLimit: z.preprocess(orEmpty, z.string().trim()),
        ageCutoff: optionalDay(t.day),
        allowPlayingUp: checkbox,
        pointsWin: whole(SETUP_LIMITS.points, t.points),
        pointsDraw: whole(SETUP_LIMITS.points, t.points),
        pointsLoss: whole(SETUP_LIMITS.points, t.points),
        forfeitFor: whole(SETUP_LIMITS.goals, t.goals),
        forfeitAgainst: whole(SETUP_LIMITS.goals, t.goals),
        entryFee: z.preprocess(
          orEmpty,
          z.string().transform((value, ctx) => {
            const cents = value.trim() === "" ? 0 : parseAmount(value);
            if (cents === null) {
              ctx.addIssue({ code: "custom", message: t.entryFee });
              return z.NEVER;
            }
            return cents;
          }),
        ),
        rosterLockOn: optionalDay(t.day),
        firstRoundOn: optionalDay(t.day),
        roundIntervalDays: whole(SETUP_LIMITS.interval, t.interval),
        confirmHours: whole(SETUP_LIMITS.confirmHours, t.confirmHours),
        blackoutDates: z.preprocess(
          orEmpty,
          z.string().transform((value, ctx) => {
            const parsed = parseDayList(value);
            if (!parsed.ok) {
              ctx.addIssue({ code: "custom", message: t.blackout });
              return z.NEVER;
            }
            if (parsed.days.length > SETUP_LIMITS.blackoutDays) {
              ctx.addIssue({ code: "custom", message: t.blackoutMany });
              return z.NEVER;
            }
            return parsed.days;
          }),
        ),
        defaultTime: z.preprocess(
          orEmpty,
          z
            .string()
            .trim()
            .regex(/^([01]\d|2[0-3]):[0-5]\d$/, t.time),
        ),
        tiebreaks: tiebreakOrderSchema(criteriaErrors),
        tiebreaksRunning: tiebreakOrderSchema(criteriaErrors),
        published: checkbox,
      }),
    )
    .transform((form, ctx) => {
      let ageLimit: number | null = null;
      if (form.ageRule !== "none") {
        const limit = /^\d{1,2}$/.test(form.ageLimit) ? Number(form.ageLimit) : Number.NaN;
        if (!(limit >= SETUP_LIMITS.age.min && limit <= SETUP_LIMITS.age.max)) {
          ctx.addIssue({ code: "custom", path: ["ageLimit"], message: t.ageLimit });
          return z.NEVER;
        }
        ageLimit = limit;
      }
      return { ...form, ageLimit, ageCutoff: form.ageRule === "none" ? null : form.ageCutoff };
    });
}

export type CompetitionInput = z.output<ReturnType<typeof competitionFormSchema>>;

/** A new stage: a round robin of `legs` legs in `pools` pools, or a knockout. */
export function stageFormSchema(t: Texts) {
  return z.object({
    kind: z.enum(STAGE_KINDS, { error: t.stageKind }),
    name: text(SETUP_LIMITS.name, t.nameMin, t.nameMax, t.controlCharacters),
    nameFr: text(SETUP_LIMITS.name, t.nameFrMin, t.nameFrMax, t.controlCharacters),
    legs: z.preprocess((value) => value ?? "1", z.enum(["1", "2"], { error: t.legs }).transform(Number)),
    pools: z.preprocess((value) => value || "1", whole(SETUP_LIMITS.pools, t.pools)),
  });
}

export type StageInput = z.output<ReturnType<typeof stageFormSchema>>;

/** A stage's new names. */
export function stageNameSchema(t: Texts) {
  return z.object({
    stage: chosenId(t.stage),
    name: text(SETUP_LIMITS.name, t.nameMin, t.nameMax, t.controlCharacters),
    nameFr: text(SETUP_LIMITS.name, t.nameFrMin, t.nameFrMax, t.controlCharacters),
  });
}

export function venueFormSchema(t: Texts) {
  return z.object({
    name: text(SETUP_LIMITS.name, t.nameMin, t.nameMax, t.controlCharacters),
    address: text(SETUP_LIMITS.address, t.addressMin, t.addressMax, t.controlCharacters),
    mapUrl: z.preprocess(
      orEmpty,
      z
        .string()
        .trim()
        .max(500, t.mapUrl)
        .refine((value) => value === "" || isMapLink(value), t.mapUrl)
        .transform((value) => value || null),
    ),
  });
}

export type VenueInput = z.output<ReturnType<typeof venueFormSchema>>;

/** A club's team (`club` chosen among `clubs`) or a guest team (`guestFrom` says where it comes from). */
export function teamFormSchema(t: Texts, clubs: readonly number[], venues: readonly number[]) {
  return z
    .object({
      name: text(SETUP_LIMITS.name, t.nameMin, t.nameMax, t.controlCharacters),
      kind: z.enum(["club", "guest"], { error: t.teamKind }),
      club: z.preprocess(orEmpty, z.string().trim()),
      guestFrom: z.preprocess(orEmpty, z.string().trim()),
      homeVenue: z.preprocess(orEmpty, z.string().trim()),
    })
    .transform((form, ctx) => {
      const homeVenue = form.homeVenue === "" ? null : Number(form.homeVenue);
      if (homeVenue !== null && !venues.includes(homeVenue)) {
        ctx.addIssue({ code: "custom", path: ["homeVenue"], message: t.venue });
        return z.NEVER;
      }
      if (form.kind === "club") {
        const club = Number(form.club);
        if (!clubs.includes(club)) {
          ctx.addIssue({ code: "custom", path: ["club"], message: t.club });
          return z.NEVER;
        }
        return { name: form.name, clubId: club, guestFrom: null, homeVenueId: homeVenue };
      }
      const from = textOfLength(SETUP_LIMITS.guestFrom, t.guestFromMin, t.guestFromMax)
        .check(singleLine(t.controlCharacters))
        .safeParse(form.guestFrom);
      if (!from.success) {
        ctx.addIssue({
          code: "custom",
          path: ["guestFrom"],
          message: from.error.issues[0]?.message ?? t.guestFromMin,
        });
        return z.NEVER;
      }
      return { name: form.name, clubId: null, guestFrom: from.data, homeVenueId: homeVenue };
    });
}

export type TeamInput = z.output<ReturnType<typeof teamFormSchema>>;

/**
 * Entering a team. Where the competition has an entry fee, the order goes to the contact the administrator
 * names (the club's or the guest team's), in the language they read (decision 053).
 */
export function entryFormSchema(t: Texts, withFee: boolean) {
  const team = chosenId(t.team);
  if (!withFee) return z.object({ team }).transform(({ team }) => ({ team, contact: null }));
  return z
    .object({
      team,
      contactName: text(SETUP_LIMITS.contactName, t.contactNameMin, t.contactNameMax, t.controlCharacters),
      contactEmail: z.preprocess(orEmpty, emailAddress(t.contactEmail)),
      contactLocale: z.enum(["en", "fr"], { error: t.contactLocale }),
    })
    .transform(({ team, contactName, contactEmail, contactLocale }) => ({
      team,
      contact: { name: contactName, email: contactEmail, locale: contactLocale },
    }));
}

/** Placing a confirmed entry: a pool of the competition (or none) and a seed (or none). */
export function placementSchema(t: Texts) {
  return z.object({
    entry: chosenId(t.entry),
    pool: z.preprocess(
      orEmpty,
      z
        .string()
        .trim()
        .regex(/^\d{0,9}$/, t.pool)
        .transform((value) => (value ? Number(value) : null)),
    ),
    seed: z.preprocess(
      orEmpty,
      z
        .string()
        .trim()
        .regex(/^\d{0,3}$/, t.seed)
        .transform((value) => (value ? Number(value) : null))
        .refine((value) => value === null || (value >= 1 && value <= 999), t.seed),
    ),
  });
}

/** What an entry's fee stands at: no fee, awaiting payment, paid, or its order cancelled or expired unpaid. */
export type PaidState = "no-fee" | "unpaid" | "paid" | "lapsed";

export function paidState(
  entry: { order_id: number | null; paid_at: string | null },
  orderStatus: string | undefined,
): PaidState {
  if (entry.paid_at !== null) return "paid";
  if (entry.order_id === null) return "no-fee";
  return orderStatus === "cancelled" || orderStatus === "expired" ? "lapsed" : "unpaid";
}
