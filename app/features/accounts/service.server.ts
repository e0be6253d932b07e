import { isAPIError } from "better-auth/api";
import { isUniqueViolation } from "~/db/errors.server";
import { checkProof, newChallenge } from "~/lib/challenge.server";
import type { Deps as AppDeps } from "~/lib/context.server";
import { recordEmailRequest } from "~/lib/email/requests.server";
import { asLocale, defaultLocale, type Locale } from "~/lib/i18n";
import type { ChallengeAnswer } from "~/lib/limits";
import {
  allowAndRecord,
  limitFor,
  noteFiring,
  serialised,
  withinBudgetOrProof,
} from "~/lib/rate-limit.server";
import type { Auth } from "./auth.server";
import { ACCOUNT_LIMITS } from "./limits";
import {
  findUserByEmail,
  findUserLocale,
  forgiveSignInFailures,
  markEmailVerified,
  pruneSignInFailures,
  recentSignInAttempts,
  recordSignInAttempt,
  removeSignInAttempt,
  setRole,
  setUserLocale,
  userExists,
} from "./queries.server";
import { roleOf, signInAllowed } from "./rules";
import { recordAccountChange } from "./settings.server";

type Deps = Pick<AppDeps, "db" | "config"> & { auth: Auth };

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  /** Whether the address is proven to be the account's (decision 040): only then do rows tied to it by address show. */
  emailVerified: boolean;
};

/** The signed-in user of this request, read from the database on every call so a role change applies at once. */
export async function currentUser(
  { auth }: Pick<Deps, "auth">,
  headers: Headers,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, name, email, emailVerified } = session.user;
  const isAdmin = roleOf((session.user as { role?: unknown }).role) === "admin";
  return { id, name, email, isAdmin, emailVerified: Boolean(emailVerified) };
}

export type SignInResult = { ok: true; headers: Headers } | { ok: false; reason: "throttled" | "invalid" };

/**
 * Signs in with throttling per account and client, per client and per account (decision 010). The
 * attempt is recorded and counted with the others in one serialised transaction before the password
 * is checked, so attempts that arrive at once cannot slip past the limit together. Any session the
 * browser already had is ended first, so every sign-in gets a new token.
 */
export async function signIn(
  { db, auth }: Pick<Deps, "db" | "auth">,
  input: { email: string; password: string; client: string; headers: Headers },
  now = new Date(),
): Promise<SignInResult> {
  // Counted per address in any letter case, so changing the case does not reset the limit.
  const account = input.email.trim().toLowerCase();
  const keys = [`sign-in-account:${account}`, `sign-in-client:${input.client}`];
  const attempt = await serialised(db, keys, async (trx) => {
    const id = await recordSignInAttempt(trx, account, input.client, now);
    if (signInAllowed(await recentSignInAttempts(trx, account, input.client, now))) return id;
    await removeSignInAttempt(trx, id);
    return null;
  });
  if (attempt === null) {
    // Counted for the administrators (/admin/limits); the throttle itself is decision 010's.
    await noteFiring(db, ACCOUNT_LIMITS.signIn.bucket, "refused", now);
    return { ok: false, reason: "throttled" };
  }
  const headers = await startSession(auth, input);
  if (!headers) {
    // The attempt stays recorded as a failure.
    await pruneSignInFailures(db, now);
    return { ok: false, reason: "invalid" };
  }
  await forgiveSignInFailures(db, account, input.client);
  return { ok: true, headers };
}

/** Ends the browser's session if any and signs in; null when better-auth refuses the credentials. */
async function startSession(auth: Auth, input: { email: string; password: string; headers: Headers }) {
  const headers = new Headers();
  if (await auth.api.getSession({ headers: input.headers })) {
    const ended = await auth.api.signOut({ headers: input.headers, returnHeaders: true });
    for (const cookie of ended.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  }
  try {
    const result = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: input.headers,
      returnHeaders: true,
    });
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return headers;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return null;
  }
}

export type SignUpResult =
  | { ok: true; headers: Headers }
  | ({ ok: false; reason: "challenge" } & ChallengeAnswer);

/**
 * Creates the account and signs it in (spec). An address that already has an account gets no session
 * and its owner an e-mail (better-auth's onExistingUserSignUp, limited per recipient); that difference
 * is why sign-up is limited per client (decision 012). Past the client address's budget, or the whole
 * site's, a sign-up needs a proof of work (`proof`, decision 039): the answer without one is a challenge.
 * A known address counts as no failed sign-in. The account takes the language of the sign-up page
 * (`locale`); a known address keeps its own.
 */
export async function signUp(
  { db, auth, config }: Deps,
  input: {
    name: string;
    email: string;
    password: string;
    client: string;
    headers: Headers;
    locale?: Locale;
    proof?: string;
  },
  now = new Date(),
): Promise<SignUpResult> {
  const budgets = [
    limitFor(ACCOUNT_LIMITS.signUp, input.client, config),
    limitFor(ACCOUNT_LIMITS.signUpSite, "all", config),
  ];
  const proof = await checkProof(config, input.proof, "signup", now);
  const gate = await withinBudgetOrProof(db, budgets, proof, now);
  if (!gate.ok) {
    return {
      ok: false,
      reason: "challenge",
      challenge: await newChallenge(config, "signup", now),
      retryAt: gate.retryAt,
    };
  }
  let user: { id: string };
  try {
    ({ user } = await auth.api.signUpEmail({
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        locale: input.locale ?? defaultLocale,
      },
      headers: input.headers,
    }));
  } catch (error) {
    // The same new address signed up twice at the same moment: the other request made the account (the
    // unique e-mail decided), and this one gets the answer of a known address, not an error.
    if (isAPIError(error) && (await findUserByEmail(db, input.email)))
      return { ok: true, headers: new Headers() };
    throw error;
  }
  // For a known address better-auth answers with a made-up user that is not in the table.
  if (!(await userExists(db, user.id))) return { ok: true, headers: new Headers() };
  return { ok: true, headers: (await startSession(auth, input)) ?? new Headers() };
}

