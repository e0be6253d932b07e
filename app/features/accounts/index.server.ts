/**
 * The accounts feature's face on the server (decision 043): better-auth and its context, who asks (the
 * guards), signing up, in and out, the address's confirmation, passwords, the account's language, the
 * administrators, the account page's changes (name, password, address, closing) and their record, and the account's data download (to which the route hands the sections of the features
 * that use accounts). Other features read an account's name, address and language by its id, and filter by
 * its address in their own SQL through a subquery.
 */
export { authContext, CLIENT_IP_HEADER, createAuth, migrateAuth } from "./auth.server";
export { exportAccountData } from "./data-export.server";
export {
  adminUserContext,
  clientAddress,
  getUser,
  pagePath,
  requireAdmin,
  requireUser,
  withAuth,
} from "./guards.server";
export {
  accountIdsWithEmailLike,
  getAccountContact,
  insertAccountWithoutPassword,
  listAccountChanges,
  listAccountContacts,
  listLatestAccountChanges,
  listUsers,
} from "./queries.server";
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
export {
  changeName,
  changePassword,
  closeAccount,
  recordAccountChange,
  requestEmailChange,
} from "./settings.server";
