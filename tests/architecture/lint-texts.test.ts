import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Biome keeps one import rule, decision 021's: texts come from a catalogue of lib/i18n/pages, never from
// the English files. The layers and the features' faces are the import graph's (faces.test.ts, decision
// 043), which follows each import to its file instead of matching how it is spelled.

type Pattern = { group: string[]; message: string };
type Override = {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options?: { patterns?: Pattern[] } } } } };
};

const biome: { overrides?: Override[] } = JSON.parse(readFileSync("biome.json", "utf8"));
const restricting = (biome.overrides ?? []).filter(
  (override) => override.linter?.rules?.style?.noRestrictedImports !== undefined,
);

describe("the import rule left in the linter", () => {
  it("is decision 021's alone, in one block", () => {
    expect(restricting).toHaveLength(1);
    const patterns = restricting[0]?.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [];
    expect(patterns.map((pattern) => pattern.group)).toEqual([["**/i18n/en/**"]]);
    expect(patterns[0]?.message).toContain("decision 021");
  });

  it("covers the app and server/, tests aside", () => {
    expect(restricting[0]?.includes).toEqual(["app/**", "server/**", "!**/*.test.ts", "!**/*.test.tsx"]);
  });
});
