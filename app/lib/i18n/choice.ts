import { type Locale, locales } from "./index";
import { localePath } from "./paths";

/**
 * The visitor's choice of language, remembered in a cookie (docs/decisions/023). It is the language of
 * the last page they moved to from one of our own pages (the switcher, or any link): a choice they made
 * on the site, never one the site guessed for them.
 */
export const LANGUAGE_COOKIE = "lang";

/** A year: a choice of language outlives a session. */
export const LANGUAGE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(${locales.join("|")})(?:;|$)`);

export function chosenLocale(cookieHeader: string | undefined): Locale | null {
  return (cookieHeader?.match(COOKIE)?.[1] as Locale | undefined) ?? null;
}

type Visit = {
  /** The address asked for, without the query string. */
  path: string;
  /** The cookie's language, if the visitor ever chose one. */
  chosen: Locale | null;
  /** The browser's preferred language among ours (Accept-Language), if any. */
  preferred: Locale | null;
  /** A search engine or another robot: it indexes each language at its own address. */
  crawler: boolean;
  /** A navigation from one of our own pages (Sec-Fetch-Site: same-origin): the visitor picked this page. */
  fromOwnSite: boolean;
};

/**
 * Where a first visit to `/` is sent: to the French home when the visitor chose French, or, having
 * chosen nothing, when their browser prefers it. A link followed on our site is never overridden, and
 * crawlers are never redirected. Null: serve the page asked for.
 */
export function homeRedirect({ path, chosen, preferred, crawler, fromOwnSite }: Visit): string | null {
  if (path !== "/" || crawler || fromOwnSite) return null;
  const locale = chosen ?? preferred;
  return locale && locale !== "en" ? localePath(locale, "/") : null;
}

/** The choice to remember after this visit, when it differs from the one remembered; null: none. */
export function choiceToRemember(visit: Visit & { pageLocale: Locale }): Locale | null {
  if (!visit.fromOwnSite || visit.crawler) return null;
  return visit.pageLocale === visit.chosen ? null : visit.pageLocale;
}
