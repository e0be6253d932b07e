import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PostalMime from "postal-mime";
import { beforeEach, describe, expect, it } from "vitest";
import { parseConfig } from "~/lib/config";
import { InvalidEmailError } from "~/lib/email/rules";
import { createTransport, deliverDueEmails } from "~/lib/email/sender.server";
import { parseWith } from "~/lib/form";
import { contact as texts } from "~/texts/en/contact";
import { makeContactMessage, testNow } from "../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../tests/support/test-db";
import { getContactMessage, listContactMessages, markMessageHandled } from "./queries.server";
import { CONTACT_MAX_PER_WINDOW, type ContactInput, contactSchema } from "./rules";
import { sendContactMessage } from "./service.server";

const testDb = setupTestDb({ clean: ["contact_messages", "outbox", "rate_events"] });
let outboxDir: string;
const now = testNow;
const HOUR = 60 * 60 * 1000;
let wakes = 0;
const deps = () => ({
  db: testDb.db,
  config: testConfig,
  mail: {
    wake: () => {
      wakes += 1;
    },
  },
});

const input = (
  overrides: Partial<ContactInput & { client: string }> = {},
): ContactInput & { client: string } => ({
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.org",
  subject: "Beginner programs",
  message: "Hello,\nis there a program for adults?\n\nThanks",
  client: "203.0.113.5",
  ...overrides,
});

const outbox = () => testDb.db.selectFrom("outbox").selectAll().execute();
const messages = () => testDb.db.selectFrom("contact_messages").selectAll().execute();

/** Delivers the outbox as .eml files and parses them, as a mail client would read them. */
async function deliveredMail() {
  const transport = createTransport(parseConfig({ OUTBOX_DIR: outboxDir }));
  try {
    await deliverDueEmails(testDb.db, transport, now);
  } finally {
    transport.close();
  }
  const files = readdirSync(outboxDir).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(join(outboxDir, file));
      return { raw: raw.toString("utf8"), mail: await PostalMime.parse(raw) };
    }),
  );
}

beforeEach(() => {
  outboxDir = mkdtempSync(join(tmpdir(), "handball-contact-"));
  wakes = 0;
  return () => rmSync(outboxDir, { recursive: true, force: true });
});

