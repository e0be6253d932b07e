import { createContext } from "react-router";
import type { Db } from "~/db/db.server";
import type { Auth } from "~/features/accounts/auth.server";
import type { Config } from "./config";

/** What every loader and action receives from the server: database, configuration, e-mail sender, CSP nonce. */
export interface AppContext {
  db: Db;
  config: Config;
  /** The e-mail sender: wake it after a transaction that enqueued e-mail commits. */
  mail: { wake(): void };
  auth: Auth;
  nonce: string;
}

export const appContext = createContext<AppContext>();
