import { inLocale } from "~/lib/i18n/content";
import { useLocale } from "~/lib/root-data";

type Tag = "span" | "p" | "h1" | "h2" | "h3";

/**
 * A text of the content in the page's language (an event's title, a product's name). When only the
 * English exists it shows the English, marked `lang="en"` so screen readers and translators know.
 */
export function ContentText({
  as: Element = "span",
  en,
  fr,
  className,
}: {
  as?: Tag;
  en: string;
  fr: string | null;
  className?: string;
}) {
  const locale = useLocale();
  const { text, lang } = inLocale({ en, fr }, locale);
  return (
    <Element lang={lang === locale ? undefined : lang} className={className}>
      {text}
    </Element>
  );
}

/** The content's text in the page's language, for attributes (an aria-label, an alt) that carry no `lang`. */
export function useContentText() {
  const locale = useLocale();
  return (en: string, fr: string | null) => inLocale({ en, fr }, locale).text;
}
