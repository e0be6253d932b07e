import { z } from "zod";
import { format } from "~/lib/i18n";
import { type LimitRule, limitRows } from "~/lib/limits";
import { emailAddress, multiLine, singleLine } from "~/lib/text";
import type { ContactTexts } from "~/texts/pages/contact";
import { CONTACT_FIELDS, CONTACT_MAX_LENGTHS, type ContactValues } from "./fields";

type Texts = ContactTexts["validation"];

/** Messages one client may send in an hour (the rest are refused with a clear message). */
export const CONTACT_MAX_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;
export const CONTACT_LIMIT = {
  bucket: "contact",
  per: "address",
  max: CONTACT_MAX_PER_WINDOW,
  windowMs: CONTACT_WINDOW_MS,
  past: "refused",
} as const satisfies LimitRule;

/** The contact form's row of /admin/limits. */
export function contactLimits() {
  return limitRows([CONTACT_LIMIT]);
}

// A one-line field has no business holding a line break or another control character; only a crafted
// request sends one. Refused, it can never reach a header as a new line (docs/security.md #7, #32).
const line = (t: Texts, required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, format(tooLong, { max }))
    .check(singleLine(t.controlCharacters));

/** docs/product.md spec §5: all five fields required, the e-mail typed as e-mail. */
export function contactSchema(t: Texts) {
  return z.object({
    firstName: line(t, t.firstName, CONTACT_MAX_LENGTHS.name, t.firstNameMax),
    lastName: line(t, t.lastName, CONTACT_MAX_LENGTHS.name, t.lastNameMax),
    email: emailAddress(t.email),
    subject: line(t, t.subject, CONTACT_MAX_LENGTHS.subject, t.subjectMax),
    message: z
      .string({ error: t.message })
      .trim()
      .min(1, t.message)
      .max(CONTACT_MAX_LENGTHS.message, format(t.messageMax, { max: CONTACT_MAX_LENGTHS.message }))
      .check(multiLine(t.controlCharacters)),
  });
}

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;

/** What the form sent, as text, to show it again after a failure (only the form's own fields). */
export function typedValues(form: Record<string, unknown>): ContactValues {
  const values = {} as ContactValues;
  for (const name of CONTACT_FIELDS) {
    const value = form[name];
    values[name] = typeof value === "string" ? value.slice(0, 10_000) : "";
  }
  return values;
}

/** A mailto: link that opens a reply to the sender with "Re: subject". */
export function replyLink(email: string, subject: string, template: string) {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(
    format(template, { subject }),
  )}`;
}

/** A route's :id as a message id, or null for anything that is not a positive integer. */
export function parseMessageId(param: string | undefined) {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
