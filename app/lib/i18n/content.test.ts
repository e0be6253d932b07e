import { describe, expect, it } from "vitest";
import { inLocale } from "./content";

describe("inLocale", () => {
  it.each([
    [
      "the French, on a French page",
      { en: "Summer Cup", fr: "Coupe d'été" },
      "fr",
      { text: "Coupe d'été", lang: "fr" },
    ],
    [
      "the English, on an English page",
      { en: "Summer Cup", fr: "Coupe d'été" },
      "en",
      { text: "Summer Cup", lang: "en" },
    ],
    [
      "the English marked English when the French is missing",
      { en: "Summer Cup", fr: null },
      "fr",
      { text: "Summer Cup", lang: "en" },
    ],
    [
      "the English when the French was never given",
      { en: "Summer Cup" },
      "fr",
      { text: "Summer Cup", lang: "en" },
    ],
    [
      "the English when the French is blank",
      { en: "Summer Cup", fr: "  \n " },
      "fr",
      { text: "Summer Cup", lang: "en" },
    ],
    [
      "the English when the French is empty",
      { en: "Summer Cup", fr: "" },
      "fr",
      { text: "Summer Cup", lang: "en" },
    ],
  ] as const)("gives %s", (_, texts, locale, expected) => {
    expect(inLocale(texts, locale)).toEqual(expected);
  });
});
