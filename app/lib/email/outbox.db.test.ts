import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDb } from "~/db/db.server";
import { parseConfig } from "~/lib/config";
import { later, testNow } from "../../../tests/support/factories";
import { setupTestDb, testDialect } from "../../../tests/support/test-db";
import { enqueueEmail } from "./outbox.server";
import { listOutbox, retryEmail } from "./queries.server";
import { renderEmail } from "./render";
import { type EmailMessage, InvalidEmailError, MAX_ATTEMPTS } from "./rules";
import { createTransport, deliverDueEmails, type EmailTransport, startEmailSender } from "./sender.server";

const testDb = setupTestDb({ clean: ["outbox"] });
let smtp: LocalSmtpServer;
let transport: EmailTransport;
const now = testNow;

/** A real SMTP server on 127.0.0.1 that keeps what it receives, as an MTA would. */
interface LocalSmtpServer {
  port: number;
  received: { rcptTo: string[]; raw: Buffer }[];
  close(): Promise<void>;
}

function startSmtpServer(port = 0): Promise<LocalSmtpServer> {
  const received: LocalSmtpServer["received"] = [];
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ["STARTTLS"],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : port,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const smtpConfig = (port: number) => parseConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });

function message(overrides: Partial<EmailMessage> = {}): EmailMessage {
  return {
    to: "member@example.org",
    kind: "registration-confirmation",
    ...renderEmail({
      locale: "en",
      subject: "Your registration",
      siteName: "Ontario Handball Association",
      baseUrl: "https://handball.example.org",
      heading: "You are registered",
      paragraphs: ["See you at the Summer Cup."],
      action: { label: "View the event", url: "https://handball.example.org/events/1" },
    }),
    ...overrides,
  };
}

const outboxRow = (id: number) =>
  testDb.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const parse = (raw: Buffer) => PostalMime.parse(raw);

