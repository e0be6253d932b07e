import { HOUR_MS, type LimitRule, limitRows } from "~/lib/limits";

/**
 * The memberships' limits, refused past them (docs/security.md #30): joins and renewals per account, each
 * sending an e-mail, and the e-mails asking one guardian's address to confirm a consent (decision 038), per
 * day whoever joins.
 */
export const MEMBERSHIP_LIMITS = {
  join: { bucket: "membership-join", per: "account", max: 20, windowMs: HOUR_MS, past: "refused" },
  guardianEmail: {
    bucket: "guardian-confirmation",
    per: "recipient",
    max: 5,
    windowMs: 24 * HOUR_MS,
    past: "refused",
  },
} as const satisfies Record<string, LimitRule>;

/** The memberships' rows of /admin/limits: none is a setting. */
export function membershipLimits() {
  return limitRows(Object.values(MEMBERSHIP_LIMITS));
}
