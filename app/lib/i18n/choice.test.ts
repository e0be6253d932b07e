import { describe, expect, it } from "vitest";
import { choiceToRemember, chosenLocale, homeRedirect } from "./choice";

const firstVisit = { path: "/", chosen: null, preferred: null, crawler: false, fromOwnSite: false } as const;

describe("chosenLocale", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["lang=fr", "fr"],
    ["a=1; lang=en; b=2", "en"],
    ["lang=de", null],
    ["slang=fr", null],
    ["lang=frx", null],
  ])("%s -> %s", (header, locale) => {
    expect(chosenLocale(header)).toBe(locale);
  });
});

describe("homeRedirect", () => {
  it("offers French at /fr/ to a first visit whose browser prefers French", () => {
    expect(homeRedirect({ ...firstVisit, preferred: "fr" })).toBe("/fr/");
  });

  it("serves the English home to a browser that prefers English or no language of ours", () => {
    expect(homeRedirect({ ...firstVisit, preferred: "en" })).toBeNull();
    expect(homeRedirect({ ...firstVisit, preferred: null })).toBeNull();
  });

  it("lets a remembered choice win over the browser's preference", () => {
    expect(homeRedirect({ ...firstVisit, preferred: "fr", chosen: "en" })).toBeNull();
    expect(homeRedirect({ ...firstVisit, preferred: "en", chosen: "fr" })).toBe("/fr/");
  });

  it("never redirects a crawler, a link followed on our own site, or another page than /", () => {
    expect(homeRedirect({ ...firstVisit, preferred: "fr", crawler: true })).toBeNull();
    expect(homeRedirect({ ...firstVisit, preferred: "fr", chosen: "fr", fromOwnSite: true })).toBeNull();
    expect(homeRedirect({ ...firstVisit, preferred: "fr", path: "/events" })).toBeNull();
  });
});

describe("choiceToRemember", () => {
  it("remembers the language of a page reached from our own site when it changes", () => {
    expect(choiceToRemember({ ...firstVisit, fromOwnSite: true, pageLocale: "en" })).toBe("en");
    expect(choiceToRemember({ ...firstVisit, fromOwnSite: true, chosen: "en", pageLocale: "fr" })).toBe("fr");
    expect(choiceToRemember({ ...firstVisit, fromOwnSite: true, chosen: "fr", pageLocale: "fr" })).toBeNull();
  });

  it("remembers nothing from a page reached from elsewhere (a search result, a shared link) or by a crawler", () => {
    expect(choiceToRemember({ ...firstVisit, pageLocale: "fr" })).toBeNull();
    expect(
      choiceToRemember({ ...firstVisit, fromOwnSite: true, crawler: true, pageLocale: "fr" }),
    ).toBeNull();
  });
});