/** What a sender process does: run after run while its batches come back full. */
async function deliverUntilDone(db: Db, via: EmailTransport) {
  let sent = 0;
  for (;;) {
    const report = await deliverDueEmails(db, via, now);
    sent += report.sent;
    if (!report.moreDue) return sent;
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  transport = createTransport(smtpConfig(smtp.port));
});
afterAll(async () => {
  transport.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

describe(`e-mail outbox (${testDialect})`, () => {
  it("records nothing for a transaction that rolls back, so nothing is sent for what did not happen", async () => {
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, message(), now);
        throw new Error("the registration failed");
      }),
    ).rejects.toThrow("the registration failed");

    expect(await testDb.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    expect(await deliverDueEmails(testDb.db, transport, now)).toMatchObject({ sent: 0 });
    expect(smtp.received).toEqual([]);
  });

  it("delivers an enqueued message over SMTP with its headers, both bodies and its attachment", async () => {
    const id = await testDb.db.transaction().execute((trx) =>
      enqueueEmail(
        trx,
        message({
          replyTo: "events@handball.example.org",
          attachments: [
            {
              filename: "summer-cup.ics",
              contentType: "text/calendar; charset=utf-8",
              content: "BEGIN:VCALENDAR",
            },
          ],
        }),
        now,
      ),
    );

    expect(await deliverDueEmails(testDb.db, transport, now)).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
      moreDue: false,
    });

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.rcptTo).toEqual(["member@example.org"]);
    const mail = await parse(smtp.received[0]?.raw ?? Buffer.alloc(0));
    expect(mail.to).toEqual([{ name: "", address: "member@example.org" }]);
    expect(mail.from).toEqual({
      name: "Ontario Handball Association",
      address: "no-reply@handball.example.org",
    });
    expect(mail.replyTo).toEqual([{ name: "", address: "events@handball.example.org" }]);
    expect(mail.subject).toBe("Your registration");
    expect(mail.html).toContain("background:#b91c1c");
    expect(mail.html).toContain('href="https://handball.example.org/events/1"');
    expect(mail.text).toContain("\nhttps://handball.example.org/events/1\n");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: "summer-cup.ics", mimeType: "text/calendar" });
    // postal-mime ends a decoded text part with a line break; the base64 on the wire is exact.
    expect(new TextDecoder().decode(mail.attachments[0]?.content as ArrayBuffer).trimEnd()).toBe(
      "BEGIN:VCALENDAR",
    );

    expect(await outboxRow(id)).toMatchObject({
      status: "sent",
      attempts: 1,
      sent_at: now.toISOString(),
      locked_until: null,
    });
    expect(await deliverDueEmails(testDb.db, transport, later(60_000))).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("gives a message with an unsubscribe URL the one-click List-Unsubscribe headers (RFC 8058)", async () => {
    const url = "https://handball.example.org/newsletter/unsubscribe?token=abc_DEF-123";
    const id = await enqueueEmail(testDb.db, message({ kind: "newsletter-issue", unsubscribeUrl: url }), now);
    expect((await outboxRow(id)).list_unsubscribe).toBe(url);
    await enqueueEmail(testDb.db, message({ to: "other@example.org" }), now);
    expect(await deliverDueEmails(testDb.db, transport, now)).toMatchObject({ sent: 2 });

    const mails = await Promise.all(smtp.received.map(({ raw }) => parse(raw)));
    const header = (mail: (typeof mails)[number], key: string) =>
      mail.headers.find((h) => h.key === key)?.value;
    const newsletter = mails.find((mail) => mail.to?.[0]?.address === "member@example.org");
    const other = mails.find((mail) => mail.to?.[0]?.address === "other@example.org");
    expect(newsletter && header(newsletter, "list-unsubscribe")).toBe(`<${url}>`);
    expect(newsletter && header(newsletter, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(other && header(other, "list-unsubscribe")).toBeUndefined();
    expect(other && header(other, "list-unsubscribe-post")).toBeUndefined();
  });

  it("keeps a message through a mail server outage and delivers it once the server is back", async () => {
    const outage = await startSmtpServer();
    const outageTransport = createTransport(smtpConfig(outage.port));
    await outage.close();
    const id = await enqueueEmail(testDb.db, message(), now);

    expect(await deliverDueEmails(testDb.db, outageTransport, now)).toMatchObject({ sent: 0, retrying: 1 });
    const waiting = await outboxRow(id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, locked_until: null, sent_at: null });
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.next_attempt_at).toBe(later(30_000).toISOString());
    expect(await deliverDueEmails(testDb.db, outageTransport, later(10_000))).toMatchObject({ retrying: 0 });

    const back = await startSmtpServer(outage.port);
    try {
      expect(await deliverDueEmails(testDb.db, outageTransport, later(31_000))).toMatchObject({ sent: 1 });
      expect(back.received).toHaveLength(1);
      expect(await outboxRow(id)).toMatchObject({
        status: "sent",
        attempts: 2,
        sent_at: later(31_000).toISOString(),
      });
    } finally {
      outageTransport.close();
      await back.close();
    }
  });

  it("sends each message exactly once when two processes deliver at the same time", async () => {
    const subjects = Array.from({ length: 8 }, (_, i) => `Message ${i + 1}`);
    for (const subject of subjects) await enqueueEmail(testDb.db, message({ subject }), now);
    const otherProcess = openDb(testDb.url);
    const otherTransport = createTransport(smtpConfig(smtp.port));
    try {
      const sent = await Promise.all([
        deliverUntilDone(testDb.db, transport),
        deliverUntilDone(otherProcess, otherTransport),
      ]);
      expect(sent[0] + sent[1]).toBe(subjects.length);
    } finally {
      otherTransport.close();
      await otherProcess.destroy();
    }

    const received = await Promise.all(smtp.received.map(({ raw }) => parse(raw)));
    expect(received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    const rows = await testDb.db.selectFrom("outbox").select(["status", "attempts"]).execute();
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("marks a message failed after 12 attempts, lists it for admins, and sends it after a retry", async () => {
    const failing: EmailTransport = {
      send: async () => {
        throw new Error("421 4.3.0 Service not available");
      },
      close() {},
    };
    const id = await enqueueEmail(testDb.db, message({ kind: "password-reset" }), now);
    let at = now;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await deliverDueEmails(testDb.db, failing, at);
      expect(report).toMatchObject(attempt < MAX_ATTEMPTS ? { retrying: 1 } : { failed: 1 });
      at = new Date((await outboxRow(id)).next_attempt_at);
    }
    expect(await outboxRow(id)).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      last_error: "421 4.3.0 Service not available",
      sent_at: null,
    });
    expect(await deliverDueEmails(testDb.db, failing, later(24 * 3_600_000))).toMatchObject({ failed: 0 });

    await enqueueEmail(testDb.db, message(), now);
    const failedList = await listOutbox(testDb.db, { status: "failed", page: 1, perPage: 20 });
    expect(failedList.total).toBe(1);
    expect(failedList.rows).toEqual([
      expect.objectContaining({ id, kind: "password-reset", status: "failed", attempts: MAX_ATTEMPTS }),
    ]);
    expect(failedList.rows[0]).not.toHaveProperty("html_body");

    const retryAt = later(25 * 3_600_000);
    expect(await retryEmail(testDb.db, id, retryAt)).toBe(true);
    expect(await outboxRow(id)).toMatchObject({
      status: "pending",
      attempts: MAX_ATTEMPTS,
      next_attempt_at: retryAt.toISOString(),
    });
    expect(await retryEmail(testDb.db, id, retryAt)).toBe(false);
    expect(await deliverDueEmails(testDb.db, transport, retryAt)).toMatchObject({ sent: 2 });
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: MAX_ATTEMPTS + 1 });
  });

  it("lists the outbox newest first, a page at a time, with the total", async () => {
    for (const subject of ["First", "Second", "Third"])
      await enqueueEmail(testDb.db, message({ subject }), now);
    const first = await listOutbox(testDb.db, { page: 1, perPage: 2 });
    const second = await listOutbox(testDb.db, { page: 2, perPage: 2 });
    expect(first.total).toBe(3);
    expect(first.rows.map((row) => row.subject)).toEqual(["Third", "Second"]);
    expect(second.rows.map((row) => row.subject)).toEqual(["First"]);
    expect((await listOutbox(testDb.db, { status: "sent", page: 1, perPage: 2 })).total).toBe(0);
    await expect(listOutbox(testDb.db, { page: 0, perPage: 2 })).rejects.toThrow(RangeError);
  });

  it("refuses header injection in addresses and neutralises it in the subject", async () => {
    const injected = [
      { to: "victim@example.org\r\nBcc: x@evil.example" },
      { to: "victim@example.org, x@evil.example" },
      { to: "victim@example.org", replyTo: "a@example.org\nBcc: x@evil.example" },
    ];
    for (const overrides of injected)
      await expect(enqueueEmail(testDb.db, message(overrides), now)).rejects.toThrow(InvalidEmailError);
    expect(await testDb.db.selectFrom("outbox").selectAll().execute()).toEqual([]);

    await enqueueEmail(
      testDb.db,
      message({ to: "victim@example.org", subject: "Hi\r\nBcc: x@evil.example" }),
      now,
    );
    expect(await deliverDueEmails(testDb.db, transport, now)).toMatchObject({ sent: 1 });

    expect(smtp.received).toHaveLength(1);
    const [delivered] = smtp.received;
    expect(delivered?.rcptTo).toEqual(["victim@example.org"]);
    const raw = delivered?.raw.toString("utf8") ?? "";
    expect(raw).not.toMatch(/^bcc:/im);
    const mail = await parse(delivered?.raw ?? Buffer.alloc(0));
    expect(mail.subject).toBe("Hi Bcc: x@evil.example");
    expect(mail.headers.map((header) => header.key)).not.toContain("bcc");
  });
});

