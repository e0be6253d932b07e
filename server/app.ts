import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import * as serverBuild from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { openDb } from "~/db/db.server";
import { queryCounter, withQueryCount } from "~/db/query-count.server";
import {
  authContext,
  CLIENT_IP_HEADER,
  createAuth,
  sendPasswordReset,
} from "~/features/accounts/index.server";
import { announcementJobs } from "~/features/announcements/index.server";
import { markEntryPaid, sheetJobs } from "~/features/competitions/index.server";
import { eventJobs, releaseRegistration } from "~/features/events/index.server";
import {
  activateMembership,
  membershipJobs,
  releaseMembership,
  scheduleRenewalReminders,
} from "~/features/memberships/index.server";
import { nextNewsChange } from "~/features/news/index.server";
import { sendSubscriptionEmail } from "~/features/newsletter/index.server";
import { type OrderHooks, orderHooksContext, orderJobs } from "~/features/orders/index.server";
import { releaseStock } from "~/features/shop/index.server";
import { associationTitle } from "~/lib/association-name";
import { associationNames } from "~/lib/config";
import { appContext } from "~/lib/context.server";
import { cspDirectives, originOf } from "~/lib/csp";
import { type EmailRequestHandlers, handleEmailRequests } from "~/lib/email/requests.server";
import { startEmailSender } from "~/lib/email/sender.server";
import { getConfig } from "~/lib/env.server";
import { localeContext } from "~/lib/i18n";
import { pathWithoutLocale } from "~/lib/i18n/paths";
import { startJobRunner } from "~/lib/jobs/runner.server";
import type { JobHandlers } from "~/lib/jobs/schedule.server";
import { isCrossSiteWrite } from "~/lib/origin";
import { MAX_FORM_OVERHEAD_BYTES, MAX_UPLOAD_BYTES } from "~/lib/uploads/rules";
import { serveUploads } from "~/lib/uploads/serve.server";
import { uploadStorage } from "~/lib/uploads/storage.server";
import { limitBodies } from "./body-limit";
import { malformedAddressPage, plainErrorPage } from "./error-page";
import { languageChoice, requestLocale } from "./language";
import { pageCache } from "./page-cache";
import { isPersonal } from "./personal";
import { prepareDatabase } from "./prepare-database";

/** Forms carry a few kilobytes of text; 100 KB leaves room for the longest and refuses the rest. */
export const MAX_FORM_BYTES = 100 * 1024;

/**
 * The forms that may carry a file, in either language: an image (the upload route, the event and product
 * forms), with the spec's 5 MB, and a pool's CSV import (whose own 1 MB limit is checked by the page, so the
 * administrator reads why).
 */
const UPLOAD_PATHS =
  /^\/admin\/(uploads|events\/[^/]+|products\/[^/]+|news\/[^/]+|competitions\/\d+\/pools\/\d+\/import)(\.data)?\/?$/;

