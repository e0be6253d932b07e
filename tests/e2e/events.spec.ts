// Events end to end: the events page and its registration modal, the event page, registration without
// JavaScript, the admin's event form (with the image picker), delete, attendees and CSV, the
// confirmation e-mail with its .ics, and docs/security.md #2 and #5, in Chromium against the production build.
//
// The database lives for the whole run and starts with 5 demo events: every test makes its own events
// and people, with unique titles and addresses. Events of this file are dated from 2030 on (and one in
// 2020, a past event); the end-to-end flow alone uses July 15, 2030, and calendar.spec.ts uses 2031-2032.
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import routes from "../../app/routes";
import {
  createAdmin,
  expectFieldError,
  expectFieldValid,
  expectToast,
  field,
  newDevice,
  open,
  PASSWORD,
  signUpVia,
  toastOf,
  uniqueEmail,
  withDb,
} from "./accounts";
import { BASE_URL } from "./env";
import {
  attachmentsOf,
  createEventVia,
  downloadText,
  ev,
  eventCard,
  eventExists,
  eventIdByTitle,
  guardAgainstScripts,
  openDialogs,
  openEventCard,
  pngImage,
  randomFile,
  registerDialog,
  registerVia,
  registrationsOf,
  uniqueName,
  uniqueTitle,
  withTitle,
} from "./events-helpers";
import { expect, expectNoViolations, test } from "./helpers";
import { waitForEmail } from "./mail";

test.describe.configure({ timeout: 90_000 });

const v = ev.validation;
const form = ev.admin.form;

function main(page: Page) {
  return page.getByRole("main");
}

/** A new member, signed in on `api` (a page's request context signs its browser in too). */
// Every request of the run comes from 127.0.0.1, and a client may register 10 times an hour
// (docs/security.md #30): each test starts from a clean count.
test.beforeEach(() => {
  withDb((db) =>
    db.prepare("DELETE FROM rate_events WHERE bucket IN ('registration', 'registration-recipient')").run(),
  );
});

async function signUpMember(api: APIRequestContext, first = "Member") {
  const email = uniqueEmail("member");
  const name = uniqueName(first);
  await signUpVia(api, email, { name });
  return { email, name };
}

/** An API context of its own: another person, on another device. */
function newPerson(playwright: PlaywrightWorkerArgs["playwright"]) {
  return playwright.request.newContext({ baseURL: BASE_URL });
}

function registerLink(page: Page, title: string) {
  return eventCard(page, title).getByRole("link", { name: withTitle(ev.list.registerNow, title) });
}

/** The Register Now link of a card opens the modal (with JavaScript); returns the modal. */
async function openModal(page: Page, title: string) {
  await registerLink(page, title).click();
  const dialog = registerDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

function adminRow(page: Page, title: string) {
  return main(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: title, exact: true }) });
}

/** Fills the admin event form (whatever is given) in the page's main content. */
async function fillEventForm(
  page: Page,
  values: Partial<Record<"title" | "date" | "location" | "description" | "capacity", string>>,
) {
  if (values.title !== undefined) await field(page, form.title).fill(values.title);
  if (values.date !== undefined) await field(page, form.date).fill(values.date);
  if (values.location !== undefined) await field(page, form.location).fill(values.location);
  if (values.description !== undefined) await field(page, form.description).fill(values.description);
  if (values.capacity !== undefined) await field(page, form.capacity).fill(values.capacity);
}

