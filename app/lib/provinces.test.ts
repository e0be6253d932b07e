import { describe, expect, it } from "vitest";
import { PROVINCE_CODES, provinceCode, provinceName, provinceTexts } from "./provinces";
import { itMaps } from "./test-table";

describe("provinceTexts", () => {
  itMaps("%s in French", (english: string) => provinceTexts(english, "fr"), [
    ["Ontario", { province: "Ontario", inProvince: "en Ontario" }],
    ["Quebec", { province: "Québec", inProvince: "au Québec" }],
    ["New Brunswick", { province: "Nouveau-Brunswick", inProvince: "au Nouveau-Brunswick" }],
    ["British Columbia", { province: "Colombie-Britannique", inProvince: "en Colombie-Britannique" }],
    ["Prince Edward Island", { province: "Île-du-Prince-Édouard", inProvince: "à l'Île-du-Prince-Édouard" }],
    [
      "Northwest Territories",
      { province: "Territoires du Nord-Ouest", inProvince: "dans les Territoires du Nord-Ouest" },
    ],
    // A name the table does not know keeps its spelling, with the common French preposition.
    ["Acadie", { province: "Acadie", inProvince: "en Acadie" }],
  ]);

  it("keeps the setting as it is in English", () => {
    expect(provinceTexts("Quebec", "en")).toEqual({ province: "Quebec", inProvince: "in Quebec" });
  });
});

describe("the province list", () => {
  it("holds the thirteen provinces and territories, by postal code", () => {
    expect(PROVINCE_CODES).toHaveLength(13);
  });

  itMaps("the setting %j is the code %j", provinceCode, [
    ["Ontario", "ON"],
    ["Québec", "QC"],
    ["Quebec", "QC"],
    [" prince edward island ", "PE"],
    ["Île-du-Prince-Édouard", "PE"],
    ["Acadie", null],
  ]);

  itMaps("%j in words", ([code, locale]: [string, "en" | "fr"]) => provinceName(code, locale), [
    [["ON", "en"], "Ontario"],
    [["QC", "fr"], "Québec"],
    [["BC", "fr"], "Colombie-Britannique"],
    // A value stored before the list (free text) is shown as it was typed.
    [["Ontario", "fr"], "Ontario"],
  ]);
});
