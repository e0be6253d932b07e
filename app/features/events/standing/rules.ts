import { type EventTiming, isPast, registrationPhase } from "~/features/events/rules";

/** Events still to come first, the soonest first; then those that have ended, the latest first. */
export function upcomingFirst<T extends { starts_at: string; ends_at: string }>(rows: T[], now: Date) {
  const upcoming = rows.filter((row) => !isPast(row, now));
  const past = rows.filter((row) => isPast(row, now));
  const byStart = (a: T, b: T) => a.starts_at.localeCompare(b.starts_at);
  return [...upcoming.sort(byStart), ...past.sort(byStart).reverse()];
}

/** What an event's card says of registration at `now`: its phase, and when it opens. */
export function registrationWindow(event: EventTiming, now: Date) {
  return { phase: registrationPhase(event, now), opensAt: event.registration_opens_at };
}