describe("without SMTP_URL", () => {
  let outboxDir: string;
  beforeEach(() => {
    outboxDir = mkdtempSync(join(tmpdir(), "handball-outbox-"));
  });
  afterEach(() => {
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it("writes each message as a parseable .eml file under OUTBOX_DIR", async () => {
    const fileTransport = createTransport(parseConfig({ OUTBOX_DIR: join(outboxDir, "outbox") }));
    const id = await enqueueEmail(
      testDb.db,
      message({
        attachments: [{ filename: "cup.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" }],
      }),
      now,
    );

    expect(await deliverDueEmails(testDb.db, fileTransport, now)).toMatchObject({ sent: 1 });

    const files = readdirSync(join(outboxDir, "outbox"));
    expect(files).toEqual([expect.stringMatching(new RegExp(`^${id}-\\d{8}T\\d{6}Z\\.eml$`))]);
    const raw = readFileSync(join(outboxDir, "outbox", files[0] ?? ""));
    expect(raw.includes("\r\n")).toBe(false);
    const mail = await parse(raw);
    expect(mail.to).toEqual([{ name: "", address: "member@example.org" }]);
    expect(mail.from?.address).toBe("no-reply@handball.example.org");
    expect(mail.subject).toBe("Your registration");
    expect(mail.text).toContain("https://handball.example.org/events/1");
    expect(mail.attachments[0]?.filename).toBe("cup.ics");
  });
});

describe("startEmailSender", () => {
  it("delivers everything due when it starts, more than one batch, and again as soon as it is woken", async () => {
    const waiting = Array.from({ length: 12 }, (_, i) => `Waiting ${i + 1}`);
    for (const subject of waiting) await enqueueEmail(testDb.db, message({ subject }), new Date());
    const sender = startEmailSender({ db: testDb.db, config: smtpConfig(smtp.port), intervalMs: 60_000 });
    try {
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(waiting.length);
      await enqueueEmail(testDb.db, message({ subject: "Just confirmed" }), new Date());
      sender.wake();
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(waiting.length + 1);
    } finally {
      await sender.stop();
    }
    const subjects = await Promise.all(smtp.received.map(async ({ raw }) => (await parse(raw)).subject));
    expect(subjects).toEqual([...waiting, "Just confirmed"]);
  });
});
