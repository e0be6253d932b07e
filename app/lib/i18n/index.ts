import { en } from "./en";

export const catalogues = { en };
export type Locale = keyof typeof catalogues;
export type Messages = typeof en;
export const defaultLocale: Locale = "en";

/**
 * A page's texts in every locale. Pages keep theirs in `pages/<page>.ts` so a page's texts reach the
 * browser only with that page; a French catalogue adds its `fr` entry there.
 */
export type Localized<T> = Record<Locale, T>;

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

/** Fills `{name}` placeholders; an unknown placeholder stays visible so a missing value is noticed. */
export function format(template: string, values: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
