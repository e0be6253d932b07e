import { createContext, type RouterContextProvider } from "react-router";

export const locales = ["en", "fr"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** A stored or submitted language: one of the site's, or else the default one. */
export function asLocale(value: unknown): Locale {
  return locales.find((locale) => locale === value) ?? defaultLocale;
}

/**
 * A catalogue: one page's or one area's texts in every locale. Each lives in `pages/<name>.ts` so its texts
 * reach the browser only with the pages that import it; a language adds its entry there and TypeScript
 * refuses it until every key of the English one is present.
 */
export type Localized<T> = Record<Locale, T>;

/**
 * The language of the request. Loaders, actions and services read it with `getTexts`/`getLocale`,
 * components with `useTexts`/`useLocale`, and e-mails take the recipient's locale as an argument: the one
 * path to a text is always a catalogue indexed by a locale.
 */
export const localeContext = createContext<Locale>(defaultLocale);

type Context = Readonly<RouterContextProvider>;

export function getLocale(context: Context): Locale {
  return context.get(localeContext);
}

/** A catalogue's texts in the request's language, for loaders, actions and meta functions' data. */
export function getTexts<T>(context: Context, catalogue: Localized<T>): T {
  return catalogue[getLocale(context)];
}

/**
 * Fills `{name}` placeholders; an unknown placeholder stays visible so a missing value is noticed. A value
 * that ends in a period ("until 9:00 a.m.") ends the sentence: the template's own period after it goes.
 */
export function format(template: string, values: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}(\.?)/g, (whole, key: string, period: string) => {
    if (!(key in values)) return whole;
    const value = String(values[key]);
    return period && value.endsWith(".") ? value : value + period;
  });
}
