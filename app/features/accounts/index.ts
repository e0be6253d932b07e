/**
 * The accounts feature's face for pure code (decision 043): the forms' schemas and parsers, the limits
 * the administrators' page shows, where a sign-in may lead back to, and the download's file name. Routes,
 * server/, scripts/ and other features import accounts only from here, from index.server.ts, or its UI
 * from components/.
 */
export {
  confirmEmailSchema,
  dataFileName,
  EXISTING_ACCOUNT_MAIL_MAX_PER_RECIPIENT,
  forgotPasswordSchema,
  languageSchema,
  parseSignIn,
  parseSignUp,
  promoteSchema,
  RESET_MAX_PER_RECIPIENT,
  resetPasswordSchema,
  SIGN_IN_MAX_ACCOUNT_FAILURES,
  SIGN_IN_MAX_CLIENT_FAILURES,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_WINDOW_MS,
  safeRedirect,
} from "./rules";
