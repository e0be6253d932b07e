/**
 * The competitions feature's face on the server: the services of the routes, server/app.ts and the scripts.
 * Nothing outside features/competitions imports any other of its .server files.
 */

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
