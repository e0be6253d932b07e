/**
 * The newsletter feature's face for pure code (decision 043): the form's schema, its limits, and the
 * confirmation and unsubscribe links. Routes, server/, scripts/ and other features import the newsletter
 * only from here, from index.server.ts, or its UI from components/.
 */
export {
  confirmUrl,
  isOneClickUnsubscribe,
  newsletterLimits,
  subscribeSchema,
  unsubscribeUrl,
} from "./rules";
