/**
 * The competitions feature's face for pure code: what routes and other parts may use of its rules, safe in
 * the browser (nothing here imports a .server file). Its server face is index.server.ts.
 */

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
  /** A stored order, or null when empty, unknown or repeated. */
  parseTiebreaks,
  type StandingRow,
  type TableAdjustment,
  type TableMatch,
  TIEBREAKS,
  type Tiebreak,
  /** The competition form's ordered tie-break criteria (selects or the stored text). */
  tiebreakOrderSchema,
} from "./standings/rules";
export {
  /** "Rapids: −2 points, late entry fee". */
  adjustmentFootnote,
  /** "Rapids and Lynx: level on every criterion, they share place 3." */
  sharedPlaceFootnote,
  /** The tie-break orders in plain words for the standings page. */
  tiebreakOrderInWords,
} from "./standings/words";
