import { randomBytes } from "node:crypto";
import type { Writable } from "node:stream";
import busboy from "busboy";
import { data } from "react-router";
import sharp from "sharp";
import { defaultLocale, format, type Locale } from "~/lib/i18n";
import { uploadsMessages } from "~/texts/pages/uploads";
import {
  declaredLengthTooLarge,
  exceedsPixelLimit,
  MAX_FORM_FIELD_BYTES,
  MAX_FORM_FIELDS,
  MAX_FORM_OVERHEAD_BYTES,
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  megabytes,
  megapixels,
  STORED_MAX_WIDTH,
  STORED_WEBP_QUALITY,
  sniffImageFormat,
  UPLOADS_URL_PREFIX,
} from "./rules";
import type { UploadStorage } from "./storage.server";
import { storedName, storedWidths } from "./variants";

type Reason = keyof (typeof uploadsMessages)[Locale]["errors"];

export type UploadedFile = { buffer: Buffer; filename: string; mimeType: string };

/** The text fields of the form (a null-prototype record) and the image, null when none was chosen. */
export type ImageUpload = { fields: Record<string, string>; file: UploadedFile | null };

/**
 * What `readImageUpload` and `storeImage` throw: `data({ reason, values }, { status })`; `uploadFailure`
 * turns it into a message in the language of whoever reads it.
 */
const refuse = (status: number, reason: Reason, values: Record<string, string | number> = {}) =>
  data({ reason, values }, { status });
const tooLarge = (maxBytes: number) => refuse(413, "tooLarge", { megabytes: megabytes(maxBytes).toFixed(0) });
// Each bound of the form says which it is: "larger than 5MB" for 51 fields would send the editor
// looking for a smaller image.
const MAX_PARTS = MAX_FORM_FIELDS + 1;
const limitReached = {
  filesLimit: () => refuse(413, "tooManyFiles"),
  fieldsLimit: () => refuse(413, "tooManyFields", { count: MAX_FORM_FIELDS }),
  partsLimit: () => refuse(413, "tooManyParts", { count: MAX_PARTS }),
};
const fieldTooLong = () =>
  refuse(413, "fieldTooLong", { kilobytes: Math.round(MAX_FORM_FIELD_BYTES / 1000) });

/** The status and message of a refused upload, or null for any other error (which stays a 500). */
export function uploadFailure(error: unknown, locale: Locale): { status: number; message: string } | null {
  const refused = refusalOf(error);
  if (!refused) return null;
  return {
    status: refused.status,
    message: format(uploadsMessages[locale].errors[refused.reason], refused.values),
  };
}

/** What `refuse` threw, or null for any other error. */
function refusalOf(error: unknown) {
  if (typeof error !== "object" || error === null || !("init" in error) || !("data" in error)) return null;
  const { init, data: refusal } = error as { init: ResponseInit | null; data: unknown };
  if (typeof init?.status !== "number" || typeof refusal !== "object" || refusal === null) return null;
  if (!("reason" in refusal) || typeof refusal.reason !== "string" || !("values" in refusal)) return null;
  if (!Object.hasOwn(uploadsMessages[defaultLocale].errors, refusal.reason)) return null;
  return {
    status: init.status,
    reason: refusal.reason as Reason,
    values: refusal.values as Record<string, string | number>,
  };
}

/**
 * Reads a multipart/form-data body while it arrives: the text fields, and the file of `field` kept in
 * memory up to `maxBytes`. Refuses with 415 (not multipart), 413 (a declared length or a file beyond
 * the limit, detected while streaming, so at most `maxBytes` is ever held) or 400 (malformed body).
 *
 * The body is read with its own reader rather than `Readable.fromWeb`, because destroying that wrapper
 * cancels the request stream, which the Express adapter turns into destroying the socket: the 413 would
 * never reach the client. On refusal we only stop reading; the route answers with `Connection: close`.
 */
