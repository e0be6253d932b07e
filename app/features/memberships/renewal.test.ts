import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import {
  dayIn,
  nextRenewalSweepAt,
  RENEWAL_REMINDER_DAYS,
  renewalReminderDay,
  renewalReminderSeasonEnds,
} from "./rules";

describe("renewal reminders", () => {
  it("go out 30 days before the season's last day", () => {
    expect(RENEWAL_REMINDER_DAYS).toBe(30);
  });

  itMaps(
    "the first reminder day of a season ending %s is %s",
    (ends_on: string) => renewalReminderDay({ ends_on }),
    [
      ["2026-08-31", "2026-08-01"],
      ["2027-03-30", "2027-02-28"],
      ["2028-03-30", "2028-02-29"],
      ["2027-01-15", "2026-12-16"],
    ],
  );

  it("on a day, concern the seasons ending from that day to 30 days later, the same rule seen from the day", () => {
    expect(renewalReminderSeasonEnds("2026-08-01")).toEqual({ from: "2026-08-01", to: "2026-08-31" });
    for (const today of ["2026-07-31", "2026-08-01", "2026-08-31", "2026-09-01"]) {
      const { from, to } = renewalReminderSeasonEnds(today);
      const due = from <= "2026-08-31" && "2026-08-31" <= to;
      expect(due, today).toBe(
        renewalReminderDay({ ends_on: "2026-08-31" }) <= today && today <= "2026-08-31",
      );
    }
  });

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
