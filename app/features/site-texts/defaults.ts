import { type AssociationNames, fillAssociationName } from "~/lib/association-name";
import { format, type Locale, locales } from "~/lib/i18n";
import { provinceTexts } from "~/lib/provinces";
import { aboutMessages } from "~/texts/pages/about";
import { faqMessages } from "~/texts/pages/faq";
import { homeMessages } from "~/texts/pages/home";
import type { SiteTextPage, SiteTexts } from "./rules";

/** The association's names and province: what the catalogue's placeholders stand for. */
export type Placeholders = AssociationNames & { province: string };

/** A catalogue text with its {name}, {province} and {inProvince} filled, as the page shows it (lib/root-data's useFill). */
export function fillPlaceholders(template: string, settings: Placeholders, locale: Locale) {
  return format(fillAssociationName(template, settings, locale), provinceTexts(settings.province, locale));
}

const suffix = (locale: Locale) => (locale === "fr" ? "Fr" : "");

/**
 * A page's default words, the spec's texts of the catalogues, in the shape an edit is stored in: what the
 * admin's form shows until someone changes it, and what a change is compared with.
 */
export function defaultTexts(
  page: SiteTextPage,
  settings: Placeholders,
): SiteTexts & { items: Record<string, string>[] } {
  const fill = (locale: Locale) => (text: string) => fillPlaceholders(text, settings, locale);
  const fields: Record<string, string> = {};
  const items: Record<string, string>[] = [];
  for (const locale of locales) {
    const f = fill(locale);
    const s = suffix(locale);
    if (page === "home") {
      const h = homeMessages[locale];
      fields[`heroTitle${s}`] = f(h.heroTitle);
      fields[`heroText${s}`] = f(h.heroText);
      fields[`photoAlt${s}`] = "";
      h.testimonials.forEach((testimonial, index) => {
        items[index] = {
          ...items[index],
          [`quote${s}`]: testimonial.quote,
          name: testimonial.name,
          [`role${s}`]: testimonial.role,
        };
      });
    } else if (page === "about") {
      const a = aboutMessages[locale];
      fields[`mission${s}`] = f(a.missionText);
      fields[`vision${s}`] = f(a.visionText);
    } else {
      faqMessages[locale].questions.forEach((entry, index) => {
        const link = "link" in entry ? entry.link : null;
        items[index] = {
          ...items[index],
          [`question${s}`]: f(entry.question),
          [`answer${s}`]: entry.answer.map(f).join("\n\n"),
          linkTo: link?.to ?? "",
          [`linkLabel${s}`]: link?.label ?? "",
        };
      });
    }
  }
  return { fields, items };
}
