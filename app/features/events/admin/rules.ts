import { TZDate } from "@date-fns/tz";
import { format as formatDate, isValid, parse } from "date-fns";
import { frCA } from "date-fns/locale/fr-CA";
import { z } from "zod";
import { registrationClosesAt } from "~/features/events/rules";
import { parseAmount } from "~/features/orders";
import { format } from "~/lib/i18n";
import {
  emailAddress,
  type Length,
  multiLine,
  PERSON_NAME_LENGTH,
  singleLine,
  textOfLength,
} from "~/lib/text";
import { imageReference } from "~/lib/uploads/rules";
import type { EventsTexts } from "~/texts/pages/events";

type Texts = EventsTexts["validation"];

/** The lengths the event form accepts. */
export const EVENT_LENGTHS = {
  title: { min: 3, max: 150 },
  location: { min: 3, max: 200 },
  description: { min: 10, max: 5000 },
  address: { min: 0, max: 200 },
  level: { min: 0, max: 60 },
};

/** The ages an event may be limited to, in whole years on its first day. */
export const EVENT_AGES = { min: 0, max: 99 };

export const DEFAULT_START_TIME = "09:00";
export const DEFAULT_END_TIME = "18:00";

/** The registration settings' defaults and bounds (migration 0013 has the same defaults). */
export const OFFER_HOURS = { default: 24, min: 1, max: 720 };
export const REMINDER_HOURS = { default: 48, min: 0, max: 720 };

