/**
 * The name of the field people never see and bots fill in (docs/security.md #7). A form that comes back
 * with it filled is answered like a success, and nothing is stored or sent.
 */
export const HONEYPOT_FIELD = "website";

export function honeypotFilled(form: Record<string, unknown>) {
  const value = form[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
