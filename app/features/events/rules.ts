import { TZDate } from "@date-fns/tz";
import {
  addDays,
  endOfMonth,
  endOfWeek,
  format as formatDate,
  isValid,
  parse,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { frCA } from "date-fns/locale/fr-CA";
import { z } from "zod";
import { type OrderStatus, parseAmount } from "~/features/orders";
import { format, type Locale } from "~/lib/i18n";
import { inLocale } from "~/lib/i18n/content";
import type { EventsTexts } from "~/lib/i18n/pages/events";
import { localePath } from "~/lib/i18n/paths";
import { emailAddress, multiLine, PERSON_NAME_LENGTH, singleLine, textOfLength } from "~/lib/text";
import { imageReference } from "~/lib/uploads/rules";

type Texts = EventsTexts["validation"];

/** The lengths the event form accepts. */
export const EVENT_LENGTHS = {
  title: { min: 3, max: 150 },
  location: { min: 3, max: 200 },
  description: { min: 10, max: 5000 },
};

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
        // A checkbox: sent as "1" when ticked, absent when not.
        requiresMembership: z.preprocess((value) => value === "1" || value === "on", z.boolean()),
      })
      .refine((form) => form.endTime > form.startTime, { path: ["endTime"], error: t.endAfterStart })
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

export function registrationSchema(t: Texts) {
  return z.object({
    name: textOfLength(PERSON_NAME_LENGTH, t.nameMin, t.nameMax).check(singleLine(t.controlCharacters)),
    email: emailAddress(t.email),
  });
}

/**
 * Each registration sends a confirmation to the address typed in the form, so registrations are limited
 * per recipient (docs/security.md #30): the site cannot be used to mail strangers in bulk. They also count
 * per account and per client address, with budgets past which a proof of work is asked (decision 039).
 */
export const REGISTRATION_LIMITS = {
  /** Budgets past which a proof of work is asked (decision 039): their sizes are settings (config.ts). */
  perAccount: { bucket: "registration" },
  perAddress: { bucket: "registration-address" },
  perRecipient: { bucket: "registration-recipient", max: 5 },
  windowMs: 60 * 60 * 1000,
} as const;

/**
 * The latest a registration's fee may be paid: the event's start, so that an unpaid spot is freed while it
 * is still of use. Registering after the start (registration may close as late as the end) pays by the close.
 */
export function feeDueBy(event: Pick<EventTiming, "starts_at" | "registration_closes_at">, now: Date) {
  return now.toISOString() < event.starts_at ? event.starts_at : registrationClosesAt(event);
}

/** A fee in cents as the event form shows it: "25.00", or empty for a free event. */
export function feeFieldValue(cents: number) {
  return cents > 0 ? (cents / 100).toFixed(2) : "";
}

/**
 * What the attendee list says of a registration's fee, from the status of the order that pays it (null:
 * no order, a free event or one registered before it had a fee).
 */
export type PaymentState = "free" | "awaiting-payment" | "paid" | "cancelled" | "expired";

export function paymentState(orderStatus: OrderStatus | null): PaymentState {
  switch (orderStatus) {
    case null:
      return "free";
    case "shipped":
    case "picked-up":
      return "paid";
    default:
      return orderStatus;
  }
}

/** A registration's fee as the member sees it: paid, awaited (what, by when, where), or nothing (free). */
export function feePayment({
  order_status,
  order_token,
  payment_due_at,
  total_cents,
}: {
  order_status: OrderStatus | null;
  order_token: string | null;
  payment_due_at: string | null;
  total_cents: number | null;
}) {
  if (order_status === "paid") return { status: "paid" as const };
  if (order_status !== "awaiting-payment" || !order_token || !payment_due_at || total_cents === null)
    return null;
  return {
    status: "awaiting-payment" as const,
    token: order_token,
    dueAt: payment_due_at,
    amountCents: total_cents,
  };
}

