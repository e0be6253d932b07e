/**
 * The contact feature's face on the server (decision 043): sending a message, the administrators' list
 * and handling of messages, and an address's messages for its account's data download.
 */
export { exportContactMessages, getContactMessage, listContactMessages } from "./queries.server";
export { type ContactResult, markContactMessageHandled, sendContactMessage } from "./service.server";
