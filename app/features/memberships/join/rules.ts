import { z } from "zod";
import { orderTotals } from "~/features/orders";
import { format, type Locale } from "~/lib/i18n";
import { PROVINCE_CODES } from "~/lib/provinces";
import { emailAddress, singleLine } from "~/lib/text";
import type { MembershipsTexts } from "~/texts/pages/memberships";
import { ADULT_AGE, type AgeRule, ageOn, type DocumentKind, fitsType, isDay } from "../rules";

/**
 * Joining and renewing (docs/memberships.md "Joining and renewing"): the form's one schema, checked in the
 * browser and on the server, and the pure rules around it. Days are "YYYY-MM-DD" in the association's zone.
 */

/** The form's checkbox for each document a member accepts. */
export const ACCEPT_FIELDS = {
  waiver: "acceptWaiver",
  "code-of-conduct": "acceptCodeOfConduct",
  concussion: "acceptConcussion",
} as const satisfies Record<DocumentKind, string>;

/**
 * A Canadian postal code ("k1a0b1", "K1A 0B1") written as Canada Post prints it, or null. No code starts
 * with D, F, I, O, Q, U, W or Z, and D, F, I, O, Q, U appear nowhere.
 */
export function canadianPostalCode(text: string) {
  const match = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])\s?(\d[ABCEGHJ-NPRSTV-Z]\d)$/.exec(
    text.trim().toUpperCase(),
  );
  return match ? `${match[1]} ${match[2]}` : null;
}

/** The seasons one may join on `today`: not ended (the current one or a later one), and not already held. */
export function joinableSeasons<S extends { id: number; ends_on: string }>(
  seasons: readonly S[],
  today: string,
  held: ReadonlySet<number> = new Set(),
) {
  return seasons.filter((season) => season.ends_on >= today && !held.has(season.id));
}

/**
 * What joining costs with the type chosen (`typeId` as the form sends it): the order's total for its fee, as
 * the order will store it, or null while no offered type is chosen. The form shows it before Join; the
 * server's order is made from the same fee.
 */
export function joinTotalCents(
  types: readonly { id: number; fee_cents: number }[],
  typeId: string | undefined,
) {
  const type = types.find((row) => String(row.id) === typeId);
  return type ? orderTotals(type.fee_cents, 0).totalCents : null;
}

/**
 * The label of a document's acceptance: the member's own words, or, when a parent or guardian signs for a
 * child, theirs in the third person ("I, the parent or guardian of Léa Parent, ..."), naming the child as
 * typed so far.
 */
export function acceptanceLabel(
  t: Pick<Texts["join"], "accept" | "acceptForChild" | "theChild">,
  kind: DocumentKind,
  signer: { who: string | undefined; minor: boolean; firstName?: string; lastName?: string },
) {
  if (signer.who !== "child" && !signer.minor) return t.accept[kind];
  const member = `${signer.firstName ?? ""} ${signer.lastName ?? ""}`.replace(/\s+/g, " ").trim();
  return format(t.acceptForChild[kind], { member: member || t.theChild });
}

/** Under 18 on the season's first day: a guardian accepts for them. */
export function isMinorFor(dateOfBirth: string, season: { starts_on: string }) {
  return ageOn(dateOfBirth, season.starts_on) < ADULT_AGE;
}

/** What the form may offer, loaded by the server and handed to the browser so both check alike. */
export type JoinChoices = {
  today: string;
  locale: Locale;
  seasons: { id: number; starts_on: string; concussion_required: number }[];
  types: { id: number; name: string; name_fr: string; age_rule: AgeRule }[];
  clubs: { id: number }[];
  /** The document kinds that have a current version. */
  documents: DocumentKind[];
};

type Texts = MembershipsTexts;

const PHONE = /^[+()\d .-]{7,25}$/;

const text = (t: Texts["validation"], required: string, max: number) =>
  z.preprocess(
    (value) => value ?? "",
    z.string().trim().min(1, required).max(max, required).check(singleLine(t.controlCharacters)),
  );

/** An optional one-line text: empty reads as null. */
const optional = (t: Texts["validation"], message: string, max: number) =>
  z.preprocess(
    (value) => value ?? "",
    z
      .string()
      .trim()
      .max(max, message)
      .check(singleLine(t.controlCharacters))
      .transform((value) => value || null),
  );

const idOf = <T extends { id: number }>(rows: readonly T[], message: string) =>
  z.preprocess(
    (value) => value ?? "",
    z
      .string()
      .regex(/^\d{1,9}$/, message)
      .transform(Number)
      .refine((id) => rows.some((row) => row.id === id), message),
  );

