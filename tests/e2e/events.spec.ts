// Events end to end: the events page and its registration modal, the event page, registration without
// JavaScript, the admin's event form (with the image picker), delete, attendees and CSV, the
// confirmation e-mail with its .ics, and SECURITY.md 2 and 5, in Chromium against the production build.
//
// The database lives for the whole run and starts with 5 demo events: every test makes its own events
// and people, with unique titles and addresses. Events of this file are dated from 2030 on (and one in
// 2020, a past event); the end-to-end flow alone uses July 15, 2030, and calendar.spec.ts uses 2031-2032.
import type { APIRequestContext, Page, Playwright } from "@playwright/test";
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
} from "./events-helpers";
import { expect, expectNoViolations, test } from "./helpers";
import { waitForEmail } from "./mail";

const v = ev.validation;
const form = ev.admin.form;

function main(page: Page) {
  return page.getByRole("main");
}

/** A new member, signed in on `api` (a page's request context signs its browser in too). */
async function signUpMember(api: APIRequestContext, first = "Member") {
  const email = uniqueEmail("member");
  const name = uniqueName(first);
  await signUpVia(api, email, { name });
  return { email, name };
}

/** An API context of its own: another person, on another device. */
function newPerson(playwright: Playwright) {
  return playwright.request.newContext({ baseURL: BASE_URL });
}

function registerLink(page: Page, title: string) {
  return eventCard(page, title).getByRole("link", { name: `${ev.list.registerNow}: ${title}`, exact: true });
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
    test.setTimeout(120_000);
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
    await expect(card.getByRole("link", { name: `Learn More: ${title}`, exact: true })).toHaveAttribute(
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
      .getByRole("link", { name: `Attendees: ${title}`, exact: true })
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
    const day = main(page).getByRole("link", { name: "July 15, 2030, 1 event", exact: true });
    await expect(day).toContainText(title);
    await day.click();
    await expect(page).toHaveURL("/calendar?month=2030-07&day=2030-07-15");
    const panel = main(page)
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Events on July 15, 2030" }) });
    await expect(panel.getByRole("listitem")).toHaveCount(1);
    await expect(panel.getByRole("listitem")).toContainText(title);
    await expect(panel.getByRole("listitem")).toContainText(location);
    const details = panel.getByRole("link", { name: `View Details: ${title}`, exact: true });
    await expect(details).toHaveAttribute("href", `/events/${id}`);
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
    const times = await upcoming.locator("article time").evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("datetime") ?? ""),
    );
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
      await expect(card.getByRole("link", { name: /^Learn More: / })).toHaveAttribute("href", /^\/events\/\d+$/);
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
    await pastCard.getByRole("link", { name: `Learn More: ${past}`, exact: true }).click();
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
