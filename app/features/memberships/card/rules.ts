import type { MembershipStanding } from "../rules";

/** The member card and the verification page (decision 031): what an address may name, and what a card shows. */

/** "OHA-000123" as it may appear in an address: the short name's letters and digits, a dash, six or more digits. */
export const MEMBER_NUMBER = /^[A-Z0-9]{1,20}-\d{6,}$/;

/** A member's standing on a card or the verification page: "none" when they hold no membership of the season. */
export type CardStanding = MembershipStanding | "none";
