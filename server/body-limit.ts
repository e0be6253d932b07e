import { PassThrough, Transform, type TransformCallback } from "node:stream";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/** The cap on a path's body, and whether the whole body is read before the page sees the request. */
export type BodyLimit = { maxBytes: number; readFirst: boolean };

/**
 * Bounds every request body while it streams. A declared Content-Length over the cap is refused before
 * a byte is read; otherwise the body goes through a counting stream that fails past the cap, and the
 * visitor gets `tooLarge` at once. The rest of the body is then dropped unread, as is the rest of any body
 * the page answered without reading.
 *
 * Where `readFirst` (forms, whose cap is small), the body is read whole before the page runs, so an
 * oversized body always gets `tooLarge`, whatever the page would have answered (a sign-in redirect before
 * its form is read, say), with or without a Content-Length. Uploads stream to the page as they arrive.
 */
export function limitBodies(
  handler: RequestHandler,
  limitFor: (path: string) => BodyLimit,
  tooLarge: (res: Response) => void,
): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return handler(req, res, next);
    const { maxBytes, readFirst } = limitFor(req.path);
    const refuse = () => {
      if (!res.headersSent) tooLarge(res);
      lingeringClose(req);
    };
    if (Number(req.get("content-length")) > maxBytes) return refuse();

    const counted = new ByteLimit(maxBytes);
    req.pipe(counted);
    // A page may answer without reading the body (a 404 for an unknown id): what is left is drained, or
    // the paused request would hold the kept-alive socket until its timeout resets the client's next request.
    res.once("finish", () => {
      if (!req.readableEnded) lingeringClose(req);
    });
    if (!readFirst) {
      counted.once("error", refuse);
      return handler(bodyFrom(req, counted), res, next as NextFunction);
    }
    const chunks: Buffer[] = [];
    counted.on("data", (chunk: Buffer) => chunks.push(chunk));
    counted.once("error", () => {
      chunks.length = 0;
      refuse();
    });
    counted.once("end", () => {
      const whole = new PassThrough();
      whole.end(Buffer.concat(chunks));
      handler(bodyFrom(req, whole), res, next as NextFunction);
    });
  };
}

/** How long a refused client may go on sending (dropped) before its connection is cut. */
const LINGER_MS = 5000;

/**
 * Closing at once would reset a client that is still sending, often before it has read the 413
 * (`Connection: close` does that too). Like web servers' lingering close, the rest is read and thrown
 * away, no memory kept, for a moment at most; a client that ends its body in time keeps its connection.
 */
function lingeringClose(req: Request) {
  req.unpipe();
  req.resume();
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  req.once("end", () => clearTimeout(timer));
  req.socket.once("close", () => clearTimeout(timer));
}

class ByteLimit extends Transform {
  #seen = 0;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.#seen += chunk.length;
    if (this.#seen > this.maxBytes) done(new Error("request body too large"));
    else done(null, chunk);
  }
}

/** The stream members the Express adapter reads a body with; everything else stays the request's. */
const STREAM_MEMBERS = new Set<PropertyKey>([
  "on",
  "once",
  "off",
  "removeListener",
  "pause",
  "resume",
  "destroy",
  "readable",
  "readableHighWaterMark",
]);

/** `req` as the adapter sees it, its body replaced by `body`. */
function bodyFrom(req: Request, body: Transform | PassThrough) {
  return new Proxy(req, {
    get(target, property) {
      if (!STREAM_MEMBERS.has(property)) return Reflect.get(target, property, target);
      const value = Reflect.get(body, property, body);
      return typeof value === "function" ? value.bind(body) : value;
    },
  });
}
