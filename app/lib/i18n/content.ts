import { defaultLocale, type Locale } from "./index";

/** A text of the content (an event's title, a product's name) and the language it is really written in. */
export type TextWithLang = { text: string; lang: Locale };

/**
 * The content's text in `locale`: the English is always there, another language may be missing or
 * blank, and then the English shows, marked as English so the page can say so (`lang="en"`).
 */
export function inLocale(
  texts: { en: string } & Partial<Record<Locale, string | null>>,
  locale: Locale,
): TextWithLang {
  const text = texts[locale];
  return text?.trim() ? { text, lang: locale } : { text: texts.en, lang: defaultLocale };
}

/**
 * A content column and its French column (`title`, `title_fr`) as `inLocale` and `<ContentText>` take
 * them, so a text is never paired with another column's translation.
 */
export function bilingual<K extends string>(
  row: Record<K, string> & Record<`${K}_fr`, string | null>,
  field: K,
) {
  return { en: row[field], fr: row[`${field}_fr`] };
}
