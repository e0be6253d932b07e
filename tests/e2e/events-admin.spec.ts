// The admin's event screens end to end: the event form (with the image picker) checked in the browser
// and by the server, edit, delete with its confirmation, attendees, and their accessibility, in Chromium
// against the production build.
// Dates and names: see events-helpers.ts.
import type { Page } from "@playwright/test";
import { signUpMember } from "./accounts";
import { withDb } from "./db";
import {
  adminRow,
  createEventVia,
  ev,
  eventExists,
  eventIdByTitle,
  fillEventForm,
  openDialogs,
  pngImage,
  randomFile,
  registerVia,
  registrationsOf,
  uniqueTitle,
  withTitle,
} from "./events-helpers";
import { expect, test } from "./fixtures";
import {
  expectFieldError,
  expectFieldValid,
  expectNoViolations,
  expectToast,
  field,
  main,
  open,
} from "./helpers";

test.describe.configure({ timeout: 90_000 });

const v = ev.validation;
const form = ev.admin.form;

/** The messages of an event form sent empty: every required field, and the image. */
async function expectEmptyFormErrors(page: Page) {
  await expectFieldError(page, form.title, "Title must be at least 3 characters");
  await expectFieldError(page, form.date, v.dateRequired);
  await expectFieldError(page, form.location, v.locationMin);
  await expectFieldError(page, form.description, "Description must be at least 10 characters");
  await expect(main(page).getByText(v.imageRequired, { exact: true })).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the event form is checked by the server", async ({ page, admin: _admin }) => {
    await page.goto("/admin/events/new");
    // Without JavaScript both the URL field and the file field are offered.
    await expect(main(page).getByLabel("Image URL")).toBeVisible();
    await expect(main(page).getByLabel("Upload image")).toBeVisible();
    await main(page).getByRole("button", { name: form.create }).click();
    await expect(page).toHaveURL("/admin/events/new");
    await expectEmptyFormErrors(page);
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
    // Stored at its own width (and 480 beside it); the desktop's wide column takes the 640 file.
    await expect(image).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}-640\.webp$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toBe(`${new URL(page.url()).origin}${await image.getAttribute("src")}`);
  });

  test("an admin deletes an event through the confirmation", async ({ page, admin: _admin, createEvent }) => {
    const { id, title } = await createEvent({ tag: "Cancelled Scrimmage", date: "2030-12-13" });

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
  test("the form checks every field in the browser, in the spec's words", async ({ page, admin: _admin }) => {
    await open(page, "/admin/events/new");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    const create = main(page).getByRole("button", { name: form.create });
    await create.click();
    await expectEmptyFormErrors(page);
    await expect(main(page).getByLabel("Upload image")).toHaveAttribute("aria-invalid", "true");

    await fillEventForm(page, {
      title: "Ab",
      date: "next tuesday",
      location: "Ot",
      description: "Too short",
    });
    await create.click();
    await expectFieldError(page, form.title, "Title must be at least 3 characters");
    await expectFieldError(page, form.date, v.dateFormat);
    await expectFieldError(page, form.location, v.locationMin);
    await expectFieldError(page, form.description, "Description must be at least 10 characters");

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

  test("edit mode is prefilled and saves the changes", async ({ page, admin: _admin }) => {
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
    admin: _admin,
    newPerson,
  }) => {
    const title = uniqueTitle("Club Exhibition Match");
    const id = await createEventVia(page.request, { title, date: "2033-07-09" });
    for (const first of ["Ali", "Bo"]) {
      const api = await newPerson();
      expect((await registerVia(api, id, await signUpMember(api, first))).status()).toBe(302);
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

  test("the attendees screen of an unknown event says Event Not Found", async ({ page, admin: _admin }) => {
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
    admin: _admin,
  }) => {
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

test.describe("accessibility", () => {
  test("the admin's event screens have no violations", async ({ page, admin: _admin, newPerson }) => {
    test.setTimeout(120_000);
    const title = uniqueTitle("Accessible Admin Cup");
    const id = await createEventVia(page.request, { title, date: "2033-11-12" });
    const api = await newPerson();
    expect((await registerVia(api, id, await signUpMember(api, "Morgan"))).status()).toBe(302);

    await open(page, "/admin");
    await expectNoViolations(page, "/admin with events");
    await open(page, `/admin?confirm=${id}`);
    await expect(page.getByRole("dialog", { name: "Delete this event?" })).toBeVisible();
    await expectNoViolations(page, "/admin with the delete confirmation");
    await open(page, "/admin/events/new");
    await expectNoViolations(page, "/admin/events/new");
    await main(page).getByRole("button", { name: form.create }).click();
    await expectFieldError(page, form.title, "Title must be at least 3 characters");
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
