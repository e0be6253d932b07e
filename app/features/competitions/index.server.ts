/**
 * The competitions feature's face on the server: what the routes, server/app.ts, the seed, the scripts and
 * the other parts of the feature use. Nothing outside features/competitions imports any other of its files.
 */

// ---- rosters
export {
  /** Adds a member to an entry's roster, or refuses with the reason. */
  addToRoster,
  /** (db, entryIds) -> [{ entryId, memberId, role }]: the coaches and managers, for fixture e-mails. */
  listOfficialsOfEntries,
  /** The rosters screen with each person's eligibility computed now. */
  loadRosters,
  /** Removes a place from a roster. */
  removeFromRoster,
} from "./rosters/service.server";
// ---- setup
export {
  /** (db, competitionId, input: StageInput) -> the new stage's id; a round robin gets pools A, B, … */
  addStage,
  /** Renames or removes a stage from its posted form, while it has no matches. */
  changeStage,
  /** (db, input: CompetitionInput, now) -> the new competition's id; the age cut-off defaults from the season. */
  createCompetition,
  /** (db, input: TeamInput, now) -> the new team's id. */
  createTeam,
  /** (db, input: VenueInput, now) -> { ok: true, id } or { ok: false, duplicate } for a name taken. */
  createVenue,
  /** Confirms, withdraws or enters again an entry, from the status the page showed. */
  decideEntry,
  type EntryDecision,
  /** (deps, { competitionId, teamId, contact }, now): the entry, and its fee's order when there is a fee. */
  enterTeam,
  /** (db, id) -> the competition's row with its stages (in order), each with its pools; undefined for none. */
  getCompetition,
  /** A route's id parameter as a number (0 for anything else). */
  idFrom,
  /** Every competition by season, the newest first. */
  listCompetitions,
  /** (db, competitionId) -> the entries: team, club or guest origin, status, pool, seed, fee state. */
  listEntries,
  /** Every team with its club's name or guest origin and its home venue. */
  listTeams,
  /** Every venue by name. */
  listVenues,
  /** The competition page's data. */
  loadCompetitionPage,
  /** The new competition form's choices and defaults. */
  loadNewCompetitionForm,
  /** A team and its form's values; null for no team. */
  loadTeam,
  /** The clubs and venues a team form offers. */
  loadTeamChoices,
  /** A venue and its form's values; null for no venue. */
  loadVenue,
  /** The orders' paid hook: an entry fee's order paid marks its entry paid. */
  markEntryPaid,
  /** (db, { competitionId, entryId, poolId, seed }): places a confirmed entry in a pool of the competition. */
  placeEntry,
  /** Asks a lapsed entry's contact for the fee again: a new order, the same contact. */
  renewEntryFee,
  /** The posted forms of the set-up pages, saved or refused with their messages. */
  submitCompetition,
  submitEntry,
  submitPlacement,
  submitStage,
  submitTeam,
  submitVenue,
} from "./setup/service.server";
