import { z } from "zod";
import { type EventTiming, registrationClosesAt } from "~/features/events/rules";
import type { OrderStatus } from "~/features/orders";
import type { Config } from "~/lib/config";
import { parseWith } from "~/lib/form";
import { HOUR_MS, type LimitRule, type LimitSetting, limitRows } from "~/lib/limits";
import { emailAddress, PERSON_NAME_LENGTH, singleLine, textOfLength } from "~/lib/text";
import type { EventsTexts } from "~/texts/pages/events";
import { type AttendeeChoice, SELF } from "./attendee";

type Texts = EventsTexts["validation"];

export function registrationSchema(t: Texts) {
  return z.object({
    name: textOfLength(PERSON_NAME_LENGTH, t.nameMin, t.nameMax).check(singleLine(t.controlCharacters)),
    email: emailAddress(t.email),
  });
}

export { type AttendeeChoice, SELF } from "./attendee";

/** The form's "attendee" value; null for one that is neither "self" nor a member's id. */
export function parseAttendeeChoice(value: unknown): AttendeeChoice | null {
  if (value === undefined || value === "" || value === SELF) return SELF;
  return typeof value === "string" && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The registration form as a whole: the holder registers with the name and address typed in; a member the
 * account manages is registered under their record, so the typed fields are not read (decision 048).
 */
export function parseRegistrationForm(t: Texts, values: Record<string, unknown>) {
  const attendee = parseAttendeeChoice(values.attendee);
  if (attendee === null) return { ok: false as const, errors: { attendee: t.attendee } };
  if (attendee !== SELF) return { ok: true as const, data: { attendee } };
  const parsed = parseWith(registrationSchema(t), values);
  return parsed.ok ? { ok: true as const, data: { attendee, ...parsed.data } } : parsed;
}

// The age rules and the attendee choice live apart, for the event's page without Zod; this file's importers
// keep finding them here.
export { type AgeFit, type AgeRange, ageFit, ageRangeText } from "./ages";

/**
 * Each registration sends a confirmation to the address typed in the form, so registrations are limited
 * per recipient (docs/security.md #30): the site cannot be used to mail strangers in bulk. They also count
 * per account and per client address, with budgets past which a proof of work is asked (decision 039).
 */
export const REGISTRATION_LIMITS = {
  perAccount: {
    bucket: "registration",
    per: "account",
    setting: "ACCOUNT_ACTIONS_PER_HOUR",
    windowMs: HOUR_MS,
    past: "proof",
  },
  perAddress: {
    bucket: "registration-address",
    per: "address",
    setting: "ADDRESS_ACTIONS_PER_HOUR",
    windowMs: HOUR_MS,
    past: "proof",
  },
  perRecipient: {
    bucket: "registration-recipient",
    per: "recipient",
    max: 5,
    windowMs: HOUR_MS,
    past: "refused",
  },
} as const satisfies Record<string, LimitRule>;

/** The events' rows of /admin/limits, sized by this server's settings. */
export function eventLimits(config: Pick<Config, LimitSetting>) {
  return limitRows(Object.values(REGISTRATION_LIMITS), config);
}

/**
 * The latest a registration's fee may be paid: the event's start, so that an unpaid spot is freed while it
 * is still of use. Registering after the start (registration may close as late as the end) pays by the close.
 */
export function feeDueBy(event: Pick<EventTiming, "starts_at" | "registration_closes_at">, now: Date) {
  return now.toISOString() < event.starts_at ? event.starts_at : registrationClosesAt(event);
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

/** The key of a registration for a member an account manages: one per event and member (decision 048). */
export function memberKey(memberId: number) {
  return `member:${memberId}`;
}

/** One registration per event and address, in any letter case. */
export function registrationKey(email: string) {
  return email.trim().toLowerCase();
}

/** The order of a registration's fee: where to see it, what is due, and by when. */
export type FeeOrder = { id: number; token: string; totalCents: number; dueAt: string };
