import type { Locale } from "./i18n";

/** Canada's provinces and territories by postal abbreviation (what `members.province` and an order's `state` store), named in both languages. */
export const PROVINCES = {
  AB: { en: "Alberta", fr: "Alberta" },
  BC: { en: "British Columbia", fr: "Colombie-Britannique" },
  MB: { en: "Manitoba", fr: "Manitoba" },
  NB: { en: "New Brunswick", fr: "Nouveau-Brunswick" },
  NL: { en: "Newfoundland and Labrador", fr: "Terre-Neuve-et-Labrador" },
  NS: { en: "Nova Scotia", fr: "Nouvelle-Écosse" },
  NT: { en: "Northwest Territories", fr: "Territoires du Nord-Ouest" },
  NU: { en: "Nunavut", fr: "Nunavut" },
  ON: { en: "Ontario", fr: "Ontario" },
  PE: { en: "Prince Edward Island", fr: "Île-du-Prince-Édouard" },
  QC: { en: "Quebec", fr: "Québec" },
  SK: { en: "Saskatchewan", fr: "Saskatchewan" },
  YT: { en: "Yukon", fr: "Yukon" },
} as const satisfies Record<string, Record<Locale, string>>;

export type Province = keyof typeof PROVINCES;
export const PROVINCE_CODES = Object.keys(PROVINCES) as [Province, ...Province[]];

/** A stored province code in words ("ON": "Ontario"); anything else as it is. */
export function provinceName(code: string, locale: Locale) {
  return code in PROVINCES ? PROVINCES[code as Province][locale] : code;
}

/** The code of a province named in either language (the `PROVINCE` setting: "Ontario", "Québec"), or null. */
export function provinceCode(name: string): Province | null {
  const wanted = name.trim().toLowerCase();
  const named = (code: Province) =>
    [PROVINCES[code].en, PROVINCES[code].fr].some((text) => text.toLowerCase() === wanted);
  return PROVINCE_CODES.find(named) ?? null;
}

/**
 * The provinces and territories by their English name (the `PROVINCE` setting), with their French name
 * and the French "in": French puts a different preposition and article before each ("en Ontario", "au
 * Québec", "à l'Île-du-Prince-Édouard"), so a text cannot say "en {province}" for all of them.
 */
const FRENCH: Record<string, { name: string; in: string }> = {
  Alberta: { name: "Alberta", in: "en Alberta" },
  "British Columbia": { name: "Colombie-Britannique", in: "en Colombie-Britannique" },
  Manitoba: { name: "Manitoba", in: "au Manitoba" },
  "New Brunswick": { name: "Nouveau-Brunswick", in: "au Nouveau-Brunswick" },
  "Newfoundland and Labrador": { name: "Terre-Neuve-et-Labrador", in: "à Terre-Neuve-et-Labrador" },
  "Northwest Territories": { name: "Territoires du Nord-Ouest", in: "dans les Territoires du Nord-Ouest" },
  "Nova Scotia": { name: "Nouvelle-Écosse", in: "en Nouvelle-Écosse" },
  Nunavut: { name: "Nunavut", in: "au Nunavut" },
  Ontario: { name: "Ontario", in: "en Ontario" },
  "Prince Edward Island": { name: "Île-du-Prince-Édouard", in: "à l'Île-du-Prince-Édouard" },
  Quebec: { name: "Québec", in: "au Québec" },
  Québec: { name: "Québec", in: "au Québec" },
  Saskatchewan: { name: "Saskatchewan", in: "en Saskatchewan" },
  Yukon: { name: "Yukon", in: "au Yukon" },
};

/** The `{province}` and `{inProvince}` of the texts in a language; a name not in the table is kept as it is. */
export function provinceTexts(province: string, locale: Locale) {
  if (locale === "en") return { province, inProvince: `in ${province}` };
  const french = FRENCH[province] ?? { name: province, in: `en ${province}` };
  return { province: french.name, inProvince: french.in };
}
