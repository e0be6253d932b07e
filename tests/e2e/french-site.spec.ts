// The French site: a crawl of every French page (no English catalogue text, no link out of French, axe),
// and the language mechanics (switcher, <html lang>, hreflang, sitemap, robots.txt, the home's redirect
// by Accept-Language and the `lang` cookie, the .ics feeds). Events of this file are in 2035, a year no
// other spec uses.
import type { Page } from "@playwright/test";
import { uniqueEmail, uniqueName } from "./accounts";
import { resetRateLimits, withDb } from "./db";
import { BASE_URL, SITE } from "./env";
import { createEventVia, registerVia, uniqueTitle } from "./events-helpers";
import { expect, test } from "./fixtures";
import {
  type EnglishTexts,
  englishCatalogueTexts,
  englishOn,
  linksOutOfFrench,
  storedWords,
  watchConsole,
} from "./french";
import { expectNoViolations } from "./helpers";
import { postForm } from "./http";
import { checkoutForm, newBuyer, orderByToken, placedToken, postCheckout } from "./shop-helpers";

test.describe.configure({ timeout: 420_000 });

/** A page to read, and its status when not 200. */
type Visit = string | [path: string, status: number];

/** The French public pages (with the event, product and calendar day of the test), signed out. */
const publicPages = (event: number, token: string): Visit[] => [
  "/fr/",
  "/fr/about",
  "/fr/faq",
  "/fr/jobs",
  "/fr/terms",
  "/fr/privacy",
  "/fr/contact",
  "/fr/newsletter",
  // A link of an e-mail that is no longer valid: its page says so, with a 404.
  ["/fr/newsletter/confirm?token=unknown", 404],
  ["/fr/newsletter/unsubscribe?token=unknown", 404],
  "/fr/events",
  `/fr/events/${event}`,
  `/fr/events/${event}/register`,
  "/fr/calendar",
  "/fr/calendar?month=2035-07&day=2035-07-15",
  "/fr/shop",
  "/fr/shop?category=handballs",
  "/fr/shop/white-court-shoes",
  "/fr/signin",
  "/fr/signup",
  "/fr/forgot-password",
  "/fr/reset-password",
  "/fr/reset-password?token=unknown",
  `/fr/orders/${token}`,
  "/fr/checkout",
];

/** The French account and admin pages, signed in as an administrator who placed an order. */
const adminPages = (event: number, order: string, message: number) => [
  "/fr/account/orders",
  `/fr/account/orders/${order}`,
  "/fr/admin",
  "/fr/admin/users",
  "/fr/admin/orders",
  `/fr/admin/orders/${order}`,
  "/fr/admin/messages",
  `/fr/admin/messages/${message}`,
  "/fr/admin/newsletter",
  "/fr/admin/outbox",
  "/fr/admin/events/new",
  `/fr/admin/events/${event}`,
  `/fr/admin/events/${event}/attendees`,
];

/** What the test made, in French words so that the data is not mistaken for untranslated copy. */
const event = {
  title: uniqueTitle("Coupe d'été"),
  date: "2035-07-15",
  location: "Centre sportif Pan Am, Toronto",
  description: "Une journée de handball pour tous les âges, en équipes mixtes.",
};

type Findings = { english: string[]; links: string[]; a11y: string[] };

/** Reads the page as it is now: English catalogue texts, links out of French, and axe's findings. */
async function check(page: Page, what: string, english: EnglishTexts, data: string[], found: Findings) {
  await page.waitForLoadState("networkidle");
  expect(await page.locator("html").getAttribute("lang"), `<html lang> of ${what}`).toBe("fr");
  for (const text of await englishOn(page, english, data)) found.english.push(`${what}: ${text}`);
  for (const link of await linksOutOfFrench(page)) found.links.push(`${what}: ${link}`);
  try {
    await expectNoViolations(page, what);
  } catch (error) {
    // Every page is read before the test fails, so one run lists every page's violations.
    found.a11y.push((error as Error).message.split("\n\nExpected")[0] ?? what);
  }
}

async function crawl(page: Page, visits: Visit[], english: EnglishTexts, data: string[], found: Findings) {
  for (const visit of visits) {
    const [path, status] = typeof visit === "string" ? [visit, 200] : visit;
    const response = await page.goto(path);
    expect(response?.status(), `status of ${path}`).toBe(status);
    await check(page, path, english, data, found);
  }
}

/** English catalogue texts, internal links that lead out of French, accessibility violations. */
function expectNothingFound(found: Findings) {
  expect(found, "what the French pages should not have").toEqual({ english: [], links: [], a11y: [] });
}

test("every French page speaks French, links to French pages and passes axe", async ({
  page,
  admin,
  newDevice,
}) => {
  const english = await englishCatalogueTexts();
  resetRateLimits(["contact"]);
  const eventId = await createEventVia(page.request, event);
  const attendee = uniqueName("Camille");
  await registerVia(page.request, eventId, { name: attendee, email: uniqueEmail("participant") });
  const token = placedToken(
    await postCheckout(
      page.request,
      checkoutForm({ ...newBuyer("acheteur"), email: admin.email }, [
        { productId: "blue-training-ball", size: null, quantity: 1 },
      ]),
    ),
  );
  const order = `HB-${String(orderByToken(token).id).padStart(6, "0")}`;
  const subject = `Question ${Date.now().toString(36)}`;
  const sent = await postForm(page.request, "/fr/contact", {
    firstName: "Camille",
    lastName: "Gagnon",
    email: uniqueEmail("auteur"),
    subject,
    message: "Bonjour, y a-t-il un programme pour les adultes?",
  });
  expect(sent.status()).toBeLessThan(400);
  const messageId = withDb(
    (db) =>
      (db.prepare("SELECT id FROM contact_messages WHERE subject = ?").get(subject) as { id: number }).id,
  );
  // What people and administrators typed, the demo events and the products are data, not catalogue texts
  // (the products have no French names yet: another change of issue 13 gives them theirs).
  const data = [...storedWords(), ...Object.values(SITE)];
  const found: Findings = { english: [], links: [], a11y: [] };
  const problems = watchConsole(page);

  const visitor = await newDevice();
  const visitorProblems = watchConsole(visitor.page);
  await crawl(visitor.page, publicPages(eventId, token), english, data, found);

  // The cart drawer, open over a product page, then the checkout with the cart's product in it.
  await visitor.page.goto("/fr/shop/blue-training-ball");
  await visitor.page.waitForLoadState("networkidle");
  await visitor.page.getByRole("main").getByRole("button", { name: "Ajouter au panier" }).click();
  await visitor.page
    .getByRole("banner")
    .getByRole("link", { name: /^Panier/ })
    .click();
  await expect(visitor.page.getByRole("dialog", { name: "Votre panier" })).toBeVisible();
  await check(visitor.page, "the cart drawer", english, data, found);
  await visitor.page.getByRole("dialog").getByRole("link", { name: "Passer à la caisse" }).click();
  await expect(visitor.page).toHaveURL("/fr/checkout");
  await check(visitor.page, "/fr/checkout with a product", english, data, found);

  const missing = await visitor.page.goto("/fr/no-such-page");
  expect(missing?.status()).toBe(404);
  await check(visitor.page, "the French 404 page", english, data, found);

  await crawl(page, adminPages(eventId, order, messageId), english, data, found);

  expectNothingFound(found);
  expect([...visitorProblems, ...problems], "console errors on French pages").toEqual([]);
});
