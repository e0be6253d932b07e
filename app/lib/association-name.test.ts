import { describe, expect, it } from "vitest";
import {
  type AssociationNames,
  associationName,
  associationTitle,
  fillAssociationName,
  frenchWith,
} from "./association-name";
import { itMaps } from "./test-table";

describe("frenchWith", () => {
  itMaps("de %s", (name: string) => frenchWith("de", name), [
    ["l'Association de handball de l'Ontario", "de l'Association de handball de l'Ontario"],
    ["L’Association de handball", "de l’Association de handball"],
    ["la Fédération de handball du Québec", "de la Fédération de handball du Québec"],
    ["La Fédération de handball", "de la Fédération de handball"],
    ["le Club de handball de Laval", "du Club de handball de Laval"],
    ["Le Club de handball", "du Club de handball"],
    ["les Amis du handball", "des Amis du handball"],
    ["Ontario Handball Association", "d'Ontario Handball Association"],
    ["Érable Handball", "d'Érable Handball"],
    // "handball" starts with an aspirated h: no elision.
    ["Handball Québec", "de Handball Québec"],
    // "Lemieux" starts like "le" but is no article.
    ["Lemieux Handball", "de Lemieux Handball"],
  ]);

  itMaps("à %s", (name: string) => frenchWith("à", name), [
    ["l'Association de handball de l'Ontario", "à l'Association de handball de l'Ontario"],
    ["la Fédération de handball du Québec", "à la Fédération de handball du Québec"],
    ["le Club de handball de Laval", "au Club de handball de Laval"],
    ["les Amis du handball", "aux Amis du handball"],
    ["Ontario Handball Association", "à Ontario Handball Association"],
    ["Handball Québec", "à Handball Québec"],
  ]);
});

const withFrench: AssociationNames = {
  name: "Ontario Handball Association",
  nameFr: "l'Association de handball de l'Ontario",
};
const englishOnly: AssociationNames = { name: "Ontario Handball Association", nameFr: null };
const club: AssociationNames = { name: "Laval Handball Club", nameFr: "le Club de handball de Laval" };

describe("associationName and associationTitle", () => {
  it("uses the French name in French, the English one otherwise or when no French name is set", () => {
    expect(associationName(withFrench, "fr")).toBe("l'Association de handball de l'Ontario");
    expect(associationName(withFrench, "en")).toBe("Ontario Handball Association");
    expect(associationName(englishOnly, "fr")).toBe("Ontario Handball Association");
  });

  itMaps("the title of %j in French", (names: AssociationNames) => associationTitle(names, "fr"), [
    [withFrench, "Association de handball de l'Ontario"],
    [club, "Club de handball de Laval"],
    [englishOnly, "Ontario Handball Association"],
    [{ name: "X", nameFr: "les Amis du handball" }, "Amis du handball"],
  ]);
});

describe("fillAssociationName", () => {
  itMaps("%s, with a French name", (template: string) => fillAssociationName(template, withFrench, "fr"), [
    ["Bienvenue à {name}", "Bienvenue à l'Association de handball de l'Ontario"],
    ["À propos de {name}", "À propos de l'Association de handball de l'Ontario"],
    [
      "{name} : le handball {inProvince}.",
      "L'Association de handball de l'Ontario : le handball {inProvince}.",
    ],
    ["Merci. {name} vous répondra.", "Merci. L'Association de handball de l'Ontario vous répondra."],
    ["Écrivez à {email} ({name}).", "Écrivez à {email} (l'Association de handball de l'Ontario)."],
    // "de" inside a word is no preposition.
    ["Monde {name}", "Monde l'Association de handball de l'Ontario"],
  ]);

  itMaps("%s, for a club", (template: string) => fillAssociationName(template, club, "fr"), [
    ["Bienvenue à {name}", "Bienvenue au Club de handball de Laval"],
    ["À propos de {name}", "À propos du Club de handball de Laval"],
    ["{name} respecte votre vie privée.", "Le Club de handball de Laval respecte votre vie privée."],
  ]);

  itMaps(
    "%s, without a French name",
    (template: string) => fillAssociationName(template, englishOnly, "fr"),
    [
      ["Bienvenue à {name}", "Bienvenue à Ontario Handball Association"],
      ["À propos de {name}", "À propos d'Ontario Handball Association"],
    ],
  );

  it("leaves English as it is", () => {
    expect(fillAssociationName("Welcome to {name}", withFrench, "en")).toBe(
      "Welcome to Ontario Handball Association",
    );
  });
});
