import { z } from "zod";
import { parseAmount } from "~/features/orders";
import { multiLine, singleLine, textOfLength } from "~/lib/text";
import type { MembershipsAdminTexts } from "~/texts/pages/memberships-admin";
import { AGE_RULES, isDay } from "../rules";

/**
 * The association's membership set-up (docs/memberships.md): the forms' schemas for seasons, types, clubs
 * and documents, and the rules their saves apply. Pure.
 */

export const SETUP_LENGTHS = {
  seasonName: { min: 2, max: 40 },
  typeName: { min: 2, max: 60 },
  clubName: { min: 2, max: 80 },
  document: { min: 20, max: 20_000 },
};

type Season = { starts_on: string; ends_on: string };

/** Whether two seasons share at least one day. */
export function seasonsOverlap(a: Season, b: Season) {
  return a.starts_on <= b.ends_on && b.starts_on <= a.ends_on;
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

/** An https link a member may open: nothing else (no javascript:, no http on a page served over https). */
export function isWebLink(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** A checkbox: sent as "1" when ticked, absent when not. */
const checkbox = z.preprocess((value) => value === "1" || value === "on", z.boolean());

export function seasonFormSchema(t: Texts) {
  return z
    .object({
      name: name(SETUP_LENGTHS.seasonName, t.seasonNameMin, t.seasonNameMax, t.controlCharacters),
      startsOn: day(t.dayRequired, t.dayFormat),
      endsOn: day(t.dayRequired, t.dayFormat),
      concussionRequired: checkbox,
      concussionUrl: z.preprocess(
        orEmpty,
        z
          .string()
          .trim()
          .max(500, t.concussionUrl)
          .refine((value) => value === "" || isWebLink(value), t.concussionUrl)
          .transform((value) => value || null),
      ),
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
