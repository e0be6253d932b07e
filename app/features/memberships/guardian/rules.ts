/**
 * A guardian's consent for a minor (decision 038, docs/security.md #40): the account that joins declares it
 * in the name of the guardian the form names; it is confirmed once that guardian follows the link sent to
 * their own e-mail, or at once when the account's own address is the guardian's.
 */

/** How long the guardian's link may be followed. */
export const GUARDIAN_LINK_DAYS = 30;

/** Whether the guardian's address is the account's own (case and surrounding spaces aside): one step is enough. */
export function isOwnAddress(accountEmail: string, guardianEmail: string) {
  return accountEmail.trim().toLowerCase() === guardianEmail.trim().toLowerCase();
}

/** When a link sent at `now` stops working. */
export function guardianLinkExpiry(now: Date) {
  return new Date(now.getTime() + GUARDIAN_LINK_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

export type GuardianConfirmationState = "confirmed" | "awaiting" | "expired";

/** Where a declaration stands at `now`: confirmed (whenever it was), awaiting its guardian, or its link expired. */
export function guardianConfirmationState(
  confirmation: { confirmed_at: string | null; expires_at: string | null },
  now: Date,
): GuardianConfirmationState {
  if (confirmation.confirmed_at !== null) return "confirmed";
  if (confirmation.expires_at !== null && confirmation.expires_at <= now.toISOString()) return "expired";
  return "awaiting";
}

/** A guardian link's token as the route got it, or null when malformed. */
export function parseGuardianToken(param: string | undefined) {
  return param && /^[\w-]{16,64}$/.test(param) ? param : null;
}
