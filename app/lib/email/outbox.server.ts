import type { Db } from "~/db/db.server";
import type { Deps } from "~/lib/context.server";
import { insertOutboxRow, retryEmail } from "./queries.server";
import { type EmailMessage, parseEmailMessage, type ValidEmailMessage } from "./rules";

/** An attachment as the outbox row keeps it (JSON), and as nodemailer takes it back. */
interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Records an e-mail for the sender to deliver. Pass the transaction that writes what the e-mail
 * confirms, so a rolled-back registration never sends its confirmation. Returns the outbox id.
 * Throws InvalidEmailError for a message that could inject headers or recipients.
 */
export async function enqueueEmail(db: Db, message: EmailMessage, now: Date): Promise<number> {
  const valid = parseEmailMessage(message);
  const at = now.toISOString();
  return insertOutboxRow(db, {
    to_address: valid.to,
    from_address: valid.from ?? null,
    reply_to: valid.replyTo ?? null,
    subject: valid.subject,
    text_body: valid.text,
    html_body: valid.html,
    attachments: valid.attachments ? encodeAttachments(valid.attachments) : null,
    kind: valid.kind,
    list_unsubscribe: valid.unsubscribeUrl ?? null,
    status: "pending",
    next_attempt_at: at,
    created_at: at,
  });
}

/** An admin's "retry": one more attempt for a failed message, now. False when it is not failed. */
export async function retryFailedEmail({ db, mail }: Pick<Deps, "db" | "mail">, id: number, now: Date) {
  const retried = await retryEmail(db, id, now);
  if (retried) mail.wake();
  return retried;
}

function encodeAttachments(attachments: NonNullable<ValidEmailMessage["attachments"]>) {
  const stored: StoredAttachment[] = attachments.map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    content: Buffer.from(content).toString("base64"),
  }));
  return JSON.stringify(stored);
}

export function decodeAttachments(json: string | null) {
  if (!json) return [];
  return (JSON.parse(json) as StoredAttachment[]).map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    content: Buffer.from(content, "base64"),
  }));
}
