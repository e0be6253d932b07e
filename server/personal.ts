import { pathWithoutLocale } from "~/lib/i18n/paths";

/** better-auth's session cookie, plain over http and with the `__Secure-` prefix over https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Pages whose address carries a secret token: an order, a password reset, an address confirmation, a
 * newsletter, an event or a guardian's e-mail link, a member card's verification.
 */
const TOKEN_PAGES =
  /^\/(orders\/[^/]+|registrations\/[^/]+|waitlist\/[^/]+|reset-password|confirm-email|newsletter\/(confirm|unsubscribe)|verify\/[^/]+|membership\/guardian\/[^/]+)(\.data)?\/?$/;

/** Whether a response may show one person's data, so no cache may keep it (docs/security.md #37). */
export function isPersonal(path: string, cookie: string | undefined) {
  return TOKEN_PAGES.test(pathWithoutLocale(path)) || SESSION_COOKIE.test(cookie ?? "");
}