/**
 * A registrant's one name field as an order's buyer: the first word is the first name, the rest the last
 * name ("Ann Marie Lee" -> "Ann", "Marie Lee"); a single word is a first name.
 */
export function splitName(name: string) {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

/** One registration per event and address, in any letter case. */
export function registrationKey(email: string) {
  return email.trim().toLowerCase();
}

/** `registered`: the registrations not cancelled; `held`: the waiting list's offers not yet answered. */
/** An event is upcoming until it ends. */
export function isPast(event: { ends_at: string }, now: Date) {
  return event.ends_at < now.toISOString();
}

/** What the registration rules of an event read (migration 0013); null times take their defaults. */
export type EventTiming = {
  starts_at: string;
  registration_opens_at: string | null;
  registration_closes_at: string | null;
  cancellation_deadline: string | null;
  offer_hours: number;
  reminder_hours: number;
};

const HOUR_MS = 60 * 60 * 1000;
const shiftHours = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR_MS).toISOString();

/** Registration closes at the set time, else when the event starts. */
export function registrationClosesAt(event: Pick<EventTiming, "starts_at" | "registration_closes_at">) {
  return event.registration_closes_at ?? event.starts_at;
}

export type RegistrationPhase = "not-open" | "open" | "closed";

/** Before the opening, registration (and the waiting list) is not open yet; from the closing on, closed. */
export function registrationPhase(event: EventTiming, now: Date): RegistrationPhase {
  const at = now.toISOString();
  if (event.registration_opens_at !== null && at < event.registration_opens_at) return "not-open";
  return at < registrationClosesAt(event) ? "open" : "closed";
}

/** The last moment a registration may be cancelled: the set deadline, else the start. */
export function cancellationEndsAt(event: Pick<EventTiming, "cancellation_deadline" | "starts_at">) {
  return event.cancellation_deadline ?? event.starts_at;
}

export function canCancel(event: Pick<EventTiming, "cancellation_deadline" | "starts_at">, now: Date) {
  return now.toISOString() < cancellationEndsAt(event);
}

/** When the reminder is due, or null when the event sends none. */
export function reminderDueAt(event: EventTiming) {
  return event.reminder_hours > 0 ? shiftHours(event.starts_at, -event.reminder_hours) : null;
}

/** A reminder goes out when due, late if it was missed, but never once the event has started. */
export function reminderState(event: EventTiming, now: Date): "wait" | "send" | "none" {
  const due = reminderDueAt(event);
  const at = now.toISOString();
  if (due === null || at >= event.starts_at) return "none";
  return at < due ? "wait" : "send";
}

