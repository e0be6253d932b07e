import { describe, expect, it } from "vitest";
import { matchesLoadScripts, readingPage, readingPageForVisitors } from "./page-scripts";

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
  ])("%s: a visitor's page loads them %s, a member's %s", (_, matches, visitor, member) => {
    expect(matchesLoadScripts(matches, false)).toBe(visitor);
    expect(matchesLoadScripts(matches, true)).toBe(member);
  });
});
