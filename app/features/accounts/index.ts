/**
 * The accounts feature's face for pure code (decision 043): the forms' schemas and parsers, its limits
 * as the administrators' page shows them, where a sign-in may lead back to, and the download's file name. Routes,
 * server/, scripts/ and other features import accounts only from here, from index.server.ts, or its UI
 * from components/.
 */
export { accountLimits } from "./limits";
export {
  changeEmailSchema,
  changePasswordSchema,
  closeAccountSchema,
  confirmEmailSchema,
  dataFileName,
  forgotPasswordSchema,
  languageSchema,
  nameSchema,
  parseSignIn,
  parseSignUp,
  promoteSchema,
  resetPasswordSchema,
  SIGN_IN_WINDOW_MS,
  safeRedirect,
} from "./rules";
