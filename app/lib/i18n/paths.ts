import { defaultLocale, getLocale, type Locale, locales } from "./index";

/**
 * The address decides the language: English at `/…`, French at `/fr/…` (docs/decisions/023). These are
 * the only functions that know the prefix; links, redirects and e-mails build their URLs through them.
 */
const PREFIX: Record<Locale, string> = { en: "", fr: "/fr" };

/** The language of an address: French for `/fr` and everything below it, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/fr" || pathname.startsWith("/fr/") ? "fr" : defaultLocale;
}

/** The address without its language prefix: `/fr/events?page=2` -> `/events?page=2`, `/fr/` -> `/`. */
export function pathWithoutLocale(path: string): string {
  const prefix = PREFIX[localeOfPath(path.replace(/[?#].*$/, ""))];
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * An internal address in a language: `/events` -> `/fr/events`; the French home is `/fr/`. The path may
 * carry a query string and a hash; it must be one of the site's own, starting with a single `/`. A path
 * already in that language is returned as it is, so passing an address through twice is harmless.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale !== defaultLocale && localeOfPath(path.replace(/[?#].*$/, "")) === locale) return path;
  return `${PREFIX[locale]}${path}`;
}

/** The same page in every language, for hreflang links, the sitemap and the language switcher. */
export function alternatePaths(path: string): Record<Locale, string> {
  const neutral = pathWithoutLocale(path);
  return Object.fromEntries(locales.map((locale) => [locale, localePath(locale, neutral)])) as Record<
    Locale,
    string
  >;
}

/** The other language of a bilingual site: what the switcher offers. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "fr" : "en";
}

/** An internal address in the request's language, for loaders and actions (redirects, links in data). */
export function pathFor(context: Parameters<typeof getLocale>[0], path: string): string {
  return localePath(getLocale(context), path);
}
