import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import {
  ACCEPTED_IMAGE_TYPES,
  declaredLengthTooLarge,
  exceedsPixelLimit,
  initialImageMode,
  isPreviewable,
  isTooLarge,
  MAX_FORM_OVERHEAD_BYTES,
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  STORED_NAME_PATTERN,
  sniffImageFormat,
  uploadFailureToast,
} from "./rules";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)),
  );

describe("limits", () => {
  it("is the spec's 5 MB", () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
  });

  itMaps("a file of %i bytes is too large: %s", isTooLarge, [
    [0, false],
    [MAX_UPLOAD_BYTES, false],
    [MAX_UPLOAD_BYTES + 1, true],
    [6 * 1024 * 1024, true],
  ]);

  itMaps("a declared Content-Length of %s is too large: %s", declaredLengthTooLarge, [
    [null, false],
    ["", false],
    ["abc", false],
    ["-1", false],
    ["1000", false],
    [String(MAX_UPLOAD_BYTES + MAX_FORM_OVERHEAD_BYTES), false],
    [String(MAX_UPLOAD_BYTES + MAX_FORM_OVERHEAD_BYTES + 1), true],
    ["999999999999", true],
  ]);

  it.each([
    [8000, 6000, false],
    [20000, 20000, true],
    [MAX_INPUT_PIXELS, 1, false],
    [MAX_INPUT_PIXELS + 1, 1, true],
  ])("%i x %i pixels exceeds the limit: %s", (width, height, expected) => {
    expect(exceedsPixelLimit(width, height)).toBe(expected);
  });
});

describe("sniffImageFormat", () => {
  it.each([
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0]), "jpeg"],
    ["PNG", bytes([0x89], "PNG\r\n\x1a\n"), "png"],
    ["GIF87a", bytes("GIF87a"), "gif"],
    ["GIF89a followed by HTML", bytes("GIF89a<html><script>alert(1)</script>"), "gif"],
    ["WebP", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "webp"],
    ["a RIFF that is not WebP (WAV)", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "), null],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), null],
    ["XML-prefixed SVG", bytes('<?xml version="1.0"?><svg/>'), null],
    ["HTML", bytes("<!doctype html><html>"), null],
    ["text", bytes("hello world"), null],
    ["TIFF", bytes("II*\0"), null],
    ["PDF", bytes("%PDF-1.7"), null],
    ["empty", bytes(), null],
    ["a truncated PNG signature", bytes([0x89], "PNG"), null],
  ])("%s -> %s", (_label, input, expected) => {
    expect(sniffImageFormat(input)).toBe(expected);
  });
});

describe("the picker", () => {
  it("offers the four accepted types", () => {
    expect(ACCEPTED_IMAGE_TYPES).toBe("image/jpeg,image/png,image/webp,image/gif");
  });

  it.each([
    ["https://images.unsplash.com/photo-1", "url"],
    ["http://example.org/a.jpg", "url"],
    ["/uploads/0123456789abcdef0123456789abcdef.webp", "upload"],
    ["/images/events/default.webp", "upload"],
    ["", "upload"],
  ] as const)("opens %j in %s mode", (image, mode) => {
    expect(initialImageMode(image)).toBe(mode);
  });

  itMaps("previews %j: %s", isPreviewable, [
    ["https://images.example.org/a.jpg", true],
    ["http://example.org/a.jpg", true],
    ["/uploads/0123456789abcdef0123456789abcdef.webp", true],
    ["//evil.example/a.png", false],
    ["javascript:alert(1)", false],
    ["data:image/svg+xml,<svg/>", false],
    ["https:", false],
    ["ht", false],
    ["", false],
  ]);

  it.each([
    [413, "tooLarge"],
    [415, "failed"],
    [400, "failed"],
    [500, "failed"],
    [null, "failed"],
  ] as const)("answers a %s with the %s toast", (status, toast) => {
    expect(uploadFailureToast(status)).toBe(toast);
  });
});

describe("stored names", () => {
  itMaps("%s matches: %s", (name) => STORED_NAME_PATTERN.test(name), [
    ["0123456789abcdef0123456789abcdef.webp", true],
    ["0123456789abcdef0123456789abcdef-1600.webp", true],
    ["0123456789abcdef0123456789abcdef-1599.webp", true],
    ["0123456789abcdef0123456789abcdef-960.webp", true],
    ["0123456789abcdef0123456789abcdef-480.webp", true],
    ["0123456789abcdef0123456789abcdef-1.webp", true],
    ["0123456789abcdef0123456789abcdef-1601.webp", false],
    ["0123456789abcdef0123456789abcdef-2000.webp", false],
    ["0123456789abcdef0123456789abcdef-0.webp", false],
    ["0123456789abcdef0123456789abcdef-0480.webp", false],
    ["0123456789abcdef0123456789abcdef-.webp", false],
    ["0123456789abcdef0123456789abcdef-480-960.webp", false],
    ["0123456789abcdef0123456789abcdef-480.webp.html", false],
    ["0123456789abcdef0123456789abcdef_480.webp", false],
    ["0123456789ABCDEF0123456789ABCDEF.webp", false],
    ["../../app.db", false],
    ["0123456789abcdef0123456789abcdef.webp.html", false],
    ["0123456789abcdef0123456789abcde.webp", false],
  ]);
});
