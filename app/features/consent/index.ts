/**
 * The consent feature's face for pure code (decision 043, docs/consent.md): the lists a person may leave,
 * the account page's switch, and how a link's POST withdrew (button or one click).
 */
export { CONSENT_LISTS, preferenceSchema, withdrawalHow } from "./rules";
