/**
 * The newsletter feature's face for pure code (decision 043): the form's schema, its limits, the
 * unsubscribe link, and what an unknown link's page shows. Routes, server/, scripts/ and other features
 * import the newsletter only from here, from index.server.ts, or its UI from components/.
 */
export {
  isOneClickUnsubscribe,
  newsletterLimits,
  parseToken,
  subscribeSchema,
  UNKNOWN_LINK_PAGE,
  unsubscribeUrl,
} from "./rules";
