import { z } from "zod";
import { type Parsed, parseWith } from "~/lib/form";
import { format, locales } from "~/lib/i18n";
import { EMAIL_MAX, PERSON_NAME_LENGTH, singleLine, textOfLength } from "~/lib/text";
import type { AccountsTexts } from "~/texts/pages/accounts";

type Texts = AccountsTexts["validation"];

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/**
 * Sign-in failures allowed in any window of SIGN_IN_WINDOW_MS (docs/security.md #10 and #31, decision 010):
 * per account from one client, per client across accounts, and per account across all clients. The
 * last is much higher, so an attacker elsewhere cannot lock the owner out.
 */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_MAX_CLIENT_FAILURES = 30;
export const SIGN_IN_MAX_ACCOUNT_FAILURES = 100;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/**
 * E-mail sent on behalf of a visitor (docs/security.md #30): reset links per recipient, "you already have
 * an account" notices per recipient, counted over ACCOUNT_MAIL_WINDOW_MS. The limits per client are
 * settings; all of them are declared in ACCOUNT_LIMITS (limits.ts).
 */
export const RESET_MAX_PER_RECIPIENT = 3;
export const EXISTING_ACCOUNT_MAIL_MAX_PER_RECIPIENT = 3;
export const ACCOUNT_MAIL_WINDOW_MS = 60 * 60 * 1000;

/**
 * How long the link that confirms an account's e-mail address works (decision 040), and how many such links
 * one account may ask for again in ACCOUNT_MAIL_WINDOW_MS (the first one is sent at sign-up).
 */
export const EMAIL_CONFIRMATION_SECONDS = 24 * 60 * 60;
export const EMAIL_CONFIRMATION_RESENDS = 3;

/**
 * The account page (decision 052): how many times an account may type its current password in
 * SIGN_IN_WINDOW_MS (a stolen session cannot guess it), and how many links to a new address an account may
 * ask for, and one address receive, in ACCOUNT_MAIL_WINDOW_MS.
 */
export const PASSWORD_CHECKS_PER_ACCOUNT = 10;
export const EMAIL_CHANGES_PER_ACCOUNT = 3;
export const EMAIL_CHANGES_PER_RECIPIENT = 3;

/** The page an address confirmation link opens: it shows a button, since no GET may change anything. */
export function confirmEmailPath(token: string) {
  return `/confirm-email?${new URLSearchParams({ token })}`;
}

/** better-auth's prefix of a reset link's row in its `verification` table. */
export const RESET_IDENTIFIER_PREFIX = "reset-password:";

const email = (message: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }).max(EMAIL_MAX, message));
const password = (t: Texts) => {
  const length = { min: PASSWORD_MIN, max: PASSWORD_MAX };
  return z
    .string()
    .min(length.min, format(t.passwordMin, length))
    .max(length.max, format(t.passwordMax, length));
};

export function signInSchema(t: Texts) {
  return z.object({ email: email(t.invalidEmail), password: password(t) });
}

export function signUpSchema(t: Texts) {
  return z
    .object({
      name: textOfLength(PERSON_NAME_LENGTH, t.nameMin, t.nameMax).check(singleLine(t.controlCharacters)),
      email: email(t.invalidEmail),
      password: password(t),
      confirmPassword: z.string(),
    })
    .refine((form) => form.password === form.confirmPassword, {
      path: ["confirmPassword"],
      error: t.passwordsDiffer,
    });
}

export function forgotPasswordSchema(t: Texts) {
  return z.object({ email: email(t.invalidEmail) });
}

export function resetPasswordSchema(t: Texts) {
  return z
    .object({
      token: z.string().min(1).max(200).check(singleLine(t.controlCharacters)),
      password: password(t),
      confirmPassword: z.string(),
    })
    .refine((form) => form.password === form.confirmPassword, {
      path: ["confirmPassword"],
      error: t.passwordsDiffer,
    });
}

/** The form of the address confirmation page: the signed token of its link (a JWT, under 1,000 characters). */
export const confirmEmailSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(1000)
    .regex(/^[\w.-]+$/),
});

const currentPassword = (t: Texts) =>
  z.string().min(1, t.currentPasswordRequired).max(PASSWORD_MAX, t.wrongPassword);

