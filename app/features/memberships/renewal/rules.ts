import { TZDate } from "@date-fns/tz";
import { dayIn } from "../rules";

/** When renewal reminders go out (docs/memberships.md): pure, `today` and `now` passed in. */

/** A renewal reminder goes out this many days before the last day of the season. */
export const RENEWAL_REMINDER_DAYS = 30;

/** The calendar day `days` after a "YYYY-MM-DD" day. */
function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The last days of the seasons whose members are reminded on `today`: from today (a season's last day
 * still counts) to RENEWAL_REMINDER_DAYS ahead. So a season ending August 31 is reminded from August 1.
 */
export function renewalReminderSeasonEnds(today: string) {
  return { from: today, to: addDays(today, RENEWAL_REMINDER_DAYS) };
}

/** When the daily sweep of renewal reminders runs next: 10:00 in the association's zone, the day after `now`'s. */
export function nextRenewalSweepAt(now: Date, timeZone: string) {
  const [year, month, day] = dayIn(now, timeZone).split("-").map(Number);
  return new Date(new TZDate(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1, 10, 0, 0, timeZone).getTime());
}
