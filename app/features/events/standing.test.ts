import { describe } from "vitest";
import { itMaps } from "~/lib/test-table";
import { upcomingFirst } from "./standing";

const now = new Date("2030-07-15T12:00:00.000Z");
/** An event named by its start, one hour long, on July `day` at 10:00 UTC. */
const on = (day: number) => ({
  starts_at: `2030-07-${String(day).padStart(2, "0")}T10:00:00.000Z`,
  ends_at: `2030-07-${String(day).padStart(2, "0")}T11:00:00.000Z`,
});
const days = (rows: { starts_at: string }[]) => rows.map((row) => Number(row.starts_at.slice(8, 10)));

describe("upcomingFirst", () => {
  itMaps("orders July %j", (input: number[]) => days(upcomingFirst(input.map(on), now)), [
    [[], []],
    [
      [20, 16, 18],
      [16, 18, 20],
    ],
    [
      [1, 10, 5],
      [10, 5, 1],
    ],
    [
      [1, 20, 10, 16],
      [16, 20, 10, 1],
    ],
    // July 15 10:00-11:00 ended an hour before `now`: past.
    [
      [15, 16],
      [16, 15],
    ],
  ]);
});