/** Features no page of the site uses; an injected script cannot ask for them either. */
const PERMISSIONS_POLICY = [
  "camera",
  "microphone",
  "geolocation",
  "payment",
  "usb",
  "serial",
  "hid",
  "midi",
  "magnetometer",
  "display-capture",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

type Options = {
  /** The built browser files; absent in development, where Vite serves them. */
  clientDir?: string;
  /** Development passes a loader that picks up edits; production uses the bundled build. */
  build?: () => Promise<ServerBuild>;
};

/** The whole site as an Express app: headers, static files, then React Router. */
export async function createApp({ clientDir, build }: Options) {
  const config = getConfig();
  const queryLog = process.env.QUERY_LOG === "1";
  const db = queryLog ? openDb(config.DATABASE_URL).withPlugin(queryCounter) : openDb(config.DATABASE_URL);
  await prepareDatabase(db, config);
  // Auth queues e-mail for the sender, and the sender hands reset requests to auth: the wake is forwarded.
  const auth = createAuth(db, config, { wake: () => mail.wake() });
  const requestHandlers: EmailRequestHandlers = {
    "password-reset": (email) => sendPasswordReset({ auth }, email),
    newsletter: (email, now, locale) => sendSubscriptionEmail({ db, config }, email, now, locale),
  };
  const mail = startEmailSender({
    db,
    config,
    handleRequests: (now) => handleEmailRequests(db, requestHandlers, now),
  });
  // Every kind of scheduled job the site has, by kind (lib/jobs, decision 026).
  // What cancelled and expired orders give back, and what paid ones give, by feature (features/orders, decisions 028 and 042).
  const orderHooks: OrderHooks = {
    release: [releaseStock, releaseRegistration, releaseMembership],
    paid: [activateMembership, markEntryPaid],
  };
  const jobHandlers: JobHandlers = {
    ...eventJobs,
    ...orderJobs(orderHooks),
    ...membershipJobs,
    ...announcementJobs,
    ...sheetJobs,
  };
  // The daily sweep of renewal reminders runs at each start, then reschedules itself.
  await scheduleRenewalReminders(db, new Date());
  const jobs = startJobRunner({ deps: { db, config, mail }, handlers: jobHandlers });

  const development = config.NODE_ENV === "development";
  const production = config.NODE_ENV === "production";
  const frameOrigins = [originOf(config.INTRO_VIDEO_URL), originOf(config.MAP_EMBED_URL)];
  const directives = Object.fromEntries(
    Object.entries(cspDirectives({ nonce: "NONCE", frameOrigins, development })).map(([name, values]) => [
      name,
      values.map((value) =>
        value === "'nonce-NONCE'"
          ? (_req: unknown, res: Response) => `'nonce-${res.locals.cspNonce}'`
          : value,
      ),
    ]),
  );

  const app = express();
  app.disable("x-powered-by");
  if (config.TRUST_PROXY) {
    app.set(
      "trust proxy",
      /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY,
    );
  }
  const siteTitle = (path: string) => associationTitle(associationNames(config), requestLocale(path));
  const errorPage = (res: Response, status: number) =>
    res
      .status(status)
      .type("html")
      .send(plainErrorPage(status, siteTitle(res.req.path), requestLocale(res.req.path)));
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });
  app.use(
    helmet({
      // biome-ignore lint/suspicious/noExplicitAny: helmet types the nonce callback with node's ServerResponse.
      contentSecurityPolicy: { useDefaults: false, directives: directives as any },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: production ? { maxAge: 63072000, includeSubDomains: true } : false,
    }),
  );
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path);
      next();
    } catch {
      res
        .status(400)
        .type("html")
        .send(malformedAddressPage(siteTitle(req.path), requestLocale(req.path)));
    }
  });
  if (queryLog) {
    app.use((req, res, next) => {
      const queries = withQueryCount(next);
      res.on("finish", () =>
        console.log(
          JSON.stringify({ msg: "queries", method: req.method, path: req.originalUrl, queries: queries() }),
        ),
      );
    });
  }
  app.use((req, res, next) => {
    const ownOrigins = [new URL(config.BASE_URL).origin, `${req.protocol}://${req.get("host")}`];
    const crossSite = isCrossSiteWrite({
      method: req.method,
      origin: req.get("origin"),
      secFetchSite: req.get("sec-fetch-site"),
      ownOrigins,
    });
    if (crossSite) {
      errorPage(res, 403);
      return;
    }
    // The client address as Express sees it (proxy headers only when trusted); never the client's own claim.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? "unknown";
    next();
  });

  // Stored images have random names and never change, so they can be cached for good. In object storage
  // (S3_*, decision 035) the app streams them from the bucket with the same headers.
  const uploads = uploadStorage(config);
  if (uploads.source.storage === "s3") app.use("/uploads", serveUploads(uploads));
  else {
    mkdirSync(config.UPLOAD_DIR, { recursive: true });
    app.use(
      "/uploads",
      express.static(config.UPLOAD_DIR, { immutable: true, maxAge: "1y", index: false, dotfiles: "deny" }),
    );
  }
  if (clientDir) {
    app.use(
      "/assets",
      express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }),
    );
    // Every file there has an extension; a page's address has none, and costs no file-system lookup.
    const publicFiles = express.static(clientDir, { maxAge: "7d", index: false });
    app.use((req, res, next) => (/\.\w+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  // After the static files: only pages and data can be personal; images and scripts stay cacheable.
  app.use((req, res, next) => {
    if (isPersonal(req.path, req.headers.cookie)) noStore(res);
    next();
  });
  app.use(languageChoice(config));
  const routerBuild = build ?? (serverBuild as unknown as ServerBuild);
  const mode = config.NODE_ENV === "production" ? "production" : "development";
  const loadContext = (req: Request, res: Response) => {
    const context = new RouterContextProvider();
    // Each part typed where it is declared: lib's context, then what the accounts and orders faces add (decision 043).
    context.set(appContext, { db, config, mail, jobs, nonce: res.locals.cspNonce as string });
    context.set(authContext, auth);
    context.set(orderHooksContext, orderHooks);
    context.set(localeContext, requestLocale(req.path));
    return context;
  };
  // Public pages for visitors who are not signed in; not in development, where the code changes under it.
  if (!development)
    app.use(pageCache({ db, build: routerBuild, mode, loadContext, nextChange: nextNewsChange }));
  const pages = createRequestHandler({ build: routerBuild, mode, getLoadContext: loadContext });
  app.all(
    "/{*splat}",
    limitBodies(
      pages,
      (path) =>
        UPLOAD_PATHS.test(pathWithoutLocale(path))
          ? { maxBytes: MAX_UPLOAD_BYTES + MAX_FORM_OVERHEAD_BYTES, readFirst: false }
          : { maxBytes: MAX_FORM_BYTES, readFirst: true },
      (res) => errorPage(res, 413),
    ),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = httpStatusOf(error);
    if (status >= 500)
      console.error(
        JSON.stringify({ level: "error", msg: "request failed", path: req.path, error: String(error) }),
      );
    if (res.headersSent) return res.end();
    errorPage(res, status);
  });

  return { app, db, config };
}

/** `private, no-store` whatever the route set: applied as the headers leave, after every route's own. */
function noStore(res: Response) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    this.setHeader("Cache-Control", "private, no-store");
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

function httpStatusOf(error: unknown) {
  const status =
    (error as { status?: unknown; statusCode?: unknown })?.status ??
    (error as { statusCode?: unknown })?.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}
