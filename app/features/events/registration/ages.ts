import { ageOn } from "~/features/memberships";
import { format } from "~/lib/i18n";
import type { EventsTexts } from "~/texts/pages/events";

// An event's age range, apart from the registration form's schema: the event's page shows it without
// bringing Zod (decision 041).

/** An event's age range, in whole years on its first day, both bounds included; null: no bound. */
export type AgeRange = { min_age: number | null; max_age: number | null };

/** An age range as people read it ("10 to 14", "18 and over"); null for an event open to every age. */
export function ageRangeText(
  t: Pick<EventsTexts["detail"], "agesBetween" | "agesFrom" | "agesUpTo">,
  { min_age, max_age }: AgeRange,
) {
  if (min_age !== null && max_age !== null)
    return format(t.agesBetween, { min: String(min_age), max: String(max_age) });
  if (min_age !== null) return format(t.agesFrom, { min: String(min_age) });
  if (max_age !== null) return format(t.agesUpTo, { max: String(max_age) });
  return null;
}

export type AgeFit = "fits" | "too-young" | "too-old" | "age-unknown";

/**
 * Whether a person born on `dateOfBirth` ("YYYY-MM-DD", null: not known) may attend an event whose first
 * day, in the association's zone, is `day`: their age that day within the range. A birthday on that day
 * counts; a February 29 birthday counts from March 1 in other years.
 */
export function ageFit(range: AgeRange, dateOfBirth: string | null, day: string): AgeFit {
  if (range.min_age === null && range.max_age === null) return "fits";
  if (dateOfBirth === null) return "age-unknown";
  const age = ageOn(dateOfBirth, day);
  if (range.min_age !== null && age < range.min_age) return "too-young";
  if (range.max_age !== null && age > range.max_age) return "too-old";
  return "fits";
}
