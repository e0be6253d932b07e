import { HOUR_MS, type LimitRule, limitRows } from "~/lib/limits";

/**
 * The announcements' limits (decision 039): "Send a test to me" e-mails two copies to the administrator
 * each time, through the same relay as the announcements, so it is counted per account like every other
 * action that sends mail (docs/email.md#limits).
 */
export const ANNOUNCEMENT_LIMITS = {
  test: { bucket: "announcement-test", per: "account", max: 10, windowMs: HOUR_MS, past: "refused" },
} as const satisfies Record<string, LimitRule>;

/** The announcements' rows of /admin/limits: none is a setting. */
export function announcementLimits() {
  return limitRows(Object.values(ANNOUNCEMENT_LIMITS));
}
