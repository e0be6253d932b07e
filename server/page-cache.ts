import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { Db } from "~/db/db.server";
import { readContentVersion } from "~/lib/page-cache/queries.server";
import {
  type CachedPage,
  cutAtNonce,
  isFresh,
  mayKeep,
  mayUseCache,
  PAGE_CACHE_BYTES,
  pageSize,
  withNonce,
} from "~/lib/page-cache/rules";

type Options = {
  db: Db;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  loadContext: (req: Request, res: Response) => RouterContextProvider;
  /**
   * When the pages next change by the clock alone (a scheduled news post's moment), read before a render:
   * the page is not kept past it, so what was scheduled shows at its minute (decision 062).
   */
  nextChange?: (db: Db, now: Date) => Promise<Date | null>;
};

/** Headers the kept page does not carry over: Express sets the length and the encoding of each answer. */
const PER_ANSWER = new Set(["content-length", "content-encoding", "transfer-encoding", "set-cookie", "etag"]);

/**
 * The public page cache (docs/performance.md, decision 034): the anonymous visitor's GET of a public page is
 * answered from the HTML kept for the current content version, with this request's CSP nonce put in; a
 * miss renders the page through React Router once, however many visitors ask for it at the same moment.
 * Every process keeps its own pages and checks the version in the database on every request, so a change made
 * through any process shows on the next request everywhere. Anything else goes on to the app.
 */
export function pageCache({ db, build, mode, loadContext, nextChange }: Options) {
  const render = createRequestHandler(build, mode);
  const pages = new LRUCache<string, CachedPage>({
    maxSize: PAGE_CACHE_BYTES,
    sizeCalculation: (page, key) => pageSize(page) + key.length,
  });
  const rendering = new Map<string, Promise<{ page: CachedPage; keep: boolean }>>();

  async function renderPage(request: globalThis.Request, req: Request, res: Response, version: string) {
    const nonce = res.locals.cspNonce as string;
    const until = (await nextChange?.(db, new Date()))?.getTime();
    const response = await render(request, loadContext(req, res));
    const html = await response.text();
    const page: CachedPage = {
      version,
      storedAt: Date.now(),
      ...(until === undefined ? {} : { until }),
      status: response.status,
      headers: [...response.headers].filter(([name]) => !PER_ANSWER.has(name.toLowerCase())),
      parts: cutAtNonce(html, nonce),
    };
    return { page, keep: mayKeep(response) };
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (!mayUseCache({ method: req.method, path: req.path, cookie: req.headers.cookie })) return next();
    try {
      const version = await readContentVersion(db);
      const key = req.originalUrl;
      const kept = pages.get(key);
      if (kept && isFresh(kept, version, Date.now())) return send(res, kept, "hit");
      // Visitors who ask while the page renders wait for that render rather than start their own.
      const shared = `${version} ${key}`;
      let pending = rendering.get(shared);
      if (!pending) {
        const request = fetchRequestOf(req);
        // An address the Fetch API cannot hold (a strange Host) is the app's to answer, as any other request.
        if (!request) return next();
        pending = renderPage(request, req, res, version).finally(() => rendering.delete(shared));
        rendering.set(shared, pending);
      }
      const { page, keep } = await pending;
      if (keep) pages.set(key, page);
      send(res, page, keep ? "miss" : "pass");
    } catch (error) {
      next(error);
    }
  };
}

function send(res: Response, page: CachedPage, state: "hit" | "miss" | "pass") {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader("X-Page-Cache", state);
  // Not res.send: its ETag hashes the whole page, and a page with a new nonce each time never matches one.
  const body = withNonce(page.parts, res.locals.cspNonce as string);
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}

/** The Fetch request React Router renders, as its Express adapter builds it for a GET. */
function fetchRequestOf(req: Request) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const host = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const port = req.get("host")?.split(":")[1];
  try {
    return new Request(`${req.protocol}://${host}${port ? `:${port}` : ""}${req.originalUrl}`, { headers });
  } catch {
    return undefined;
  }
}
