import { type Config, configWarnings, parseConfig } from "./config";

let cached: Config | undefined;

/** The validated configuration of this process, read from the environment once; warns of settings that cannot work. */
export function getConfig(): Config {
  if (!cached) {
    cached = parseConfig(process.env);
    for (const warning of configWarnings(cached)) console.warn(warning);
  }
  return cached;
}
