import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Db } from "~/db/db.server";
import type { Config } from "~/lib/config";
import { startWorker } from "~/lib/worker.server";
import { decodeAttachments } from "./outbox.server";
import {
  claimOutboxRow,
  findDueOutboxIds,
  markOutboxAttemptFailed,
  markOutboxSent,
  type OutboxRow,
} from "./queries.server";
import { MAX_ATTEMPTS, retryDelayMs } from "./rules";

/** Where composed messages go: an SMTP relay, or .eml files on a machine without one. */
export interface EmailTransport {
  /** Resolves once the message is accepted; `outboxId` names the .eml file. */
  send(message: SendMailOptions, outboxId: number): Promise<void>;
  close(): void;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  /** The run stopped at its batch size; more messages may be due. */
  moreDue: boolean;
}

type EmailConfig = Pick<Config, "SMTP_URL" | "MAIL_FROM" | "OUTBOX_DIR" | "ASSOCIATION_NAME">;

// Every claim of a run is stamped from the run's `now`, so it must outlast the whole batch: with the
// timeouts below a dead or silent server costs one send at most 20 s, a batch 100 s, less than the
// 2 minutes a claim holds. A full batch makes the sender run again at once, so throughput is not capped.
const CLAIM_MS = 2 * 60_000;
const BATCH_SIZE = 5;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
// Messages carry their content inline; nodemailer must never read a local file or fetch a URL for them.
const SANDBOX = { disableFileAccess: true, disableUrlAccess: true };
const ERROR_MAX_LENGTH = 500;

export function createTransport(config: EmailConfig): EmailTransport {
  const defaults = { from: { name: config.ASSOCIATION_NAME, address: config.MAIL_FROM } };
  return config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, defaults)
    : emlFileTransport(config.OUTBOX_DIR, defaults);
}

function smtpTransport(url: string, defaults: SendMailOptions): EmailTransport {
  const mailer = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS, ...SANDBOX }, defaults);
  return {
    async send(message) {
      await mailer.sendMail(message);
    },
    close: () => mailer.close(),
  };
}

function emlFileTransport(dir: string, defaults: SendMailOptions): EmailTransport {
  // The stream transport composes the complete RFC 5322 message and hands it back instead of sending it.
  const composer = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: "unix", ...SANDBOX },
    defaults,
  );
  return {
    async send(message, outboxId) {
      const { message: eml } = await composer.sendMail(message);
      await mkdir(dir, { recursive: true });
      // `buffer: true` above makes the composed message a Buffer rather than a stream.
      await writeFile(join(dir, `${outboxId}-${fileTimestamp(new Date())}.eml`), eml as Buffer);
    },
    close: () => composer.close(),
  };
}

function fileTimestamp(date: Date) {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}

/**
 * Sends the pending messages that are due, each claimed first so that two processes never send the
 * same one; a failure reschedules the message with a growing delay, and after MAX_ATTEMPTS marks it
 * failed for an admin. Never throws for a delivery problem, only for a database one.
 */
export async function deliverDueEmails(
  db: Db,
  transport: EmailTransport,
  now: Date,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, moreDue: false };
  const due = await findDueOutboxIds(db, now, BATCH_SIZE);
  for (const { id } of due) {
    const row = await claimOutboxRow(db, id, now, CLAIM_MS);
    if (row) report[await deliverOne(db, transport, row, now)] += 1;
  }
  report.moreDue = due.length === BATCH_SIZE;
  return report;
}

async function deliverOne(db: Db, transport: EmailTransport, row: OutboxRow, now: Date) {
  try {
    await transport.send(composeMessage(row), row.id);
  } catch (error) {
    return recordFailure(db, row, error, now);
  }
  await markOutboxSent(db, row, now);
  return "sent" as const;
}

function composeMessage(row: OutboxRow): SendMailOptions {
  return {
    to: row.to_address,
    // Left out rather than undefined: nodemailer applies the default sender only to a missing key.
    ...(row.from_address ? { from: row.from_address } : {}),
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attachments: decodeAttachments(row.attachments),
    ...(row.list_unsubscribe
      ? {
          list: { unsubscribe: row.list_unsubscribe },
          // RFC 8058: the mail client may unsubscribe with one POST, without opening a page.
          headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }
      : {}),
  };
}

async function recordFailure(db: Db, row: OutboxRow, error: unknown, now: Date) {
  const attempts = row.attempts + 1;
  const failed = attempts >= MAX_ATTEMPTS;
  const retryAt = failed ? null : new Date(now.getTime() + retryDelayMs(attempts)).toISOString();
  await markOutboxAttemptFailed(db, row, { retryAt, error: describeError(error) });
  return failed ? ("failed" as const) : ("retrying" as const);
}

function describeError(error: unknown) {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_MAX_LENGTH);
}

export interface EmailSender {
  /**
   * Runs a delivery now; call it right after the transaction that enqueued a message commits. E-mail
   * requests wait for the next timed run.
   */
  wake(): void;
  /** Stops the timer, waits for a delivery in progress, closes the transport. */
  stop(): Promise<void>;
}

/**
 * Handles waiting e-mail requests and delivers due messages every `intervalMs`, and delivers whenever
 * woken, one run at a time. A failure is logged as one JSON line and never thrown: the outbox keeps
 * the message, and `email_requests` the request, for a later run.
 */
export function startEmailSender({
  db,
  config,
  intervalMs = 5_000,
  handleRequests,
}: {
  db: Db;
  config: EmailConfig;
  intervalMs?: number;
  /** Turns waiting e-mail requests into e-mails (requests.server.ts); true when more may be waiting. */
  handleRequests?: (now: Date) => Promise<boolean>;
}): EmailSender {
  const transport = createTransport(config);

  // Requests are handled on the clock only, never because a request arrived: the work a known address
  // causes then never lands on the answer of the request right after it (decision 014).
  let requestsDue = true;

  async function runOnce() {
    const withRequests = requestsDue;
    requestsDue = false;
    // Requests first, so the e-mails they queue go out in the same run.
    const moreRequests =
      handleRequests && withRequests
        ? await handleRequests(new Date()).catch((error: unknown) => {
            log("error", "e-mail requests failed", { error: String(error) });
            return false;
          })
        : false;
    const report = await deliverDueEmails(db, transport, new Date());
    logReport(report);
    if (moreRequests) requestsDue = true;
    return report.moreDue || moreRequests;
  }

  const worker = startWorker({
    intervalMs,
    runOnce,
    onError: (error) => log("error", "e-mail sender failed", { error: String(error) }),
    onTimer: () => {
      requestsDue = true;
    },
  });

  return {
    wake: worker.wake,
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}

function logReport({ sent, retrying, failed }: DeliveryReport) {
  if (sent > 0) log("info", "e-mails sent", { sent });
  if (retrying + failed > 0) log("warn", "e-mail delivery failed", { retrying, failed });
}

function log(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown>) {
  console[level](JSON.stringify({ level, msg, ...fields }));
}
