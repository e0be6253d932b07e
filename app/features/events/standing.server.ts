import type { Db } from "~/db/db.server";
import type { Locale } from "~/lib/i18n";
import {
  getEventForRules,
  listMemberRegistrations,
  listMemberWaitlist,
  waitlistPosition,
} from "./attendance.queries.server";
import { waitlistStanding } from "./attendance.server";
import { canCancel, cancellationEndsAt, eventTextsIn, feePayment, registrationPhase } from "./rules";
import { upcomingFirst } from "./standing";
import { findMemberRegistration } from "./standing.queries.server";

/**
 * What an event page shows about registering: the phase of registration and its times and, for a member,
 * whether they are registered (and, for a fee, whether it is paid or awaited, by when, and where to see
 * how to pay) or in the waiting line (their place, or the offer that holds a spot).
 */
export async function eventStanding(db: Db, eventId: number, userId: string | null, now = new Date()) {
  const event = await getEventForRules(db, eventId, { lock: false });
  if (!event) return null;
  const [registration, waitlist] = userId
    ? await Promise.all([findMemberRegistration(db, eventId, userId), waitlistStanding(db, eventId, userId)])
    : [undefined, null];
  return {
    phase: registrationPhase(event, now),
    opensAt: event.registration_opens_at,
    cancelUntil: cancellationEndsAt(event),
    cancellable: canCancel(event, now),
    registered: registration !== undefined,
    payment: registration ? feePayment(registration) : null,
    waitlist,
  };
}

/**
 * A member's registrations (upcoming first, soonest first; then past ones, latest first), each with
 * whether it can still be cancelled, and their waiting-list entries still in line with their place.
 */
export async function memberAttendance(db: Db, userId: string, now = new Date()) {
  const [registrations, entries] = await Promise.all([
    listMemberRegistrations(db, userId),
    listMemberWaitlist(db, userId),
  ]);
  const waitlist = await Promise.all(
    entries.map(async (entry) => ({
      ...entry,
      position: entry.status === "waiting" ? await waitlistPosition(db, entry) : null,
    })),
  );
  return {
    registrations: upcomingFirst(registrations, now).map((row) => ({
      ...row,
      cancelUntil: cancellationEndsAt(row),
      cancellable: row.status === "registered" && canCancel(row, now),
      payment: row.status === "registered" ? feePayment(row) : null,
    })),
    waitlist,
  };
}

/** The event's title in a language, for a toast; "" when the event is gone. */
export async function eventTitleIn(db: Db, eventId: number, locale: Locale) {
  const event = await getEventForRules(db, eventId, { lock: false });
  return event ? eventTextsIn(event, locale).title : "";
}
