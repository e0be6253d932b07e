/**
 * The competitions feature's face for pure code: what routes and other parts may use of its rules, safe in
 * the browser (nothing here imports a .server file). Its server face is index.server.ts.
 */

// ---- fixtures
export {
  /** The fixtures page's generate form: a pool, its days if picked, and whether to generate again. */
  generateFormSchema,
  /** The knockout form: names, pools or seeds, third place, first day. */
  knockoutFormSchema,
  /** The postpone form: whether the day is kept. */
  postponeFormSchema,
  /** A match's day, time and venue form. */
  scheduleFormSchema,
} from "./fixtures/forms";

// ---- fixture rules
export type {
  Booking,
  BracketSide,
  Clash,
  KnockoutBracket,
  KnockoutMatchName,
  Pairing,
  Source,
} from "./fixtures/rules";
export {
  /** The team with the bye in each round of a generated round robin. */
  byesOf,
  /** The length of a match as the venue clash check counts it (90 minutes). */
  DEFAULT_MATCH_MINUTES,
  /** Two matches of a team on one day, or at one venue too close together. */
  findClashes,
  /** The stored text of a knockout source ("pool:12:1", "winner:345"). */
  formatSource,
  /** The bracket of a knockout from its teams' sources in seed order, with byes and a third-place match. */
  knockoutBracket,
  /** A stored knockout match's name from its round and number: final, semi-final 2, third place... */
  knockoutMatchName,
  /** "final", "semi-final", ... for a round of a bracket. */
  knockoutRoundName,
  /** The winner of a knockout match, by goals (extra time included), then 7-metre throws. */
  knockoutWinner,
  /** The most teams a bracket takes. */
  MAX_BRACKET_TEAMS,
  /** A stored knockout source, or null. */
  parseSource,
  /** The knockout's teams from pool places, in seed order, crossing the pools. */
  poolCrossovers,
  /** The day of each round from a first day, an interval and blackout days, or picked days. */
  roundDays,
  /** The circle (Berger) round robin, one or two legs. */
  roundRobin,
} from "./fixtures/rules";
export type { ClashNames, SourceNames } from "./fixtures/words";
export {
  /** A clash's warning: "Lions plays twice on October 3, 2026." */
  clashWords,
  /** "Semi-final 2", "Final", "Third-place match". */
  knockoutMatchTitle,
  /** "1st Pool A", "Winner of semi-final 1", in the texts' language. */
  sourceWords,
} from "./fixtures/words";
// ---- referees and table officials
export {
  /** How long an official is busy with a match from its start (90 minutes): the double-booking check's length. */
  OFFICIAL_MATCH_MINUTES,
  /** Referee, timekeeper, scorekeeper. */
  OFFICIAL_ROLES,
} from "./officials/rules";
// ---- public pages and feeds
export {
  /** A route's :id or :entryId as a number, or null. */
  parsePublicId,
  /** A competition page's ?round= as a round number, or null (the page then shows the next round to play). */
  parseRound,
} from "./public/rules";
// ---- results
export {
  /** The CSV file's header columns, exactly, and the largest file (bytes) and most lines the import reads. */
  CSV_COLUMNS,
  CSV_MAX_BYTES,
  CSV_MAX_LINES,
  /** A saved result in words ("24-22 (12-11 at half-time)"), as the history of corrections shows it. */
  describeResult,
} from "./results/words";
// ---- rosters
export {
  /** Player, coach, manager. */
  ROSTER_ROLES,
} from "./rosters/rules";
// ---- setup
export type {
  /** A competition's parsed settings, as createCompetition takes them. */
  CompetitionInput,
} from "./setup/rules";
// ---- standings
export {
  /** A pool's table, sorted by place, with the tie-breaks applied (decision 055). */
  computeStandings,
  /** The EHF order while a pool is still being played. */
  DEFAULT_RUNNING_TIEBREAKS,
  /** The EHF order once every match of a pool is decided. */
  DEFAULT_TIEBREAKS,
  /** An order as competitions.tiebreaks stores it ("a,b,c"). */
  formatTiebreaks,
  type PointsRule,
  /** A posted draw of lots for one tie: each team's position, or the problem. */
  parseDraw,
  /** A stored order, or null when empty, unknown or repeated. */
  parseTiebreaks,
  type StandingRow,
  type TableAdjustment,
  type TableLot,
  type TableMatch,
  TIEBREAKS,
  type Tiebreak,
  /** The competition form's ordered tie-break criteria (selects or the stored text). */
  tiebreakOrderSchema,
} from "./standings/rules";
export {
  /** "Rapids: −2 points, late entry fee". */
  adjustmentFootnote,
  /** "Places decided by drawing lots: Rapids before Falcons." */
  lotsFootnote,
  /** "Rapids and Lynx: level on every criterion, they share place 3." */
  sharedPlaceFootnote,
  /** The tie-break orders in plain words for the standings page. */
  tiebreakOrderInWords,
} from "./standings/words";
