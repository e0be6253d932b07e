import { createHash } from "node:crypto";
import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { createContext } from "react-router";
import { z } from "zod";
import { type Db, isPostgres } from "~/db/db.server";
import type { Config } from "~/lib/config";
import { defaultLocale, locales } from "~/lib/i18n";
import { allowAndRecord, limitFor } from "~/lib/rate-limit.server";
import { sessionSecret } from "~/lib/secret.server";
import type { AccountsTexts } from "~/texts/pages/accounts";
import { enqueueAccountEmail } from "./emails.server";
import { ACCOUNT_LIMITS } from "./limits";
import { hashPassword, verifyPassword } from "./password.server";
import { endResetLinks, findUserEmail, recordSignIn } from "./queries.server";
import {
  confirmEmailPath,
  EMAIL_CONFIRMATION_SECONDS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_IDENTIFIER_PREFIX,
} from "./rules";

type Mail = { wake(): void };

/**
 * How a reset link's identifier (`reset-password:<token>`) is stored: SHA-256 of it, so the table never
 * holds a usable link, behind the prefix, so a user's links can still be found and ended (decision 011).
 */
export async function storedResetIdentifier(identifier: string) {
  return `${RESET_IDENTIFIER_PREFIX}${createHash("sha256").update(identifier).digest("base64url")}`;
}

/** The header the server sets from Express's `req.ip` (after removing any the client sent). */
export const CLIENT_IP_HEADER = "x-handball-client-ip";

/**
 * better-auth's options: e-mail and password, sessions in our database, a `role` the client can never
 * set, strong scrypt parameters, one-hour single-use reset links delivered through the outbox.
 */
export function authOptions(db: Db, config: Config, mail: Mail) {
  // Each account's e-mails are written in its own language, their links lead to its pages.
  const mailTo = async (
    user: { email: string; locale?: unknown },
    kind: string,
    texts: keyof AccountsTexts["emails"],
    path: string,
  ) => {
    await enqueueAccountEmail(db, config, user, kind, texts, path);
    mail.wake();
  };

  return {
    appName: config.ASSOCIATION_NAME,
    baseURL: config.BASE_URL,
    basePath: "/api/auth",
    secret: sessionSecret(config),
    database: { db, type: isPostgres(db) ? ("postgres" as const) : ("sqlite" as const) },
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // Sign-up never signs in by itself, so an existing address gets the same answer as a new one.
      autoSignIn: false,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Using one link ends the others (docs/security.md #33); the sessions are ended by the option above.
      async onPasswordReset({ user }: { user: { id: string } }) {
        await endResetLinks(db, user.id);
      },
      async sendResetPassword({ user, token }: { user: { email: string }; token: string }) {
        await mailTo(user, "password-reset", "reset", `/reset-password?token=${encodeURIComponent(token)}`);
      },
      async onExistingUserSignUp({ user }: { user: { email: string } }) {
        const limit = limitFor(ACCOUNT_LIMITS.existingAccountMail, user.email.toLowerCase());
        if (!(await allowAndRecord(db, limit, new Date()))) return;
        await mailTo(user, "existing-account", "existing", "/signin");
      },
    },
    // A new address gets a link that proves it is the account's (decision 040): until then, rows that only
    // an e-mail address ties to the account (a guest's registrations, contact messages) stay hidden from it.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_CONFIRMATION_SECONDS,
      // A link to an address the account does not have yet asks to move the account to it (/account/email).
      async sendVerificationEmail({ user, token }: { user: { id: string; email: string }; token: string }) {
        const moving = (await findUserEmail(db, user.id)) !== user.email.toLowerCase();
        await mailTo(
          user,
          moving ? "email-change" : "email-confirmation",
          moving ? "change" : "confirm",
          confirmEmailPath(token),
        );
      },
    },
    verification: {
      storeIdentifier: {
        default: "plain" as const,
        overrides: { [RESET_IDENTIFIER_PREFIX]: { hash: storedResetIdentifier } },
      },
    },
    user: {
      // A new address is the account's once its owner opens the link sent to it (decision 052); until then the
      // old one stays. An address another account has gets no link, and the same answer.
      changeEmail: { enabled: true },
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
        lastSignInAt: { type: "date", required: false, input: false },
        // Set when the member closes the account (decision 052); the row stays for the association's records.
        closedAt: { type: "date", required: false, input: false },
        // Set from the sign-up page's language by our own server code (better-auth's routes are not mounted).
        locale: {
          type: "string",
          required: true,
          defaultValue: defaultLocale,
          input: true,
          validator: { input: z.enum(locales) },
        },
      } as const,
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Our own forms call the API on the server; throttling of sign-in lives in the database (service.server.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.BASE_URL.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax" as const, httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      session: {
        create: {
          async after(session: { userId: string }) {
            await recordSignIn(db, session.userId, new Date());
          },
        },
      },
    },
  };
}

export function createAuth(db: Db, config: Config, mail: Mail) {
  return betterAuth(authOptions(db, config, mail));
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth, as server/app.ts gives it to every request beside the app's context (decision 043). */
export const authContext = createContext<Auth>();

/** Creates or updates better-auth's tables (user, session, account, verification); a second run does nothing. */
export async function migrateAuth(db: Db, config: Config) {
  const { runMigrations } = await getMigrations(authOptions(db, config, { wake() {} }));
  await runMigrations();
}
