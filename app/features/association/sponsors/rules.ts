import { z } from "zod";
import { isDay } from "~/lib/dates";
import { format } from "~/lib/i18n";
import { singleLine } from "~/lib/text";
import { imageReference } from "~/lib/uploads/rules";
import type { SponsorsTexts } from "~/texts/pages/sponsors";

/** The home page's tiers, in the order the section shows them (the spec's Platinum, Gold, Silver). */
export const SPONSOR_TIERS = ["platinum", "gold", "silver"] as const;
export type SponsorTier = (typeof SPONSOR_TIERS)[number];

export const SPONSOR_LIMITS = { name: { min: 1, max: 100 }, link: 500 } as const;

type Texts = SponsorsTexts["validation"];

/** A sponsor's website: an http(s) address with a host name, nothing else (no javascript:, no data:). */
export function isWebLink(value: string) {
  if (/[\s"'<>]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** A field missing from the form reads as empty. */
const orEmpty = (value: unknown) => value ?? "";

const optionalDay = (message: string) =>
  z.preprocess(
    orEmpty,
    z
      .string()
      .trim()
      .refine((value) => value === "" || isDay(value), message)
      .transform((value) => value || null),
  );

/** The sponsor form: `image` is the logo (an upload's address once stored, or an https:// address). */
export function sponsorFormSchema(t: Texts) {
  return z
    .object({
      name: z.preprocess(
        orEmpty,
        z
          .string()
          .trim()
          .min(SPONSOR_LIMITS.name.min, t.nameMin)
          .max(SPONSOR_LIMITS.name.max, format(t.nameMax, SPONSOR_LIMITS.name))
          .check(singleLine(t.controlCharacters)),
      ),
      link: z.preprocess(
        orEmpty,
        z
          .string()
          .trim()
          .max(SPONSOR_LIMITS.link, t.link)
          .refine((value) => value === "" || isWebLink(value), t.link)
          .transform((value) => value || null),
      ),
      tier: z.enum(SPONSOR_TIERS, { error: t.tier }),
      activeFrom: optionalDay(t.day),
      activeTo: optionalDay(t.day),
      image: imageReference(t),
    })
    .refine((form) => !form.activeFrom || !form.activeTo || form.activeFrom <= form.activeTo, {
      message: t.order,
      path: ["activeTo"],
    })
    .transform(({ image, ...form }) => ({ ...form, logo: image }));
}

export type SponsorInput = z.output<ReturnType<typeof sponsorFormSchema>>;

type Dated = { active_from: string | null; active_to: string | null };

/** Whether a sponsor is shown on `today` ("YYYY-MM-DD" in the association's zone): both ends included. */
export function isActiveOn(sponsor: Dated, today: string) {
  return (
    (sponsor.active_from === null || sponsor.active_from <= today) &&
    (sponsor.active_to === null || today <= sponsor.active_to)
  );
}

type Placed = { id: number; tier: SponsorTier; position: number };

/** Each tier in the section's order with its sponsors by position (ties: the older first). */
export function groupByTier<S extends Placed>(sponsors: readonly S[]) {
  return SPONSOR_TIERS.map((tier) => ({
    tier,
    sponsors: sponsors
      .filter((sponsor) => sponsor.tier === tier)
      .sort((a, b) => a.position - b.position || a.id - b.id),
  }));
}

/** The home page's section: every tier, with the sponsors active on `today`; an empty tier says Coming Soon. */
export function sponsorsShownOn<S extends Placed & Dated>(sponsors: readonly S[], today: string) {
  return groupByTier(sponsors.filter((sponsor) => isActiveOn(sponsor, today)));
}
