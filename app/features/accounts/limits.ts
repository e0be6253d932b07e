import type { Config } from "~/lib/config";
import { type LimitRule, type LimitSetting, limitRows } from "~/lib/limits";
import {
  ACCOUNT_MAIL_WINDOW_MS,
  EMAIL_CHANGES_PER_ACCOUNT,
  EMAIL_CHANGES_PER_RECIPIENT,
  EMAIL_CONFIRMATION_RESENDS,
  EXISTING_ACCOUNT_MAIL_MAX_PER_RECIPIENT,
  PASSWORD_CHECKS_PER_ACCOUNT,
  RESET_MAX_PER_RECIPIENT,
  SIGN_IN_MAX_ACCOUNT_FAILURES,
  SIGN_IN_MAX_CLIENT_FAILURES,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_WINDOW_MS,
} from "./rules";

/**
 * The accounts' limits, counted by its services and listed on /admin/limits in this order: sign-ups per
 * address and for the whole site (decision 039), the e-mails sent to an address typed by a visitor
 * (docs/security.md #30), the sign-in throttle (decision 010: failures, counted by `signInAllowed`, whose
 * refusals all count as "sign-in" firings), password-reset requests, the confirmation links an account
 * asks for again (decision 040), and on the account page (decision 052) the current password typed to
 * change the password or the address or to close the account, and the links sent to a new address, per
 * account and per address.
 */
export const ACCOUNT_LIMITS = {
  signUp: {
    bucket: "signup",
    per: "address",
    setting: "SIGNUPS_PER_ADDRESS_PER_HOUR",
    windowMs: ACCOUNT_MAIL_WINDOW_MS,
    past: "proof",
  },
  signUpSite: {
    bucket: "signup-all",
    per: "site",
    setting: "SIGNUPS_PER_HOUR",
    windowMs: ACCOUNT_MAIL_WINDOW_MS,
    past: "proof",
  },
  existingAccountMail: {
    bucket: "existing-account-mail",
    per: "recipient",
    max: EXISTING_ACCOUNT_MAIL_MAX_PER_RECIPIENT,
    windowMs: ACCOUNT_MAIL_WINDOW_MS,
    past: "refused",
  },
  emailConfirmation: {
    bucket: "email-confirmation",
    per: "account",
    max: EMAIL_CONFIRMATION_RESENDS,
    windowMs: ACCOUNT_MAIL_WINDOW_MS,
    past: "refused",
  },
  signIn: {
    bucket: "sign-in",
    per: "accountAddress",
    max: SIGN_IN_MAX_FAILURES,
    windowMs: SIGN_IN_WINDOW_MS,
    past: "refused",
  },
  signInAddress: {
    bucket: "sign-in-address",
    per: "address",
    max: SIGN_IN_MAX_CLIENT_FAILURES,
    windowMs: SIGN_IN_WINDOW_MS,
    past: "refused",
  },
  signInAccount: {
    bucket: "sign-in-account",
    per: "account",
    max: SIGN_IN_MAX_ACCOUNT_FAILURES,
    windowMs: SIGN_IN_WINDOW_MS,
    past: "refused",
  },
  reset: {
    bucket: "reset",
    per: "address",
    setting: "ACCOUNT_REQUESTS_PER_HOUR",
    windowMs: ACCOUNT_MAIL_WINDOW_MS,
    past: "refused",
  },
  resetRecipient: {
    bucket: "reset-recipient",
    per: "recipient",
    max: RESET_MAX_PER_RECIPIENT,
    windowMs: ACCOUNT_MAIL_WINDOW_MS,
    past: "refused",
  },
  passwordCheck: {
    bucket: "account-password-check",
    per: "account",
    max: PASSWORD_CHECKS_PER_ACCOUNT,
    windowMs: SIGN_IN_WINDOW_MS,
    past: "refused",
  },
  emailChange: {
    bucket: "email-change",
    per: "account",
    max: EMAIL_CHANGES_PER_ACCOUNT,
    windowMs: ACCOUNT_MAIL_WINDOW_MS,
    past: "refused",
  },
  emailChangeRecipient: {
    bucket: "email-change-recipient",
    per: "recipient",
    max: EMAIL_CHANGES_PER_RECIPIENT,
    windowMs: ACCOUNT_MAIL_WINDOW_MS,
    past: "refused",
  },
} as const satisfies Record<string, LimitRule>;

/** The accounts' rows of /admin/limits, sized by this server's settings. */
export function accountLimits(config: Pick<Config, LimitSetting>) {
  return limitRows(Object.values(ACCOUNT_LIMITS), config);
}
