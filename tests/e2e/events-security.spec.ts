// The events' security end to end: markup in an event never runs (docs/security.md #5) and a member
// cannot read another member's registration (#2), in Chromium against the production build.
// Dates and names: see events-helpers.ts.
import { signUpMember } from "./accounts";
import {
  adminRow,
  createEventVia,
  ev,
  guardAgainstScripts,
  openEventCard,
  openModal,
  registerDialog,
  registerVia,
  uniqueTitle,
} from "./events-helpers";
import { expect, test } from "./fixtures";
import { field, main, open, routePaths } from "./helpers";
import { toastOf } from "./http";

test.describe.configure({ timeout: 90_000 });

const form = ev.admin.form;

test.describe("security", () => {
  test("markup and script URLs in an event render as text and never run (SECURITY 5)", async ({
    page,
    admin: _admin,
  }) => {
    const guard = await guardAgainstScripts(page);
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
    await expect(main(page).locator("dl dd").nth(1)).toContainText(location);
    // The map link built from it leads to OpenStreetMap's search, the location only its query.
    await expect(
      main(page).getByRole("link", { name: `Map of ${location} (OpenStreetMap)` }),
    ).toHaveAttribute(
      "href",
      `https://www.openstreetmap.org/search?${new URLSearchParams({ query: location })}`,
    );
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

  test("a member cannot read another member's registration (SECURITY 2)", async ({
    page,
    request,
    createEvent,
  }) => {
    const { id } = await createEvent({
      tag: "Private Attendees Cup",
      date: "2033-09-10",
      capacity: 20,
    });
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

    for (const path of [`/events/${id}`, `/events/${id}/register`, "/events", `/events/${id}.ics`].flatMap(
      (path) => [path, `/fr${path}`],
    )) {
      const body = await (await page.request.get(path)).text();
      expect(body, path).not.toContain(first.email);
      expect(body, path).not.toContain(first.name);
    }
    const data = await page.request.get(`/events/${id}.data`);
    expect(data.status()).toBe(200);
    expect(await data.text()).not.toContain(first.email);

    // The routes that read registrations: the admin's, the register form, the member's own list (its
    // loader reads only the signed-in member's rows) and the personal link (its token names one row),
    // each in English and in French (the same modules).
    const touching = routePaths().filter((path) => /regist|attendee/.test(path));
    expect(touching.sort()).toEqual([
      "account/registrations",
      "admin/events/:id/attendees",
      "admin/events/:id/attendees.csv",
      "events/:id/register",
      "fr/account/registrations",
      "fr/admin/events/:id/attendees",
      "fr/admin/events/:id/attendees.csv",
      "fr/events/:id/register",
      "fr/registrations/:token",
      "registrations/:token",
    ]);
  });
});