describe(`contact messages (${testDialect})`, () => {
  it("stores the message and queues one e-mail to the association with Reply-To the sender", async () => {
    const result = await sendContactMessage(deps(), input(), now);
    expect(result).toEqual({ ok: true, id: expect.any(Number) });
    if (!result.ok) return;
    expect(await getContactMessage(testDb.db, result.id)).toEqual({
      id: result.id,
      first_name: "Ann",
      last_name: "Lee",
      email: "ann@example.org",
      subject: "Beginner programs",
      message: "Hello,\nis there a program for adults?\n\nThanks",
      created_at: now.toISOString(),
      handled_at: null,
    });
    const queued = await outbox();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      to_address: testConfig.CONTACT_EMAIL,
      reply_to: "ann@example.org",
      subject: "Contact form: Beginner programs",
      kind: "contact-message",
      status: "pending",
      list_unsubscribe: null,
    });
    expect(queued[0]?.text_body).toContain("From: Ann Lee <ann@example.org>");
    expect(queued[0]?.text_body).toContain("is there a program for adults?");
    expect(queued[0]?.text_body).toContain(`${testConfig.BASE_URL}/admin/messages/${result.id}`);
    expect(wakes).toBe(1);
  });

  it("stores nothing and queues nothing when the transaction fails", async () => {
    // The outbox refuses this Reply-To after the message row was written: both must disappear.
    await expect(
      sendContactMessage(deps(), input({ email: "ann@example.org\r\nBcc: x@evil.example" }), now),
    ).rejects.toThrow(InvalidEmailError);
    expect(await messages()).toEqual([]);
    expect(await outbox()).toEqual([]);
    expect(await testDb.db.selectFrom("rate_events").selectAll().execute()).toEqual([]);
    expect(wakes).toBe(0);
  });

  it(`refuses the ${CONTACT_MAX_PER_WINDOW + 1}th message of a client within an hour, and takes it after`, async () => {
    for (let i = 0; i < CONTACT_MAX_PER_WINDOW; i++)
      expect(await sendContactMessage(deps(), input(), now)).toMatchObject({ ok: true });
    expect(await sendContactMessage(deps(), input(), new Date(now.getTime() + HOUR - 1))).toEqual({
      ok: false,
      reason: "throttled",
    });
    expect(await sendContactMessage(deps(), input({ client: "198.51.100.7" }), now)).toMatchObject({
      ok: true,
    });
    expect(await messages()).toHaveLength(CONTACT_MAX_PER_WINDOW + 1);
    expect(await outbox()).toHaveLength(CONTACT_MAX_PER_WINDOW + 1);
    expect(await sendContactMessage(deps(), input(), new Date(now.getTime() + HOUR))).toMatchObject({
      ok: true,
    });
  });

  it("SECURITY 7: a line break in any field adds no header and no recipient", async () => {
    const injected = {
      firstName: "Ann\r\nBcc: x@evil.example",
      lastName: "Lee\nCc: y@evil.example",
      email: "ann@example.org",
      subject: "Hi\r\nBcc: z@evil.example\r\n\r\nfake body",
      message: "Hello\r\nBcc: w@evil.example\r\n.\r\nMAIL FROM:<a@evil.example>",
    };
    const t = texts.validation;
    const oneLineFields = { firstName: "Ann", lastName: "Lee", subject: "Hi" };
    const emailInjected = parseWith(contactSchema(t), {
      ...injected,
      ...oneLineFields,
      email: "ann@example.org\r\nBcc: x@evil.example",
    });
    expect(emailInjected).toEqual({ ok: false, errors: { email: t.email } });
    expect(
      parseWith(contactSchema(t), {
        ...injected,
        ...oneLineFields,
        email: "ann@example.org, x@evil.example",
      }),
    ).toEqual({
      ok: false,
      errors: { email: t.email },
    });

    // The form refuses a line break in a one-line field (docs/security.md #32); the message keeps its own.
    expect(parseWith(contactSchema(t), injected)).toEqual({
      ok: false,
      errors: { firstName: t.controlCharacters, lastName: t.controlCharacters, subject: t.controlCharacters },
    });
    // Past the form, as a caller that skipped it would send them, they still add no header.
    await sendContactMessage(deps(), { ...injected, client: "203.0.113.5" }, now);

    // Even unparsed, a subject with line breaks is folded by the outbox.
    await sendContactMessage(deps(), { ...input(), subject: "Again\r\nBcc: v@evil.example" }, now);

    const delivered = await deliveredMail();
    expect(delivered).toHaveLength(2);
    for (const { raw, mail } of delivered) {
      const head = raw.slice(0, raw.indexOf("\n\n"));
      expect(head).not.toMatch(/^(bcc|cc):/im);
      expect(head).not.toContain("evil.example>");
      expect(mail.to).toEqual([{ name: "", address: testConfig.CONTACT_EMAIL }]);
      expect(mail.cc ?? []).toEqual([]);
      expect(mail.bcc ?? []).toEqual([]);
      expect(mail.replyTo).toEqual([{ name: "", address: "ann@example.org" }]);
      expect(mail.headers.map((header) => header.key)).not.toContain("bcc");
    }
    expect(delivered.map(({ mail }) => mail.subject).sort()).toEqual([
      "Contact form: Again Bcc: v@evil.example",
      "Contact form: Hi Bcc: z@evil.example fake body",
    ]);
    const first = delivered.find(({ mail }) => mail.subject?.startsWith("Contact form: Hi"));
    expect(first?.mail.text).toContain("MAIL FROM:<a@evil.example>");
  });

  it("lists messages newest first, a page at a time, and marks one handled once", async () => {
    const ids: number[] = [];
    for (const subject of ["First", "Second", "Third"])
      ids.push(await makeContactMessage(testDb.db, { subject }));
    const first = await listContactMessages(testDb.db, { offset: 0, perPage: 2 });
    expect(first.total).toBe(3);
    expect(first.messages.map((m) => m.subject)).toEqual(["Third", "Second"]);
    const second = await listContactMessages(testDb.db, { offset: 2, perPage: 2 });
    expect(second.messages.map((m) => m.subject)).toEqual(["First"]);
    expect(first.messages[0]).not.toHaveProperty("message");

    const id = ids[0] ?? 0;
    const handledAt = new Date(now.getTime() + HOUR);
    expect(await markMessageHandled(testDb.db, id, handledAt)).toBe(true);
    expect(await markMessageHandled(testDb.db, id, new Date(now.getTime() + 2 * HOUR))).toBe(true);
    expect((await getContactMessage(testDb.db, id))?.handled_at).toBe(handledAt.toISOString());
    expect(await markMessageHandled(testDb.db, 999_999, now)).toBe(false);
  });
});
