// Event steps of the events-*.spec.ts and calendar.spec.ts files: events made through the admin form's
// endpoint, the cards of /events (which pages after 12 upcoming events), the registration modal, the
// admin's event form and list, registrations, images, e-mail attachments, and a guard that fails a test
// when injected markup runs (a dialog or a CSP violation).
//
// The database lives for the whole run and starts with 5 demo events: every test makes its own events
// and people, with unique titles and addresses. Events of the events-*.spec.ts files are dated from 2030
// on (and one in 2020, a past event; the end-to-end flow alone uses July 15, 2030), calendar.spec.ts
// uses 2031-2032 and hydration.spec.ts 2034.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Download, Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import PostalMime from "postal-mime";
import sharp from "sharp";
import { events as eventTexts } from "~/texts/en/events";
import { eventsMessages } from "~/texts/pages/events";
import type { Locale } from "../../app/lib/i18n";
import { localePath } from "../../app/lib/i18n/paths";
import { withDb } from "./db";
import { MAIL_DIR } from "./env";
import { field, hydrated, main } from "./helpers";
import { postForm } from "./http";

export const ev = eventTexts;
const form = ev.admin.form;

let serial = 0;

/** A title no other test uses: the database lives for the whole run. */
export function uniqueTitle(tag: string) {
  serial += 1;
  return `${tag} ${Date.now().toString(36)}${serial}`;
}

export type EventInput = {
  title: string;
  /** "July 15, 2030" or "2030-07-15". */
  date: string;
  startTime?: string;
  endTime?: string;
  location?: string;
  description?: string;
  image?: string;
  capacity?: number | "";
};

/** The id of the one event with this title. */
export function eventIdByTitle(title: string) {
  const rows = withDb(
    (db) => db.prepare("SELECT id FROM events WHERE title = ?").all(title) as { id: number }[],
  );
  expect(rows, `events titled ${title}`).toHaveLength(1);
  return (rows[0] as { id: number }).id;
}

export function eventExists(id: number) {
  return withDb((db) => db.prepare("SELECT id FROM events WHERE id = ?").get(id) !== undefined);
}

export function registrationsOf(eventId: number) {
  return withDb(
    (db) =>
      db.prepare("SELECT name, email FROM registrations WHERE event_id = ? ORDER BY id").all(eventId) as {
        name: string;
        email: string;
      }[],
  );
}

/** Creates an event through the admin form's endpoint (`api` must be an admin's); returns its id. */
export async function createEventVia(api: APIRequestContext, input: EventInput) {
  const response = await postForm(api, "/admin/events/new", {
    title: input.title,
    date: input.date,
    startTime: input.startTime ?? "09:00",
    endTime: input.endTime ?? "18:00",
    location: input.location ?? "Toronto Pan Am Sports Centre, Toronto",
    description: input.description ?? "A test event of the end-to-end suite, with room for everyone.",
    image: input.image ?? "/images/events/clinic.webp",
    capacity: input.capacity === undefined ? "" : String(input.capacity),
  });
  expect(response.status(), `creation of ${input.title}`).toBe(302);
  expect(response.headers().location).toBe("/admin");
  return eventIdByTitle(input.title);
}

/** Registers through the registration endpoint (what the modal and the register page post). */
export async function registerVia(
  api: APIRequestContext,
  eventId: number,
  form: { name: string; email: string; from?: string },
) {
  return postForm(api, `/events/${eventId}/register`, { from: `/events/${eventId}`, ...form });
}

/** The card of the event titled `title` on the current page of /events. */
export function eventCard(page: Page, title: string): Locator {
  return page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
}

/**
 * Opens /events (in `locale`: /fr/events for French) and follows "Later events" until the card of `title`
 * shows (the database is shared by the whole run, so an event may be on a later page); waits for the
 * scripts when `hydrate`.
 */
