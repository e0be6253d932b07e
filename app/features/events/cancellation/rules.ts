import type { EventTiming } from "~/features/events/rules";

/** The last moment a registration may be cancelled: the set deadline, else the start. */
export function cancellationEndsAt(event: Pick<EventTiming, "cancellation_deadline" | "starts_at">) {
  return event.cancellation_deadline ?? event.starts_at;
}

export function canCancel(event: Pick<EventTiming, "cancellation_deadline" | "starts_at">, now: Date) {
  return now.toISOString() < cancellationEndsAt(event);
}
