// Registering for an event end to end: the registration modal, the registration limit (docs/security.md
// #30), the event page with its form and calendar links, and registration without JavaScript, in
// Chromium against the production build.
// Dates and names: see events-helpers.ts.
import { PASSWORD, signUpMember, uniqueEmail } from "./accounts";
import { BASE_URL } from "./env";
import {
  downloadText,
  ev,
  eventCard,
  openDialogs,
  openEventCard,
  openModal,
  registerLink,
  registerVia,
  registrationsOf,
  withTitle,
} from "./events-helpers";
import { expect, test } from "./fixtures";
import { expectFieldError, expectToast, field, main, open } from "./helpers";
import { toastOf } from "./http";

test.describe.configure({ timeout: 90_000 });

const v = ev.validation;

test.describe("the registration modal", () => {
  test("is titled, at most 425px wide, prefilled, checked in the browser, and closes with Cancel and Escape", async ({
    page,
    createEvent,
    member: person,
  }) => {
    const { id, title } = await createEvent({ tag: "Masters Beach Weekend", date: "2030-08-09" });
    const assets: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/assets/")) assets.push(new URL(r.url()).pathname);
    });
    await openEventCard(page, title);
    // The modal, its form and their validation come when it first opens, not with the page.
    const dialogCode = /\/assets\/(register-dialog|registration-form|use-form-validation)-/;
    expect(assets.filter((path) => dialogCode.test(path))).toEqual([]);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });

    const link = registerLink(page, title);
    const dialog = await openModal(page, title);
    expect(assets.filter((path) => dialogCode.test(path)).length).toBeGreaterThan(0);
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
    await expect(name).toHaveAccessibleDescription("Name must be at least 2 characters");
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
    createEvent,
    newPerson,
    member: person,
  }) => {
    const { id, title } = await createEvent({
      tag: "Referee Level 1 Course",
      date: "2030-09-14",
      capacity: 2,
    });

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
    const other = await newPerson();
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
    // For the member who holds a place, one state: their registration, not the event's being full.
    await expect(main(page)).toContainText("You are registered.");
    await expect(main(page)).not.toContainText("This event is full.");
    await expect(main(page).getByRole("button", { name: "Register Now" })).toHaveCount(0);

    const late = await newPerson();
    const latePerson = await signUpMember(late, "Lee");
    // For a member without one, the event is full and offers no form.
    const latePage = await (await late.get(`/events/${id}`)).text();
    expect(latePage).toContain("This event is full.");
    expect(latePage).not.toContain("Register Now</button>");
    const refused = await registerVia(late, id, latePerson);
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("Sorry, this event is full.");
    expect(registrationsOf(id)).toHaveLength(2);
  });
});

test.describe("registration limits (SECURITY 30)", () => {
  // Decision 039: an account's registrations past its budget (ACCOUNT_ACTIONS_PER_HOUR, 10 on the test
  // servers) need a proof of work: without one nothing is stored; the browser makes it on its own.
  test("past an account's budget a registration without a proof of work stores nothing; the dialog proves and registers", async ({
    page,
    createEvent,
    member: person,
  }) => {
    const { id, title } = await createEvent({ tag: "Spring Clinic", date: "2030-04-11" });
    for (let i = 0; i < 10; i++) {
      const response = await registerVia(page.request, id, {
        name: person.name,
        email: uniqueEmail(`limit${i}`),
      });
      expect(response.status(), `registration ${i + 1}`).toBe(302);
    }
    const refused = await registerVia(page.request, id, { name: person.name, email: person.email });
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain("Many requests have come from your network in the last hour");
    expect(registrationsOf(id).map((row) => row.email)).not.toContain(person.email);
    expect(registrationsOf(id)).toHaveLength(10);

    await openEventCard(page, title);
    const dialog = await openModal(page, title);
    await dialog.getByRole("button", { name: "Register Now" }).click();
    await expectToast(page, {
      title: "Registration Successful!",
      description: `You have successfully registered for the event ${title}`,
    });
    expect(registrationsOf(id).map((row) => row.email)).toContain(person.email);
    expect(registrationsOf(id)).toHaveLength(11);
  });
});

test.describe("the event page", () => {
  test("shows when and where, capacity, calendar links and the registration form", async ({
    page,
    createEvent,
  }) => {
    const location = "Mattamy Athletic Centre, Toronto";
    const description = "Goalkeeping drills for every level.\nBring indoor shoes and water.";
    const { id, title } = await createEvent({
      tag: "Goalkeeper Clinic",
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
    await expect(facts.locator("dt")).toHaveText([
      "When",
      "Where",
      "Fee",
      "Capacity",
      "Registration closes",
      "Add to calendar",
    ]);
    await expect(facts.locator("dd").nth(0)).toHaveText(
      /^Saturday, October 5, 2030, 10:30\s?a\.m\.\s?–\s?1:00\s?p\.m\.$/,
    );
    await expect(facts.locator("dd").nth(0).locator("time")).toHaveAttribute(
      "datetime",
      "2030-10-05T14:30:00.000Z",
    );
    await expect(facts.locator("dd").nth(1)).toContainText(location);
    await expect(facts.getByRole("link", { name: `Map of ${location} (OpenStreetMap)` })).toHaveAttribute(
      "href",
      `https://www.openstreetmap.org/search?${new URLSearchParams({ query: location })}`,
    );
    await expect(facts.locator("dd").nth(2)).toHaveText("Free");
    // Nobody has registered yet: the capacity alone, not "25 of 25 spots left".
    await expect(facts.locator("dd").nth(3)).toHaveText("25 spots");

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
    await expect(facts.locator("dd").nth(3)).toHaveText("24 of 25 spots left");
    expect(registrationsOf(id)).toEqual([{ name: person.name, email: person.email }]);
  });

  test("an unknown or malformed event id is a 404", async ({ page, member: _member }) => {
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
    createEvent,
    newPerson,
  }) => {
    const { id, title } = await createEvent({
      tag: "Northern Ontario Tournament",
      date: "2030-11-08",
      capacity: 10,
    });
    const account = await newPerson();
    const person = await signUpMember(account, "Casey");

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
    await expectFieldError(page, "Full Name", "Name must be at least 2 characters");
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
});
