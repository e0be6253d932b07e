import { createContext } from "react-router";
import type { Db } from "~/db/db.server";
import type { Config } from "./config";

/** What every loader and action receives from the server: the database, the configuration, the CSP nonce. */
export interface AppContext {
  db: Db;
  config: Config;
  nonce: string;
}

export const appContext = createContext<AppContext>();
