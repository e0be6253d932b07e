/**
 * The consent feature's face on the server (decision 043, docs/consent.md, decision 061): a message's
 * unsubscribe link for its list and address, which addresses must not receive a list, the member-news
 * link's page and POST, the account page's switches, the member news a membership sign-up brings, the records of each consent given and withdrawn
 * (and what the newsletter's links record), and an address's records for its account's data download.
 */
export { exportConsentRecords } from "./queries.server";
export type { ConsentList } from "./rules";
export {
  emailPreferences,
  memberNewsOnSignUp,
  newsletterLinkRecord,
  setEmailPreference,
  unsubscribeByLink,
  unsubscribedAmong,
  unsubscribeLinkFor,
  unsubscribeLinkPage,
} from "./service.server";
