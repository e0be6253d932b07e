import { type EventTiming, shiftHours } from "~/features/events/rules";

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
