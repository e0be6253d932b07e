// The contact form end to end: a message is stored, listed for admins at /admin/messages and e-mailed
// to the association with Reply-To the sender; the honeypot, validation, and (on a server of its own)
// a database that refuses the write, a mail server that is down and comes back, and the rate limit.
//
// Every request of the run comes from 127.0.0.1, and a client may send 5 messages an hour: this file
// sends 3 to the shared server (with and without JavaScript, and one for the admin pages' axe check);
// the rest go to the second server.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { contact } from "~/texts/en/contact";
import { type Site, startSite } from "../../scripts/lib/harness";
import { childEnv, createAdmin, uniqueEmail, uniqueName } from "./accounts";
import { withDb } from "./db";
import { PORT, SITE, SMTP_PORT, serverEnv } from "./env";
import { escapeRegExp } from "./events-helpers";
import { expect, test } from "./fixtures";
import { expectFieldError, expectNoViolations, expectToast, field, open } from "./helpers";
import { emailsTo, waitForEmail } from "./mail";

const c = contact;
const v = contact.validation;
const FIELDS = ["First Name", "Last Name", "Email", "Subject", "Message"] as const;

type Message = { firstName: string; lastName: string; email: string; subject: string; message: string };

let serial = 0;
function newMessage(tag: string): Message {
  serial += 1;
  const [firstName = "Ann", lastName = "Lee"] = uniqueName("Robin").split(" ");
  return {
    firstName,
    lastName,
    email: uniqueEmail(tag),
    subject: `Question ${tag} ${Date.now().toString(36)}${serial}`,
    message: `Hello,\nis there a program for adults?\n\nThanks, ${firstName}`,
  };
}

async function fill(page: Page, message: Message) {
  await field(page, "First Name").fill(message.firstName);
  await field(page, "Last Name").fill(message.lastName);
  await field(page, "Email").fill(message.email);
  await field(page, "Subject").fill(message.subject);
  await field(page, "Message").fill(message.message);
}

async function send(page: Page) {
  await page.getByRole("main").getByRole("button", { name: "Send Message" }).click();
}

async function expectSent(page: Page, message: Message) {
  await expectToast(page, {
    title: c.toast.sent.title,
    description: `Thank you, we will reply to ${message.email} soon.`,
  });
  await expect(page).toHaveURL("/contact");
  for (const label of FIELDS) await expect(field(page, label), `${label} after sending`).toHaveValue("");
}

async function expectKept(page: Page, message: Message) {
  await expect(field(page, "First Name")).toHaveValue(message.firstName);
  await expect(field(page, "Last Name")).toHaveValue(message.lastName);
  await expect(field(page, "Email")).toHaveValue(message.email);
  await expect(field(page, "Subject")).toHaveValue(message.subject);
  await expect(field(page, "Message")).toHaveValue(message.message);
}

const storedWithSubject = (subject: string, file?: string) =>
  withDb(
    (db) =>
      db
        .prepare(
          "SELECT first_name, last_name, email, subject, message FROM contact_messages WHERE subject = ?",
        )
        .all(subject) as Array<Record<string, string>>,
    file,
  );

const queuedWithSubject = (subject: string, file?: string) =>
  withDb(
    (db) =>
      db
        .prepare("SELECT to_address, reply_to, status, attempts FROM outbox WHERE subject = ?")
        .all(`Contact form: ${subject}`) as Array<{
        to_address: string;
        reply_to: string;
        status: string;
        attempts: number;
      }>,
    file,
  );

