import { z } from "zod";
import { oneLine } from "../text";

/** Attempts a message gets before it is marked failed for an admin (about five hours in all). */
export const MAX_ATTEMPTS = 12;

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait after the nth failed attempt: 30 s, 1 min, 2 min, ... doubling, never more than an hour. */
export function retryDelayMs(failedAttempts: number) {
  return Math.min(FIRST_RETRY_MS * 2 ** (failedAttempts - 1), LONGEST_RETRY_MS);
}

// Zod's e-mail pattern admits no CR, LF, comma or angle bracket, so a value that passes can neither
// start a new header nor add a recipient.
const address = (field: string) => z.email({ error: `${field} must be one e-mail address` });

const attachmentSchema = z.object({
  filename: z
    .string()
    .regex(/^[^\p{Cc}/\\]+$/u, "attachment filename must be a plain file name without line breaks"),
  contentType: z
    .string()
    .regex(
      /^[\w.+-]+\/[\w.+-]+(; ?[\w-]+=[\w.-]+)*$/,
      "attachment contentType must be a MIME type such as text/calendar; charset=utf-8",
    ),
  content: z.union([z.string(), z.instanceof(Uint8Array)]),
});

/** One e-mail as a feature hands it to the outbox; the bodies usually come from renderEmail(). */
export const emailMessageSchema = z
  .object({
    to: address("to"),
    /** Absent: the configured MAIL_FROM, shown with the association's name. */
    from: address("from").optional(),
    replyTo: address("replyTo").optional(),
    // Line breaks and other control characters in a header value would start a new header (Bcc: ...).
    subject: z.string().transform(oneLine).pipe(z.string().min(1, "subject must not be empty")),
    text: z.string().min(1, "text must not be empty"),
    html: z.string().min(1, "html must not be empty"),
    attachments: z.array(attachmentSchema).optional(),
    kind: z.string().regex(/^[a-z][a-z0-9-]*$/, "kind must be a lower-case slug such as password-reset"),
    /**
     * The one-click unsubscribe address (List-Unsubscribe with List-Unsubscribe-Post, RFC 8058). An
     * https or http URL without spaces or angle brackets, so it cannot break out of its header.
     */
    unsubscribeUrl: z
      .url({ protocol: /^https?$/, error: "unsubscribeUrl must be an http(s) URL" })
      .regex(/^[^\s<>"]+$/, "unsubscribeUrl must be an http(s) URL")
      .optional(),
  })
  // Canada's anti-spam law: every newsletter-type message offers a working unsubscribe.
  .refine((message) => !message.kind.startsWith("newsletter") || message.unsubscribeUrl !== undefined, {
    path: ["unsubscribeUrl"],
    error: "unsubscribeUrl is required for a newsletter e-mail",
  });

export type EmailMessage = z.input<typeof emailMessageSchema>;
export type ValidEmailMessage = z.output<typeof emailMessageSchema>;

export class InvalidEmailError extends Error {}

/** Checks a message before it is stored; a bad one is a bug in the caller, so it throws. */
export function parseEmailMessage(message: EmailMessage): ValidEmailMessage {
  const result = emailMessageSchema.safeParse(message);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new InvalidEmailError(`Refusing e-mail: ${problems.join("; ")}`);
  }
  return result.data;
}
