import { describe, expect, it } from "vitest";
import {
  matchesLoadScripts,
  matchesStartOnFirstUse,
  readingPage,
  readingPageForVisitors,
  scriptsOnFirstUse,
} from "./page-scripts";

describe("which pages load their scripts (decision 073)", () => {
  it.each([
    ["the root alone", [{ handle: undefined }], true, true],
    ["a page with scripts", [{ handle: undefined }, { handle: { other: 1 } }], true, true],
    ["a reading page", [{ handle: undefined }, { handle: readingPage }], false, false],
    [
      "a reading page's child",
      [{ handle: undefined }, { handle: readingPage }, { handle: undefined }],
      false,
      false,
    ],
    ["a handle that says scripts but not false", [{ handle: { scripts: undefined } }], true, true],
    ["a reading page for visitors", [{ handle: undefined }, { handle: readingPageForVisitors }], false, true],
    [
      "a page whose scripts start on first use",
      [{ handle: undefined }, { handle: scriptsOnFirstUse }],
      true,
      true,
    ],
  ])("%s: a visitor's page loads them %s, a member's %s", (_, matches, visitor, member) => {
    expect(matchesLoadScripts(matches, false)).toBe(visitor);
    expect(matchesLoadScripts(matches, true)).toBe(member);
  });
});

describe("which pages start their scripts on first use (decision 074)", () => {
  it.each([
    ["the root alone", [{ handle: undefined }], false],
    ["a page with scripts", [{ handle: undefined }, { handle: { other: 1 } }], false],
    ["a reading page", [{ handle: undefined }, { handle: readingPage }], false],
    ["a page that says so", [{ handle: undefined }, { handle: scriptsOnFirstUse }], true],
    [
      "a page whose child says so",
      [{ handle: undefined }, { handle: undefined }, { handle: scriptsOnFirstUse }],
      true,
    ],
  ])("%s: %s", (_, matches, firstUse) => {
    expect(matchesStartOnFirstUse(matches)).toBe(firstUse);
  });
});
