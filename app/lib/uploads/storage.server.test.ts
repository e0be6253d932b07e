import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type S3TestServer, startS3Server } from "../../../scripts/lib/s3-server";
import { parseConfig } from "../config";
import { serveUploads } from "./serve.server";
import { folderStorage, s3Storage, type UploadStorage, uploadStorage } from "./storage.server";
import { storeImage } from "./store.server";

// The storage contract on both kinds, the bucket being a real S3-compatible server (s3rver) on loopback.
let s3: S3TestServer;
let folders: string;
let run = 0;

beforeAll(async () => {
  s3 = await startS3Server(["uploads", "other"]);
  folders = await mkdtemp(join(tmpdir(), "storage-"));
}, 30_000);
afterAll(async () => {
  await s3?.stop();
  await rm(folders, { recursive: true, force: true });
});

/** A storage of its own for each test: a new folder, or a new prefix of the bucket. */
const kinds: [string, () => UploadStorage][] = [
  ["the folder", () => folderStorage(join(folders, `run-${++run}`))],
  ["the bucket", () => s3Storage(s3.settings("uploads", `site-${++run}/images`))],
];

async function bytesOf(body: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function names(storage: UploadStorage) {
  const found: string[] = [];
  for await (const name of storage.list()) found.push(name);
  return found.sort();
}

const NAME = "0123456789abcdef0123456789abcdef.webp";

describe.each(kinds)("%s", (_kind, make) => {
  let storage: UploadStorage;
  beforeEach(() => {
    storage = make();
  });

  it("gives back what it stored, with its size and date", async () => {
    const bytes = Buffer.from("RIFF-not-really-webp");
    await storage.put(NAME, bytes);
    const stored = await storage.get(NAME);
    expect(stored).toMatchObject({ size: bytes.length, lastModified: expect.any(Date) });
    expect(await bytesOf(stored?.body as Readable)).toEqual(bytes);
    expect(await storage.head(NAME)).toMatchObject({ size: bytes.length });
  });

  it("answers null, not an error, for a name that is not there", async () => {
    expect(await storage.get(NAME)).toBeNull();
    expect(await storage.head(NAME)).toBeNull();
  });

  it("lists every name, nested ones with /, and nothing of an empty storage", async () => {
    expect(await names(storage)).toEqual([]);
    const stored = ["a.webp", "b.webp", "c.webp", "d.webp", "e.webp", "old/f.webp"];
    for (const name of stored) await storage.put(name, Buffer.from(name));
    expect(await names(storage)).toEqual(stored);
  });

  it.each(["../app.db", "a/../../b", "/etc/passwd", "a//b", "", ".", "x\u0000.webp", "a\\b"])(
    "refuses to store under %j",
    async (name) => {
      await expect(storage.put(name, Buffer.from("x"))).rejects.toThrow(/Not a stored file name/);
      expect(await names(storage)).toEqual([]);
    },
  );

  it("keeps an image stored by storeImage: re-encoded WebP under its URL's name", async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#c8102e" } })
      .png()
      .toBuffer();
    const { url } = await storeImage(png, { storage });
    const name = url.slice("/uploads/".length);
    expect(await names(storage)).toEqual([name]);
    const stored = await storage.get(name);
    expect((await sharp(await bytesOf(stored?.body as Readable)).metadata()).format).toBe("webp");
  });
});

describe("the bucket", () => {
  it("lists page by page, only under its own prefix", async () => {
    const paged = s3Storage(s3.settings("uploads", "paged"), { listPageSize: 2 });
    const neighbour = s3Storage(s3.settings("uploads", "paged-not"));
    const stored = ["1.webp", "2.webp", "3.webp", "4.webp", "5.webp"];
    for (const name of stored) await paged.put(name, Buffer.from(name));
    await neighbour.put("6.webp", Buffer.from("6"));
    expect(await names(paged)).toEqual(stored);
    expect(await names(neighbour)).toEqual(["6.webp"]);
  });

  it("without a prefix uses the whole bucket", async () => {
    const whole = s3Storage(s3.settings("other"));
    await whole.put(NAME, Buffer.from("x"));
    expect(whole.source).toMatchObject({ storage: "s3", bucket: "other", prefix: "" });
    expect(await names(whole)).toEqual([NAME]);
  });
});

