import type { Locale } from "./i18n";

/**
 * The association's name in each language: the English setting, and the French one written with its
 * article ("l'Association de handball de l'Ontario"), or null when it is not set (French then uses the
 * English name).
 */
export type AssociationNames = { name: string; nameFr: string | null };

const ARTICLE = /^(?:(le|la|les)\s+|(l['’]))(.*)$/iu;

/** The French preposition "de" or "à" before a name, contracted with its article as French requires. */
export function frenchWith(preposition: "de" | "à", name: string) {
  const match = ARTICLE.exec(name);
  const article = (match?.[1] ?? match?.[2])?.toLowerCase();
  const rest = match?.[3] ?? name;
  if (article === "le") return `${preposition === "de" ? "du" : "au"} ${rest}`;
  if (article === "les") return `${preposition === "de" ? "des" : "aux"} ${rest}`;
  // "de la", "à la", "de l'", "à l'" stay apart; the name keeps its own apostrophe.
  if (article) return `${preposition} ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  // A name without an article ("Handball Québec", or the English name): "de" elides before a vowel.
  if (preposition === "de" && /^[aeiouyàâäéèêëîïôöùûüÿæœ]/iu.test(name)) return `d'${name}`;
  return `${preposition} ${name}`;
}

/** The name as it reads inside a sentence of `locale`. */
export function associationName(names: AssociationNames, locale: Locale) {
  return locale === "fr" ? (names.nameFr ?? names.name) : names.name;
}

/** The name standing alone (the navigation bar, the footer, an e-mail's sender): no article, a capital. */
export function associationTitle(names: AssociationNames, locale: Locale) {
  const name = associationName(names, locale);
  const rest = ARTICLE.exec(name)?.[3] ?? name;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * Fills a text's `{name}` with the association's name; other placeholders stay for `format`. In French,
 * "de {name}" and "à {name}" contract with the name's article ("À propos de l'Association...", "Bienvenue
 * au Club...") and a sentence that starts with the name starts with a capital.
 */
export function fillAssociationName(template: string, names: AssociationNames, locale: Locale) {
  const name = associationName(names, locale);
  if (locale !== "fr") return template.replaceAll("{name}", name);
  return template
    .replace(/(?<![\p{L}'’])(de|à) \{name\}/gu, (_, preposition: "de" | "à") => frenchWith(preposition, name))
    .replace(
      /(^|[.!?]\s+)\{name\}/g,
      (_, before: string) => `${before}${name.charAt(0).toUpperCase()}${name.slice(1)}`,
    )
    .replaceAll("{name}", name);
}
