import { describe, expect, it } from "vitest";
import { commonMessages } from "~/texts/pages/common";
import { fitsSizeSet, SIZE_SETS, sizeLabel, sizeSetOf, sizesOf } from "./sizes";
import { itMaps } from "./test-table";

describe("size sets", () => {
  itMaps("%s has the sizes %j", (set: (typeof SIZE_SETS)[number]) => sizesOf(set), [
    ["apparel", ["S", "M", "L", "XL", "XXL"]],
    ["shoes", ["4", "5", "6", "7", "8", "9", "10", "11", "12", "13"]],
    ["ball", ["0", "1", "2", "3"]],
    ["none", []],
  ]);

  it("never puts one size in two sets, so a stored size names one set", () => {
    const all = SIZE_SETS.flatMap((set) => sizesOf(set));
    expect(new Set(all).size).toBe(all.length);
  });

  itMaps(
    "a line of size %j fits a product of %s: %j",
    ([size, set]: [string | null, (typeof SIZE_SETS)[number]]) => fitsSizeSet(set, size),
    [
      [["1", "ball"], true],
      [["3", "ball"], true],
      [["4", "ball"], false],
      [["M", "ball"], false],
      [[null, "ball"], false],
      [["M", "apparel"], true],
      [["1", "apparel"], false],
      [["8", "shoes"], true],
      [["8.5", "shoes"], false],
      [["14", "shoes"], false],
      [[null, "none"], true],
      [["", "none"], false],
      [["M", "none"], false],
    ],
  );

  itMaps("a stored size set %j reads as %s", (value: string) => sizeSetOf(value), [
    ["ball", "ball"],
    ["shoes", "shoes"],
    ["hats", "none"],
    ["", "none"],
  ]);

  itMaps(
    "size %s reads %j in English and %j in French",
    (size: string) => [sizeLabel(size, commonMessages.en.sizes), sizeLabel(size, commonMessages.fr.sizes)],
    [
      ["S", ["S", "P"]],
      ["M", ["M", "M"]],
      ["L", ["L", "G"]],
      ["XL", ["XL", "TG"]],
      ["XXL", ["XXL", "TTG"]],
      ["10", ["10", "10"]],
      ["1", ["1", "1"]],
      // A size no set has any more shows as it was stored.
      ["XS", ["XS", "XS"]],
    ],
  );
});
