import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { siteCookieOptions } from "~/lib/cookies.server";
import { type Locale, locales } from "~/lib/i18n";
import {
  choiceToRemember,
  chosenLocale,
  homeRedirect,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_MS,
} from "~/lib/i18n/choice";
import { localeOfPath } from "~/lib/i18n/paths";

/** The language of a page or of its data request (`/fr/events.data`, `/fr/_.data`). */
export function requestLocale(path: string): Locale {
  return localeOfPath(path.replace(/(\/_)?\.data$/, ""));
}

/**
 * Offers French to a first visit of `/` whose browser prefers it, and remembers the language of every
 * page a visitor moves to from our own pages (docs/decisions/023). Pages only: after the static files.
 */
export function languageChoice(config: { BASE_URL: string }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const preferred = req.acceptsLanguages(...locales);
    const visit = {
      path: req.path,
      chosen: chosenLocale(req.headers.cookie),
      preferred: preferred ? (preferred as Locale) : null,
      crawler: isbot(req.get("user-agent") ?? ""),
      fromOwnSite: req.get("sec-fetch-site") === "same-origin",
    };
    // The home's answer depends on these headers: a shared cache must not hand one visitor's to another.
    if (req.path === "/") res.vary("Accept-Language").vary("Cookie");
    const target = homeRedirect(visit);
    if (target) return res.redirect(302, target);
    if (req.get("sec-fetch-dest") === "document") {
      const remember = choiceToRemember({ ...visit, pageLocale: requestLocale(req.path) });
      if (remember)
        res.cookie(LANGUAGE_COOKIE, remember, {
          ...siteCookieOptions(config),
          maxAge: LANGUAGE_COOKIE_MAX_AGE_MS,
        });
    }
    next();
  };
}
