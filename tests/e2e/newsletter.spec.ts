// The newsletter end to end: double opt-in from the events page's Stay Updated block and from the
// footer, confirmation and unsubscribe links from the received e-mail (pages with a button; no GET
// changes anything), the one-click unsubscribe of RFC 8058, the admins' CSV, and docs/security.md #11 (the
// same answer whether the address is known or not).
//
// A client may make 10 subscription requests an hour and every request of the run comes from
// 127.0.0.1: each test starts from a clean count.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import PostalMime from "postal-mime";
import { newsletter } from "~/texts/en/newsletter";
import { createAdmin, uniqueEmail } from "./accounts";
import { withDb } from "./db";
import { BASE_URL, MAIL_DIR } from "./env";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, open } from "./helpers";
import { toastOf } from "./http";
import { emailsTo, type ReceivedEmail, waitForEmail } from "./mail";

const t = newsletter;
const SUBJECT = /^Confirm your subscription to the .+ newsletter$/;

test.beforeEach(() => {
  withDb((db) => db.prepare("DELETE FROM rate_events WHERE bucket = 'newsletter'").run());
});

const stayUpdated = (page: Page) => page.getByRole("main").getByRole("region", { name: "Stay Updated" });
const footerForm = (page: Page) => page.getByRole("contentinfo").getByRole("region", { name: "Newsletter" });

async function subscribeIn(scope: ReturnType<typeof stayUpdated>, email: string) {
  await scope.getByLabel("Email", { exact: true }).fill(email);
  await scope.getByRole("button", { name: "Subscribe" }).click();
}

function statusOf(email: string) {
  return withDb(
    (db) =>
      (
        db
          .prepare("SELECT status FROM newsletter_subscribers WHERE email_key = ?")
          .get(email.toLowerCase()) as { status: string } | undefined
      )?.status,
  );
}

