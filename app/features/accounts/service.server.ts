import { isAPIError } from "better-auth/api";
import type { Db } from "~/db/db.server";
import { recordEmailRequest } from "~/lib/email/requests.server";
import type { Auth } from "./auth.server";
import {
  clearAccountFailures,
  findUserByEmail,
  pruneSignInFailures,
  recentSignInFailures,
  recordSignInFailure,
  setRole,
} from "./queries.server";
import { roleOf, signInAllowed } from "./rules";

type Deps = { db: Db; auth: Auth };

export type SessionUser = { id: string; name: string; email: string; isAdmin: boolean };

/** The signed-in user of this request, read from the database on every call so a role change applies at once. */
export async function currentUser(
  { auth }: Pick<Deps, "auth">,
  headers: Headers,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, name, email } = session.user;
  return { id, name, email, isAdmin: roleOf((session.user as { role?: unknown }).role) === "admin" };
}

export type SignInResult = { ok: true; headers: Headers } | { ok: false; reason: "throttled" | "invalid" };

/**
 * Signs in with throttling per account and per client (counters in the database). Any session the
 * browser already had is ended first, so every sign-in gets a new token.
 */
export async function signIn(
  { db, auth }: Deps,
  input: { email: string; password: string; client: string; headers: Headers },
  now = new Date(),
): Promise<SignInResult> {
  // Counted per address in any letter case, so changing the case does not reset the limit.
  const account = input.email.trim().toLowerCase();
  const failures = await recentSignInFailures(db, account, input.client, now);
  if (!signInAllowed(failures)) return { ok: false, reason: "throttled" };

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
    await clearAccountFailures(db, account);
    return { ok: true, headers };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    await recordSignInFailure(db, account, input.client, now);
    await pruneSignInFailures(db, now);
    return { ok: false, reason: "invalid" };
  }
}

/**
 * Creates the account and signs it in. An address that already has an account gets the same answer
 * and its owner an e-mail (better-auth's onExistingUserSignUp), so the form reveals nothing.
 */
export async function signUp(
  deps: Deps,
  input: { name: string; email: string; password: string; client: string; headers: Headers },
): Promise<{ headers: Headers }> {
  await deps.auth.api.signUpEmail({
    body: { name: input.name, email: input.email, password: input.password },
    headers: input.headers,
  });
  const signedIn = await signIn(deps, input);
  return { headers: signedIn.ok ? signedIn.headers : new Headers() };
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
 * Records the request and answers; the same write whether the address has an account or not, so the
 * answer takes as long either way (decision 014). The e-mail sender runs `sendPasswordReset` later.
 */
export async function requestPasswordReset({ db }: Pick<Deps, "db">, email: string, now = new Date()) {
  await recordEmailRequest(db, "password-reset", email, now);
}

/** Queues a reset link when the address has an account, nothing otherwise. */
export async function sendPasswordReset({ auth }: Pick<Deps, "auth">, email: string) {
  await auth.api.requestPasswordReset({ body: { email } });
}

/** Sets the new password and ends every session of that user; false when the link is unknown or expired. */
export async function resetPassword({ auth }: Pick<Deps, "auth">, token: string, password: string) {
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
    return true;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return false;
  }
}

export type PromoteResult = "promoted" | "already-admin" | "not-found";

export async function promoteToAdmin({ db }: Pick<Deps, "db">, email: string): Promise<PromoteResult> {
  const user = await findUserByEmail(db, email);
  if (!user) return "not-found";
  if (user.role === "admin") return "already-admin";
  await setRole(db, user.id, "admin");
  return "promoted";
}
