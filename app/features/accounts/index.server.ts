/**
 * The accounts feature's face on the server (decision 043): better-auth and its context, who asks (the
 * guards), signing up, in and out, the address's confirmation, passwords, the account's language, the
 * administrators, and the account's data download.
 */
export { authContext, CLIENT_IP_HEADER, createAuth, migrateAuth } from "./auth.server";
export { exportAccountData } from "./data-export.server";
export {
  adminUserContext,
  clientAddress,
  getUser,
  requireAdmin,
  requireUser,
  withAuth,
} from "./guards.server";
export { insertAccountWithoutPassword, listUsers } from "./queries.server";
export {
  accountLanguage,
  changeAccountLanguage,
  confirmEmail,
  type PromoteResult,
  promoteToAdmin,
  requestPasswordReset,
  resendEmailConfirmation,
  resetPassword,
  sendPasswordReset,
  signIn,
  signOut,
  signUp,
} from "./service.server";
