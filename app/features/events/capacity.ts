// The capacity arithmetic, apart from the rest of the rules so that an event card (in every page's browser
// bundle) does not bring the forms' schemas and the date parsing with it (docs/performance.md).

export type CapacityState = { capacity: number | null; registered: number; held?: number };

/** The spots nobody has or holds; never below zero, even when an admin lowers the capacity. */
export function spotsLeft({ capacity, registered, held = 0 }: CapacityState) {
  return capacity === null ? null : Math.max(0, capacity - registered - held);
}

export function isFull(state: CapacityState) {
  return spotsLeft(state) === 0;
}

/**
 * What the event page says of its spots: none taken yet ("200 spots"), some left ("12 of 200 spots left"),
 * full, or nothing (no limit).
 */
export function capacityShown(capacity: number | null, left: number | null) {
  if (capacity === null || left === null) return null;
  if (left === 0) return { kind: "full" as const };
  return left >= capacity
    ? { kind: "untouched" as const, capacity }
    : { kind: "left" as const, left, capacity };
}
