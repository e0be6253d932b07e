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