test.describe("the issue, end to end", () => {
  test("an admin creates an event with an uploaded image; a member registers; the admin exports the attendee; the calendar and the e-mail follow", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await createAdmin(page.request);
    const title = uniqueTitle("Provincial Summer Cup");
    const location = "Variety Village, Scarborough";
    const description = "Summer club tournament for senior and youth teams, with a referee clinic.";

    // The admin adds the event, with an image uploaded from the computer.
    await open(page, "/admin");
    await main(page).getByRole("link", { name: "Add New Event" }).click();
    await expect(page).toHaveURL("/admin/events/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.newTitle);
    await page.waitForLoadState("networkidle");
    const uploadMode = main(page).getByRole("button", { name: "Upload", exact: true });
    const urlMode = main(page).getByRole("button", { name: "URL", exact: true });
    await uploadMode.click();
    await expect(uploadMode).toHaveAttribute("aria-pressed", "true");
    await expect(urlMode).toHaveAttribute("aria-pressed", "false");
    await expect(main(page).getByLabel("Image URL")).toHaveCount(0);

    const uploadResponse = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/admin/uploads" && r.request().method() === "POST",
    );
    await main(page)
      .getByLabel("Upload image")
      .setInputFiles({ name: "summer-cup.png", mimeType: "image/png", buffer: await pngImage() });
    expect((await uploadResponse).status()).toBe(201);
    await expectToast(page, { title: "Upload successful", description: "Your image is ready." });
    const preview = main(page).locator("figure img");
    await expect(preview).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.webp$/);
    const imageSrc = (await preview.getAttribute("src")) as string;

    await fillEventForm(page, { title, date: "July 15, 2030", location, description, capacity: "3" });
    await expect(field(page, form.startTime)).toHaveValue("09:00");
    await expect(field(page, form.endTime)).toHaveValue("18:00");
    await main(page).getByRole("button", { name: form.create }).click();
    await expect(page).toHaveURL("/admin");
    await expectToast(page, { title: "Event created", description: `${title} is on the events page.` });
    await expect(adminRow(page, title).getByRole("cell")).toHaveText([
      title,
      "July 15, 2030",
      location,
      "0 / 3",
      /Edit.*Attendees.*Delete/,
    ]);
    const id = eventIdByTitle(title);

    // It is on /events with the uploaded image, which loads.
    const card = await openEventCard(page, title);
    const image = card.locator("img");
    await expect(image).toHaveAttribute("src", imageSrc);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.locator("time")).toHaveText("July 15, 2030");
    await expect(card).toContainText(location);
    await expect(card).toContainText(description);
    await expect(card).toContainText("3 spots left");
    await expect(card.getByRole("link", { name: withTitle("Learn More", title) })).toHaveAttribute(
      "href",
      `/events/${id}`,
    );
    await expect(registerLink(page, title)).toHaveAttribute("href", `/events/${id}/register`);

    // A member opens it and registers through the modal.
    const member = await newDevice(browser);
    const person = await signUpMember(member.page.request, "Avery");
    await openEventCard(member.page, title);
    const dialog = await openModal(member.page, title);
    await expect(dialog.getByLabel("Full Name")).toHaveValue(person.name);
    await expect(dialog.getByLabel("Email")).toHaveValue(person.email);
    await dialog.getByRole("button", { name: "Register Now" }).click();
    await expectToast(member.page, {
      title: "Registration Successful!",
      description: `You have successfully registered for the event ${title}`,
    });
    await expect(openDialogs(member.page)).toHaveCount(0);
    await expect(member.page).toHaveURL("/events");
    expect(registrationsOf(id)).toEqual([{ name: person.name, email: person.email }]);
    await expect(await openEventCard(member.page, title)).toContainText("2 spots left");
    await member.close();

    // The admin sees the attendee and downloads the CSV.
    await open(page, "/admin");
    await expect(adminRow(page, title).getByRole("cell").nth(3)).toHaveText("1 / 3");
    await adminRow(page, title)
      .getByRole("link", { name: withTitle("Attendees", title) })
      .click();
    await expect(page).toHaveURL(`/admin/events/${id}/attendees`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Attendees: ${title}`);
    const table = main(page).getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Name", "Email", "Registered"]);
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText([
      person.name,
      person.email,
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[ap]\.m\.$/,
    ]);
    const csvLink = main(page).getByRole("link", { name: "Download CSV" });
    await expect(csvLink).toHaveAttribute("href", `/admin/events/${id}/attendees.csv`);
    const [download] = await Promise.all([page.waitForEvent("download"), csvLink.click()]);
    expect(download.suggestedFilename()).toBe(`event-${id}-attendees.csv`);
    const csv = await downloadText(download);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Name","Email","Registered"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^"${person.name}","${person.email.replace(/[.]/g, "\\.")}","\\d{4}-\\d{2}-\\d{2}T`),
    );

    // The calendar of July 2030 shows it on the 15th; the day's panel links to the event page.
    await open(page, "/calendar?month=2030-07");
    await expect(main(page).getByRole("heading", { level: 2, name: "July 2030" })).toBeVisible();
    const day = main(page).getByRole("link", { name: `July 15, 2030, 1 event: ${title}`, exact: true });
    await expect(day).toContainText(title);
    await day.click();
    await expect(page).toHaveURL("/calendar?month=2030-07&day=2030-07-15");
    const panel = main(page)
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Events on July 15, 2030" }) });
    await expect(panel.getByRole("listitem")).toHaveCount(1);
    await expect(panel.getByRole("listitem")).toContainText(title);
    await expect(panel.getByRole("listitem")).toContainText(location);
    const details = panel.getByRole("link", { name: withTitle("View Details", title) });
    await expect(details).toHaveAttribute("href", `/events/${id}`);
    await expect(panel.getByRole("link", { name: withTitle("Google Calendar", title) })).toHaveAttribute(
      "href",
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Provincial\+Summer\+Cup/,
    );
    await details.click();
    await expect(page).toHaveURL(`/events/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    // The confirmation e-mail arrived over SMTP, with the event as an .ics attachment.
    const email = await waitForEmail({ to: person.email, subject: /^Registration confirmed: / });
    expect(email.subject).toBe(`Registration confirmed: ${title}`);
    expect(email.text).toContain(person.name);
    expect(email.text).toContain(`${BASE_URL}/events/${id}`);
    const attachments = await attachmentsOf(email.file);
    expect(attachments.map((a) => a.filename)).toEqual(["event.ics"]);
    const ics = attachments[0]?.content ?? "";
    expect(attachments[0]?.mimeType).toBe("text/calendar");
    expect(ics).toContain("DTSTART;TZID=America/Toronto:20300715T090000");
    expect(ics).toContain("DTEND;TZID=America/Toronto:20300715T180000");
    expect(ics).toContain(`UID:event-${id}@127.0.0.1`);
  });
});

test.describe("the events page", () => {
  test("shows the hero, the calendar button and the upcoming events by date, past events apart", async ({
    page,
    request,
    playwright,
  }) => {
    await createAdmin(request);
    const past = uniqueTitle("Winter Indoor Open");
    const pastId = await createEventVia(request, { title: past, date: "2020-01-18" });

    await open(page, "/events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events & Tournaments");
    await expect(main(page)).toContainText("Tournaments, training camps and community events");
    await expect(main(page).getByRole("heading", { level: 2, name: "Upcoming Events" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "View Full Calendar" })).toHaveAttribute(
      "href",
      "/calendar",
    );

    const upcoming = main(page)
      .locator("section")
      .filter({ has: page.getByRole("heading", { level: 2, name: "Upcoming Events" }) });
    const times = await upcoming
      .locator("article time")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime") ?? ""));
    expect(times.length).toBeGreaterThanOrEqual(5);
    expect(times).toEqual([...times].sort());
    expect(times.every((time) => new Date(time).getTime() > Date.now())).toBe(true);
    // Every card: image, title, date, location, description, Learn More and Register Now.
    const cards = upcoming.getByRole("article");
    for (let i = 0; i < (await cards.count()); i++) {
      const card = cards.nth(i);
      await expect(card.locator("img")).toHaveAttribute("src", /^\/(images|uploads)\//);
      await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(card.getByRole("link", { name: /^Learn More ?: ./ })).toHaveAttribute(
        "href",
        /^\/events\/\d+$/,
      );
    }

    // The past event is kept apart: under Past Events, with no registration.
    const pastSection = main(page)
      .locator("section")
      .filter({ has: page.getByRole("heading", { level: 2, name: "Past Events" }) });
    await expect(upcoming.getByRole("heading", { level: 3, name: past, exact: true })).toHaveCount(0);
    const pastCard = pastSection
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { level: 3, name: past, exact: true }) });
    await expect(pastCard).toBeVisible();
    await expect(pastCard.locator("time")).toHaveText("January 18, 2020");
    await expect(pastCard.getByRole("link", { name: /^Register Now/ })).toHaveCount(0);
    await pastCard.getByRole("link", { name: withTitle("Learn More", past) }).click();
    await expect(page).toHaveURL(`/events/${pastId}`);
    await expect(main(page)).toContainText("This event has taken place.");

    const member = await newPerson(playwright);
    await signUpMember(member);
    const refused = await registerVia(member, pastId, { name: "Late Comer", email: uniqueEmail("late") });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("Registration is closed: this event has already taken place.");
    expect(registrationsOf(pastId)).toEqual([]);
    await member.dispose();
  });
});

test.describe("the events grid", () => {
  test("has 1 column on a phone and 2 from medium screens up", async ({ page }) => {
    const firstTwo = async () => {
      const cards = main(page)
        .locator("section")
        .filter({ has: page.getByRole("heading", { level: 2, name: "Upcoming Events" }) })
        .getByRole("article");
      const a = await cards.nth(0).boundingBox();
      const b = await cards.nth(1).boundingBox();
      if (!a || !b) throw new Error("the first two cards are not laid out");
      return { a, b };
    };

    await page.setViewportSize({ width: 1024, height: 900 });
    await open(page, "/events");
    const wide = await firstTwo();
    expect(Math.round(wide.a.y)).toBe(Math.round(wide.b.y));
    expect(wide.b.x).toBeGreaterThanOrEqual(wide.a.x + wide.a.width);

    await page.setViewportSize({ width: 390, height: 844 });
    const narrow = await firstTwo();
    expect(Math.round(narrow.a.x)).toBe(Math.round(narrow.b.x));
    expect(narrow.b.y).toBeGreaterThanOrEqual(narrow.a.y + narrow.a.height);
    expect(narrow.a.width).toBeLessThanOrEqual(390);
    // The boundary: 2 columns from 768px (Tailwind's md).
    await page.setViewportSize({ width: 767, height: 900 });
    const below = await firstTwo();
    expect(Math.round(below.a.x)).toBe(Math.round(below.b.x));
    await page.setViewportSize({ width: 768, height: 900 });
    const at = await firstTwo();
    expect(Math.round(at.a.y)).toBe(Math.round(at.b.y));
  });

  test("Register Now, signed out, says to sign in and opens no modal", async ({ page }) => {
    await open(page, "/events");
    const card = main(page)
      .locator("section")
      .filter({ has: page.getByRole("heading", { level: 2, name: "Upcoming Events" }) })
      .getByRole("article")
      .first();
    await card.getByRole("link", { name: /^Register Now ?: ./ }).click();
    await expectToast(
      page,
      { title: "Authentication Required", description: "Please sign in to register for this event" },
      "destructive",
    );
    await expect(openDialogs(page)).toHaveCount(0);
    await expect(page).toHaveURL("/events");
  });
});

test.describe("the registration modal", () => {
  test("is titled, at most 425px wide, prefilled, checked in the browser, and closes with Cancel and Escape", async ({
    page,
    request,
  }) => {
    await createAdmin(request);
    const title = uniqueTitle("Masters Beach Weekend");
    const id = await createEventVia(request, { title, date: "2030-08-09" });
    const person = await signUpMember(page.request, "Robin");
    await openEventCard(page, title);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });

    const link = registerLink(page, title);
    const dialog = await openModal(page, title);
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("Register for Event");
    await expect(dialog).toContainText(`Complete the form below to register for ${title}`);
    expect(await dialog.evaluate((d) => getComputedStyle(d).maxWidth)).toBe("425px");
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(425);
    expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    const name = dialog.getByLabel("Full Name", { exact: true });
    const email = dialog.getByLabel("Email", { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(person.name);
    await expect(email).toHaveValue(person.email);
    await expect(dialog.getByRole("button")).toHaveText(["Cancel", "Register Now"]);

    // The browser checks the form with the server's rules before sending anything.
    await name.fill("R");
    await email.fill("not-an-email");
    await dialog.getByRole("button", { name: "Register Now" }).click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(v.nameMin);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(v.email);
    expect(posts).toEqual([]);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(openDialogs(page)).toHaveCount(0);
    await expect(link).toBeFocused();

    // Opened again it starts afresh, and Escape closes it.
    await link.click();
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue(person.name);
    await expect(name).not.toHaveAttribute("aria-invalid");
    await page.keyboard.press("Escape");
    await expect(openDialogs(page)).toHaveCount(0);
    await expect(link).toBeFocused();
    expect(posts).toEqual([]);
    expect(registrationsOf(id)).toEqual([]);

    // Tab never reaches the page behind the modal (past the last control it goes to the browser's own UI).
    await link.click();
    await expect(name).toBeFocused();
    const focusedInside: boolean[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      const where = await dialog.evaluate((d) =>
        d.contains(document.activeElement)
          ? "inside"
          : document.activeElement === document.body
            ? "browser"
            : "page",
      );
      expect(where, `focus after ${i + 1} Tab presses`).not.toBe("page");
      focusedInside.push(where === "inside");
    }
    expect(focusedInside.filter(Boolean).length).toBeGreaterThanOrEqual(6);
  });

  test("refuses a second registration in another letter case, and a full event shows Full", async ({
    page,
    request,
    playwright,
  }) => {
    await createAdmin(request);
    const title = uniqueTitle("Referee Level 1 Course");
    const id = await createEventVia(request, { title, date: "2030-09-14", capacity: 2 });
    const person = await signUpMember(page.request, "Sam");

    await openEventCard(page, title);
    await expect(eventCard(page, title)).toContainText("2 spots left");
    let dialog = await openModal(page, title);
    await dialog.getByRole("button", { name: "Register Now" }).click();
    await expectToast(page, {
      title: "Registration Successful!",
      description: `You have successfully registered for the event ${title}`,
    });

    await openEventCard(page, title);
    await expect(eventCard(page, title)).toContainText(/\b1 spots? left/);
    dialog = await openModal(page, title);
    const shouted = person.email.toUpperCase();
    await dialog.getByLabel("Email", { exact: true }).fill(shouted);
    await dialog.getByRole("button", { name: "Register Now" }).click();
    await expect(dialog.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      `${shouted} is already registered for this event.`,
    );
    await expect(dialog).toBeVisible();
    expect(registrationsOf(id)).toEqual([{ name: person.name, email: person.email }]);
    await page.keyboard.press("Escape");

    // Someone else takes the last place: the event is full.
    const other = await newPerson(playwright);
    const otherPerson = await signUpMember(other, "Kim");
    const taken = await registerVia(other, id, otherPerson);
    expect(taken.status()).toBe(302);
    expect(taken.headers().location).toBe(`/events/${id}`);
    expect(toastOf(taken)).toEqual({
      title: "Registration Successful!",
      description: `You have successfully registered for the event ${title}`,
    });

    const card = await openEventCard(page, title);
    await expect(card).toContainText("Full");
    await expect(registerLink(page, title)).toHaveCount(0);
    await card.getByRole("link", { name: withTitle("Learn More", title) }).click();
    await expect(page).toHaveURL(`/events/${id}`);
    await expect(main(page)).toContainText("This event is full.");
    await expect(main(page).getByRole("button", { name: "Register Now" })).toHaveCount(0);

    const late = await newPerson(playwright);
    const latePerson = await signUpMember(late, "Lee");
    const refused = await registerVia(late, id, latePerson);
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("Sorry, this event is full.");
    expect(registrationsOf(id)).toHaveLength(2);
    await other.dispose();
    await late.dispose();
  });
});

test.describe("registration limits (SECURITY 30)", () => {
  test("the 11th registration from one client within the hour says Too many requests and stores nothing", async ({
    page,
    request,
  }) => {
    await createAdmin(request);
    const title = uniqueTitle("Spring Clinic");
    const id = await createEventVia(request, { title, date: "2030-04-11" });
    const person = await signUpMember(page.request, "Pat");
    for (let i = 0; i < 10; i++) {
      const response = await registerVia(page.request, id, {
        name: person.name,
        email: uniqueEmail(`limit${i}`),
      });
      expect(response.status(), `registration ${i + 1}`).toBe(302);
    }

    await openEventCard(page, title);
    const dialog = await openModal(page, title);
    await dialog.getByRole("button", { name: "Register Now" }).click();
    await expectToast(
      page,
      { title: ev.register.throttled.title, description: ev.register.throttled.description },
      "destructive",
    );
    await expect(dialog.getByRole("alert")).toHaveText(
      `${ev.register.throttled.title}: ${ev.register.throttled.description}`,
    );
    await expect(dialog).toBeVisible();
    expect(registrationsOf(id).map((row) => row.email)).not.toContain(person.email);
    expect(registrationsOf(id)).toHaveLength(10);
  });
});

test.describe("the event page", () => {
  test("shows when and where, capacity, calendar links and the registration form", async ({
    page,
    request,
  }) => {
    await createAdmin(request);
    const title = uniqueTitle("Goalkeeper Clinic");
    const location = "Mattamy Athletic Centre, Toronto";
    const description = "Goalkeeping drills for every level.\nBring indoor shoes and water.";
    const id = await createEventVia(request, {
      title,
      date: "2030-10-05",
      startTime: "10:30",
      endTime: "13:00",
      location,
      description,
      capacity: 25,
    });

    await open(page, `/events/${id}`);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(main(page).getByRole("link", { name: "All events" })).toHaveAttribute("href", "/events");
    await expect(main(page)).toContainText("Goalkeeping drills for every level.");
    const facts = main(page).locator("dl");
    await expect(facts.locator("dt")).toHaveText(["When", "Where", "Capacity", "Add to calendar"]);
    await expect(facts.locator("dd").nth(0)).toHaveText(
      /^Saturday, October 5, 2030, 10:30\s?a\.m\.\s?–\s?1:00\s?p\.m\.$/,
    );
    await expect(facts.locator("time")).toHaveAttribute("datetime", "2030-10-05T14:30:00.000Z");
    await expect(facts.locator("dd").nth(1)).toHaveText(location);
    await expect(facts.locator("dd").nth(2)).toHaveText("25 of 25 spots left");

    const google = facts.getByRole("link", { name: "Google Calendar" });
    await expect(google).toHaveAttribute("target", "_blank");
    const googleUrl = new URL((await google.getAttribute("href")) as string);
    expect(googleUrl.origin + googleUrl.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(googleUrl.searchParams)).toEqual({
      action: "TEMPLATE",
      text: title,
      dates: "20301005T143000Z/20301005T170000Z",
      details: `${description}\n\n${BASE_URL}/events/${id}`,
      location,
      ctz: "America/Toronto",
    });

    const ics = facts.getByRole("link", { name: "iCal / Outlook (.ics)" });
    await expect(ics).toHaveAttribute("href", `/events/${id}.ics`);
    const [download] = await Promise.all([page.waitForEvent("download"), ics.click()]);
    expect(download.suggestedFilename()).toBe(`event-${id}.ics`);
    const text = await downloadText(download);
    expect(text).toContain(`UID:event-${id}@127.0.0.1`);
    expect(text).toContain("DTSTART;TZID=America/Toronto:20301005T103000");
    expect(text).toContain("DTEND;TZID=America/Toronto:20301005T130000");
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);

    // Signed out: a link to sign in that comes back here.
    const register = main(page).getByRole("region", { name: "Register for this event" });
    await expect(register.getByRole("link", { name: "Sign in to register" })).toHaveAttribute(
      "href",
      `/signin?redirectTo=%2Fevents%2F${id}`,
    );
    await expect(register.getByRole("textbox")).toHaveCount(0);

    // Signed in: the form, prefilled, which registers and comes back with the toast.
    const person = await signUpMember(page.request, "Jordan");
    await open(page, `/events/${id}`);
    await expect(register.getByLabel("Full Name", { exact: true })).toHaveValue(person.name);
    await expect(register.getByLabel("Email", { exact: true })).toHaveValue(person.email);
    await register.getByRole("button", { name: "Register Now" }).click();
    await expect(page).toHaveURL(`/events/${id}`);
    await expectToast(page, {
      title: "Registration Successful!",
      description: `You have successfully registered for the event ${title}`,
    });
    await expect(facts.locator("dd").nth(2)).toHaveText("24 of 25 spots left");
    expect(registrationsOf(id)).toEqual([{ name: person.name, email: person.email }]);
  });

  test("an unknown or malformed event id is a 404", async ({ page }) => {
    await signUpMember(page.request);
    for (const path of [
      "/events/999999",
      "/events/abc",
      "/events/0",
      "/events/999999.ics",
      "/events/999999/register",
    ]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
    const response = await page.goto("/events/999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Register Now leads a visitor through sign-in to the register page, which registers", async ({
    page,
    playwright,
    request,
  }) => {
    await createAdmin(request);
    const title = uniqueTitle("Northern Ontario Tournament");
    const id = await createEventVia(request, { title, date: "2030-11-08", capacity: 10 });
    const account = await newPerson(playwright);
    const person = await signUpMember(account, "Casey");
    await account.dispose();

    await openEventCard(page, title, { hydrate: false });
    await registerLink(page, title).click();
    await expect(page).toHaveURL(`/signin?redirectTo=%2Fevents%2F${id}%2Fregister`);
    await expectToast(
      page,
      { title: "Authentication Required", description: "Please sign in to register for this event" },
      "destructive",
    );
    await field(page, "Email").fill(person.email);
    await field(page, "Password").fill(PASSWORD);
    await main(page).getByRole("button", { name: "Sign In" }).click();

    await expect(page).toHaveURL(`/events/${id}/register`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Register for Event");
    await expect(main(page)).toContainText(`Complete the form below to register for ${title}`);
    await expect(field(page, "Full Name")).toHaveValue(person.name);
    await expect(field(page, "Email")).toHaveValue(person.email);
    await expect(main(page).getByRole("link", { name: "Cancel" })).toHaveAttribute("href", `/events/${id}`);

    // The server checks the form.
    await field(page, "Full Name").fill("C");
    await field(page, "Email").fill("casey-at-example");
    await main(page).getByRole("button", { name: "Register Now" }).click();
    await expect(page).toHaveURL(`/events/${id}/register`);
    await expectFieldError(page, "Full Name", v.nameMin);
    await expectFieldError(page, "Email", v.email);
    expect(registrationsOf(id)).toEqual([]);

    await field(page, "Full Name").fill(person.name);
    await field(page, "Email").fill(person.email);
    await main(page).getByRole("button", { name: "Register Now" }).click();
    await expect(page).toHaveURL(`/events/${id}`);
    await expectToast(page, {
      title: "Registration Successful!",
      description: `You have successfully registered for the event ${title}`,
    });
    expect(registrationsOf(id)).toEqual([{ name: person.name, email: person.email }]);

    // Signed in, Register Now on the card goes straight to the register page.
    await openEventCard(page, title, { hydrate: false });
    await registerLink(page, title).click();
    await expect(page).toHaveURL(`/events/${id}/register`);
    await field(page, "Email").fill(person.email.toUpperCase());
    await main(page).getByRole("button", { name: "Register Now" }).click();
    await expectFieldError(
      page,
      "Email",
      `${person.email.toUpperCase()} is already registered for this event.`,
    );
    expect(registrationsOf(id)).toHaveLength(1);
  });

  test("the event form is checked by the server", async ({ page }) => {
    await createAdmin(page.request);
    await page.goto("/admin/events/new");
    // Without JavaScript both the URL field and the file field are offered.
    await expect(main(page).getByLabel("Image URL")).toBeVisible();
    await expect(main(page).getByLabel("Upload image")).toBeVisible();
    await main(page).getByRole("button", { name: form.create }).click();
    await expect(page).toHaveURL("/admin/events/new");
    await expectFieldError(page, form.title, v.titleMin);
    await expectFieldError(page, form.date, v.dateRequired);
    await expectFieldError(page, form.location, v.locationMin);
    await expectFieldError(page, form.description, v.descriptionMin);
    await expect(main(page).getByText(v.imageRequired, { exact: true })).toBeVisible();
    await expect(main(page).getByLabel("Image URL")).toHaveAttribute("aria-invalid", "true");

    const title = uniqueTitle("Server Checked Cup");
    await fillEventForm(page, {
      title,
      date: "next tuesday",
      location: "Ottawa",
      description: "Checked by the server, kept in the form.",
    });
    await main(page).getByRole("button", { name: form.create }).click();
    await expectFieldError(page, form.date, v.dateFormat);
    await expectFieldValid(page, form.title);
    await expect(field(page, form.title)).toHaveValue(title);
    await expect(field(page, form.location)).toHaveValue("Ottawa");
    await expect(main(page).getByText(v.imageRequired, { exact: true })).toBeVisible();

    // The file goes with the form when there is no script to upload it first.
    await field(page, form.date).fill("2030-12-06");
    await main(page)
      .getByLabel("Upload image")
      .setInputFiles({ name: "cup.png", mimeType: "image/png", buffer: await pngImage(640, 360) });
    await main(page).getByRole("button", { name: form.create }).click();
    await expect(page).toHaveURL("/admin");
    await expectToast(page, { title: "Event created", description: `${title} is on the events page.` });
    const id = eventIdByTitle(title);
    await page.goto(`/events/${id}`);
    const image = main(page).locator("img").first();
    await expect(image).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  });

  test("an admin deletes an event through the confirmation", async ({ page, playwright }) => {
    const api = await newPerson(playwright);
    await createAdmin(api);
    const title = uniqueTitle("Cancelled Scrimmage");
    const id = await createEventVia(api, { title, date: "2030-12-13" });
    await api.dispose();
    await createAdmin(page.request);

    await page.goto("/admin");
    await adminRow(page, title)
      .getByRole("link", { name: withTitle("Delete", title) })
      .click();
    await expect(page).toHaveURL(`/admin?confirm=${id}`);
    const confirm = page.getByRole("dialog", { name: "Delete this event?" });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(
      `${title} and its 0 registrations will be deleted. This cannot be undone.`,
    );
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/admin");
    await expect(openDialogs(page)).toHaveCount(0);
    expect(eventExists(id)).toBe(true);

    await adminRow(page, title)
      .getByRole("link", { name: withTitle("Delete", title) })
      .click();
    await page
      .getByRole("dialog", { name: "Delete this event?" })
      .getByRole("button", { name: "Delete event" })
      .click();
    await expect(page).toHaveURL("/admin");
    await expectToast(page, { title: "Event deleted", description: `${title} was deleted.` });
    await expect(adminRow(page, title)).toHaveCount(0);
    expect(eventExists(id)).toBe(false);
  });
});

test.describe("the admin's event screens", () => {
  test("the form checks every field in the browser, in the spec's words", async ({ page }) => {
    await createAdmin(page.request);
    await open(page, "/admin/events/new");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    const create = main(page).getByRole("button", { name: form.create });
    await create.click();
    await expectFieldError(page, form.title, v.titleMin);
    await expectFieldError(page, form.date, v.dateRequired);
    await expectFieldError(page, form.location, v.locationMin);
    await expectFieldError(page, form.description, v.descriptionMin);
    await expect(main(page).getByText(v.imageRequired, { exact: true })).toBeVisible();
    await expect(main(page).getByLabel("Upload image")).toHaveAttribute("aria-invalid", "true");

    await fillEventForm(page, {
      title: "Ab",
      date: "next tuesday",
      location: "Ot",
      description: "Too short",
    });
    await create.click();
    await expectFieldError(page, form.title, v.titleMin);
    await expectFieldError(page, form.date, v.dateFormat);
    await expectFieldError(page, form.location, v.locationMin);
    await expectFieldError(page, form.description, v.descriptionMin);

    await fillEventForm(page, {
      title: "Abc",
      date: "July 15, 2030",
      location: "Ott",
      description: "Ten chars!",
      capacity: "0",
    });
    await field(page, form.startTime).fill("18:00");
    await field(page, form.endTime).fill("09:00");
    await create.click();
    await expectFieldValid(page, form.title);
    await expectFieldValid(page, form.date);
    await expectFieldValid(page, form.location);
    await expectFieldValid(page, form.description);
    await expectFieldError(page, form.endTime, v.endAfterStart);
    await expectFieldError(page, form.capacity, v.capacity);
    await expect(main(page).getByText(v.imageRequired, { exact: true })).toBeVisible();
    expect(posts).toEqual([]);
    await expect(page).toHaveURL("/admin/events/new");
  });

  test("edit mode is prefilled and saves the changes", async ({ page }) => {
    await createAdmin(page.request);
    const title = uniqueTitle("Spring Development League");
    const id = await createEventVia(page.request, {
      title,
      date: "2033-05-20",
      startTime: "10:30",
      endTime: "12:00",
      location: "Brampton Soccer Centre, Brampton",
      description: "Development league for new clubs, four rounds over the spring.",
      image: "/images/events/beach.webp",
      capacity: 40,
    });

    await open(page, "/admin");
    await adminRow(page, title)
      .getByRole("link", { name: withTitle("Edit", title) })
      .click();
    await expect(page).toHaveURL(`/admin/events/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Event");
    await page.waitForLoadState("networkidle");
    await expect(field(page, form.title)).toHaveValue(title);
    await expect(field(page, form.date)).toHaveValue("2033-05-20");
    await expect(field(page, form.startTime)).toHaveValue("10:30");
    await expect(field(page, form.endTime)).toHaveValue("12:00");
    await expect(field(page, form.location)).toHaveValue("Brampton Soccer Centre, Brampton");
    await expect(field(page, form.description)).toHaveValue(
      "Development league for new clubs, four rounds over the spring.",
    );
    await expect(field(page, form.capacity)).toHaveValue("40");
    // A local image opens the picker in Upload mode (spec: URL mode only for http addresses).
    await expect(main(page).getByRole("button", { name: "Upload", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(main(page).locator("figure img")).toHaveAttribute("src", "/images/events/beach.webp");
    await main(page).getByRole("button", { name: "URL", exact: true }).click();
    await expect(main(page).getByLabel("Image URL")).toHaveValue("/images/events/beach.webp");
    await main(page).getByLabel("Image URL").fill("/images/events/community.webp");
    // The preview follows a finished address: once the field is left.
    await main(page).getByLabel("Image URL").blur();
    await expect(main(page).locator("figure img")).toHaveAttribute("src", "/images/events/community.webp");

    const renamed = uniqueTitle("Spring League Finals");
    await fillEventForm(page, { title: renamed, date: "June 3, 2033", capacity: "" });
    await field(page, form.startTime).fill("08:15");
    await field(page, form.endTime).fill("11:45");
    await main(page).getByRole("button", { name: form.save }).click();
    await expect(page).toHaveURL("/admin");
    await expectToast(page, { title: "Event updated", description: `Your changes to ${renamed} are saved.` });
    await expect(adminRow(page, renamed).getByRole("cell").nth(1)).toHaveText("June 3, 2033");
    await expect(adminRow(page, title)).toHaveCount(0);
    const row = withDb((db) =>
      db.prepare("SELECT title, starts_at, ends_at, capacity, image FROM events WHERE id = ?").get(id),
    );
    expect(row).toEqual({
      title: renamed,
      starts_at: "2033-06-03T12:15:00.000Z",
      ends_at: "2033-06-03T15:45:00.000Z",
      capacity: null,
      image: "/images/events/community.webp",
    });
  });

  test("delete asks first; Escape and Cancel keep the event, Delete event removes it and its registrations", async ({
    page,
    playwright,
  }) => {
    await createAdmin(page.request);
    const title = uniqueTitle("Club Exhibition Match");
    const id = await createEventVia(page.request, { title, date: "2033-07-09" });
    for (const first of ["Ali", "Bo"]) {
      const api = await newPerson(playwright);
      expect((await registerVia(api, id, await signUpMember(api, first))).status()).toBe(302);
      await api.dispose();
    }
    await open(page, "/events");
    await open(page, "/admin");
    const deleteLink = adminRow(page, title).getByRole("link", { name: withTitle("Delete", title) });
    const confirm = page.getByRole("dialog", { name: "Delete this event?" });

    await deleteLink.click();
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(
      `${title} and its 2 registrations will be deleted. This cannot be undone.`,
    );
    expect(await confirm.evaluate((d) => d.matches(":modal"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(openDialogs(page)).toHaveCount(0);
    await expect(page).toHaveURL("/admin");

    await deleteLink.click();
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(openDialogs(page)).toHaveCount(0);
    await expect(page).toHaveURL("/admin");
    expect(eventExists(id)).toBe(true);

    await deleteLink.click();
    await confirm.getByRole("button", { name: "Delete event" }).click();
    await expectToast(page, { title: "Event deleted", description: `${title} was deleted.` });
    await expect(openDialogs(page)).toHaveCount(0);
    await expect(adminRow(page, title)).toHaveCount(0);
    expect(eventExists(id)).toBe(false);
    expect(registrationsOf(id)).toEqual([]);

    await open(page, "/events");
    await expect(main(page).getByRole("heading", { name: title, exact: true })).toHaveCount(0);
    expect((await page.request.get(`/events/${id}`)).status()).toBe(404);
  });

  test("the attendees screen of an unknown event says Event Not Found", async ({ page }) => {
    await createAdmin(page.request);
    const response = await page.goto("/admin/events/999999/attendees");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Event Not Found");
    await expect(main(page)).toContainText("The event you are looking for does not exist.");
    await expect(main(page).getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute(
      "href",
      "/admin",
    );
    expect((await page.request.get("/admin/events/999999/attendees.csv")).status()).toBe(404);
    expect((await page.request.get("/admin/events/999999")).status()).toBe(404);
  });

  test("an image over 5 MB is refused in the browser; a file that is no image is refused by the server", async ({
    page,
  }) => {
    await createAdmin(page.request);
    await open(page, "/admin/events/new");
    const uploads: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/admin/uploads") uploads.push(r.method());
    });
    await main(page).getByRole("button", { name: "Upload", exact: true }).click();
    const file = main(page).getByLabel("Upload image");
    await file.setInputFiles(randomFile("huge.png", 6 * 1024 * 1024));
    await expectToast(
      page,
      { title: "File too large", description: "Please select an image under 5MB" },
      "destructive",
    );
    expect(uploads).toEqual([]);
    expect(await file.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    await expect(main(page).locator("figure img")).toHaveCount(0);

    const response = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/uploads");
    await file.setInputFiles(randomFile("noise.png", 20_000));
    expect((await response).status()).toBe(415);
    await expectToast(
      page,
      {
        title: "Upload failed",
        description: "There was a problem uploading your image. Please try again or use a URL instead.",
      },
      "destructive",
    );
    await expect(main(page).locator("figure img")).toHaveCount(0);
  });
});

test.describe("security", () => {
  test("markup and script URLs in an event render as text and never run (SECURITY 5)", async ({ page }) => {
    const guard = await guardAgainstScripts(page);
    await createAdmin(page.request);
    const title = `<script>alert(1)</script> ${uniqueTitle("Cup")}`;
    const description = "<img src=x onerror=alert(1)>";
    const location = "javascript:alert(1)";
    const id = await createEventVia(page.request, { title, date: "2033-08-19", location, description });

    const expectInert = async (what: string) => {
      await expect(page.locator("script", { hasText: "alert(1)" })).toHaveCount(0);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      await expect(page.locator('[href^="javascript:"]')).toHaveCount(0);
      await guard.expectNone(what);
    };

    const card = await openEventCard(page, title);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(card).toContainText(description);
    await expect(card).toContainText(location);
    await expectInert("/events");
    await openModal(page, title);
    await expect(registerDialog(page)).toContainText(`Complete the form below to register for ${title}`);
    await expectInert("the registration modal");
    await page.keyboard.press("Escape");

    await open(page, `/events/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(main(page)).toContainText(description);
    await expect(main(page).locator("dl dd").nth(1)).toHaveText(location);
    await expect(page).toHaveTitle(/^<script>alert\(1\)<\/script>/);
    await expectInert(`/events/${id}`);

    await open(page, "/calendar?month=2033-08&day=2033-08-19");
    await expect(
      main(page).getByRole("link", { name: `August 19, 2033, 1 event: ${title}`, exact: true }),
    ).toContainText(title);
    await expect(main(page).getByRole("listitem").filter({ hasText: location })).toContainText(title);
    await expectInert("/calendar");

    await open(page, "/admin");
    await expect(adminRow(page, title).getByRole("cell").nth(2)).toHaveText(location);
    await expectInert("/admin");
    await open(page, `/admin?confirm=${id}`);
    await expect(page.getByRole("dialog", { name: "Delete this event?" })).toContainText(title);
    await expectInert("the delete confirmation");
    await open(page, `/admin/events/${id}`);
    await expect(field(page, form.title)).toHaveValue(title);
    await expect(field(page, form.description)).toHaveValue(description);
    await expectInert("the edit form");
  });

  test("a member cannot read another member's registration (SECURITY 2)", async ({ page, request }) => {
    await createAdmin(request);
    const title = uniqueTitle("Private Attendees Cup");
    const id = await createEventVia(request, { title, date: "2033-09-10", capacity: 20 });
    const first = await signUpMember(request, "Harper");
    // The admin's context now belongs to the first member (sign-up signed it in as them).
    expect((await registerVia(request, id, first)).status()).toBe(302);

    const second = await signUpMember(page.request, "Quinn");
    expect((await registerVia(page.request, id, second)).status()).toBe(302);
    for (const path of [`/admin/events/${id}/attendees`, `/admin/events/${id}/attendees.csv`]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe("/");
      expect(toastOf(response)).toEqual({
        title: "Access Denied",
        description: "Only administrators can access this page.",
        variant: "destructive",
      });
      expect(await response.text()).not.toContain(first.email);
    }
    await page.goto(`/admin/events/${id}/attendees`);
    await expect(page).toHaveURL("/");
    await expect(page.locator("body")).not.toContainText(first.email);

    for (const path of [`/events/${id}`, `/events/${id}/register`, "/events", `/events/${id}.ics`]) {
      const body = await (await page.request.get(path)).text();
      expect(body, path).not.toContain(first.email);
      expect(body, path).not.toContain(first.name);
    }
    const data = await page.request.get(`/events/${id}.data`);
    expect(data.status()).toBe(200);
    expect(await data.text()).not.toContain(first.email);

    // No member-facing route reads registrations: the only ones are the admin's and the register form.
    type Entry = { path?: string; children?: Entry[] };
    const paths = (entries: readonly Entry[], parent = ""): string[] =>
      entries.flatMap((entry) => {
        const full = [parent, entry.path ?? ""].filter(Boolean).join("/");
        return [full, ...paths(entry.children ?? [], full)];
      });
    const touching = paths(routes).filter((path) => /regist|attendee/.test(path));
    expect(touching.sort()).toEqual([
      "admin/events/:id/attendees",
      "admin/events/:id/attendees.csv",
      "events/:id/register",
    ]);
  });
});

test.describe("accessibility", () => {
  test("the events pages, the modal and the register page have no violations", async ({ page, request }) => {
    test.setTimeout(120_000);
    await createAdmin(request);
    const title = uniqueTitle("Accessible Open");
    const id = await createEventVia(request, { title, date: "2033-10-15", capacity: 12 });
    await open(page, "/events");
    await expectNoViolations(page, "/events");
    await open(page, `/events/${id}`);
    await expectNoViolations(page, `/events/${id} signed out`);

    await signUpMember(page.request, "Taylor");
    await open(page, `/events/${id}`);
    await expectNoViolations(page, `/events/${id} signed in`);
    await open(page, `/events/${id}/register`);
    await expectNoViolations(page, `/events/${id}/register`);
    await field(page, "Full Name").fill("T");
    await main(page).getByRole("button", { name: "Register Now" }).click();
    await expectFieldError(page, "Full Name", v.nameMin);
    await expectNoViolations(page, `/events/${id}/register with an error`);

    await openEventCard(page, title);
    await openModal(page, title);
    await expectNoViolations(page, "the registration modal");
  });

  test("the admin's event screens have no violations", async ({ page, playwright }) => {
    test.setTimeout(120_000);
    await createAdmin(page.request);
    const title = uniqueTitle("Accessible Admin Cup");
    const id = await createEventVia(page.request, { title, date: "2033-11-12" });
    const api = await newPerson(playwright);
    expect((await registerVia(api, id, await signUpMember(api, "Morgan"))).status()).toBe(302);
    await api.dispose();

    await open(page, "/admin");
    await expectNoViolations(page, "/admin with events");
    await open(page, `/admin?confirm=${id}`);
    await expect(page.getByRole("dialog", { name: "Delete this event?" })).toBeVisible();
    await expectNoViolations(page, "/admin with the delete confirmation");
    await open(page, "/admin/events/new");
    await expectNoViolations(page, "/admin/events/new");
    await main(page).getByRole("button", { name: form.create }).click();
    await expectFieldError(page, form.title, v.titleMin);
    await expectNoViolations(page, "/admin/events/new with errors");
    await open(page, `/admin/events/${id}`);
    await expectNoViolations(page, `/admin/events/${id}`);
    await open(page, `/admin/events/${id}/attendees`);
    await expect(main(page).getByRole("table").getByRole("row")).toHaveCount(2);
    await expectNoViolations(page, `/admin/events/${id}/attendees`);
    await open(page, "/admin/events/999999/attendees");
    await expectNoViolations(page, "Event Not Found");
  });
});
