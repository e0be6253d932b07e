import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { alternatePaths, localeOfPath, localePath, otherLocale, pathWithoutLocale } from "./paths";

describe("localeOfPath", () => {
  itMaps("%s is %s", localeOfPath, [
    ["/", "en"],
    ["/events", "en"],
    ["/fr", "fr"],
    ["/fr/", "fr"],
    ["/fr/events/3", "fr"],
    ["/frites", "en"],
    ["/events/fr", "en"],
  ]);
});

describe("localePath and pathWithoutLocale", () => {
  it.each([
    ["/", "/fr/"],
    ["/events", "/fr/events"],
    ["/events?page=2", "/fr/events?page=2"],
    ["/calendar.ics", "/fr/calendar.ics"],
    ["/shop#top", "/fr/shop#top"],
  ])("%s in French is %s, and back", (english, french) => {
    expect(localePath("fr", english)).toBe(french);
    expect(localePath("en", english)).toBe(english);
    expect(pathWithoutLocale(french)).toBe(english);
    expect(pathWithoutLocale(english)).toBe(english);
  });

  it("leaves a path already in the language as it is", () => {
    expect(localePath("fr", "/fr/events?page=2")).toBe("/fr/events?page=2");
    expect(localePath("fr", "/fr/")).toBe("/fr/");
  });

  it("takes /fr without a slash for the French home", () => {
    expect(pathWithoutLocale("/fr")).toBe("/");
    expect(pathWithoutLocale("/fr?x=1")).toBe("/?x=1");
  });

  it("leaves an English path that only starts with the letters fr alone", () => {
    expect(pathWithoutLocale("/frites")).toBe("/frites");
  });
});

describe("alternatePaths", () => {
  it("gives the same page, with its query string, in both languages from either", () => {
    const both = { en: "/events?page=2", fr: "/fr/events?page=2" };
    expect(alternatePaths("/events?page=2")).toEqual(both);
    expect(alternatePaths("/fr/events?page=2")).toEqual(both);
    expect(alternatePaths("/fr/")).toEqual({ en: "/", fr: "/fr/" });
  });

  it("offers the other language", () => {
    expect(otherLocale("en")).toBe("fr");
    expect(otherLocale("fr")).toBe("en");
  });
});
