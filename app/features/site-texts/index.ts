/**
 * The site texts' face for pure code (decision 064): the pages whose words administrators edit, what each
 * page's form holds, and the name of its photo field. Routes and components import the feature from here,
 * from index.server.ts, or its UI from components/.
 */
export {
  fieldNames,
  type HomeWords,
  isSiteTextPage,
  PHOTO,
  SITE_TEXT_SPECS,
  type SiteTextPage,
  type TextField,
} from "./rules";
