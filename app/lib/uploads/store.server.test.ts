import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uploads } from "~/texts/en/uploads";
import { MAX_UPLOAD_BYTES, STORED_NAME_PATTERN } from "./rules";
import { folderStorage, type UploadStorage } from "./storage.server";
import { readImageUpload, storeImage, uploadFailure } from "./store.server";
import { imageFiles, srcSetOf } from "./variants";

let root: string;
let uploadDir: string;
let storage: UploadStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "uploads-"));
  uploadDir = join(root, "data", "uploads");
  storage = folderStorage(uploadDir);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c8102e" } });

/** The status a refused call threw (`data({ reason, values }, { status })`). */
async function statusOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const failure = uploadFailure(error, "en");
    if (!failure) throw error;
    return failure.status;
  }
  throw new Error("expected the upload to be refused");
}

async function storedFiles() {
  return readdir(uploadDir).catch(() => [] as string[]);
}

async function onlyStoredFile() {
  const [name, ...others] = await storedFiles();
  if (!name || others.length > 0) throw new Error("expected exactly one stored file");
  return name;
}

/** A camera's JPEG: turned by its EXIF orientation, with a copyright and a GPS position to strip. */
function photoWithGps(width: number, height: number) {
  return solid(width, height)
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Copyright: "secret-owner" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 39/1 0/1" },
      },
    })
    .toBuffer();
}

describe("storeImage", () => {
  it("re-encodes a JPEG to WebP, applies its orientation and drops EXIF and GPS", async () => {
    const jpeg = await photoWithGps(60, 40);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const { url } = await storeImage(jpeg, { storage });

    const name = await onlyStoredFile();
    expect(url).toBe(`/uploads/${name}`);
    expect(name).toMatch(STORED_NAME_PATTERN);
    const stored = await readFile(join(uploadDir, name));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([40, 60]);
    expect(stored.toString("latin1")).not.toContain("secret-owner");
  });

  it.each([
    ["PNG", () => solid(30, 20).png().toBuffer()],
    ["GIF", () => solid(30, 20).gif().toBuffer()],
    ["WebP", () => solid(30, 20).webp().toBuffer()],
  ])("accepts a %s and stores WebP", async (_label, make) => {
    await storeImage(await make(), { storage });
    const name = await onlyStoredFile();
    expect((await sharp(join(uploadDir, name)).metadata()).format).toBe("webp");
  });

  it("writes a large photo at 480, 960 and 1600 pixels, each oriented, WebP and without metadata", async () => {
    const jpeg = await photoWithGps(3000, 2000);

    const { url } = await storeImage(jpeg, { storage });

    // Turned by its orientation, the photo is 2000 x 3000: the largest copy is 1600 x 2400.
    const names = (await storedFiles()).sort();
    const id = url.slice("/uploads/".length, -"-1600.webp".length);
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    expect(names).toEqual([`${id}-1600.webp`, `${id}-480.webp`, `${id}-960.webp`]);
    expect(imageFiles(url).map((file) => file.url)).toEqual(
      [480, 960, 1600].map((width) => `/uploads/${id}-${width}.webp`),
    );
    for (const { url: fileUrl, width } of imageFiles(url)) {
      const name = basename(fileUrl);
      expect(name).toMatch(STORED_NAME_PATTERN);
      const stored = await readFile(join(uploadDir, name));
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe("webp");
      expect([metadata.width, metadata.height]).toEqual([width, width * 1.5]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(stored.toString("latin1")).not.toContain("secret-owner");
    }
  });

  it.each([
    [3200, 1000, ["480x150", "960x300", "1600x500"]],
    [1200, 900, ["480x360", "960x720", "1200x900"]],
    [960, 480, ["480x240", "960x480"]],
    [700, 700, ["480x480", "700x700"]],
    [300, 200, ["300x200"]],
  ])("never enlarges: %i x %i pixels are stored as %j", async (width, height, sizes) => {
    const { url } = await storeImage(await solid(width, height).png().toBuffer(), { storage });
    expect(url).toMatch(new RegExp(`-${Math.min(width, 1600)}\\.webp$`));
    const stored = await Promise.all(
      (await storedFiles()).map(async (name) => {
        const metadata = await sharp(join(uploadDir, name)).metadata();
        expect(name).toMatch(new RegExp(`-${metadata.width}\\.webp$`));
        return `${metadata.width}x${metadata.height}`;
      }),
    );
    expect(stored.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))).toEqual(sizes);
  });

  it("keeps serving an image stored before the copies existed by its URL alone", async () => {
    const old = "/uploads/0123456789abcdef0123456789abcdef.webp";
    expect(basename(old)).toMatch(STORED_NAME_PATTERN);
    expect(imageFiles(old)).toEqual([]);
    expect(srcSetOf(old)).toBeUndefined();
  });

  it.each([
    ["a text file", Buffer.from("just some text, renamed photo.jpg")],
    [
      "an SVG with a script",
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    ],
    ["an HTML page behind GIF89a bytes", Buffer.from("GIF89a<html><script>alert(1)</script></html>")],
    ["a JPEG signature followed by garbage", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5])],
    ["an empty file", Buffer.alloc(0)],
  ])("refuses %s with 415 and stores nothing", async (_label, buffer) => {
    expect(await statusOf(storeImage(buffer, { storage }))).toBe(415);
    expect(await storedFiles()).toEqual([]);
  });

  it("neutralises a GIF that decodes but carries HTML after its end: only re-encoded pixels are stored", async () => {
    const gif = await solid(10, 10).gif().toBuffer();
    const polyglot = Buffer.concat([
      gif,
      Buffer.from("<html><script>alert(document.cookie)</script></html>"),
    ]);
    await storeImage(polyglot, { storage });
    const name = await onlyStoredFile();
    const stored = await readFile(join(uploadDir, name));
    expect(stored.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(stored.toString("latin1")).not.toContain("<script");
  });

  it("refuses a decompression bomb (small on disk, 100 megapixels) with 422", async () => {
    const bomb = await sharp({
      create: { width: 10000, height: 10000, channels: 3, background: "#ffffff" },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await statusOf(storeImage(bomb, { storage }))).toBe(422);
    expect(await storedFiles()).toEqual([]);
  }, 30_000);

  it("gives every image a new random name, shared by its copies", async () => {
    const png = await solid(1000, 10).png().toBuffer();
    const urls = await Promise.all([1, 2, 3].map(() => storeImage(png, { storage })));
    expect(new Set(urls.map((u) => u.url)).size).toBe(3);
    const names = await storedFiles();
    expect(names).toHaveLength(9);
    expect(new Set(names.map((name) => name.slice(0, 32))).size).toBe(3);
  });
});

