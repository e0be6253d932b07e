/**
 * The memberships feature's face on the server: the facts other features ask (who holds an active membership
 * on a day, the clubs, the seasons and types), and the services and reads of the routes, server/app.ts and
 * the scripts. Nothing outside features/memberships imports any other of its files (components/ aside).
 */

// ---- Facts for other features

export {
  /** An active membership as other features read it: member, season, type (and what it allows), club. */
  type ActiveMembership,
  /** A member's active membership on a day, or undefined. */
  getActiveMembershipOfMember,
  /** Whether an account manages a member (itself or a child) with an active membership on a day. */
  hasActiveMembershipOn,
  /** The account managing each of some people, and their names (for a notice the account's address receives). */
  listAccountsOfMembers,
  /** The active memberships on a day of the people an account manages. */
  listActiveMembershipsOfUser,
  /** An event organiser's view of the attendees holding a membership of their own on a day (admins only). */
  listAttendeeDetails,
  /** Every club, shown or hidden, by name. */
  listClubs,
  /** The newest version of each document kind. */
  listCurrentDocuments,
  /** The clubs a person joining may choose, by name. */
  listOfferedClubs,
  /** The types a person joining may choose, in the administrators' order. */
  listOfferedTypes,
  /** The people an account manages: its own person first, then the children it is guardian of. */
  listPeopleOfAccount,
  /** People by id or number, each with their membership of a season in any status and what its type allows. */
  listSeasonMembershipsOfMembers,
  /** Every season, newest first. */
  listSeasons,
  /** Every type, offered or hidden, in the administrators' order. */
  listTypes,
} from "./queries.server";

// ---- Announcements (features/announcements): the active members of a season, narrowed by type and club

export {
  /** A page of the season's active memberships with the managing account and a minor's guardian's address. */
  listActiveMemberContactsAfter,
} from "./audience/queries.server";

// ---- The account's data download (the route hands it to accounts' exportAccountData)

export {
  /** The people an account manages, their memberships and consents, at most `rows` of each. */
  exportPeopleOfAccount,
} from "./data-export/service.server";

// ---- The account page: the people an account manages (decision 052)

export {
  /** Saves a guardian's correction of a person's address, phone or emergency contact. */
  correctMemberContact,
  /** A closing account's step: the contact details of the people it manages are removed. */
  forgetPeopleOfClosingAccount,
  /** A person's contact details as the guardian's form shows them; undefined for anyone else's. */
  loadMemberContact,
} from "./people/service.server";

// ---- Members made outside the join form (scripts/lib/demo-members.ts)

export {
  /** How many people the site holds. */
  countMembers,
  /** Consents to documents, in the caller's transaction (only ever inserted). */
  insertConsents,
  /** A new person, numbered from their id, in the caller's transaction. */
  insertMember,
  /** A membership, in the caller's transaction. */
  insertMembership,
} from "./queries.server";

// ---- The routes' services, the hooks and the jobs

export {
  /** The member card of a number, for its account or an administrator; null for anyone else. */
  loadMemberCard,
  /** What the public verification page shows of the member a code vouches for; null for a bad code. */
  loadVerification,
} from "./card/service.server";
export {
  /** The guardian's POST: confirms a declaration once. */
  confirmGuardianConsent,
  /** What the guardian's page shows for a link's token; undefined for an unknown one. */
  loadGuardianConfirmation,
} from "./guardian/service.server";
export {
  /** The paid hook: an order's memberships awaiting payment become active. */
  activateMembership,
  /** Joins a person, or renews one of the account's, for a season. */
  joinMembership,
  /** What the page after joining shows: the person's newest membership and how to pay it. */
  loadJoinConfirmation,
  /** What the join form shows; undefined for a member number not the account's. */
  loadJoinForm,
  /** What everyone sees at /membership: the seasons open for joining and the offered types. */
  loadMembershipInfo,
  /** The people an account manages and their memberships. */
  loadOverview,
  /** The release hook: a cancelled or expired order cancels its memberships. */
  releaseMembership,
} from "./join/service.server";
export {
  /** The membership and order that mark paid on a member's record changes. */
  findOrderToMarkPaid,
  /** A member's record for the administrators; null for a number nobody holds. */
  loadMemberRecord,
  /** The dashboard's counts: the season's active memberships and the newest of them. */
  loadMembershipCounts,
  /** One page of the administrators' members list. */
  loadMembersList,
  /** The annual report's counts of a season. */
  loadReport,
  /** The members list's CSV rows. */
  membersCsvRows,
  /** The annual report's CSV rows. */
  reportCsvRows,
} from "./members-admin/service.server";
export {
  /** The renewal reminders' daily job, for the job runner. */
  membershipJobs,
  /** Puts the renewal reminders' job in the jobs table. */
  scheduleRenewalReminders,
} from "./renewal/service.server";
export {
  /** A club and its form's values; null when the address names none. */
  loadClub,
  /** A document kind's versions and its form's values; null for no kind. */
  loadDocument,
  /** A season and its form's values; null when the address names none. */
  loadSeason,
  /** A type and its form's values; null when the address names none. */
  loadType,
  /** A posted club form, saved or refused. */
  submitClub,
  /** A posted document form, saved as the next version or refused. */
  submitDocument,
  /** A posted season form, saved or refused. */
  submitSeason,
  /** A posted type form, saved or refused. */
  submitType,
} from "./setup/service.server";

// ---- Competitions' public team pages (they decide whose names show)

export {
  /** The first and last names and dates of birth of some members, by id. */
  listMemberNames,
} from "./roster-names/queries.server";
