/**
 * The site texts' face on the server (decision 064): what the home, About and FAQ pages read, and the
 * admin's list, form and save. Nothing outside features/site-texts imports any other of its files
 * (components/ aside).
 */
export {
  listSiteTextPages,
  loadAboutWords,
  loadFaqWords,
  loadHomeWords,
  loadSiteTextsForm,
  submitSiteTexts,
} from "./service.server";
