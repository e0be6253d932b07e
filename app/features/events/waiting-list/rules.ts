import { type EventTiming, registrationClosesAt, shiftHours } from "~/features/events/rules";

/** An offer holds its spot for the event's offer hours, and never past the close of registration. */
export function offerExpiresAt(event: EventTiming, now: Date) {
  const held = shiftHours(now.toISOString(), event.offer_hours);
  const closes = registrationClosesAt(event);
  return held < closes ? held : closes;
}
