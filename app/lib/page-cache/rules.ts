// Which requests the public page cache may answer, and how a kept page gets the next visitor's nonce
// (docs/performance.md, decision 034). Pure: the server's middleware (server/page-cache.ts) does the I/O.
import { publicPaths } from "~/lib/seo";

/**
 * The pages whose HTML is the same for every visitor who is not signed in, in both languages: the public
 * pages of the sitemap and the pages of one event, one product, one competition or one team of a competition
 * (decision 058), one match or a competition's top scorers (decision 069), or one news post (decision 062). A list rather than a rule, so that a new page is never cached until someone has checked
 * that it shows nothing personal.
 */
const PUBLIC_PAGES = new RegExp(
  `^(?:/fr)?(?:${publicPaths
    .filter((path) => path !== "/")
    .join(
      "|",
    )}|/events/[\\w-]{1,100}|/shop/[\\w-]{1,100}|/competitions/\\d{1,9}(?:/teams/\\d{1,9}|/matches/\\d{1,9}|/scorers)?|/news/[\\w-]{1,110})?/?$`,
);

/** Cookies that change nothing on these pages: the language choice (read before, for the redirect of `/`). */
const NEUTRAL_COOKIES = new Set(["lang"]);

/** How long a kept page may serve: what the clock alone changes (an event passing, a window opening) shows within it. */
export const PAGE_TTL_MS = 30_000;

/** At most this many bytes of pages are kept per process; the least recently used go first. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** One kept page: its HTML cut where the nonce of the request that rendered it stood. */
export type CachedPage = {
  version: string;
  storedAt: number;
  /** The moment the clock alone next changes what the pages show (a scheduled post's, decision 062); none: only the TTL. */
  until?: number;
  status: number;
  headers: [string, string][];
  parts: string[];
};

/** The names of the cookies a `Cookie` header carries. */
function cookieNames(header: string | undefined) {
  return (header ?? "")
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => name !== "");
}

/**
 * Whether the cache may answer: a GET of a public page from a visitor with no cookie but the language
 * choice. A session (signed in), a toast waiting to be shown or any other cookie goes to the app, and so does
 * every form submission.
 */
export function mayUseCache(request: { method: string; path: string; cookie: string | undefined }) {
  return (
    request.method === "GET" &&
    PUBLIC_PAGES.test(request.path) &&
    cookieNames(request.cookie).every((name) => NEUTRAL_COOKIES.has(name))
  );
}

/**
 * Whether a rendered answer may be kept for others: a 200 HTML page that sets no cookie and that the app did
 * not mark private.
 */
export function mayKeep(response: { status: number; headers: Headers }) {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    !/private|no-store/i.test(cacheControl) &&
    /^text\/html/i.test(response.headers.get("content-type") ?? "")
  );
}

/** The page's HTML cut at every occurrence of the nonce it was rendered with. */
export function cutAtNonce(html: string, nonce: string) {
  return html.split(nonce);
}

/** The kept page with another request's nonce in every place the first one stood. */
export function withNonce(parts: string[], nonce: string) {
  return parts.join(nonce);
}

/**
 * Whether a kept page still shows what a render would: same content version, young enough for the clock,
 * and not past the next moment a scheduled change was known to come.
 */
export function isFresh(page: CachedPage, version: string, now: number) {
  return (
    page.version === version &&
    now - page.storedAt < PAGE_TTL_MS &&
    (page.until === undefined || now < page.until)
  );
}

/** What a kept page weighs in the cache: its text (two bytes a character at most) and its headers. */
export function pageSize(page: CachedPage) {
  return (
    2 * page.parts.reduce((sum, part) => sum + part.length, 0) +
    page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) +
    64
  );
}