async function expectInAdminInbox(page: Page, message: Message) {
  await open(page, "/admin/messages");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.admin.title);
  const row = page.getByRole("row").filter({ hasText: message.subject });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${message.firstName} ${message.lastName}`);
  await expect(row).toContainText(message.email);
  await expect(row.getByRole("cell").nth(3)).toHaveText(c.admin.status.open);
  await expect(row).toHaveCSS("font-weight", "700");
  await row.getByRole("link", { name: message.subject }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message.subject);
  const main = page.getByRole("main");
  await expect(main).toContainText("is there a program for adults?");
  await expect(main).toContainText(message.email);
  await expect(main.getByRole("link", { name: c.admin.detail.reply })).toHaveAttribute(
    "href",
    `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`,
  );
  await main.getByRole("button", { name: c.admin.detail.markHandled }).click();
  await expectToast(page, {
    title: c.admin.handled.title,
    description: `The message from ${message.firstName} ${message.lastName} is marked as handled.`,
  });
  await expect(main).toContainText("Handled on");
  await expect(main.getByRole("button", { name: c.admin.detail.markHandled })).toHaveCount(0);

  await open(page, "/admin/messages");
  const handled = page.getByRole("row").filter({ hasText: message.subject });
  await expect(handled.getByRole("cell").nth(3)).toHaveText(c.admin.status.handled);
  await expect(handled).toHaveCSS("font-weight", "400");
}

test.describe("the contact form", () => {
  test("a message reaches the admin inbox and the association's mailbox with Reply-To the sender", async ({
    page,
  }) => {
    // Waits for the e-mail and promotes an admin with a command.
    test.setTimeout(90_000);
    const message = newMessage("contact");
    await open(page, "/contact");
    await fill(page, message);
    await send(page);
    await expectSent(page, message);

    expect(storedWithSubject(message.subject)).toEqual([
      {
        first_name: message.firstName,
        last_name: message.lastName,
        email: message.email,
        subject: message.subject,
        message: message.message,
      },
    ]);
    const mail = await waitForEmail({ to: SITE.email, subject: new RegExp(escapeRegExp(message.subject)) });
    expect(mail.subject).toBe(`Contact form: ${message.subject}`);
    expect(mail.to).toEqual([SITE.email]);
    expect(mail.replyTo).toEqual([message.email]);
    expect(mail.text).toContain(`From: ${message.firstName} ${message.lastName} <${message.email}>`);
    expect(mail.text).toContain("is there a program for adults?");

    await createAdmin(page.request);
    await expectInAdminInbox(page, message);
  });

  test("the honeypot: a filled hidden field gets the same answer, and nothing is stored or sent", async ({
    page,
  }) => {
    const message = newMessage("bot");
    await open(page, "/contact");
    const trap = page.locator("#contact-website");
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(page.locator("div[aria-hidden='true']").filter({ has: trap })).toHaveCount(1);
    await fill(page, message);
    await trap.evaluate((input: HTMLInputElement) => {
      input.value = "https://cheap-pills.example";
    });
    await send(page);
    await expectSent(page, message);
    expect(storedWithSubject(message.subject)).toEqual([]);
    expect(queuedWithSubject(message.subject)).toEqual([]);
    await page.waitForTimeout(1500);
    expect(await emailsTo({ to: SITE.email, subject: new RegExp(escapeRegExp(message.subject)) })).toEqual(
      [],
    );
  });

  test("shows a message under each field the browser or the server refuses", async ({ page }) => {
    await open(page, "/contact");
    await send(page);
    await expectFieldError(page, "First Name", v.firstName);
    await expectFieldError(page, "Last Name", v.lastName);
    await expectFieldError(page, "Email", v.email);
    await expectFieldError(page, "Subject", v.subject);
    await expectFieldError(page, "Message", v.message);
    await expectNoViolations(page, "/contact with errors");

    const message = newMessage("invalid");
    await fill(page, { ...message, email: "robin@" });
    await send(page);
    await expectFieldError(page, "Email", v.email);
    await expect(field(page, "First Name")).not.toHaveAttribute("aria-invalid");
    expect(storedWithSubject(message.subject)).toEqual([]);
  });

  test("has no accessibility violations", async ({ page }) => {
    await open(page, "/contact");
    await expectNoViolations(page, "/contact");
  });

  test("the admin inbox and a message have no accessibility violations, and an unknown id is 404", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const message = newMessage("a11y");
    const sent = await page.request.post("/contact", { form: message, maxRedirects: 0 });
    expect(sent.status()).toBe(302);
    await createAdmin(page.request);
    await open(page, "/admin/messages");
    await expectNoViolations(page, "/admin/messages");
    await page.getByRole("main").getByRole("link", { name: message.subject }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message.subject);
    await expectNoViolations(page, "/admin/messages/:id");
    for (const id of ["999999", "abc", "0"]) {
      const response = await page.request.get(`/admin/messages/${id}`);
      expect(response.status(), `/admin/messages/${id}`).toBe(404);
    }
  });
});

test.describe("the contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sends, clears the form, and keeps what was typed when a field is wrong", async ({ page }) => {
    const wrong = newMessage("nojs-wrong");
    await page.goto("/contact");
    await fill(page, { ...wrong, email: "not-an-address" });
    await send(page);
    await expectFieldError(page, "Email", v.email);
    await expectKept(page, { ...wrong, email: "not-an-address" });
    expect(storedWithSubject(wrong.subject)).toEqual([]);

    const message = newMessage("nojs");
    await page.goto("/contact");
    await fill(page, message);
    await send(page);
    await expectSent(page, message);
    expect(storedWithSubject(message.subject)).toHaveLength(1);
    const mail = await waitForEmail({ to: SITE.email, subject: new RegExp(escapeRegExp(message.subject)) });
    expect(mail.replyTo).toEqual([message.email]);
  });
});

// A server of its own (its own port and database) whose e-mail goes to a port where no SMTP server
// listens until a test starts one, and whose database the tests can make refuse writes.
test.describe("on a server of its own", () => {
  const port = PORT + 20;
  const smtpPort = SMTP_PORT + 20;
  const url = `http://127.0.0.1:${port}`;
  const dir = "data/e2e-contact";
  const dbFile = `${dir}/app.db`;
  let site: Site | undefined;

  const env = () => ({
    ...childEnv(),
    ...serverEnv,
    PORT: String(port),
    BASE_URL: url,
    DATABASE_URL: `file:./${dbFile}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NODE_ENV: "production",
  });

  test.beforeAll(async () => {
    // Seeding and starting a server: slow on a busy machine.
    test.setTimeout(120_000);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync("npx", ["tsx", "scripts/ops/seed.ts"], { env: env(), stdio: "ignore" });
    site = await startSite(port, { ...env(), NODE_OPTIONS: "" });
  });

  test.afterAll(async () => {
    await site?.stop();
    site = undefined;
  });

  test.beforeEach(() => {
    withDb((db) => db.prepare("DELETE FROM rate_events").run(), dbFile);
  });

  function refuseContactWrites(refuse: boolean) {
    const db = new Database(dbFile, { fileMustExist: true });
    db.pragma("busy_timeout = 5000");
    try {
      db.exec(
        refuse
          ? "CREATE TRIGGER refuse_contact BEFORE INSERT ON contact_messages BEGIN SELECT RAISE(ABORT, 'refused'); END;"
          : "DROP TRIGGER IF EXISTS refuse_contact;",
      );
    } finally {
      db.close();
    }
  }

  for (const javaScript of [true, false]) {
    test(`a database that refuses the write: the error toast, and the form as typed (${javaScript ? "with" : "without"} JavaScript)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: url, javaScriptEnabled: javaScript });
      const page = await context.newPage();
      refuseContactWrites(true);
      try {
        const message = newMessage("refused");
        await page.goto("/contact");
        if (javaScript) await page.waitForLoadState("networkidle");
        await fill(page, message);
        await send(page);
        // Without JavaScript no toast can show an action's answer: the form says it in an alert too.
        if (javaScript) await expectToast(page, c.toast.failed, "destructive");
        await expect(page.getByRole("main").getByRole("alert")).toHaveText(
          `${c.toast.failed.title}: ${c.toast.failed.description}`,
        );
        await expectKept(page, message);
        expect(storedWithSubject(message.subject, dbFile)).toEqual([]);
        expect(queuedWithSubject(message.subject, dbFile)).toEqual([]);

        // Once the database takes writes again, the same form goes through.
        refuseContactWrites(false);
        await send(page);
        await expectSent(page, message);
        expect(storedWithSubject(message.subject, dbFile)).toHaveLength(1);
      } finally {
        refuseContactWrites(false);
        await context.close();
      }
    });
  }

  test("a mail server that is down loses nothing: the message waits and arrives when it is back", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    const received: Buffer[] = [];
    let sink: SMTPServer | undefined;
    try {
      const message = newMessage("outage");
      await open(page, "/contact");
      await fill(page, message);
      await send(page);
      await expectSent(page, message);

      // The first attempt fails at once (nothing listens); the message stays queued.
      await expect
        .poll(() => queuedWithSubject(message.subject, dbFile)[0], { timeout: 15_000 })
        .toMatchObject({ status: "pending", to_address: SITE.email, reply_to: message.email });
      await expect
        .poll(() => queuedWithSubject(message.subject, dbFile)[0]?.attempts ?? 0)
        .toBeGreaterThan(0);

      sink = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            received.push(Buffer.concat(chunks));
            callback();
          });
        },
      });
      const listening = sink;
      await new Promise<void>((resolve) => listening.listen(smtpPort, "127.0.0.1", () => resolve()));

      // The sender retries 30 s after the first failure (app/lib/email/rules.ts, unit-tested): rather than
      // wait for them, the test lets them pass by moving the retry to now. The sender checks every 5 s.
      // (Messages queued by the other tests of this server arrive too.)
      withDb((db) => {
        const { created_at, next_attempt_at } = db
          .prepare("SELECT created_at, next_attempt_at FROM outbox WHERE subject = ?")
          .get(`Contact form: ${message.subject}`) as { created_at: string; next_attempt_at: string };
        // Queued, failed at once, and due again 30 s after that failure.
        expect(Date.parse(next_attempt_at) - Date.parse(created_at)).toBeGreaterThanOrEqual(30_000);
        db.prepare("UPDATE outbox SET next_attempt_at = ? WHERE subject = ?").run(
          new Date().toISOString(),
          `Contact form: ${message.subject}`,
        );
      }, dbFile);
      const ours = async () => {
        const mails = await Promise.all(received.map((raw) => PostalMime.parse(raw)));
        return mails.filter((mail) => mail.subject === `Contact form: ${message.subject}`);
      };
      await expect.poll(async () => (await ours()).length, { timeout: 20_000, intervals: [500] }).toBe(1);
      const [mail] = await ours();
      expect(mail?.to?.map((a) => a.address)).toEqual([SITE.email]);
      expect(mail?.replyTo?.map((a) => a.address)).toEqual([message.email]);
      await expect.poll(() => queuedWithSubject(message.subject, dbFile)[0]?.status).toBe("sent");
    } finally {
      await context.close();
      const closing = sink;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    }
  });

  test("a sixth message within the hour is refused with a clear message, the form kept", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    try {
      for (let i = 0; i < 5; i++) {
        const message = newMessage(`limit${i}`);
        const response = await page.request.post("/contact", {
          form: message,
          headers: { Origin: url },
          maxRedirects: 0,
        });
        expect(response.status(), `message ${i + 1}`).toBe(302);
      }
      const message = newMessage("limit-over");
      await open(page, "/contact");
      await fill(page, message);
      await send(page);
      await expectToast(page, { title: c.toast.failed.title, description: c.throttled }, "destructive");
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(c.throttled);
      await expectKept(page, message);
      expect(storedWithSubject(message.subject, dbFile)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