export async function openEventCard(
  page: Page,
  title: string,
  { hydrate = true, locale = "en" }: { hydrate?: boolean; locale?: Locale } = {},
) {
  const texts = eventsMessages[locale].list;
  await page.goto(localePath(locale, "/events"));
  for (let pageNo = 1; pageNo <= 20; pageNo++) {
    if (hydrate) {
      await page.waitForLoadState("networkidle");
      await hydrated(page);
    }
    const card = eventCard(page, title);
    if ((await card.count()) > 0) {
      await expect(card).toHaveCount(1);
      return card;
    }
    const later = page.getByRole("main").getByRole("link", { name: texts.next, exact: true });
    if ((await later.count()) === 0) break;
    await later.click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${pageNo + 1}(&|$)`));
    // The URL changes before the new page is on screen: wait for its pager (after the cards) to say so.
    const label = new RegExp(
      `^${texts.page.replace("{page}", String(pageNo + 1)).replace("{pages}", "\\d+")}$`,
    );
    await expect(page.getByRole("main").getByRole("navigation", { name: label })).toBeVisible();
  }
  throw new Error(`No card for ${title} on /events`);
}

/** The "Register for Event" modal while it is open. */
export function registerDialog(page: Page) {
  return page.getByRole("dialog", { name: ev.register.title });
}

/** The Register Now link of the event's card on the current page of /events. */
export function registerLink(page: Page, title: string) {
  return eventCard(page, title).getByRole("link", { name: withTitle(ev.list.registerNow, title) });
}

/** The Register Now link of a card opens the modal (with JavaScript); returns the modal. */
export async function openModal(page: Page, title: string) {
  await registerLink(page, title).click();
  const dialog = registerDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The event's row in the admin's event list. */
export function adminRow(page: Page, title: string) {
  return main(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: title, exact: true }) });
}

/** Fills the admin event form (whatever is given) in the page's main content. */
export async function fillEventForm(
  page: Page,
  values: Partial<Record<"title" | "date" | "location" | "description" | "capacity", string>>,
) {
  if (values.title !== undefined) await field(page, form.title).fill(values.title);
  if (values.date !== undefined) await field(page, form.date).fill(values.date);
  if (values.location !== undefined) await field(page, form.location).fill(values.location);
  if (values.description !== undefined) await field(page, form.description).fill(values.description);
  if (values.capacity !== undefined) await field(page, form.capacity).fill(values.capacity);
}

/** Any <dialog> that is open, or still modal (a modal dialog left in the top layer makes the page inert). */
export function openDialogs(page: Page) {
  return page.locator("dialog[open], :modal");
}

/** A PNG of the given size, made by sharp. */
export async function pngImage(width = 800, height = 450) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 185, g: 28, b: 28 } },
  })
    .png()
    .toBuffer();
}

/** A file of `bytes` random bytes named `name` in a fresh temporary folder; returns its path. */
export function randomFile(name: string, bytes: number) {
  const dir = mkdtempSync(join(tmpdir(), "e2e-events-"));
  const path = join(dir, name);
  writeFileSync(path, randomBytes(bytes));
  return path;
}

/** The attachments of a message the SMTP sink kept (its `file` as mail.ts reports it), decoded as text. */
export async function attachmentsOf(file: string) {
  const email = await PostalMime.parse(readFileSync(join(MAIL_DIR, file)), { attachmentEncoding: "utf8" });
  return email.attachments.map((attachment) => ({
    filename: attachment.filename,
    mimeType: attachment.mimeType,
    content: String(attachment.content),
  }));
}

export async function downloadText(download: Download) {
  const path = await download.path();
  return readFileSync(path, "utf8");
}

/**
 * Fails the test if the page opens a dialog (alert, confirm, prompt) or reports a Content-Security-Policy
 * violation (the event, or the console message Chromium writes). Call before the first navigation.
 */
export async function guardAgainstScripts(page: Page) {
  const problems: string[] = [];
  page.on("dialog", (dialog) => {
    problems.push(`${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const w = window as unknown as { __cspViolations?: string[] };
      w.__cspViolations ??= [];
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    /** Checks what happened so far, including the CSP violations the current document recorded. */
    async expectNone(what: string) {
      const reported = await page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      );
      expect([...problems, ...reported], `scripts or CSP violations on ${what}`).toEqual([]);
    },
  };
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The accessible name of a link such as "Register Now" that names its event: "Register Now: Title". */
export function withTitle(label: string, title: string) {
  return new RegExp(`^${escapeRegExp(label)}: ${escapeRegExp(title)}$`);
}

/**
 * The event page's registration box, in either language: titled "Register for this event", or "Your
 * registration" once the account is registered.
 */
export function registrationBox(page: Page) {
  const titles = [eventsMessages.en, eventsMessages.fr].flatMap((texts) => [
    texts.detail.registerTitle,
    texts.detail.registeredTitle,
  ]);
  return page
    .getByRole("main")
    .getByRole("region", { name: new RegExp(`^(${titles.map(escapeRegExp).join("|")})$`) });
}
