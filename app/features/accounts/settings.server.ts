import { isAPIError } from "better-auth/api";
import type { Db } from "~/db/db.server";
import type { AccountChangeKind } from "~/db/schema";
import { removeSubscription } from "~/features/newsletter/index.server";
import type { Deps as AppDeps } from "~/lib/context.server";
import { allowAndRecord, limitFor } from "~/lib/rate-limit.server";
import type { Auth } from "./auth.server";
import { enqueueAccountEmail } from "./emails.server";
import { ACCOUNT_LIMITS } from "./limits";
import { verifyPassword } from "./password.server";
import {
  closeUser,
  endResetLinks,
  findPasswordHash,
  findUserLocale,
  insertAccountChange,
  setUserName,
} from "./queries.server";
import { closedAccountEmail, emailKeyOf } from "./rules";

type Deps = Pick<AppDeps, "db" | "config" | "mail"> & { auth: Auth };

/** Where a change came from: the account and the page's path, as the administrators read it (decision 052). */
export type ChangeSource = { user: { id: string; email: string; emailVerified: boolean }; page: string };

/** Records a change of the account, without any value: what, from which page, when. */
export async function recordAccountChange(
  db: Db,
  source: { userId: string; page: string },
  kind: AccountChangeKind,
  now = new Date(),
) {
  await insertAccountChange(db, { userId: source.userId, kind, page: source.page, at: now });
}

export async function changeName(
  { db }: Pick<Deps, "db">,
  source: ChangeSource,
  name: string,
  now = new Date(),
) {
  await setUserName(db, source.user.id, name, now);
  await recordAccountChange(db, { userId: source.user.id, page: source.page }, "name", now);
}

type PasswordRefusal = { ok: false; reason: "wrong-password" | "throttled" };

/** Whether the account may have a current password checked: PASSWORD_CHECKS_PER_ACCOUNT times in 15 minutes. */
async function mayCheckPassword(db: Db, userId: string, now: Date) {
  return allowAndRecord(db, limitFor(ACCOUNT_LIMITS.passwordCheck, userId), now);
}

/** Checks the current password typed on the account page, within the account's limit of checks. */
async function checkCurrentPassword(
  db: Db,
  userId: string,
  password: string,
  now: Date,
): Promise<PasswordRefusal | null> {
  if (!(await mayCheckPassword(db, userId, now))) return { ok: false, reason: "throttled" };
  const hash = await findPasswordHash(db, userId);
  if (!hash || !(await verifyPassword({ hash, password }))) return { ok: false, reason: "wrong-password" };
  return null;
}

/**
 * Sets a new password after checking the current one: every other session of the account and every reset
 * link ends (docs/security.md #33), and the owner is told by e-mail. `headers` is the browser's new session.
 */
export async function changePassword(
  { db, auth, config, mail }: Deps,
  source: ChangeSource,
  input: { currentPassword: string; password: string; headers: Headers },
  now = new Date(),
): Promise<{ ok: true; headers: Headers } | PasswordRefusal> {
  if (!(await mayCheckPassword(db, source.user.id, now))) return { ok: false, reason: "throttled" };
  const headers = new Headers();
  try {
    const changed = await auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.password,
        revokeOtherSessions: true,
      },
      headers: input.headers,
      returnHeaders: true,
    });
    for (const cookie of changed.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    // better-auth checks the current password (one hash less than checking it here first).
    if (!isAPIError(error)) throw error;
    return { ok: false, reason: "wrong-password" };
  }
  await endResetLinks(db, source.user.id);
  await recordAccountChange(db, { userId: source.user.id, page: source.page }, "password", now);
  const locale = await findUserLocale(db, source.user.id);
  await enqueueAccountEmail(
    db,
    config,
    { email: source.user.email, locale },
    "password-changed",
    "passwordChanged",
    "/forgot-password",
    now,
  );
  mail.wake();
  return { ok: true, headers };
}

export type EmailChangeResult =
  | { ok: true }
  | { ok: false; reason: "wrong-password" | "throttled" | "same-address" };

/**
 * Asks to move the account to a new address (decision 052): a link to the new address confirms it through
 * the address confirmation of sign-up (/confirm-email); until then the old one stays, and it is told at once.
 * An address another account already has gets the same answer and no link, so the page reveals nobody's
 * account; so does a new address past its own limit of links.
 */
export async function requestEmailChange(
  { db, auth, config, mail }: Deps,
  source: ChangeSource,
  input: { email: string; currentPassword: string; headers: Headers },
  now = new Date(),
): Promise<EmailChangeResult> {
  const refused = await checkCurrentPassword(db, source.user.id, input.currentPassword, now);
  if (refused) return refused;
  const newEmail = emailKeyOf(input.email);
  if (newEmail === emailKeyOf(source.user.email)) return { ok: false, reason: "same-address" };
  if (!(await allowAndRecord(db, limitFor(ACCOUNT_LIMITS.emailChange, source.user.id), now)))
    return { ok: false, reason: "throttled" };
  if (await allowAndRecord(db, limitFor(ACCOUNT_LIMITS.emailChangeRecipient, newEmail), now))
    await auth.api.changeEmail({ body: { newEmail }, headers: input.headers });
  await recordAccountChange(db, { userId: source.user.id, page: source.page }, "email-requested", now);
  const locale = await findUserLocale(db, source.user.id);
  await enqueueAccountEmail(
    db,
    config,
    { email: source.user.email, locale },
    "email-change-requested",
    "changeRequested",
    "/account/password",
    now,
  );
  mail.wake();
  return { ok: true };
}

/** What a feature that uses accounts removes of a closing account's rows, in its own tables (decision 052). */
export type ClosingStep = (
  deps: Pick<AppDeps, "db" | "config" | "mail">,
  userId: string,
  now: Date,
) => Promise<void>;

/**
 * Closes the account in one request, after its password (decision 052). The features above accounts remove
 * their rows first (`steps`, handed in by the route: memberships' people's details, events' registrations to
 * come and waiting lists); then the newsletter subscription of its confirmed address goes, and the account
 * loses its name, address, password, sessions and links. Paid orders and memberships stay, as the
 * association's records, tied to the closed account only. The owner is told at the old address.
 */
export async function closeAccount(
  deps: Deps,
  source: ChangeSource,
  input: { currentPassword: string; headers: Headers },
  steps: ClosingStep[],
  now = new Date(),
): Promise<{ ok: true; headers: Headers } | PasswordRefusal> {
  const { db, auth, config, mail } = deps;
  const userId = source.user.id;
  const refused = await checkCurrentPassword(db, userId, input.currentPassword, now);
  if (refused) return refused;
  for (const step of steps) await step(deps, userId, now);
  // The browser's cookie is cleared; every session, this one included, ends with the account below.
  const ended = await auth.api.signOut({ headers: input.headers, returnHeaders: true });
  const headers = new Headers();
  for (const cookie of ended.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  const locale = await findUserLocale(db, userId);
  await db.transaction().execute(async (trx) => {
    // The address's subscription is the account's only once the address is proven its own (decision 040).
    if (source.user.emailVerified) await removeSubscription(trx, emailKeyOf(source.user.email));
    await closeUser(trx, userId, closedAccountEmail(userId), now);
    await recordAccountChange(trx, { userId, page: source.page }, "closed", now);
    await enqueueAccountEmail(
      trx,
      config,
      { email: source.user.email, locale },
      "account-closed",
      "closed",
      "/signup",
      now,
    );
  });
  mail.wake();
  return { ok: true, headers };
}
