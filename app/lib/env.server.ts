import { type Config, parseConfig } from "./config";

let cached: Config | undefined;

/** The validated configuration of this process, read from the environment once. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
