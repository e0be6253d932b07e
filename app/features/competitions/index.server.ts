/**
 * The competitions feature's face on the server (docs/competitions.md): what routes and other features use.
 * Each part adds its exports under its own heading.
 */

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