const BOUNDARY = "----handball-test-boundary";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type?: string; data: Uint8Array };

function multipart(parts: Part[], { close = true } = {}) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n`));
    if ("value" in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`,
          "latin1",
        ),
        Buffer.from(part.data),
        Buffer.from("\r\n"),
      );
    }
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A POST whose body is pulled chunk by chunk, counting what the reader asked for. */
function streamedRequest(
  body: Uint8Array,
  { contentType = MULTIPART, declareLength = false, chunkSize = 64 * 1024 } = {},
) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= body.length) return controller.close();
        const chunk = body.subarray(pulled, pulled + chunkSize);
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const headers = new Headers({ "content-type": contentType });
  if (declareLength) headers.set("content-length", String(body.length));
  const init = { method: "POST", body: stream, headers, duplex: "half" };
  return {
    request: new Request("http://localhost/admin/uploads", init as RequestInit),
    pulled: () => pulled,
  };
}

describe("readImageUpload", () => {
  it("returns the text fields and the image", async () => {
    const png = await solid(8, 8).png().toBuffer();
    const { request } = streamedRequest(
      multipart([
        { name: "title", value: "Summer Cup" },
        { name: "image", filename: "cup.png", type: "image/png", data: png },
        { name: "__proto__", value: "polluted" },
      ]),
    );
    const { fields, file } = await readImageUpload(request);
    expect(fields.title).toBe("Summer Cup");
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(file?.buffer.equals(png)).toBe(true);
    expect(file?.filename).toBe("cup.png");
  });

  it("reads a form whose file input was left empty as having no file", async () => {
    const { request } = streamedRequest(
      multipart([
        { name: "title", value: "Summer Cup" },
        { name: "imageFile", filename: "", data: new Uint8Array() },
      ]),
    );
    expect((await readImageUpload(request, { field: "imageFile" })).file).toBeNull();
  });

  it("skips a file sent under another field name", async () => {
    const { request } = streamedRequest(
      multipart([{ name: "other", filename: "a.png", data: new Uint8Array(1000) }]),
    );
    expect((await readImageUpload(request)).file).toBeNull();
  });

  it("refuses a 6 MB image with 413 while streaming, without reading the whole body", async () => {
    const body = multipart([
      { name: "image", filename: "big.jpg", type: "image/jpeg", data: new Uint8Array(6 * 1024 * 1024) },
    ]);
    const { request, pulled } = streamedRequest(body);
    expect(await statusOf(readImageUpload(request))).toBe(413);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pulled()).toBeLessThan(5.1 * 1024 * 1024);
    expect(pulled()).toBeLessThan(body.length);
  });

  it("refuses at once, reading nothing, when Content-Length announces too much", async () => {
    const body = multipart([{ name: "image", filename: "big.jpg", data: new Uint8Array(6 * 1024 * 1024) }]);
    const { request, pulled } = streamedRequest(body, { declareLength: true });
    expect(await statusOf(readImageUpload(request))).toBe(413);
    expect(pulled()).toBe(0);
  });

  it("stops a body that keeps coming in parts it does not keep (413)", async () => {
    const body = multipart([
      { name: "other", filename: "a.bin", data: new Uint8Array(2 * 1024 * 1024) },
      { name: "image", filename: "b.bin", data: new Uint8Array(4 * 1024 * 1024) },
    ]);
    const { request, pulled } = streamedRequest(body);
    expect(await statusOf(readImageUpload(request))).toBe(413);
    expect(pulled()).toBeLessThan(body.length);
  });

  const fields = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `f${i}`, value: "x" }));
  const smallFile = (name: string) => ({ name, filename: `${name}.png`, data: new Uint8Array(10) });

  it.each([
    ["two files", [smallFile("image"), smallFile("other")], uploads.errors.tooManyFiles],
    ["51 text fields", fields(51), "The form has more than 50 fields."],
    [
      "50 text fields, an image and one part more",
      [...fields(50), smallFile("image"), smallFile("x")],
      "The form has more than 51 parts.",
    ],
    [
      "a field of 100,001 bytes",
      [{ name: "title", value: "x".repeat(100_001) }],
      "A field of the form is longer than 100 KB.",
    ],
  ])("refuses %s with 413 and a message naming that cause", async (_label, parts, message) => {
    const { request } = streamedRequest(multipart(parts));
    let failure: ReturnType<typeof uploadFailure> = null;
    await readImageUpload(request).catch((error: unknown) => {
      failure = uploadFailure(error, "en");
    });
    expect(failure).toEqual({ status: 413, message });
  });

  it("accepts an image of exactly the limit", async () => {
    const { request } = streamedRequest(
      multipart([{ name: "image", filename: "x.jpg", data: new Uint8Array(MAX_UPLOAD_BYTES) }]),
    );
    expect((await readImageUpload(request)).file?.buffer.length).toBe(MAX_UPLOAD_BYTES);
  });

  it.each([
    [
      "a raw NUL byte in a part header",
      multipart([{ name: "image", filename: "photo\u0000.jpg", data: new Uint8Array(10) }]),
    ],
    ["a body cut off before its end", multipart([{ name: "title", value: "x" }], { close: false })],
    ["a body that is not multipart at all", Buffer.from("this is not a form")],
    [
      "a truncated file part",
      multipart([{ name: "image", filename: "a.png", data: new Uint8Array(10) }]).subarray(0, 120),
    ],
  ])("answers %s with 400", async (_label, body) => {
    expect(await statusOf(readImageUpload(streamedRequest(body).request))).toBe(400);
  });

  it.each([
    ["application/json", 415],
    ["application/x-www-form-urlencoded", 415],
    ["text/plain", 415],
    ["multipart/form-data", 415],
    ["multipart/form-data; charset=utf-8", 400],
  ])("answers a %s body with %i", async (contentType, status) => {
    const { request } = streamedRequest(Buffer.from("{}"), { contentType });
    expect(await statusOf(readImageUpload(request))).toBe(status);
  });

  it.each([
    ['filename="../../app.db"', "app.db"],
    ["filename*=utf-8''photo%00.jpg", "photo\u0000.jpg"],
    [`filename="${"a".repeat(300)}.jpg"`, `${"a".repeat(300)}.jpg`],
    ['filename="<script>.png"', "<script>.png"],
  ])("stores a file sent as %s under a random name inside the upload folder", async (disposition, parsed) => {
    const png = await solid(8, 8).png().toBuffer();
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; ${disposition}\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const { file } = await readImageUpload(streamedRequest(body).request);
    if (!file) throw new Error("expected a file");
    expect(file.filename).toBe(parsed);
    const { url } = await storeImage(file.buffer, { storage });
    const name = await onlyStoredFile();
    expect(name).toMatch(STORED_NAME_PATTERN);
    expect(url).toBe(`/uploads/${name}`);
    expect((await readdir(root)).sort()).toEqual(["data"]);
    expect(await readdir(join(root, "data"))).toEqual(["uploads"]);
  });

  it("refuses a text file named .jpg and sent as image/jpeg (415)", async () => {
    const { request } = streamedRequest(
      multipart([{ name: "image", filename: "photo.jpg", type: "image/jpeg", data: Buffer.from("hello") }]),
    );
    const { file } = await readImageUpload(request);
    if (!file) throw new Error("expected a file");
    expect(await statusOf(storeImage(file.buffer, { storage }))).toBe(415);
  });
});

describe("uploadFailure", () => {
  it("ignores errors that are not refusals", () => {
    expect(uploadFailure(new Error("disk full"), "en")).toBeNull();
    expect(uploadFailure(null, "en")).toBeNull();
  });
});
