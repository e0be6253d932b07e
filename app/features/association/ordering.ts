/** Which way an administrator moves an item of an ordered list (a sponsor in its tier, a board member). */
export const DIRECTIONS = ["up", "down"] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * The list's ids after moving `id` one place `direction` ("up": towards the first place), or null when
 * nothing moves: the id is not in the list, or already at that end.
 */
export function movedOrder(ids: readonly number[], id: number, direction: Direction): number[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to] as number, id];
  return order;
}

/** A form's direction, or null for anything else. */
export function parseDirection(value: unknown): Direction | null {
  return DIRECTIONS.find((direction) => direction === value) ?? null;
}

/** A route's or a form's id: a positive whole number, or null. */
export function parseId(value: unknown) {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
