// The calendar's month arithmetic, apart from the rest of the rules so that the calendar page's browser
// bundle does not bring the forms' schemas and the date library with it (docs/performance.md).

export type Month = { year: number; month: number };

/** "2025-07": the month's key in the calendar's address. */
export function monthKey({ year, month }: Month) {
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** The month `by` months after `current` (before it when negative). */
export function shiftMonth(current: Month, by: number): Month {
  const index = current.year * 12 + (current.month - 1) + by;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}
