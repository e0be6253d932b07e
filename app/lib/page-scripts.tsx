import { createContext, useContext } from "react";
import { type UIMatch, useMatches, useRouteLoaderData } from "react-router";
import type { RootData } from "./root-data";

/**
 * Which pages load the framework in the browser, and when (decisions 073 and 074). A reading page, one whose
 * every part works as the server renders it (links, GET forms, forms that post, `<details>`), exports
 * `handle = readingPage` and is sent without React, React Router or its own code: no module script, no
 * loader data in the page. A page whose scripts only a signed-in member needs (the events page's registration
 * dialog) exports `readingPageForVisitors`. A page that is read first and used after (the calendar, the
 * shop, a form) exports `scriptsOnFirstUse`: it has its scripts, started on the visitor's first sign of use
 * rather than after the first paint (app/lib/start-scripts.ts). Every other page starts them after the first
 * paint (decision 009).
 */
export type PageHandle = { scripts?: false | "signed-in" | typeof FIRST_USE };

/** The handle of a reading page. */
export const readingPage: PageHandle = { scripts: false };

/** The handle of a page that is a reading page for visitors and loads its scripts for a signed-in member. */
export const readingPageForVisitors: PageHandle = { scripts: "signed-in" };

/** The value of `<html data-scripts>` on a page whose scripts start on first use, which the start script reads. */
export const FIRST_USE = "first-use";

/** The handle of a page whose scripts start on the visitor's first sign of use (decision 074). */
export const scriptsOnFirstUse: PageHandle = { scripts: FIRST_USE };

/**
 * The attribute of a link whose click the page's scripts handle in place (a calendar's day, the cart's drawer,
 * a toast on a download). On a page whose scripts start on first use, a click on it before they have started
 * waits for them, as a button's does, instead of loading the page the link points to (start-scripts.ts).
 */
export const inPlaceLink = { "data-in-place": "" } as const;

type Matches = readonly Pick<UIMatch, "handle">[];
const scriptsOf = (matches: Matches) =>
  matches.map((match) => (match.handle as PageHandle | undefined)?.scripts);

/** Whether a page made of these route matches loads its scripts: unless one of them is a reading page (for this viewer). */
export function matchesLoadScripts(matches: Matches, signedIn: boolean) {
  return !scriptsOf(matches).some((scripts) => scripts === false || (scripts === "signed-in" && !signedIn));
}

/** Whether a page that loads its scripts starts them on first use rather than after the first paint. */
export function matchesStartOnFirstUse(matches: Matches) {
  return scriptsOf(matches).includes(FIRST_USE);
}

/**
 * Whether the page being rendered loads its scripts. Always in the browser: a page rendered there is one
 * whose scripts ran (a reading page is never hydrated; one reached by a client-side navigation from a
 * page with scripts renders in the application already running). Always while developing (`npm run dev`),
 * where the scripts bring the edits to the page as they are saved; the browser tests run the production
 * build.
 */
export function usePageLoadsScripts() {
  const matches = useMatches();
  const signedIn = Boolean(useRouteLoaderData<RootData>("root")?.user);
  return import.meta.env.DEV || typeof document !== "undefined" || matchesLoadScripts(matches, signedIn);
}

/**
 * Whether the page being rendered starts its scripts on first use; never while developing, where they start
 * at once. The same answer in the browser as on the server, so hydration finds the attribute it wrote; once
 * the scripts run nothing reads it.
 */
export function usePageStartsOnFirstUse() {
  const matches = useMatches();
  return !import.meta.env.DEV && matchesStartOnFirstUse(matches);
}

const NonceContext = createContext("");

/** The request's Content-Security-Policy nonce, for the few inline scripts the server writes itself. */
export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}

/**
 * The text of an inline script that calls `fn` with `options`. `fn` runs in the browser as its source text,
 * so it must refer to nothing outside itself; `<` is escaped so that no option can end the script.
 */
export function inlineCall<T>(fn: (options: T) => unknown, options: T) {
  return `(${fn.toString()})(${JSON.stringify(options).replaceAll("<", "\\u003c")})`;
}

/** One of a reading page's few inline scripts (decision 073), with the request's nonce. */
export function InlineScript<T>({ fn, options }: { fn: (options: T) => unknown; options: T }) {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function's text, its options JSON with `<` escaped.
      dangerouslySetInnerHTML={{ __html: inlineCall(fn, options) }}
    />
  );
}
