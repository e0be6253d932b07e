/**
 * The contact feature's face for pure code (decision 043): the form's schema and values, its limits, the
 * message's id in an address and the reply link. Routes, server/, scripts/ and other features import
 * contact only from here, from index.server.ts, or its form from components/.
 */
export {
  contactLimits,
  contactSchema,
  parseMessageId,
  replyLink,
  typedValues,
} from "./rules";
