/**
 * The consent feature's face for pure code (decision 043, docs/consent.md): the lists a person may leave,
 * the account page's switch, how a link's POST withdrew (button or one click), and a message's one-click
 * headers.
 */
export {
  CONSENT_LISTS,
  type ConsentList,
  listUnsubscribeHeaders,
  preferenceSchema,
  withdrawalHow,
} from "./rules";
