// The events page end to end: the hero, upcoming and past events, the grid, Register Now signed out,
// and the page's accessibility, in Chromium against the production build.
// Dates and names: see events-helpers.ts.
import { signUpMember, uniqueEmail } from "./accounts";
import {
  openDialogs,
  openEventCard,
  openModal,
  registerVia,
  registrationsOf,
  withTitle,
} from "./events-helpers";
import { expect, test } from "./fixtures";
import { expectFieldError, expectNoViolations, expectToast, field, main, open } from "./helpers";

test.describe.configure({ timeout: 90_000 });

test.describe("the events page", () => {
  test("shows the hero, the calendar button and the upcoming events by date, past events apart", async ({
    page,
    createEvent,
    newPerson,
  }) => {
    const { id: pastId, title: past } = await createEvent({ tag: "Winter Indoor Open", date: "2020-01-18" });

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

    const member = await newPerson();
    await signUpMember(member);
    const refused = await registerVia(member, pastId, { name: "Late Comer", email: uniqueEmail("late") });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("Registration is closed: this event has already taken place.");
    expect(registrationsOf(pastId)).toEqual([]);
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

test.describe("accessibility", () => {
  test("the events pages, the modal and the register page have no violations", async ({
    page,
    createEvent,
  }) => {
    test.setTimeout(120_000);
    const { id, title } = await createEvent({ tag: "Accessible Open", date: "2033-10-15", capacity: 12 });
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
    await expectFieldError(page, "Full Name", "Name must be at least 2 characters");
    await expectNoViolations(page, `/events/${id}/register with an error`);

    await openEventCard(page, title);
    await openModal(page, title);
    await expectNoViolations(page, "the registration modal");
  });
});
