import type { Config } from "./config";

/** What every cookie of the site sets: not for scripts, not sent by other sites' forms, HTTPS-only on HTTPS. */
export function siteCookieOptions(config: Pick<Config, "BASE_URL">) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.BASE_URL.startsWith("https://"),
    path: "/",
  };
}
