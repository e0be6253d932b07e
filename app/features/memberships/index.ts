/**
 * The memberships feature's face for pure code, safe in the browser: what other features and the routes may
 * know of memberships without the server (ages on a day, the age rules of types, seasons). Other
 * features and the routes import memberships only from here, from index.server.ts and from components/.
 */

export {
  /** A guardian link's token as a route got it, or null when malformed. */
  parseGuardianToken,
} from "./guardian/rules";
export {
  /** Its limits (joins per account, guardian e-mails per address) as /admin/limits lists them. */
  membershipLimits,
} from "./limits";
export {
  /** The season an address asks for by id, else the one containing today, else the newest. */
  chosenSeason,
} from "./members-admin/rules";
export {
  /** What a guardian may correct of a person they manage: address, phone, emergency contact. */
  memberContactSchema,
  /** A member number from a route's parameter, or null. */
  parseMemberNumber,
} from "./people/rules";
export {
  /** Whole years of age on a day (a February 29 birthday counts from March 1 in other years). */
  /** The age from which a person is an adult (18): a member on their own, named on public pages. */
  ADULT_AGE,
  /** The columns of what a type may allow: can_play, can_coach, can_officiate, can_vote. */
  ALLOWS,
  /** Youth or adult for a season: under 18 on its first day. */
  ageGroup,
  ageOn,
  /** The document kinds, in the order a member reads them. */
  DOCUMENT_KINDS,
  /** The day ("YYYY-MM-DD") it is at an instant in the association's zone: the "today" of standings. */
  dayIn,
  /** Whether a person born on a day may hold a type (its age rule) in a season. */
  fitsType,
  /** What a membership stands at on a day: an active one of an ended season has expired. */
  membershipStanding,
  /** The September 1 to August 31 season containing a day, named like "2026-2027" (the seed's seasons). */
  seasonContaining,
} from "./rules";