/** docs/product.md spec §5: "July 15, 2025" or ISO "2025-07-15". Anything else is refused (no silent fallback to today). */
export function parseEventDate(text: string): { year: number; month: number; day: number } | null {
  const value = text.trim().replace(/\s+/g, " ");
  // date-fns alone would also take a one-letter month ("J 15, 2025" as January) and "2025-7-5".
  const english = /^[a-z]{3,9} \d{1,2}, \d{4}$/i.test(value);
  const french = /^\d{1,2}(er)? [a-zéû]{3,9}\.? \d{4}$/i.test(value);
  if (!english && !french && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const reference = new Date(2000, 0, 1);
  const tries: [string, string][] = french
    ? [
        [value.replace(/^(\d+)er/i, "$1").toLowerCase(), "d MMMM yyyy"],
        [value.replace(/^(\d+)er/i, "$1").toLowerCase(), "d MMM yyyy"],
      ]
    : [
        [value, "MMMM d, yyyy"],
        [value, "MMM d, yyyy"],
        [value, "yyyy-MM-dd"],
      ];
  for (const [text, pattern] of tries) {
    const date = parse(text, pattern, reference, french ? { locale: frCA } : undefined);
    if (isValid(date) && date.getFullYear() >= 1900 && date.getFullYear() <= 2999) {
      return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
    }
  }
  return null;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A wall-clock date and time in the association's zone, as a UTC instant (ISO string). */
export function zonedToUtc(
  date: { year: number; month: number; day: number },
  time: string,
  timeZone: string,
) {
  const [, hours, minutes] = TIME.exec(time) ?? [];
  const local = new TZDate(date.year, date.month - 1, date.day, Number(hours), Number(minutes), 0, timeZone);
  return new Date(local.getTime()).toISOString();
}

/** The wall-clock parts of a UTC instant in the association's zone, for prefilling the form. */
export function utcToZoned(iso: string, timeZone: string) {
  const local = new TZDate(iso, timeZone);
  return { date: formatDate(local, "yyyy-MM-dd"), time: formatDate(local, "HH:mm") };
}

/** A field left empty (or absent from the form) takes its default. */
const blankTo = (fallback: string | null) => (value: unknown) =>
  value === undefined || (typeof value === "string" && value.trim() === "") ? fallback : value;

/** What `<input type="datetime-local">` sends ("2026-07-15T09:00"); a space is taken too, for typed values. */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/;

/** An optional date and time in the association's zone, as a UTC instant; blank is null (the default applies). */
const optionalDateTime = (message: string, timeZone: string) =>
  z.preprocess(
    blankTo(null),
    z
      .string()
      .trim()
      .transform((value, ctx) => {
        const [, day = "", time = ""] = LOCAL_DATE_TIME.exec(value) ?? [];
        const date = parseEventDate(day);
        if (!date || !TIME.test(time)) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return zonedToUtc(date, time, timeZone);
      })
      .nullable(),
  );

/** A whole number of hours within bounds; blank takes the default. The message names them as {min} and {max}. */
const hours = (bounds: { default: number; min: number; max: number }, template: string) => {
  const message = format(template, bounds);
  return z.preprocess(
    blankTo(String(bounds.default)),
    z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, message)
      .transform(Number)
      .refine((value) => value >= bounds.min && value <= bounds.max, message),
  );
};

/** An optional one-line text: blank is null. The message names the maximum as {max}. */
const optionalText = (length: Length, tooLong: string, controlCharacters: string) =>
  z.preprocess(
    blankTo(null),
    textOfLength(length, tooLong, tooLong).check(singleLine(controlCharacters)).nullable(),
  );

/** An optional whole number of years within EVENT_AGES; blank is null. */
const optionalAge = (message: string) =>
  z.preprocess(
    blankTo(""),
    z
      .string()
      .trim()
      .regex(/^\d{0,2}$/, message)
      .transform((value) => (value === "" ? null : Number(value))),
  );

/** The fields the registration times are compared with: those checks wait until all of them are valid. */
const TIME_FIELDS: PropertyKey[] = [
  "date",
  "startTime",
  "endTime",
  "registrationOpensAt",
  "registrationClosesAt",
  "cancellationDeadline",
];
const timesValid = (payload: z.core.ParsePayload) =>
  !payload.issues.some((issue) => TIME_FIELDS.includes(issue.path?.[0] ?? ""));

export function eventFormSchema(t: Texts, timeZone: string) {
  return (
    z
      .object({
        title: textOfLength(EVENT_LENGTHS.title, t.titleMin, t.titleMax).check(
          singleLine(t.controlCharacters),
        ),
        date: z
          .string()
          .trim()
          .min(1, t.dateRequired)
          .transform((value, ctx) => {
            const parsed = parseEventDate(value);
            if (!parsed) {
              ctx.addIssue({ code: "custom", message: t.dateFormat });
              return z.NEVER;
            }
            return parsed;
          }),
        startTime: z.preprocess(blankTo(DEFAULT_START_TIME), z.string().trim().regex(TIME, t.timeFormat)),
        endTime: z.preprocess(blankTo(DEFAULT_END_TIME), z.string().trim().regex(TIME, t.timeFormat)),
        location: textOfLength(EVENT_LENGTHS.location, t.locationMin, t.locationMax).check(
          singleLine(t.controlCharacters),
        ),
        description: textOfLength(EVENT_LENGTHS.description, t.descriptionMin, t.descriptionMax).check(
          multiLine(t.controlCharacters),
        ),
        // The French texts are optional (null when left blank: the English shows), with the English rules.
        titleFr: z.preprocess(
          blankTo(null),
          textOfLength(EVENT_LENGTHS.title, t.titleFrMin, t.titleFrMax)
            .check(singleLine(t.controlCharacters))
            .nullable(),
        ),
        locationFr: z.preprocess(
          blankTo(null),
          textOfLength(EVENT_LENGTHS.location, t.locationFrMin, t.locationFrMax)
            .check(singleLine(t.controlCharacters))
            .nullable(),
        ),
        descriptionFr: z.preprocess(
          blankTo(null),
          textOfLength(EVENT_LENGTHS.description, t.descriptionFrMin, t.descriptionFrMax)
            .check(multiLine(t.controlCharacters))
            .nullable(),
        ),
        image: imageReference(t),
        capacity: z.preprocess(
          blankTo(""),
          z
            .string()
            .trim()
            .regex(/^\d{0,6}$/, t.capacity)
            .transform((value) => (value === "" ? null : Number(value)))
            .refine((value) => value === null || value >= 1, t.capacity),
        ),
        // Dollars as typed ("25", "25.00", "$25"); blank or 0: a free event.
        fee: z.preprocess(
          blankTo("0"),
          z.string().transform((value, ctx) => {
            const cents = parseAmount(value);
            if (cents === null) {
              ctx.addIssue({ code: "custom", message: t.fee });
              return z.NEVER;
            }
            return cents;
          }),
        ),
        registrationOpensAt: optionalDateTime(t.dateTimeFormat, timeZone),
        registrationClosesAt: optionalDateTime(t.dateTimeFormat, timeZone),
        cancellationDeadline: optionalDateTime(t.dateTimeFormat, timeZone),
        offerHours: hours(OFFER_HOURS, t.offerHours),
        reminderHours: hours(REMINDER_HOURS, t.reminderHours),
        address: optionalText(EVENT_LENGTHS.address, t.addressMax, t.controlCharacters),
        level: optionalText(EVENT_LENGTHS.level, t.levelMax, t.controlCharacters),
        levelFr: optionalText(EVENT_LENGTHS.level, t.levelMax, t.controlCharacters),
        minAge: optionalAge(format(t.age, EVENT_AGES)),
        maxAge: optionalAge(format(t.age, EVENT_AGES)),
        contactName: optionalText(
          { min: 0, max: PERSON_NAME_LENGTH.max },
          t.contactNameMax,
          t.controlCharacters,
        ),
        contactEmail: z.preprocess(blankTo(null), emailAddress(t.contactEmail).nullable()),
        // A checkbox: sent as "1" when ticked, absent when not.
        requiresMembership: z.preprocess((value) => value === "1" || value === "on", z.boolean()),
      })
      .refine((form) => form.endTime > form.startTime, { path: ["endTime"], error: t.endAfterStart })
      .refine((form) => form.minAge === null || form.maxAge === null || form.minAge <= form.maxAge, {
        path: ["maxAge"],
        error: t.ageOrder,
      })
      // The registration times against the event's, checked with the other fields' errors once those times are valid.
      .refine(
        (form) =>
          form.registrationOpensAt === null ||
          form.registrationOpensAt <
            registrationClosesAt({
              starts_at: zonedToUtc(form.date, form.startTime, timeZone),
              registration_closes_at: form.registrationClosesAt,
            }),
        { path: ["registrationOpensAt"], error: t.opensBeforeCloses, when: timesValid },
      )
      .refine(
        (form) =>
          form.registrationClosesAt === null ||
          form.registrationClosesAt <= zonedToUtc(form.date, form.endTime, timeZone),
        { path: ["registrationClosesAt"], error: t.closesByEnd, when: timesValid },
      )
      .refine(
        (form) =>
          form.cancellationDeadline === null ||
          form.cancellationDeadline <= zonedToUtc(form.date, form.endTime, timeZone),
        { path: ["cancellationDeadline"], error: t.deadlineByEnd, when: timesValid },
      )
      .transform(({ date, startTime, endTime, fee, ...rest }) => ({
        ...rest,
        feeCents: fee,
        startsAt: zonedToUtc(date, startTime, timeZone),
        endsAt: zonedToUtc(date, endTime, timeZone),
      }))
  );
}

export type EventInput = z.output<ReturnType<typeof eventFormSchema>>;

/** A fee in cents as the event form shows it: "25.00", or empty for a free event. */
export function feeFieldValue(cents: number) {
  return cents > 0 ? (cents / 100).toFixed(2) : "";
}

/**
 * docs/product.md spec §5: a photo page pasted from a stock photo service becomes a direct image, 1200 px wide, quality 80.
 * Unsplash and Pexels pages are recognised; their image hosts get the same size and quality.
 */
export function rewriteStockPhotoUrl(input: string): string {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  const host = url.hostname.replace(/^www\./, "");
  if (host === "unsplash.com") {
    const match = /^\/photos\/(?:[\w-]*-)?([A-Za-z0-9_-]{11})\/?$/.exec(url.pathname);
    if (match) return `https://unsplash.com/photos/${match[1]}/download?w=1200&q=80`;
  }
  if (host === "images.unsplash.com") {
    url.searchParams.set("w", "1200");
    url.searchParams.set("q", "80");
    return url.toString();
  }
  if (host === "pexels.com") {
    const match = /^\/photo\/(?:[\w-]*-)?(\d+)\/?$/.exec(url.pathname);
    if (match) {
      const id = match[1];
      return `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&w=1200&q=80`;
    }
  }
  if (host === "images.pexels.com") {
    url.searchParams.set("w", "1200");
    url.searchParams.set("q", "80");
    return url.toString();
  }
  return text;
}
