import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { dayIn } from "../rules";
import { nextRenewalSweepAt, RENEWAL_REMINDER_DAYS, renewalReminderSeasonEnds } from "./rules";

describe("renewal reminders", () => {
  it("go out 30 days before the season's last day", () => {
    expect(RENEWAL_REMINDER_DAYS).toBe(30);
  });

  itMaps("on %s, remind the seasons ending %j", (today: string) => renewalReminderSeasonEnds(today), [
    ["2026-07-31", { from: "2026-07-31", to: "2026-08-30" }],
    // A season ending August 31 is reminded from August 1, through its last day.
    ["2026-08-01", { from: "2026-08-01", to: "2026-08-31" }],
    ["2026-08-31", { from: "2026-08-31", to: "2026-09-30" }],
    ["2027-02-28", { from: "2027-02-28", to: "2027-03-30" }],
    ["2028-02-29", { from: "2028-02-29", to: "2028-03-30" }],
    ["2026-12-16", { from: "2026-12-16", to: "2027-01-15" }],
  ]);

  itMaps("the day in Toronto at %s is %s", (iso: string) => dayIn(new Date(iso), "America/Toronto"), [
    ["2026-08-01T03:59:59Z", "2026-07-31"],
    ["2026-08-01T04:00:00Z", "2026-08-01"],
  ]);

  itMaps(
    "after a sweep at %s, the next runs at %s (10:00 the next day in Toronto)",
    (iso: string) => nextRenewalSweepAt(new Date(iso), "America/Toronto").toISOString(),
    [
      ["2026-08-01T12:00:00Z", "2026-08-02T14:00:00.000Z"],
      ["2026-08-02T03:00:00Z", "2026-08-02T14:00:00.000Z"],
      ["2026-11-01T12:00:00Z", "2026-11-02T15:00:00.000Z"],
    ],
  );
});
