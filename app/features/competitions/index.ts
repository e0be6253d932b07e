/**
 * The competitions feature's face for pure code: what routes and other parts may use of its rules, safe in
 * the browser (nothing here imports a .server file). Its server face is index.server.ts.
 */

// ---- setup
export {
  COMPETITION_AGE_RULES,
  type CompetitionInput,
  competitionFormSchema,
  defaultAgeCutoff,
  entryFormSchema,
  FORMATS,
  type PaidState,
  placementSchema,
  STAGE_KINDS,
  type StageInput,
  stageFormSchema,
  type TeamInput,
  teamFormSchema,
  type VenueInput,
  venueFormSchema,
} from "./setup/rules";

// ---- rosters
export {
  type Eligibility,
  eligibility,
  type Ineligibility,
  ROSTER_ROLES,
  rosterFormSchema,
  rosterOpen,
} from "./rosters/rules";
