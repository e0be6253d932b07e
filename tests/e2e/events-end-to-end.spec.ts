// The events issue end to end: an admin creates an event with an uploaded image, a member registers
// through the modal, the admin exports the attendees, and the calendar and the confirmation e-mail (with
// its .ics) follow, in Chromium against the production build.
// Dates and names: see events-helpers.ts.
import { signUpMember } from "./accounts";
import { BASE_URL } from "./env";
import {
  adminRow,
  attachmentsOf,
  downloadText,
  ev,
  eventIdByTitle,
  fillEventForm,
  openDialogs,
  openEventCard,
  openModal,
  pngImage,
  registerLink,
  registrationsOf,
  uniqueTitle,
  withTitle,
} from "./events-helpers";
import { expect, test } from "./fixtures";
import { expectToast, field, main, open } from "./helpers";
import { waitForEmail } from "./mail";

test.describe.configure({ timeout: 90_000 });

const form = ev.admin.form;

test.describe("the spec's event story, end to end", () => {
  test("an admin creates an event with an uploaded image; a member registers; the admin exports the attendee; the calendar and the e-mail follow", async ({
    page,
    admin: _admin,
    newDevice,
  }) => {
    test.setTimeout(150_000);
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
    await expect(preview).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}-800\.webp$/);
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
    const member = await newDevice();
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

    // The admin sees the attendee and downloads the CSV.
    await open(page, "/admin");
    await expect(adminRow(page, title).getByRole("cell").nth(3)).toHaveText("1 / 3");
    await adminRow(page, title)
      .getByRole("link", { name: withTitle("Attendees", title) })
      .click();
    await expect(page).toHaveURL(`/admin/events/${id}/attendees`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Attendees: ${title}`);
    const table = main(page).getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([
      "Name",
      "Email",
      "Registered",
      "Status",
      "Payment",
      "Actions",
    ]);
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText([
      person.name,
      person.email,
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[ap]\.m\.$/,
      "Registered",
      "Free",
      "Remove",
    ]);
    const csvLink = main(page).getByRole("link", { name: "Download CSV" });
    await expect(csvLink).toHaveAttribute("href", `/admin/events/${id}/attendees.csv`);
    const [download] = await Promise.all([page.waitForEvent("download"), csvLink.click()]);
    expect(download.suggestedFilename()).toBe(`event-${id}-attendees.csv`);
    const csv = await downloadText(download);
    // A byte order mark for the spreadsheets, then words and times on Toronto's clock, not codes.
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Name","Email","Registered","Status","Cancelled","Payment","Phone","Age on the event day","Club","Emergency contact","Emergency phone"',
    );
    expect(lines).toHaveLength(2);
    // Without a membership of their own, the member's details are left empty.
    expect(lines[1]).toMatch(
      new RegExp(
        `^"${person.name}","${person.email.replace(/[.]/g, "\\.")}","\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}","Registered","","Free","","","","",""$`,
      ),
    );

    // The calendar of July 2030 shows it on the 15th; the day's panel links to the event page.
    await open(page, "/calendar?month=2030-07");
    await expect(main(page).getByRole("heading", { level: 2, name: "July 2030" })).toBeVisible();
    const day = main(page).getByRole("link", { name: `July 15, 2030, 1 event: ${title}`, exact: true });
    await expect(day).toContainText(title);
    await day.click();
    // The day's events come into view: the address names their panel.
    await expect(page).toHaveURL("/calendar?month=2030-07&day=2030-07-15#day-events");
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
