import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { commonMessages } from "~/texts/pages/common";
import { asLocale, format, getTexts, localeContext } from "./index";

describe("format", () => {
  it.each([
    ["© {year} {name}", { year: 2026, name: "OHA" }, "© 2026 OHA"],
    ["No user with email {email} exists", { email: "a@b.org" }, "No user with email a@b.org exists"],
    ["{missing} stays", {}, "{missing} stays"],
    ["no placeholders", { a: 1 }, "no placeholders"],
    // A time that ends in "p.m." ends the sentence with its own period.
    [
      "You can cancel until {deadline}.",
      { deadline: "Mar 8, 2030, 12:30 p.m." },
      "You can cancel until Mar 8, 2030, 12:30 p.m.",
    ],
    [
      "You can cancel until {deadline}.",
      { deadline: "8 mars 2030 à 12 h 30" },
      "You can cancel until 8 mars 2030 à 12 h 30.",
    ],
    ["{a}. {b}.", { a: "Inc.", b: "Ltd" }, "Inc. Ltd."],
    ["{a}, then {b}", { a: "a.m.", b: "p.m." }, "a.m., then p.m."],
  ])("%s", (template, values, expected) => {
    expect(format(template, values)).toBe(expected);
  });
});

describe("getTexts", () => {
  it("gives a catalogue's texts in the request's language, English when none was set", () => {
    const context = new RouterContextProvider();
    expect(getTexts(context, commonMessages).notFound.title).toBe("Oops! Page not found");
    expect(getTexts(context, commonMessages).nav.events).toBe("Events");
    context.set(localeContext, "fr");
    expect(getTexts(context, commonMessages).nav.events).toBe("Événements");
  });
});

describe("asLocale", () => {
  it.each([
    ["fr", "fr"],
    ["en", "en"],
    ["de", "en"],
    ["FR", "en"],
    [null, "en"],
    [undefined, "en"],
  ])("reads a stored %j as %j", (stored, locale) => {
    expect(asLocale(stored)).toBe(locale);
  });
});