/** An offer holds its spot for the event's offer hours, and never past the close of registration. */
export function offerExpiresAt(event: EventTiming, now: Date) {
  const held = shiftHours(now.toISOString(), event.offer_hours);
  const closes = registrationClosesAt(event);
  return held < closes ? held : closes;
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

type BilingualEvent = {
  title: string;
  title_fr: string | null;
  location: string;
  location_fr: string | null;
  description: string;
  description_fr: string | null;
};

/**
 * An event with its texts in one language (French missing or blank: the English), for what cannot mark
 * a text's language: the .ics, e-mails, Google Calendar links, meta tags.
 */
export function eventTextsIn<T extends BilingualEvent>(event: T, locale: Locale): T {
  return {
    ...event,
    title: inLocale({ en: event.title, fr: event.title_fr }, locale).text,
    location: inLocale({ en: event.location, fr: event.location_fr }, locale).text,
    description: inLocale({ en: event.description, fr: event.description_fr }, locale).text,
  };
}

function googleDate(iso: string) {
  return iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** A Google Calendar "add event" link for one event. */
export function googleCalendarUrl(
  event: { title: string; starts_at: string; ends_at: string; location: string; description: string },
  eventUrl: string,
  timeZone: string,
) {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${googleDate(event.starts_at)}/${googleDate(event.ends_at)}`,
    details: `${event.description}\n\n${eventUrl}`,
    location: event.location,
    ctz: timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/**
 * The calendar feed for calendar apps (webcal: makes them subscribe rather than import once), and
 * Google Calendar's page that subscribes to it (Google takes the feed's address as `cid`).
 */
export function calendarFeed(baseUrl: string, locale: Locale) {
  const webcal = `${baseUrl.replace(/^https?:/, "webcal:")}${localePath(locale, "/calendar.ics")}`;
  return { webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}

/** The month shown by the calendar: ?month=2025-07, else the current month in the association's zone. */
export function calendarMonth(param: string | null, now: Date, timeZone: string) {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(param ?? "");
  const year = Number(match?.[1]);
  // The grid of December 9999 reaches into the year 10000, which ISO dates cannot write in four digits.
  if (match && year >= 1000 && year <= 9998) return { year, month: Number(match[2]) };
  const local = new TZDate(now, timeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1 };
}

/** The weeks of a month view, Sunday first, with the days of the neighbouring months that fill them. */
export function monthGrid({ year, month }: { year: number; month: number }) {
  const first = new Date(year, month - 1, 1);
  const start = startOfWeek(startOfMonth(first), { weekStartsOn: 0 });
  const end = endOfWeek(endOfMonth(first), { weekStartsOn: 0 });
  const weeks: { date: string; day: number; inMonth: boolean }[][] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (day.getDay() === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push({
      date: formatDate(day, "yyyy-MM-dd"),
      day: day.getDate(),
      inMonth: day.getMonth() === month - 1,
    });
  }
  return weeks;
}

/** The UTC instants that bound a grid, to load only the events it shows. */
export function gridRange(weeks: { date: string }[][], timeZone: string) {
  const firstDay = weeks[0]?.[0]?.date ?? "";
  const lastDay = weeks.at(-1)?.at(-1)?.date ?? "";
  const [y1, m1, d1] = firstDay.split("-").map(Number);
  const [y2, m2, d2] = lastDay.split("-").map(Number);
  return {
    from: new Date(new TZDate(y1 ?? 0, (m1 ?? 1) - 1, d1 ?? 1, 0, 0, 0, timeZone).getTime()).toISOString(),
    to: new Date(
      new TZDate(y2 ?? 0, (m2 ?? 1) - 1, (d2 ?? 1) + 1, 0, 0, 0, timeZone).getTime(),
    ).toISOString(),
  };
}

/** The local day ("2025-07-15") an event starts on, in the association's zone. */
export function localDay(iso: string, timeZone: string) {
  return formatDate(new TZDate(iso, timeZone), "yyyy-MM-dd");
}

/** The day asked for (?day=2025-07-14) when the grid shows it; null otherwise. */
export function selectedDay(weeks: { date: string }[][], day: string | null) {
  return day && weeks.some((week) => week.some((cell) => cell.date === day)) ? day : null;
}

/**
 * The calendar's events, each on its local day; only those of the selected day carry their
 * "Add to Google Calendar" link, so the page does not build links nobody sees.
 */
export function calendarDayEvents(
  rows: (BilingualEvent & { id: number; starts_at: string; ends_at: string })[],
  {
    selected,
    baseUrl,
    timeZone,
    locale,
  }: { selected: string | null; baseUrl: string; timeZone: string; locale: Locale },
) {
  return rows.map((event) => {
    const day = localDay(event.starts_at, timeZone);
    const url = `${baseUrl}${localePath(locale, `/events/${event.id}`)}`;
    const google = day === selected ? googleCalendarUrl(eventTextsIn(event, locale), url, timeZone) : null;
    const { id, title, title_fr, location, location_fr } = event;
    return { id, title, title_fr, location, location_fr, day, google };
  });
}

/** A route's :id as an event id, or null for anything that is not a positive integer. */
export function parseEventId(param: string | undefined) {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/** A personal link's token (registration, waiting-list offer) as the route got it, or null when malformed. */
export function parseLinkToken(param: string | undefined) {
  return param && /^[\w-]{16,64}$/.test(param) ? param : null;
}
