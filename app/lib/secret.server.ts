import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { Config } from "./config";

const secretFile = "data/session-secret";

/**
 * The key that signs cookies. Set SESSION_SECRET when more than one process serves the site; a single
 * local process makes one on first start and keeps it under ./data so sign-ins survive a restart.
 */
export function sessionSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (!existsSync(secretFile)) {
    mkdirSync("data", { recursive: true });
    try {
      writeFileSync(secretFile, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process made it first; read theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(secretFile, "utf8").trim();
}
