import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { STORED_NAME_PATTERN } from "./rules";
import type { StoredFile, UploadStorage } from "./storage.server";

/** The headers express.static gives an image of UPLOAD_DIR: names are random and files never change. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Answers GET and HEAD /uploads/<name> from `storage` (the bucket, when images are in object storage), with
 * the headers of the static files of UPLOAD_DIR. Mounted at /uploads, so `req.url` is `/<name>`. Only a
 * stored name (`STORED_NAME_PATTERN`) reaches the storage: anything else, like a name that is not there,
 * goes on to `next()`, the site's 404 page, as express.static does.
 */
export function serveUploads(storage: UploadStorage) {
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    answer(storage, req, res).then(
      (answered) => answered || next(),
      (error) => (res.headersSent ? res.destroy() : next(error)),
    );
  };
}

async function answer(storage: UploadStorage, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const name = (req.url ?? "").replace(/\?.*$/s, "").slice(1);
  if (!STORED_NAME_PATTERN.test(name)) return false;
  const file: (StoredFile & { body?: Readable }) | null =
    req.method === "HEAD" ? await storage.head(name) : await storage.get(name);
  if (!file) return false;

  res.setHeader("Content-Type", "image/webp");
  res.setHeader("Cache-Control", CACHE_CONTROL);
  if (file.etag) res.setHeader("ETag", file.etag);
  if (file.lastModified) res.setHeader("Last-Modified", file.lastModified.toUTCString());
  const { body } = file;
  if (isFresh(req, file)) {
    body?.destroy();
    res.statusCode = 304;
    res.end();
    return true;
  }
  res.setHeader("Content-Length", file.size);
  if (!body) {
    res.end();
    return true;
  }
  try {
    await pipeline(body, res);
  } catch {
    // The visitor went away, or the bucket's stream broke: the response is cut either way, nothing to add.
  }
  return true;
}

/** A conditional request whose copy is current (RFC 9110 13.1.1-13.1.3): If-None-Match wins when present. */
function isFresh(req: IncomingMessage, file: StoredFile) {
  const noneMatch = req.headers["if-none-match"];
  if (noneMatch) {
    if (!file.etag) return false;
    const weakless = (tag: string) => tag.trim().replace(/^W\//, "");
    return (
      noneMatch.trim() === "*" ||
      noneMatch.split(",").some((tag) => weakless(tag) === weakless(file.etag ?? ""))
    );
  }
  const modifiedSince = Date.parse(req.headers["if-modified-since"] ?? "");
  if (!file.lastModified || Number.isNaN(modifiedSince)) return false;
  return Math.floor(file.lastModified.getTime() / 1000) * 1000 <= modifiedSince;
}