/** The links of a confirmation e-mail, and its List-Unsubscribe headers as a mail client reads them. */
async function linksOf(mail: ReceivedEmail) {
  const confirm = /(http\S+\/newsletter\/confirm\?token=[\w-]+)/.exec(mail.text)?.[1];
  const unsubscribe = /(http\S+\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(mail.text)?.[1];
  if (!confirm || !unsubscribe) throw new Error(`links missing in ${mail.text}`);
  const parsed = await PostalMime.parse(await readFile(join(MAIL_DIR, mail.file)));
  const header = (key: string) => parsed.headers.find((h) => h.key === key)?.value;
  return {
    confirm,
    unsubscribe,
    listUnsubscribe: header("list-unsubscribe"),
    listUnsubscribePost: header("list-unsubscribe-post"),
  };
}

async function csvLines(api: APIRequestContext) {
  const response = await api.get("/admin/newsletter.csv");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  const text = await response.text();
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text.slice(1).trim().split("\r\n");
}

/** Subscribes and confirms through the endpoints, as the forms and the e-mail's link would. */
async function confirmedSubscriber(api: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  const response = await api.post("/newsletter", {
    form: { email, from: "/" },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const links = await linksOf(await waitForEmail({ to: email, subject: SUBJECT }));
  const confirmed = await api.post(links.confirm, {
    form: {},
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(302);
  expect(statusOf(email)).toBe("confirmed");
  return { email, ...links };
}

test("subscribe on the events page, confirm from the e-mail, find it in the CSV, unsubscribe from the link", async ({
  page,
}) => {
  // Waits for the e-mail and promotes an admin with a command.
  test.setTimeout(90_000);
  const email = uniqueEmail("news");
  await open(page, "/events");
  await expect(stayUpdated(page).getByRole("heading", { level: 2 })).toHaveText("Stay Updated");
  await subscribeIn(stayUpdated(page), email);
  await expectToast(page, t.checkInbox);
  await expect(page).toHaveURL("/events");
  await expect(stayUpdated(page).getByLabel("Email", { exact: true })).toHaveValue("");

  // The subscription is written with its e-mail, after the answer (decision 014).
  const mail = await waitForEmail({ to: email, subject: SUBJECT });
  expect(statusOf(email)).toBe("pending");
  const links = await linksOf(mail);
  expect(links.listUnsubscribe).toBe(`<${links.unsubscribe}>`);
  expect(links.listUnsubscribePost).toBe("List-Unsubscribe=One-Click");

  // Opening the link changes nothing; the button does.
  const opened = await open(page, links.confirm);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.confirm.title);
  await expect(page.getByRole("main")).toContainText(email);
  expect(statusOf(email)).toBe("pending");
  await page.getByRole("button", { name: t.confirm.submit }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.confirm.doneTitle);
  expect(statusOf(email)).toBe("confirmed");
  // Confirming again is harmless.
  await page.goto(links.confirm);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.confirm.doneTitle);

  await createAdmin(page.request);
  await open(page, "/admin/newsletter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.admin.title);
  await expect(page.getByRole("link", { name: t.admin.download })).toHaveAttribute(
    "href",
    "/admin/newsletter.csv",
  );
  const lines = await csvLines(page.request);
  expect(lines[0]).toBe('"E-mail","Confirmed","Unsubscribe link"');
  const line = lines.find((l) => l.startsWith(`"${email}",`))?.split(",");
  // On the association's clock (Toronto), to the minute.
  expect(line?.[1]).toMatch(/^"\d{4}-\d\d-\d\d \d\d:\d\d"$/);
  expect(line?.[2]).toBe(`"${links.unsubscribe}"`);

  const leaving = await open(page, links.unsubscribe);
  expect(leaving?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.unsubscribe.title);
  expect(statusOf(email)).toBe("confirmed");
  await page.getByRole("button", { name: t.unsubscribe.submit }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.unsubscribe.doneTitle);
  expect(statusOf(email)).toBe("unsubscribed");
  expect((await csvLines(page.request)).some((l) => l.includes(email))).toBe(false);
  // The old confirmation link does not bring the address back.
  const stale = await page.goto(links.confirm);
  expect(stale?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.confirm.unknownTitle);
});

test("the footer's form subscribes from any page and brings the visitor back there", async ({ page }) => {
  const email = uniqueEmail("footer");
  await open(page, "/faq");
  await subscribeIn(footerForm(page), email);
  await expectToast(page, t.checkInbox);
  await expect(page).toHaveURL("/faq");
  await expect(footerForm(page).getByLabel("Email", { exact: true })).toHaveValue("");
  await waitForEmail({ to: email, subject: SUBJECT });
  expect(statusOf(email)).toBe("pending");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer and the events page subscribe, and the confirmation works", async ({ page }) => {
    const fromFooter = uniqueEmail("nojs-footer");
    await page.goto("/about");
    await subscribeIn(footerForm(page), fromFooter);
    await expect(page).toHaveURL("/about");
    await expectToast(page, t.checkInbox);

    const fromEvents = uniqueEmail("nojs-events");
    await page.goto("/events");
    await subscribeIn(stayUpdated(page), fromEvents);
    await expect(page).toHaveURL("/events");
    await expectToast(page, t.checkInbox);

    const links = await linksOf(await waitForEmail({ to: fromEvents, subject: SUBJECT }));
    await page.goto(links.confirm);
    await page.getByRole("button", { name: t.confirm.submit }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.confirm.doneTitle);
    expect(statusOf(fromEvents)).toBe("confirmed");
    await waitForEmail({ to: fromFooter, subject: SUBJECT });
  });
});

test("the one-click unsubscribe of a mail client works without cookies or a page (RFC 8058)", async ({
  playwright,
  request,
}) => {
  const subscriber = await confirmedSubscriber(request, "oneclick");
  // What a mail client sends: a bare POST, no cookies, no Origin, the body of RFC 8058.
  const client = await playwright.request.newContext();
  try {
    const response = await client.post(subscriber.unsubscribe, {
      form: { "List-Unsubscribe": "One-Click" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(t.unsubscribe.doneTitle);
    expect(statusOf(subscriber.email)).toBe("unsubscribed");
    // Again: still fine, still unsubscribed.
    const again = await client.post(subscriber.unsubscribe, {
      form: { "List-Unsubscribe": "One-Click" },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(200);
    const unknown = await client.post(`${BASE_URL}/newsletter/unsubscribe?token=${"x".repeat(32)}`, {
      form: { "List-Unsubscribe": "One-Click" },
      maxRedirects: 0,
    });
    expect(unknown.status()).toBe(404);
  } finally {
    await client.dispose();
  }
  expect(statusOf(subscriber.email)).toBe("unsubscribed");
});

test("SECURITY 11: a confirmed address gets the same answer as a new one, and no e-mail", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const known = await confirmedSubscriber(request, "known");
  const fresh = uniqueEmail("fresh");
  const answers = [];
  for (const email of [known.email, fresh, known.email.toUpperCase()]) {
    const response = await request.post("/newsletter", {
      form: { email, from: "/events" },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    answers.push({
      status: response.status(),
      location: response.headers().location,
      toast: toastOf(response),
    });
  }
  expect(answers).toEqual(Array(3).fill({ status: 302, location: "/events", toast: t.checkInbox }));

  await open(page, "/events");
  await subscribeIn(stayUpdated(page), known.email);
  await expectToast(page, t.checkInbox);

  await waitForEmail({ to: fresh, subject: SUBJECT });
  // Time for the sender to deliver anything it had queued for the known address.
  await page.waitForTimeout(3_000);
  expect(await emailsTo({ to: known.email, subject: SUBJECT })).toHaveLength(1);
  expect(statusOf(known.email)).toBe("confirmed");
});

test("the honeypot: a filled hidden field gets the usual answer, and nothing is stored or sent", async ({
  page,
}) => {
  const email = uniqueEmail("bot");
  await open(page, "/events");
  await page.locator("#events-newsletter-website").evaluate((input: HTMLInputElement) => {
    input.value = "https://spam.example";
  });
  await subscribeIn(stayUpdated(page), email);
  await expectToast(page, t.checkInbox);
  expect(statusOf(email)).toBeUndefined();
  await page.waitForTimeout(1_500);
  expect(await emailsTo({ to: email })).toEqual([]);
});

test("a malformed address is refused with the spec's message; a line break adds no recipient", async ({
  request,
}) => {
  for (const email of ["not-an-address", "eve@example.org\r\nBcc: x@evil.example", ""]) {
    const response = await request.post("/newsletter", {
      form: { email, from: "/events" },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/events");
    expect(toastOf(response)).toEqual({ ...t.invalid, variant: "destructive" });
  }
  expect(statusOf("eve@example.org")).toBeUndefined();
  // A redirect target outside the site is refused (docs/security.md #9).
  const away = await request.post("/newsletter", {
    form: { email: uniqueEmail("away"), from: "//evil.example/" },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(away.headers().location).toBe("/");
  // A GET of the endpoint changes nothing and goes home.
  const get = await request.get("/newsletter", { maxRedirects: 0 });
  expect(get.status()).toBe(302);
  expect(get.headers().location).toBe("/");
});

test("unknown links get a clear page with status 404", async ({ page }) => {
  for (const [path, title] of [
    [`/newsletter/confirm?token=${"A".repeat(32)}`, t.confirm.unknownTitle],
    ["/newsletter/confirm", t.confirm.unknownTitle],
    [`/newsletter/unsubscribe?token=${"B".repeat(32)}`, t.unsubscribe.unknownTitle],
    ["/newsletter/unsubscribe?token=%27%20OR%201%3D1", t.unsubscribe.unknownTitle],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }
});

test("the newsletter pages have no accessibility violations", async ({ page, request }) => {
  test.setTimeout(90_000);
  const pending = uniqueEmail("a11y");
  await request.post("/newsletter", { form: { email: pending, from: "/" }, maxRedirects: 0 });
  const links = await linksOf(await waitForEmail({ to: pending, subject: SUBJECT }));
  for (const [path, what] of [
    [links.confirm, "/newsletter/confirm"],
    [links.unsubscribe, "/newsletter/unsubscribe"],
    [`/newsletter/confirm?token=${"A".repeat(32)}`, "/newsletter/confirm with an unknown link"],
  ] as const) {
    await open(page, path);
    await expectNoViolations(page, what);
  }
  await open(page, links.confirm);
  await page.getByRole("button", { name: t.confirm.submit }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.confirm.doneTitle);
  await expectNoViolations(page, "/newsletter/confirm once confirmed");

  await createAdmin(page.request);
  await open(page, "/admin/newsletter");
  await expectNoViolations(page, "/admin/newsletter");
});
