import { describe, expect, it } from "vitest";
import { z } from "zod";
import { itMaps } from "~/lib/test-table";
import { multiLine, oneLine, singleLine } from "./text";

const MESSAGE = "Please remove control characters.";
const oneLineField = z.string().check(singleLine(MESSAGE));
const severalLines = z.string().check(multiLine(MESSAGE));
const refusedEverywhere = ["\u0000", "a\u0000b", "\u0007", "\u001b[31m", "\u007f", "\u0085", "\u009b"];

describe("singleLine", () => {
  it.each(["Robin Lee", "Zoë Ñúñez", "日本語", "emoji 🏐", ""])("accepts %j", (value) => {
    expect(oneLineField.safeParse(value).success).toBe(true);
  });

  it.each([...refusedEverywhere, "a\nb", "a\r\nb", "a\tb", "a\u2028b", "a\u2029b"])("refuses %j", (value) => {
    expect(oneLineField.safeParse(value).error?.issues[0]?.message).toBe(MESSAGE);
  });
});

describe("multiLine", () => {
  it.each(["Line one\nLine two", "Line one\r\n\r\nLine two", "\tIndented", "a\u2028b"])(
    "accepts %j",
    (value) => {
      expect(severalLines.safeParse(value).success).toBe(true);
    },
  );

  it.each(refusedEverywhere)("refuses %j", (value) => {
    expect(severalLines.safeParse(value).error?.issues[0]?.message).toBe(MESSAGE);
  });
});

describe("oneLine", () => {
  itMaps("folds %j into %j", oneLine, [
    ["Summer\r\nCup", "Summer Cup"],
    ["Summer\n\n\tCup ", "Summer Cup"],
    ["Summer\u2028Cup\u0000", "Summer Cup"],
    ["Summer Cup", "Summer Cup"],
    ["Inscription confirmée\u00a0: Coupe\r\nd'été", "Inscription confirmée\u00a0: Coupe d'été"],
    ["9\u00a0h\u00a000 –\u202f10\u00a0h", "9\u00a0h\u00a000 –\u202f10\u00a0h"],
  ]);
});