export async function readImageUpload(
  request: Request,
  { maxBytes = MAX_UPLOAD_BYTES, field = "image" }: { maxBytes?: number; field?: string } = {},
): Promise<ImageUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw refuse(415, "notMultipart");
  if (declaredLengthTooLarge(request.headers.get("content-length"), maxBytes)) throw tooLarge(maxBytes);
  if (!request.body) throw refuse(400, "malformed");

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Busboy signals the limit on reaching it, not on passing it: one byte more tells "too large".
      limits: {
        fileSize: maxBytes + 1,
        files: 1,
        fields: MAX_FORM_FIELDS,
        parts: MAX_PARTS,
        fieldSize: MAX_FORM_FIELD_BYTES,
      },
    });
  } catch {
    throw refuse(400, "malformed");
  }
  const reader = request.body.getReader();

  return new Promise<ImageUpload>((resolve, reject) => {
    let settled = false;
    const fields: Record<string, string> = Object.create(null);
    let file: UploadedFile | null = null;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reader.releaseLock();
      parser.destroy();
      reject(error);
    };

    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fail(fieldTooLong());
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      // Destroying the parser destroys an unfinished file stream with an error: it must be listened to.
      stream.on("error", () => fail(refuse(400, "malformed")));
      if (name !== field || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
      });
      stream.on("limit", () => fail(tooLarge(maxBytes)));
      stream.on("end", () => {
        // A browser sends an empty part with an empty name when no file was chosen.
        if (size > 0 && !stream.truncated)
          file = {
            buffer: Buffer.concat(chunks, size),
            filename: info.filename ?? "",
            mimeType: info.mimeType,
          };
      });
    });
    for (const [limit, refusal] of Object.entries(limitReached)) parser.on(limit, () => fail(refusal()));
    parser.on("error", () => fail(refuse(400, "malformed")));
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      reader.releaseLock();
      resolve({ fields, file });
    });

    pump(reader, parser, maxBytes + MAX_FORM_OVERHEAD_BYTES, () => settled).then(
      (outcome) => {
        if (outcome === "too large") fail(tooLarge(maxBytes));
      },
      () => fail(refuse(400, "malformed")),
    );
  });
}

/** Feeds the body to the parser, never more than `maxTotal` bytes; stops as soon as the upload settles. */
async function pump(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  parser: Writable,
  maxTotal: number,
  settled: () => boolean,
) {
  let received = 0;
  while (!settled()) {
    const { done, value } = await reader.read();
    if (settled()) return "stopped";
    if (done) {
      parser.end();
      return "done";
    }
    received += value.byteLength;
    if (received > maxTotal) return "too large";
    if (!parser.write(value)) await drained(parser);
  }
  return "stopped";
}

function drained(stream: Writable) {
  return new Promise<void>((resolve) => {
    const done = () => {
      stream.off("drain", done).off("close", done).off("error", done);
      resolve();
    };
    stream.on("drain", done).on("close", done).on("error", done);
  });
}

const sharpOptions = { limitInputPixels: MAX_INPUT_PIXELS } as const;

function undecodable(error: unknown) {
  return error instanceof Error && /pixel limit/i.test(error.message)
    ? refuse(422, "tooManyPixels", { megapixels: megapixels(MAX_INPUT_PIXELS) })
    : refuse(415, "notImage");
}

/**
 * Stores an uploaded image as a new WebP file under a random name in `storage`; see `prepareImage`.
 */
export async function storeImage(buffer: Buffer, { storage }: { storage: UploadStorage }) {
  const image = await prepareImage(buffer, { storage });
  await image.save();
  return { url: image.url };
}

/**
 * Checks and re-encodes an uploaded image at each width it is kept at (variants.ts: 480, 960 and 1600
 * pixels, never enlarged), and names the files it will be, without writing them: a form that turns out
 * invalid must leave nothing behind, so `save()` comes after its validation. The format is
 * decided by the bytes (JPEG, PNG, WebP, GIF; anything else 415), the pixel count is checked before
 * decoding (422), and re-encoding orients the pixels by EXIF and drops every metadata block (EXIF,
 * GPS, XMP, comments) and anything hidden after the image data. Animated GIF/WebP keep their first frame.
 */
export async function prepareImage(buffer: Buffer, { storage }: { storage: UploadStorage }) {
  const sniffed = sniffImageFormat(buffer);
  if (!sniffed) throw refuse(415, "notImage");

  let width: number;
  let height: number;
  try {
    const metadata = await sharp(buffer, sharpOptions).metadata();
    if (metadata.format !== sniffed) throw refuse(415, "notImage");
    ({ width, height } = metadata);
  } catch (error) {
    throw refusalOf(error) ? error : undecodable(error);
  }
  if (exceedsPixelLimit(width, height)) throw undecodable(new Error("pixel limit"));

  // One decode, oriented by EXIF and shrunk to the largest width kept, to bare pixels (no metadata block
  // survives); each width is encoded from those pixels.
  const id = randomBytes(16).toString("hex");
  let largest: number;
  let files: { name: string; bytes: Buffer }[];
  try {
    const { data: pixels, info } = await sharp(buffer, sharpOptions)
      .autoOrient()
      .resize({ width: STORED_MAX_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    largest = info.width;
    files = await Promise.all(
      storedWidths(largest).map(async (width) => ({
        name: storedName(id, width),
        bytes: await sharp(pixels, { raw })
          .resize({ width })
          .webp({ quality: STORED_WEBP_QUALITY })
          .toBuffer(),
      })),
    );
  } catch (error) {
    throw undecodable(error);
  }

  // The database keeps the largest file's URL; the smaller ones are found from it (variants.ts).
  return {
    url: `${UPLOADS_URL_PREFIX}${storedName(id, largest)}`,
    async save() {
      for (const file of files) await storage.put(file.name, file.bytes);
    },
  };
}
