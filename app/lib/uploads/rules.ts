import { z } from "zod";
import { singleLine } from "../text";
/** The spec's upload maximum (docs/product.md spec §9): 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Room for multipart boundaries, part headers and a form's text fields next to a full-size image. */
export const MAX_FORM_OVERHEAD_BYTES = 64 * 1024;

/** What one upload form may hold beside its image: text fields, each at most this long. */
export const MAX_FORM_FIELDS = 50;
export const MAX_FORM_FIELD_BYTES = 100_000;

/**
 * Decoded pixels allowed, against decompression bombs (a 1 MB PNG can claim 20000 x 20000). 50 MP
 * still admits the 48 MP photos of current phones; decoding one takes about 150 MB of memory at most.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export { STORED_MAX_WIDTH, STORED_NAME_PATTERN, UPLOADS_URL_PREFIX } from "./names";

/** Stored images are re-encoded to WebP at this quality. */
export const STORED_WEBP_QUALITY = 80;

export const IMAGE_FORMATS = ["jpeg", "png", "webp", "gif"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The file input's `accept` attribute: what the picker offers; the server decides by the bytes. */
export const ACCEPTED_IMAGE_TYPES = IMAGE_FORMATS.map((format) => `image/${format}`).join(",");

export const megabytes = (bytes: number) => bytes / (1024 * 1024);
export const megapixels = (pixels: number) => pixels / 1_000_000;

export function isTooLarge(bytes: number, maxBytes = MAX_UPLOAD_BYTES) {
  return bytes > maxBytes;
}

/** A declared Content-Length already beyond what a form with one allowed image can weigh. */
export function declaredLengthTooLarge(contentLength: string | null, maxBytes = MAX_UPLOAD_BYTES) {
  if (contentLength === null || !/^\d+$/.test(contentLength.trim())) return false;
  return Number(contentLength) > maxBytes + MAX_FORM_OVERHEAD_BYTES;
}

export function exceedsPixelLimit(width: number, height: number, maxPixels = MAX_INPUT_PIXELS) {
  return width * height > maxPixels;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image format by the file's first bytes, whatever its name or declared type claims; null for
 * anything else (SVG, HTML, text, TIFF, HEIC...), which never reaches an image decoder.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

/** Whether the picker may load a value as its preview: a web address or a path of this site. */
export function isPreviewable(url: string) {
  return /^https?:\/\/[^/]/i.test(url) || /^\/(?!\/)/.test(url);
}

export type ImageSourceMode = "url" | "upload";

/** docs/product.md spec §4: the picker opens in URL mode when the current image starts with http, otherwise Upload. */
export function initialImageMode(image: string): ImageSourceMode {
  return image.startsWith("http") ? "url" : "upload";
}

/** Which of the spec's toasts a failed upload shows: the server's 413 is the "File too large" one. */
export function uploadFailureToast(status: number | null): "tooLarge" | "failed" {
  return status === 413 ? "tooLarge" : "failed";
}

/**
 * A form's image: an https:// address, or a path on the site (an upload, or a picture the site ships),
 * never one that climbs out of its folder. The messages are the form's own.
 */
export const imageReference = (t: { imageRequired: string; imageUrl: string; controlCharacters: string }) =>
  z
    .string({ error: t.imageRequired })
    .trim()
    .min(1, t.imageRequired)
    .max(2000, t.imageUrl)
    .refine(
      (value) => /^https:\/\/[^\s"'<>]+$/i.test(value) || /^\/(uploads|images)\/[\w./-]+$/.test(value),
      t.imageUrl,
    )
    .refine((value) => !value.includes(".."), t.imageUrl)
    .check(singleLine(t.controlCharacters));
