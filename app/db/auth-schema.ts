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

export interface AuthTables {
  user: UserTable;
  session: SessionTable;
  verification: VerificationTable;
}
