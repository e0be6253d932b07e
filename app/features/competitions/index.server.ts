/**
 * The competitions feature's face on the server (docs/competitions.md): what routes, server/app.ts, the
 * scripts and the other parts of the feature use. Nothing outside features/competitions imports any other
 * of its server files.
 */

// ---- fixtures
export {
  /** Fills in the knockout's teams from finished pools and decided matches; idempotent, call after every result. */
  advanceKnockout,
  /** A knockout stage with its whole bracket, from pool places or seeded entries. */
  createKnockoutStage,
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
  idFrom,
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
