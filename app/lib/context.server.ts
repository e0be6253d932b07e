import { createContext } from "react-router";
import type { Db } from "~/db/db.server";
import type { Config } from "./config";

/**
 * What every loader and action receives from the server: database, configuration, e-mail sender, job
 * runner, CSP nonce. A feature that gives each request something of its own declares a context of its own
 * in its face (accounts' `authContext`, orders' `orderHooksContext`), and server/app.ts sets them all with
 * this one: lib names no feature, and each reader gets a typed part (decision 043).
 */
export interface AppContext {
  db: Db;
  config: Config;
  /** The e-mail sender: wake it after a transaction that enqueued e-mail commits. */
  mail: { wake(): void };
  /** The scheduled-jobs runner: wake it after making a job due at once. */
  jobs: { wake(): void };
  nonce: string;
}

/** What the services need of the context; each takes the part it uses (`Pick<Deps, "db">`). */
export type Deps = Pick<AppContext, "db" | "config" | "mail">;

export const appContext = createContext<AppContext>();
