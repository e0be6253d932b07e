import type { siteTexts as en } from "../en/site-texts";
import { common } from "./common";

export const siteTexts: typeof en = {
  metaTitle: "Textes du site",
  metaDescription: "Les textes des pages d'accueil, À propos et FAQ de {name}.",
  title: "Textes du site",
  intro:
    "Les textes qu'un conseil d'administration change chaque année, en anglais et en français. Un champ laissé vide affiche le texte par défaut : une page n'a jamais de section vide.",
  pages: { home: "Page d'accueil", about: "Page À propos", faq: "Foire aux questions" },
  pageIntros: {
    home: "Le titre, le texte et la photo en haut de la page d'accueil, et ce que disent les membres.",
    about: "La mission et la vision de la page À propos.",
    faq: "Les questions et réponses de la page FAQ, dans l'ordre où elles s'affichent.",
  },
  columns: { page: "Page du site", saved: "Dernier enregistrement" },
  defaults: "Textes par défaut",
  edit: "Modifier",
  editHidden: "les textes de la {page}",
  view: "Voir la page",
  french: "{label} (français)",
  fields: {
    heroTitle: "Titre",
    heroText: "Texte sous le titre",
    photoAlt: "Description de la photo, pour les personnes qui ne la voient pas",
    mission: "Notre mission",
    vision: "Notre vision",
    quote: "Ce qu'ils disent",
    name: "Nom",
    role: "Rôle et ville",
    question: "Question posée",
    answer: "Réponse",
    linkTo: "Adresse du lien",
    linkLabel: "Texte du lien",
  },
  paragraphsHint: "Une ligne vide commence un nouveau paragraphe.",
  linkHint:
    "Facultatif, affiché sous la réponse : une page de ce site qui commence par / (comme /membership ou /events) ou une adresse qui commence par https://. Laissez l'adresse et les deux textes du lien vides pour n'afficher aucun lien.",
  photoHint: "Affichée à côté du titre. Laissez vide pour n'afficher aucune photo.",
  reset: "Revenir au texte par défaut",
  resetList: {
    home: "Revenir aux témoignages par défaut",
    faq: "Revenir aux questions par défaut",
  },
  list: { home: "Témoignages", faq: "Questions et réponses" },
  entry: { home: "Témoignage {number}", faq: "Question et réponse {number}" },
  newEntry: { home: "Ajouter un témoignage", faq: "Ajouter une question" },
  newEntryHint: "Remplissez-le pour l'ajouter à la fin; laissé vide, rien n'est ajouté.",
  moveUp: "Monter",
  moveDown: "Descendre",
  remove: "Retirer",
  save: "Enregistrer",
  saving: "Enregistrement...",
  saved: { title: "Enregistré", description: "La {page} affiche les nouveaux textes." },
  validation: {
    tooLong: "Au plus {max} caractères.",
    controlCharacters: common.validation.controlCharacters,
    entryIncomplete: "Écrivez-le en anglais et en français.",
    keepOne: "Gardez au moins une entrée, ou cochez la case pour revenir à celles par défaut.",
    tooMany: "Au plus {max} entrées.",
    imageUrl: "Utilisez une adresse d'image en https:// ou téléversez une image",
    linkAddress:
      "Utilisez une adresse de ce site qui commence par / (comme /membership) ou une adresse qui commence par https://.",
    linkIncomplete:
      "Un lien doit avoir son adresse et son texte en anglais et en français. Laissez les trois champs vides pour n'afficher aucun lien.",
    stale:
      "Un autre administrateur a enregistré cette page pendant que vous la modifiiez. Rien n'a été enregistré et vos textes sont toujours dans le formulaire : enregistrez de nouveau pour remplacer les siens, ou ouvrez la page de nouveau pour les voir.",
  },
};
