/**
 * The newsletter feature's face on the server (decision 043): subscribing and its e-mail (sent after the
 * answer, decision 014), the confirm and unsubscribe links' pages, the administrators' count and list,
 * an address's subscription for its account's data download, and its removal when the account closes.
 */
export { linkPage, postLink } from "./link.server";
export {
  confirmedAmong,
  countSubscribers,
  exportSubscription,
  listConfirmedSubscribers,
  listConfirmedSubscribersAfter,
  removeSubscription,
  unsubscribeTokenOf,
} from "./queries.server";
export {
  confirmSubscription,
  type LinkFollowed,
  sendSubscriptionEmail,
  setSubscribedFromAccount,
  subscribe,
  unsubscribe,
} from "./service.server";
