import type { Locale } from "~/lib/i18n";

/**
 * better-auth's tables as far as our own queries read them. better-auth creates and migrates them
 * (camelCase columns, its naming); dates may come back as Date (PostgreSQL) or text (SQLite).
 */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  role: string | null;
  lastSignInAt: string | Date | null;
  /** When the member closed the account (decision 052): its name and address are gone, nobody signs in. */
  closedAt: string | Date | null;
  /** The language the member chose (sign-up page's, then /account/language); their e-mails use it. */
  locale: Locale;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: string | Date;
  createdAt: string | Date;
}

/** One-time values such as reset links: `identifier` names the link, `value` is the user's id. */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: string | Date;
}

/** A way to sign in: for e-mail and password, `providerId` "credential" and the password's hash. */
export interface AccountTable {
  id: string;
  userId: string;
  providerId: string;
  password: string | null;
}

export interface AuthTables {
  user: UserTable;
  account: AccountTable;
  session: SessionTable;
  verification: VerificationTable;
}
