import { describe, expect, it } from "vitest";
import { matchesLoadScripts, readingPage } from "./page-scripts";

describe("which pages load their scripts (decision 073)", () => {
  it.each([
    ["the root alone", [{ handle: undefined }], true],
    ["a page with scripts", [{ handle: undefined }, { handle: { other: 1 } }], true],
    ["a reading page", [{ handle: undefined }, { handle: readingPage }], false],
    [
      "a reading page's child",
      [{ handle: undefined }, { handle: readingPage }, { handle: undefined }],
      false,
    ],
    ["a handle that says scripts but not false", [{ handle: { scripts: undefined } }], true],
  ])("%s", (_, matches, expected) => {
    expect(matchesLoadScripts(matches)).toBe(expected);
  });
});
