/**
 * The competitions feature's face on the server (docs/competitions.md): what routes, server/app.ts, the
 * scripts and the other parts of the feature use. Nothing outside features/competitions imports any other
 * of its server files.
 */

// ---- announcements (features/announcements)
export {
  /** (db, competitionId) -> the member ids of the coaches and managers of its teams. */
  listOfficialMemberIdsOfCompetition,
} from "./audience/queries.server";
// ---- confirming results (match sheets' answers)
export {
  /** The jobs of the confirmation, for server/app.ts: a sheet unanswered by its deadline becomes final. */
  sheetJobs,
} from "./confirmation/jobs.server";
export {
  /** The result pages' hook: the knockout's advance, and a submitted or disputed sheet decided by the result. */
  afterAdminResult,
  /** The away team's answer: confirm (final) or dispute (the administrators decide), or refused. */
  answerSheet,
  /** An administrator confirms a submitted or disputed sheet as it is: final, decided by the administrators. */
  confirmSheetAsAdmin,
  /** (db, competitionId) -> Map<poolId, number>: the results awaiting confirmation in each pool. */
  countAwaitingByPool,
  /** The administrators' sheets page of a competition: disputed, awaiting and final sheets; null for a 404. */
  loadCompetitionSheets,
  /** The answer page: the submitted sheet read-only and whether the viewer may answer; null for a 404. */
  loadSheetAnswer,
  /** A sheet's decision page: the sheet and the result form's values; null for a 404. */
  loadSheetDecision,
} from "./confirmation/service.server";
// ---- discipline
export {
  /** Records an administrator's decision on a blue card once, e-mailing the player and the team's officials. */
  decideCase,
  /** The discipline page: the blue-card cases without a decision, then the decided ones; null for a 404. */
  loadDisciplinePage,
} from "./discipline/service.server";
// ---- fixtures
export {
  /** Fills in the knockout's teams from finished pools and decided matches; idempotent, call after every result. */
  advanceKnockout,
  /** A knockout stage with its whole bracket, from pool places or seeded entries. */
  createKnockoutStage,
  /** Records a draw of lots for a tie of a finished pool and fills the knockout sides it decides, or refuses. */
  drawLots,
  /** (db, competitionId, poolId) -> a finished pool's ties no criterion breaks, with their lots; null for a 404. */
  levelGroupsOfPool,
} from "./fixtures/knockout.server";
export {
  /** Cancels a match not yet played (e-mails both teams' officials once). */
  cancelMatch,
  /** A pool's round robin on its days and at the home venues; refused twice, replaced only without results. */
  generatePoolFixtures,
  /** A competition's matches with team and venue names, by stage, pool, round and number. */
  listMatchesOfCompetition,
  /** The fixtures page: stages, pools with their teams and byes, matches, venues, clashes. */
  loadFixturesPage,
  /** A match's edit page: the match, its stage and pool, the venues, its clashes. */
  loadMatchEdit,
  /** Postpones a match not yet played, its day cleared or kept (e-mails both teams' officials once). */
  postponeMatch,
  /** Sets a match's day, time and venue (e-mails both teams' officials once per change). */
  updateMatchSchedule,
} from "./fixtures/service.server";
// ---- match sheet: lineups, the sheet and its submission
export {
  /** The account's list of its teams' matches with their sheets' states; null when it coaches no team. */
  loadMatchesOfAccount,
  /** The sheet's page for a viewer: the match, each side's lineup and roster, the sheet; null for a 404. */
  loadSheetPage,
  /** (db, userId) -> whether the account coaches or manages a team (the account page's link). */
  officiatesTeams,
  /** Saves a side's lineup from the roster, or refuses each person with the reason. */
  saveLineup,
  /** Saves the sheet, or submits it (the deadline's job, one e-mail per away account, once). */
  saveSheet,
} from "./match-sheet/service.server";
// ---- referees and table officials
export {
  /** Assigns a member to a match in a role, or refuses with the reason (eligibility, role full, overlap). */
  assignOfficial,
  /** Creates, replaces or removes the personal feed token of a person an account manages. */
  changeOfficialFeed,
  /** The data download's section: every match the account's people were assigned to, and their feeds' days. */
  exportOfficiatingOfAccount,
  /** (db, matchIds, today) -> [{ matchId, role, name }]: the adult officials a public match page may name. */
  listPublicOfficials,
  /** A match's officials page: the match and its officials with names and member numbers; null for a 404. */
  loadMatchOfficials,
  /** The account page's section: the account's people's upcoming assignments and feed links; null for none. */
  loadOfficiatingOfAccount,
  /** An official's personal iCalendar feed for a token, with its ETag; null for an unknown token. */
  officiatingFeed,
  /** Removes an official from a match (e-mailed once). */
  removeOfficial,
} from "./officials/service.server";
// ---- public pages and feeds
export {
  /** The subscribe and download links of a competition's feed, or of one team's. */
  competitionFeedLinks,
  /** The sitemap's competition and team paths. */
  listPublicCompetitionPaths,
  /** The list page: a season's published competitions and the seasons to pick from. */
  loadCompetitionList,
  /** A competition's public page: pools, standings, fixtures by round, knockout rounds; null for a 404. */
  loadCompetitionPage,
  /** A match's public page: result, officials, and the players of its final sheet (minors by jersey); null for a 404. */
  loadMatchPage,
  /** A competition's top scorers page from final sheets; null for a 404. */
  loadScorersPage,
  /** A team's public page: its matches, and its roster's names where decision 058 allows; null for a 404. */
  loadTeamPage,
  /** A competition's or team's iCalendar feed, with its ETag (304 after one query). */
  matchFeed,
} from "./public/service.server";
// ---- results
export {
  type AfterResultSaved,
  addAdjustment,
  applyImport,
  createImportTeam,
  exportPoolCsv,
  type ImportPreview,
  listAdjustments,
  listResultChanges,
  loadAdjustments,
  loadCompetitionResults,
  loadImport,
  loadMatchResult,
  previewImport,
  removeAdjustment,
  saveResult,
} from "./results/service.server";
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
  /** The admin's competition page: settings, stages with pools, entries with their fee. */
  loadCompetitionAdmin,
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
// ---- statistics
export {
  /** The data download's section: the account's people's lines of final sheets and the decisions on them. */
  exportMatchRecordOfAccount,
  /** A person's page section "Matches and sanctions" (only a person the account manages); null for none. */
  loadMatchRecord,
} from "./statistics/service.server";