describe("uploadStorage", () => {
  it("is the folder UPLOAD_DIR without S3_* settings, the bucket with them, one per configuration", () => {
    const local = parseConfig({ UPLOAD_DIR: "/srv/uploads" });
    expect(uploadStorage(local).source).toEqual({ storage: "folder", path: "/srv/uploads" });
    expect(uploadStorage(local)).toBe(uploadStorage(local));
    const bucket = parseConfig({ ...s3.env("uploads", "site/"), UPLOAD_DIR: "/srv/uploads" });
    expect(uploadStorage(bucket).source).toEqual({
      storage: "s3",
      bucket: "uploads",
      prefix: "site/",
      endpoint: s3.endpoint,
    });
  });
});

describe("serveUploads from the bucket", () => {
  let server: Server;
  let origin: string;
  let storage: UploadStorage;
  let bucketCalls: string[];

  beforeAll(async () => {
    const bucket = s3Storage(s3.settings("uploads", "served"));
    // Every call that would reach the bucket, to show that a bad name never does.
    storage = {
      source: bucket.source,
      put: bucket.put,
      list: bucket.list,
      get(name) {
        bucketCalls.push(`get ${name}`);
        return bucket.get(name);
      },
      head(name) {
        bucketCalls.push(`head ${name}`);
        return bucket.head(name);
      },
    };
    const broken = s3Storage(s3.settings("no-such-bucket"));
    const serve = serveUploads(storage);
    const serveBroken = serveUploads(broken);
    server = createServer((req, res) => {
      const next = (error?: unknown) => {
        res.statusCode = error ? 500 : 404;
        res.end(error ? "next(error)" : "next()");
      };
      if (req.url?.startsWith("/broken/")) {
        req.url = req.url.slice("/broken".length);
        serveBroken(req, res, next);
      } else serve(req, res, next);
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    bucketCalls = [];
  });

  it("streams a stored image with the headers of a static upload; HEAD without the body", async () => {
    const bytes = Buffer.from("RIFF....WEBPVP8 served");
    await storage.put(NAME, bytes);
    const response = await fetch(`${origin}/${NAME}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "content-length": String(bytes.length),
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      "last-modified": expect.stringMatching(/GMT$/),
    });
    const head = await fetch(`${origin}/${NAME}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    expect(await head.text()).toBe("");
  });

  it("answers 304 to a request whose copy is current (ETag or date)", async () => {
    await storage.put(NAME.replace("0", "1"), Buffer.from("x"));
    const url = `${origin}/${NAME.replace("0", "1")}`;
    const first = await fetch(url);
    await first.arrayBuffer();
    const etag = first.headers.get("etag") ?? "";
    const byTag = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(byTag.status).toBe(304);
    const byDate = await fetch(url, {
      headers: { "If-Modified-Since": first.headers.get("last-modified") ?? "" },
    });
    expect(byDate.status).toBe(304);
    const stale = await fetch(url, { headers: { "If-None-Match": '"0000"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  it("passes a missing image on to next(): the site's 404, never a 500", async () => {
    const response = await fetch(`${origin}/ffffffffffffffffffffffffffffffff.webp`);
    expect([response.status, await response.text()]).toEqual([404, "next()"]);
    expect(bucketCalls).toEqual(["get ffffffffffffffffffffffffffffffff.webp"]);
  });

  it.each([
    "/..%2f..%2fapp.db",
    "/%2e%2e/app.db",
    "/../../app.db",
    "/0123456789ABCDEF0123456789ABCDEF.webp",
    "/0123456789abcdef0123456789abcdef.png",
    "/0123456789abcdef0123456789abcdef.webp/x",
    "/sub/0123456789abcdef0123456789abcdef.webp",
    "/kept.webp",
    "/",
  ])("passes %s on to next() without asking the bucket", async (path) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(404);
    expect(bucketCalls).toEqual([]);
  });

  it("leaves other methods to the site", async () => {
    const response = await fetch(`${origin}/${NAME}`, { method: "POST" });
    expect(response.status).toBe(404);
    expect(bucketCalls).toEqual([]);
  });

  it("hands a failing bucket's error to next(error), which answers 500", async () => {
    const response = await fetch(`${origin}/broken/${NAME}`);
    expect([response.status, await response.text()]).toEqual([500, "next(error)"]);
  });
});