/**
 * Confirms the address a confirmation link was sent to (decision 040): better-auth checks the link's
 * signature, expiry and account. A second use of a good link answers the same. A link that moves the account
 * to a new address (decision 052) moves it, proves the new address and is recorded; when another account
 * took that address since, nothing changes. false: a forged, altered or expired link, an account that no
 * longer has that address, or a new address taken.
 */
export async function confirmEmail({ db, auth }: Pick<Deps, "db" | "auth">, token: string, now = new Date()) {
  try {
    await auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    if (isAPIError(error) || isUniqueViolation(error)) return false;
    throw error;
  }
  const moved = movedAccount(token);
  if (moved) {
    await markEmailVerified(db, moved);
    await recordAccountChange(db, { userId: moved, page: "/confirm-email" }, "email-confirmed", now);
  }
  return true;
}

/** The account a link that better-auth just accepted moved to a new address; undefined for a sign-up's link. */
function movedAccount(token: string) {
  const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
    updateTo?: unknown;
    userId?: unknown;
  };
  return typeof payload.updateTo === "string" && typeof payload.userId === "string"
    ? payload.userId
    : undefined;
}

export type ResendConfirmationResult = "sent" | "already-confirmed" | "throttled";

/** Sends the signed-in account a new confirmation link, at most EMAIL_CONFIRMATION_RESENDS an hour (ACCOUNT_LIMITS). */
export async function resendEmailConfirmation(
  { db, auth }: Pick<Deps, "db" | "auth">,
  user: Pick<SessionUser, "id" | "email" | "emailVerified">,
  headers: Headers,
  now = new Date(),
): Promise<ResendConfirmationResult> {
  if (user.emailVerified) return "already-confirmed";
  if (!(await allowAndRecord(db, limitFor(ACCOUNT_LIMITS.emailConfirmation, user.id), now)))
    return "throttled";
  try {
    await auth.api.sendVerificationEmail({ body: { email: user.email }, headers });
    return "sent";
  } catch (error) {
    // Confirmed in another tab since this page was read.
    if (!isAPIError(error)) throw error;
    return "already-confirmed";
  }
}

export async function signOut({ auth }: Pick<Deps, "auth">, headers: Headers) {
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true });
    return { ok: true as const, headers: result.headers };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { ok: false as const, headers: new Headers() };
  }
}

/**
 * Answers the same whether the address has an account or not: one write of an e-mail request either way,
 * so the answer takes as long (decision 014); the e-mail sender runs `sendPasswordReset` later. A client
 * over its limit is told so (that reveals nothing about the address); an address that has had its reset
 * e-mails for the hour silently gets no more.
 */
export async function requestPasswordReset(
  { db, config }: Pick<Deps, "db" | "config">,
  input: { email: string; client: string },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: "throttled" }> {
  if (!(await allowAndRecord(db, limitFor(ACCOUNT_LIMITS.reset, input.client, config), now))) {
    return { ok: false, reason: "throttled" };
  }
  const recipient = input.email.trim().toLowerCase();
  if (await allowAndRecord(db, limitFor(ACCOUNT_LIMITS.resetRecipient, recipient), now)) {
    await recordEmailRequest(db, "password-reset", input.email, now);
  }
  return { ok: true };
}

/** Queues a reset link when the address has an account, nothing otherwise. */
export async function sendPasswordReset({ auth }: Pick<Deps, "auth">, email: string) {
  await auth.api.requestPasswordReset({ body: { email } });
}

/**
 * Sets the new password, ends every session of that user and every other reset link (auth.server.ts);
 * false when the link is unknown or expired.
 */
export async function resetPassword({ auth }: Pick<Deps, "auth">, token: string, password: string) {
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
    return true;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return false;
  }
}

/** The language of a member's account: the one their e-mails are written in. */
export async function accountLanguage({ db }: Pick<Deps, "db">, userId: string): Promise<Locale> {
  return asLocale(await findUserLocale(db, userId));
}

export async function changeAccountLanguage(
  { db }: Pick<Deps, "db">,
  source: { userId: string; page: string },
  locale: Locale,
  now = new Date(),
) {
  await setUserLocale(db, source.userId, locale);
  await recordAccountChange(db, source, "language", now);
}

export type PromoteResult = "promoted" | "already-admin" | "not-found";

export async function promoteToAdmin({ db }: Pick<Deps, "db">, email: string): Promise<PromoteResult> {
  const user = await findUserByEmail(db, email);
  if (!user) return "not-found";
  if (user.role === "admin") return "already-admin";
  await setRole(db, user.id, "admin");
  return "promoted";
}
