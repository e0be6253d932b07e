import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { registrationWindow, upcomingFirst } from "./rules";

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

describe("registrationWindow", () => {
  const timing = {
    starts_at: "2030-07-20T10:00:00.000Z",
    registration_opens_at: null,
    registration_closes_at: null,
    cancellation_deadline: null,
    offer_hours: 24,
    reminder_hours: 48,
  };
  it("gives a card the phase of registration and its opening", () => {
    const opensAt = "2030-07-17T12:00:00.000Z";
    expect(registrationWindow({ ...timing, registration_opens_at: opensAt }, now)).toEqual({
      phase: "not-open",
      opensAt,
    });
    expect(registrationWindow(timing, now)).toEqual({ phase: "open", opensAt: null });
    expect(
      registrationWindow({ ...timing, registration_closes_at: "2030-07-15T11:00:00.000Z" }, now),
    ).toEqual({
      phase: "closed",
      opensAt: null,
    });
  });
});
