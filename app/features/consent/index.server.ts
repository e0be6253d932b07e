/**
 * The consent feature's face on the server (decision 043, docs/consent.md, decision 061): a message's
 * unsubscribe link for its list and address, and which addresses must not receive a list.
 */
export type { ConsentList } from "./rules";
export { unsubscribedAmong, unsubscribeLinkFor } from "./service.server";