/** The account page's name form: the same rules as the sign-up's name. */
export function nameSchema(t: Texts) {
  return z.object({
    name: textOfLength(PERSON_NAME_LENGTH, t.nameMin, t.nameMax).check(singleLine(t.controlCharacters)),
  });
}

/** /account/password: the current password, and a new one that meets the sign-up's rules, twice. */
export function changePasswordSchema(t: Texts) {
  return z
    .object({ currentPassword: currentPassword(t), password: password(t), confirmPassword: z.string() })
    .refine((form) => form.password === form.confirmPassword, {
      path: ["confirmPassword"],
      error: t.passwordsDiffer,
    });
}

/** /account/email: the new address, and the current password. */
export function changeEmailSchema(t: Texts) {
  return z.object({ email: email(t.invalidEmail), currentPassword: currentPassword(t) });
}

/** /account/close: the current password, and the box that says the member read what closing does. */
export function closeAccountSchema(t: Texts) {
  return z.object({
    currentPassword: currentPassword(t),
    understood: z.literal("yes", { error: t.confirmClosing }),
  });
}

/**
 * The address a closed account keeps (decision 052): unique, on the reserved `.invalid` domain, so no mail
 * ever goes to it and the member's own address is free to sign up again.
 */
export function closedAccountEmail(userId: string) {
  return `closed-${userId.toLowerCase().replace(/[^a-z0-9]/g, "")}@closed.invalid`;
}

/** The account's language (/account/language): one of the site's languages, nothing else. */
export function languageSchema(t: Texts) {
  return z.object({ locale: z.enum(locales, { error: t.chooseLanguage }) });
}

export function promoteSchema(t: Texts) {
  return z.object({ email: email(t.validEmail) });
}

/** docs/product.md spec §5: a missing e-mail or password gets one message of its own, before any other check. */
export function missingCredentials(form: { email?: unknown; password?: unknown }) {
  const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";
  return blank(form.email) || blank(form.password);
}

/** A sign-in or sign-up form: the missing-credentials message first (docs/product.md spec §5), then the field rules. */
function credentialsParser<S extends z.ZodType>(schema: (t: Texts) => S) {
  return (values: Record<string, unknown>, t: Texts): Parsed<z.output<S>> =>
    missingCredentials(values)
      ? { ok: false, errors: { form: t.missingCredentials } }
      : parseWith(schema(t), values);
}

export const parseSignIn = credentialsParser(signInSchema);
export const parseSignUp = credentialsParser(signUpSchema);

/** A redirect target from the query string, kept inside the site (docs/security.md #9). */
export function safeRedirect(target: unknown, fallback = "/") {
  if (
    typeof target !== "string" ||
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.startsWith("/\\")
  ) {
    return fallback;
  }
  if (/\p{Cc}/u.test(target)) return fallback;
  return target;
}

/**
 * Whether a sign-in attempt may have its password checked, given the attempts in the window that are
 * still counted (failures and attempts in progress), this one included: for the account from this
 * client, for this client across accounts, and for the account across all clients.
 */
export function signInAllowed(attempts: { accountClient: number; client: number; account: number }) {
  return (
    attempts.accountClient <= SIGN_IN_MAX_FAILURES &&
    attempts.client <= SIGN_IN_MAX_CLIENT_FAILURES &&
    attempts.account <= SIGN_IN_MAX_ACCOUNT_FAILURES
  );
}

export type Role = "admin" | "user";

/** docs/product.md spec §3: the value admin marks an administrator; any other value is shown as a user. */
export function roleOf(value: unknown): Role {
  return value === "admin" ? "admin" : "user";
}

/** The most rows of one section an account's data download holds (docs/security.md #29: nothing unbounded). */
export const EXPORT_ROWS = 1000;

/** An address as the registrations, waiting lists and newsletter key it: trimmed, lower case. */
export function emailKeyOf(email: string) {
  return email.trim().toLowerCase();
}

/** The download's file name: "oha-my-data-2026-11-23.json", from the association's short name and the day. */
export function dataFileName(shortName: string, now: Date) {
  const prefix = shortName.toLowerCase().replace(/[^a-z0-9]/g, "") || "account";
  return `${prefix}-my-data-${now.toISOString().slice(0, 10)}.json`;
}
