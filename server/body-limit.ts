import { Transform, type TransformCallback } from "node:stream";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Bounds every request body while it streams. A declared Content-Length over the cap is refused before
 * a byte is read; otherwise the handler reads the body through a counting stream that fails past the
 * cap, and the visitor gets `tooLarge` at once. The connection is then closed rather than read to its
 * end, and the socket is not destroyed before the answer is out (that would lose the 413).
 */
export function limitBodies(
  handler: RequestHandler,
  maxBytesFor: (path: string) => number,
  tooLarge: (res: Response) => void,
): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return handler(req, res, next);
    const maxBytes = maxBytesFor(req.path);
    const refuse = () => {
      if (res.headersSent) return;
      res.setHeader("Connection", "close");
      tooLarge(res);
    };
    if (Number(req.get("content-length")) > maxBytes) return refuse();

    const counted = new ByteLimit(maxBytes);
    counted.once("error", refuse);
    req.pipe(counted);
    return handler(bodyFrom(req, counted), res, next as NextFunction);
  };
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
function bodyFrom(req: Request, body: Transform) {
  return new Proxy(req, {
    get(target, property) {
      if (!STREAM_MEMBERS.has(property)) return Reflect.get(target, property, target);
      const value = Reflect.get(body, property, body);
      return typeof value === "function" ? value.bind(body) : value;
    },
  });
}
