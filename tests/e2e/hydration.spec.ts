// Every kind of page that shows dates, times or money hydrates without an error whatever the visitor's
// browser locale and time zone: the server and the browser must render the same text (React #418 when
// they do not). Events of this spec are in 2034, a year no other spec uses.
import type { Page } from "@playwright/test";
import { createAdmin, uniqueEmail, uniqueName } from "./accounts";
import { currentSeasonInDb, insertMembershipInDb, userByEmail } from "./db";
import { createEventVia, registerVia, uniqueTitle } from "./events-helpers";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";
import { postForm } from "./http";
import { makeCardMember, verifyPath } from "./member-card";
import { checkoutForm, newBuyer, placedToken, postCheckout } from "./shop-helpers";

test.describe.configure({ timeout: 120_000 });

/** Console errors, uncaught errors and any console message about hydration, from now on. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * Loads `path` and waits until React has hydrated it (decision 009 defers the scripts; on a page whose
 * scripts start on first use, decision 074, `hydrated` gives it a key press): a mismatch is reported
 * during hydration, before root.tsx marks <html data-hydrated>.
 */
async function visitHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await hydrated(page);
  await expect(page.locator('script[type="module"]')).toHaveCount(1);
}

const settings = [
  { locale: "en-CA", timezoneId: "America/Vancouver" },
  { locale: "fr-CA", timezoneId: "Europe/Paris" },
];

for (const [index, { locale, timezoneId }] of settings.entries()) {
  test.describe(`in ${locale}, ${timezoneId}`, () => {
    test.use({ locale, timezoneId });

    test("event, product, calendar, account and admin pages hydrate without errors", async ({ page }) => {
      const admin = await createAdmin(page.request, "hydrate");
      const cardMember = makeCardMember(admin, { firstName: "Robin" });
      const day = `2034-0${index + 3}-14`;
      // An evening event: 19:00-23:30 Toronto is the next day in Paris and ends after midnight UTC.
      const eventId = await createEventVia(page.request, {
        title: uniqueTitle("Hydration Cup"),
        date: day,
        startTime: "19:00",
        endTime: "23:30",
      });
      await registerVia(page.request, eventId, { name: uniqueName(), email: uniqueEmail("attendee") });
      const token = placedToken(
        await postCheckout(
          page.request,
          checkoutForm(newBuyer("hydrate"), [{ productId: "blue-training-ball", size: null, quantity: 1 }]),
        ),
      );
      const message = await postForm(page.request, "/contact", {
        firstName: "Robin",
        lastName: "Writer",
        email: uniqueEmail("writer"),
        subject: "Hydration",
        message: "A message so that the admin's message list shows a date.",
      });
      expect(message.status()).toBeLessThan(400);

      const member = insertMembershipInDb({
        userId: userByEmail(admin).id,
        firstName: "Ada",
        lastName: "Hydrate",
        dateOfBirth: "1990-04-02",
        seasonId: currentSeasonInDb().id,
        type: "Adult player",
        club: "Toronto Lakeshore Handball Club",
        consents: [{ kind: "waiver", name: "Ada Hydrate", email: admin, role: "member" }],
      }).number;

      const problems = watchConsole(page);
      for (const path of [
        "/events",
        `/events/${eventId}`,
        "/shop/blue-training-ball",
        `/calendar?month=${day.slice(0, 7)}&day=${day}`,
        "/account/orders",
        "/account/registrations",
        // Not /membership, a reading page (decision 073): it is never hydrated.
        "/membership/join",
        "/membership/join?who=child",
        "/account/data",
        `/orders/${token}`,
        "/admin",
        `/admin/events/${eventId}/attendees`,
        "/admin/orders",
        "/admin/payments",
        "/admin/products",
        "/admin/products/white-court-shoes",
        "/admin/users",
        "/admin/messages",
        "/admin/outbox",
        "/admin/memberships",
        "/admin/memberships/types",
        "/admin/memberships/documents",
        "/admin/memberships/documents/waiver",
        `/membership/card/${cardMember}`,
        verifyPath(cardMember),
        "/admin/members",
        `/admin/members/${member}`,
        "/admin/members/report",
      ]) {
        await visitHydrated(page, path);
        expect(problems, `console on ${path}`).toEqual([]);
      }
    });
  });
}
