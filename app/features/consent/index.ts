/**
 * The consent feature's face for pure code (decision 043, docs/consent.md): the lists a person may leave,
 * the account page's switch, and the one-click headers of a message.
 */
export { CONSENT_LISTS, type ConsentList, listUnsubscribeHeaders, preferenceSchema } from "./rules";