/**
 * A person's address, phone and emergency contact: the join form's fields, and the ones a guardian may
 * correct later from the account page (people/rules.ts).
 */
export function contactFields(t: Texts["validation"]) {
  return {
    address: text(t, t.address, 200),
    city: text(t, t.city, 100),
    province: z.enum(PROVINCE_CODES, { error: t.province }),
    postalCode: z.preprocess(
      (value) => value ?? "",
      z.string().transform((value, ctx) => {
        const code = canadianPostalCode(value);
        if (code === null) {
          ctx.addIssue({ code: "custom", message: t.postalCode });
          return z.NEVER;
        }
        return code;
      }),
    ),
    phone: z.preprocess((value) => value ?? "", z.string().trim().regex(PHONE, t.phone)),
    emergencyName: text(t, t.emergencyName, 100),
    emergencyPhone: z.preprocess((value) => value ?? "", z.string().trim().regex(PHONE, t.emergencyPhone)),
  };
}

const accepted = (message: string) => z.literal(["1", "on"], { error: message });

/**
 * The join form: every field's own check, then the rules that tie fields together (the type's age rule on
 * the season's first day, a "child" who is an adult, the guardian of a minor, the concussion confirmation
 * a season asks for), all reported in one round.
 */
export function joinFormSchema(texts: Texts, choices: JoinChoices) {
  const t = texts.validation;
  const documents = new Set(choices.documents);
  const acceptance = (kind: "waiver" | "code-of-conduct") =>
    documents.has(kind)
      ? accepted(t.accept)
      : z
          .unknown()
          .optional()
          .transform(() => null);
  return z
    .object({
      season: idOf(choices.seasons, t.season),
      who: z.enum(["self", "child"], { error: t.who }),
      type: idOf(choices.types, t.type),
      firstName: text(t, t.firstName, 100),
      lastName: text(t, t.lastName, 100),
      dateOfBirth: z.preprocess(
        (value) => value ?? "",
        z
          .string()
          .trim()
          .refine((day) => isDay(day) && day >= "1900-01-01", t.dateOfBirth)
          .refine((day) => !isDay(day) || day <= choices.today, t.dateOfBirthFuture),
      ),
      ...contactFields(t),
      club: z.preprocess(
        (value) => value ?? "",
        z.union([z.literal("").transform(() => null), idOf(choices.clubs, t.club)], { error: t.club }),
      ),
      guardianName: optional(t, t.guardianName, 100),
      guardianEmail: z.preprocess(
        (value) => (typeof value === "string" ? value.trim() : ""),
        z.union([z.literal("").transform(() => null), emailAddress(t.guardianEmail)], {
          error: t.guardianEmail,
        }),
      ),
      acceptWaiver: acceptance("waiver"),
      acceptCodeOfConduct: acceptance("code-of-conduct"),
      // Checked below: only a season that asks for it needs it.
      acceptConcussion: z.unknown().optional(),
    })
    .superRefine(
      (form, ctx) => {
        const season = choices.seasons.find((row) => row.id === form.season);
        const type = choices.types.find((row) => row.id === form.type);
        if (!season || !type) return;
        const fail = (path: string, message: string) =>
          ctx.addIssue({ code: "custom", path: [path], message });
        if (
          season.concussion_required &&
          documents.has("concussion") &&
          !["1", "on"].includes(String(form.acceptConcussion))
        )
          fail(ACCEPT_FIELDS.concussion, t.accept);
        if (!isDay(form.dateOfBirth)) return;
        const minor = isMinorFor(form.dateOfBirth, season);
        if (form.who === "child" && !minor) fail("who", t.childAdult);
        else if (!fitsType(type, form.dateOfBirth, season))
          fail(
            "type",
            format(t.typeAge, {
              type: choices.locale === "fr" ? type.name_fr : type.name,
              rule: texts.join.ageRules[type.age_rule],
            }),
          );
        if (minor && !form.guardianName) fail("guardianName", t.guardianName);
        if (minor && !form.guardianEmail) fail("guardianEmail", t.guardianEmail);
      },
      {
        // With the other fields' errors, as soon as the fields these rules read are valid.
        when: (payload) =>
          !payload.issues.some((issue) =>
            ["season", "type", "who", "dateOfBirth"].includes(String(issue.path?.[0])),
          ),
      },
    );
}

export type JoinInput = z.output<ReturnType<typeof joinFormSchema>>;
