import { describe, expect, it } from "vitest";
import { defaultLocale, type Locale, type Localized, locales } from "~/lib/i18n";
import { itMaps } from "~/lib/test-table";

/** Every catalogue of pages/*: a new one is checked without being listed here. */
const catalogues = Object.entries(
  import.meta.glob<Record<string, unknown>>("./pages/*.ts", { eager: true }),
).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([, value]) => typeof value === "object" && value !== null && defaultLocale in value)
    .map(([name, value]) => ({ name: `${file.slice("./pages/".length)} ${name}`, catalogue: value })),
) as { name: string; catalogue: Localized<unknown> }[];

const translations = locales.filter((locale) => locale !== defaultLocale);

/**
 * Texts that are rightly the same in English and French, wherever they appear. Anything else left in
 * English is a text someone forgot to translate.
 */
const sameInFrench: Record<string, string> = {
  Facebook: "brand",
  Instagram: "brand",
  YouTube: "brand",
  "iCal / Outlook (.ics)": "product names and a file extension",
  FAQ: "the usual French abbreviation too (foire aux questions)",
  Total: "same word in French",
  Points: "same word in French",
  Pts: "the abbreviation of points in French too",
  Date: "same word in French",
  Description: "same word in French",
  Message: "same word in French",
  Messages: "same word in French",
  Image: "same word in French",
  Logo: "same word in French",
  Menu: "same word in French",
  Notifications: "same word in French",
  Province: "same word in French",
  Shorts: "the usual word in Canadian French",
  Administration: "same word in French",
  Actions: "same word in French",
  Club: "same word in French",
  Clubs: "same word in French",
  Documents: "same word in French",
  Document: "same word in French",
  Version: "same word in French",
  Section: "same word in French",
  Page: "same word in French",
  M: "the clothing size: moyen is M in French too",
  "/membership": "a path on the site that a FAQ answer links to, not a text",
  "Sarah M.": "a person's name",
  "David L.": "a person's name",
  "Amira K.": "a person's name",
};

/**
 * The placeholders of a text. `{inProvince}` counts as `{province}`: French puts a different preposition
 * before each province ("en Ontario", "au Québec"), so its texts take the whole phrase (lib/provinces.ts).
 */
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => (match[1] === "inProvince" ? "province" : match[1])).sort();

/** Numbers, dates and texts made only of placeholders ("{name}", "2025-05-11") read the same in French. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ""));

/** Every text of a catalogue by its path ("footer.hours.0.days"), and where the shape itself differs. */
function walk(
  english: unknown,
  other: unknown,
  path = "",
): { texts: [string, string, string][]; differences: string[] } {
  const here = path || "(root)";
  if (typeof english === "string") {
    return typeof other === "string"
      ? { texts: [[here, english, other]], differences: [] }
      : {
          texts: [],
          differences: [`${here}: a text in English, ${JSON.stringify(other)} in the translation`],
        };
  }
  if (Array.isArray(english) !== Array.isArray(other) || typeof other !== "object" || other === null) {
    return { texts: [], differences: [`${here}: not the same kind of value`] };
  }
  if (Array.isArray(english) && Array.isArray(other) && english.length !== other.length) {
    return {
      texts: [],
      differences: [`${here}: ${english.length} entries in English, ${other.length} in the translation`],
    };
  }
  const a = english as Record<string, unknown>;
  const b = other as Record<string, unknown>;
  const result = { texts: [] as [string, string, string][], differences: [] as string[] };
  for (const key of Object.keys(a)) {
    if (!(key in b)) result.differences.push(`${path ? `${path}.` : ""}${key}: missing in the translation`);
  }
  for (const key of Object.keys(b)) {
    if (!(key in a)) result.differences.push(`${path ? `${path}.` : ""}${key}: not in English`);
  }
  for (const key of Object.keys(a).filter((key) => key in b)) {
    const inner = walk(a[key], b[key], path ? `${path}.${key}` : key);
    result.texts.push(...inner.texts);
    result.differences.push(...inner.differences);
  }
  return result;
}

describe("the comparison of two catalogues", () => {
  it("reports an English key without a translation, an extra key and an array of another length", () => {
    const english = { title: "Shop", perks: ["Free", "Fast"], cart: { open: "Cart", close: "Close" } };
    const french = { title: "Boutique", perks: ["Gratuit"], cart: { open: "Panier" }, extra: "En trop" };
    expect(walk(english, french).differences).toEqual([
      "extra: not in English",
      "perks: 2 entries in English, 1 in the translation",
      "cart.close: missing in the translation",
    ]);
  });
});

describe.each(catalogues)("$name", ({ catalogue }) => {
  describe.each(translations)("in %s", (locale: Locale) => {
    const { texts, differences } = walk(catalogue[defaultLocale], catalogue[locale]);

    it("has every English key and no other, with arrays of the same length", () => {
      expect(differences).toEqual([]);
    });

    it("has no empty text", () => {
      expect(texts.filter(([, , text]) => text.trim() === "").map(([path]) => path)).toEqual([]);
    });

    it("has the same placeholders as the English text of each key", () => {
      const wrong = texts
        .filter(([, english, text]) => placeholders(english).join() !== placeholders(text).join())
        .map(([path, english, text]) => `${path}: ${english} / ${text}`);
      expect(wrong).toEqual([]);
    });

    it("translates every text but names, brands, numbers and the words both languages share", () => {
      const untranslated = texts
        .filter(([, english, text]) => english === text && hasWords(text) && !(text in sameInFrench))
        .map(([path, english]) => `${path}: ${english}`);
      expect(untranslated).toEqual([]);
    });
  });
});

/**
 * Québec usage (OQLF): a non-breaking space before a colon and inside « », none before ; ! ?. A plain
 * space there would let a line break leave the colon or the guillemet alone at the start of a line.
 */
const badTypography = (text: string) =>
  / [:»]/.test(text) || /«[^\u00a0]/.test(text) || /[\p{L})}]: /u.test(text) || /\s[;!?]/.test(text);

describe("the French typography check", () => {
  itMaps("%s is %s", badTypography, [
    ["Objet\u00a0: {subject}", false],
    ["Vous avez déjà un compte?", false],
    ["« tel\u00a0quel »", true],
    ["«\u00a0tel quel\u00a0»", false],
    ["Objet : {subject}", true],
    ["Objet: {subject}", true],
    ["Quoi ?", true],
    ["Oups\u00a0!", true],
    ["09:00 ou https://exemple.ca", false],
  ]);
});

describe.each(catalogues)("$name in French typography", ({ catalogue }) => {
  it("puts a non-breaking space before a colon and inside « », and none before ; ! ?", () => {
    const { texts } = walk(catalogue[defaultLocale], (catalogue as Localized<unknown>).fr);
    expect(
      texts.filter(([, , text]) => badTypography(text)).map(([path, , text]) => `${path}: ${text}`),
    ).toEqual([]);
  });
});

it("allows only texts that a catalogue really keeps the same in French", () => {
  const same = new Set(
    catalogues.flatMap(({ catalogue }) =>
      walk(catalogue[defaultLocale], (catalogue as Localized<unknown>).fr)
        .texts.filter(([, english, text]) => english === text)
        .map(([, text]) => text),
    ),
  );
  expect(Object.keys(sameInFrench).filter((text) => !same.has(text))).toEqual([]);
});
