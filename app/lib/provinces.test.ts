import { describe, expect, it } from "vitest";
import { provinceTexts } from "./provinces";

describe("provinceTexts", () => {
  it.each([
    ["Ontario", "Ontario", "en Ontario"],
    ["Quebec", "Québec", "au Québec"],
    ["New Brunswick", "Nouveau-Brunswick", "au Nouveau-Brunswick"],
    ["British Columbia", "Colombie-Britannique", "en Colombie-Britannique"],
    ["Prince Edward Island", "Île-du-Prince-Édouard", "à l'Île-du-Prince-Édouard"],
    ["Northwest Territories", "Territoires du Nord-Ouest", "dans les Territoires du Nord-Ouest"],
  ])("%s in French is %s, and 'in' it is %s", (english, name, inProvince) => {
    expect(provinceTexts(english, "fr")).toEqual({ province: name, inProvince });
  });

  it("keeps the setting as it is in English", () => {
    expect(provinceTexts("Quebec", "en")).toEqual({ province: "Quebec", inProvince: "in Quebec" });
  });

  it("keeps a name it does not know, with the common French preposition", () => {
    expect(provinceTexts("Acadie", "fr")).toEqual({ province: "Acadie", inProvince: "en Acadie" });
  });
});
