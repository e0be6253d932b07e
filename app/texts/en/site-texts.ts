import { common } from "./common";

export const siteTexts = {
  metaTitle: "Site texts",
  metaDescription: "The words of the home, About and FAQ pages of {name}.",
  title: "Site texts",
  intro:
    "The words a board changes each year, in English and in French. A field left empty shows the default text, so a page never shows an empty section.",
  pages: { home: "Home page", about: "About page", faq: "Frequently asked questions" },
  pageIntros: {
    home: "The headline, text and photo at the top of the home page, and what members say.",
    about: "The mission and the vision on the About page.",
    faq: "The questions and answers of the FAQ page, in the order they show.",
  },
  columns: { page: "Page", saved: "Last saved" },
  defaults: "Default texts",
  edit: "Edit",
  editHidden: "the texts of the {page}",
  view: "See the page",
  french: "{label} (French)",
  fields: {
    heroTitle: "Headline",
    heroText: "Text under the headline",
    photoAlt: "Description of the photo, for people who cannot see it",
    mission: "Our Mission",
    vision: "Our Vision",
    quote: "What they say",
    name: "Name",
    role: "Role and city",
    question: "Question",
    answer: "Answer",
    linkTo: "Link address",
    linkLabel: "Link text",
  },
  paragraphsHint: "A blank line starts a new paragraph.",
  linkHint:
    "Optional, shown under the answer: a page of this site starting with / (such as /membership or /events), or an https:// address. Leave the address and both texts of the link empty for no link.",
  photoHint: "Shown beside the headline. Leave it empty for no photo.",
  reset: "Back to the default",
  resetList: {
    home: "Back to the default testimonials",
    faq: "Back to the default questions",
  },
  list: { home: "Testimonials", faq: "Questions" },
  entry: { home: "Testimonial {number}", faq: "Question {number}" },
  newEntry: { home: "Add a testimonial", faq: "Add a question" },
  newEntryHint: "Fill it in to add it at the end; left empty, nothing is added.",
  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  save: "Save",
  saving: "Saving...",
  saved: { title: "Saved", description: "The {page} shows the new words." },
  validation: {
    tooLong: "At most {max} characters.",
    controlCharacters: common.validation.controlCharacters,
    entryIncomplete: "Write this in English and in French.",
    keepOne: "Keep at least one entry, or tick the box to go back to the default ones.",
    tooMany: "At most {max} entries.",
    imageUrl: "Use an https:// image address or upload an image",
    linkAddress:
      "Use an address on this site starting with / (such as /membership), or an address starting with https://.",
    linkIncomplete:
      "A link needs its address and its text in English and in French. Leave all three empty for no link.",
    stale:
      "Another administrator saved this page while you were editing it. Nothing was saved and your words are still in the form: save again to replace theirs, or open the page again to see them.",
  },
};
