import { z } from "zod";
import { format } from "./i18n";
import { EMAIL_MAX } from "./text-limits";

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators. PostgreSQL cannot store NUL in
// text (a 500 there, stored or not found on SQLite), and none of them belongs in a name or a title.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
// The same, but a text of several lines keeps its line breaks and the tabs pasted with them.
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

const hasNoControlCharacters = (value: string) => !CONTROL.test(value);

/**
 * Runs of line breaks, other control characters and spaces as one space: a name or title stored before
 * these checks existed still cannot split an e-mail subject or heading across lines. No-break spaces
 * stay: French puts them before ":" and inside "9 h 00", and they break no line.
 */
export const oneLine = (value: string) => value.replace(/(?:\p{Cc}|(?![\u00a0\u202f])\s)+/gu, " ").trim();

/** A check for a one-line text field: `.check(singleLine(t.controlCharacters))` after its other checks. */
export const singleLine = (message: string) => z.refine<string>(hasNoControlCharacters, message);

export { EMAIL_MAX, PERSON_NAME_LENGTH } from "./text-limits";

/** One e-mail address, at most EMAIL_MAX characters. Zod's pattern admits no CR, LF, comma or angle bracket. */
export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }).max(EMAIL_MAX, message));

export type Length = { min: number; max: number };

/** A trimmed text of `length.min` to `length.max` characters; each message names the bounds as {min} and {max}. */
export const textOfLength = (length: Length, tooShort: string, tooLong: string) =>
  z.string().trim().min(length.min, format(tooShort, length)).max(length.max, format(tooLong, length));

/** A check for a text of several lines (a description, a message): line breaks and tabs allowed. */
export const multiLine = (message: string) =>
  z.refine<string>((value) => !CONTROL_BUT_LINE_BREAKS.test(value), message);
