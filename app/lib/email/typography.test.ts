import { describe } from "vitest";
import { itMaps } from "../test-table";
import { frenchTypography } from "./typography";

const _ = "\u00a0";

describe("frenchTypography", () => {
  itMaps("%s", frenchTypography, [
    ["Bienvenue : adhésion confirmée", `Bienvenue${_}: adhésion confirmée`],
    ["Objet: Coupe d'été", `Objet${_}: Coupe d'été`],
    [`Déjà juste${_}: rien à faire`, `Déjà juste${_}: rien à faire`],
    ["Confirmer :", `Confirmer${_}:`],
    ["Lien:\nhttps://exemple.ca", `Lien${_}:\nhttps://exemple.ca`],
    // A colon inside a time or an address is no punctuation.
    ["de 18:30 à 20:00 sur https://exemple.ca/fr?x=1", "de 18:30 à 20:00 sur https://exemple.ca/fr?x=1"],
    ["Vraiment ?", `Vraiment${_}?`],
    ["Bienvenue!", "Bienvenue!"],
    ["Oui ; non !", `Oui${_}; non${_}!`],
    ["« tel quel »", `«${_}tel quel${_}»`],
    ["«tel quel»", `«${_}tel quel${_}»`],
    ["Inscription confirmée : Coupe : été", `Inscription confirmée${_}: Coupe${_}: été`],
  ]);
});
