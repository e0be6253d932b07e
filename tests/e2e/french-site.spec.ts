// The French site: a crawl of every French page (no English catalogue text, no link out of French, axe),
// and the language mechanics (switcher, <html lang>, hreflang, sitemap, robots.txt, the home's redirect
// by Accept-Language and the `lang` cookie, the .ics feeds). Events of this file are in 2035, a year no
// other spec uses.
import type { Page } from "@playwright/test";
import { uniqueEmail, uniqueName } from "./accounts";
import { currentSeasonInDb, insertMembershipInDb, resetRateLimits, userByEmail, withDb } from "./db";
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
import { expectNoViolations, hydrated, open } from "./helpers";
import { postForm } from "./http";
import { makeCardMember, verifyPath } from "./member-card";
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
  `/fr/events/${event}/waitlist`,
  "/fr/calendar",
  "/fr/calendar?month=2035-07&day=2035-07-15",
  "/fr/shop",
  "/fr/shop?category=handballs",
  "/fr/shop/white-court-shoes",
  "/fr/membership",
  // The seed's demo league and its first team (scripts/lib/seed-competition.ts).
  "/fr/competitions",
  "/fr/competitions/1",
  "/fr/competitions/1/teams/1",
  // The seed's first news post: its bare number moves to its address with words.
  "/fr/news",
  "/fr/news/1",
  "/fr/signin",
  "/fr/signup",
  "/fr/forgot-password",
  "/fr/reset-password",
  "/fr/reset-password?token=unknown",
  `/fr/orders/${token}`,
  "/fr/checkout",
];

/** The French account and admin pages, signed in as an administrator who placed an order. */
const adminPages = (event: number, order: string, message: number, member: string) => [
  "/fr/account/orders",
  "/fr/account/registrations",
  "/fr/membership",
  "/fr/membership/join",
  "/fr/membership/join?who=child",
  `/fr/membership/joined/${member}`,
  `/fr/account/orders/${order}`,
  "/fr/account/language",
  "/fr/account/data",
  "/fr/admin",
  "/fr/admin/users",
  "/fr/admin/orders",
  `/fr/admin/orders/${order}`,
  "/fr/admin/payments",
  "/fr/admin/products",
  "/fr/admin/products/new",
  "/fr/admin/products/white-court-shoes",
  "/fr/admin/messages",
  `/fr/admin/messages/${message}`,
  "/fr/admin/newsletter",
  "/fr/admin/outbox",
  "/fr/admin/events/new",
  `/fr/admin/events/${event}`,
  `/fr/admin/events/${event}/attendees`,
  // The membership set-up; the seed made season, type and club 1.
  "/fr/admin/memberships",
  "/fr/admin/memberships/seasons/1",
  "/fr/admin/memberships/types",
  "/fr/admin/memberships/types/1",
  "/fr/admin/memberships/clubs",
  "/fr/admin/memberships/clubs/1",
  "/fr/admin/memberships/documents",
  "/fr/admin/memberships/documents/concussion",
  "/fr/admin/members",
  `/fr/admin/members/${member}`,
  "/fr/admin/members/report",
  "/fr/admin/competitions",
  "/fr/admin/competitions/venues",
  "/fr/admin/competitions/teams",
  "/fr/admin/competitions/1/fixtures/1/officials",
  "/fr/account",
  "/fr/account/email-preferences",
  "/fr/admin/announcements",
  "/fr/admin/announcements/new",
  "/fr/admin/news",
  "/fr/admin/news/new",
  "/fr/admin/sponsors",
  "/fr/admin/sponsors/new",
  // The seed's board (scripts/lib/seed-association.ts).
  "/fr/admin/board",
  "/fr/admin/board/1",
  "/fr/admin/site-texts",
  "/fr/admin/site-texts/home",
  "/fr/admin/site-texts/about",
  "/fr/admin/site-texts/faq",
];

/** What the test made, in French words so that the data is not mistaken for untranslated copy. */
const event = {
  title: uniqueTitle("Coupe d'été"),
  date: "2035-07-15",
  location: "Centre sportif Pan Am, Toronto",
  description: "Une journée de handball pour tous les âges, en équipes mixtes.",
};

type Findings = { english: string[]; links: string[]; hreflang: string[]; a11y: string[] };

/** The page's language versions, which must be this page in French, its English twin, and x-default. */
async function hreflangOf(page: Page) {
  const { origin, pathname } = new URL(page.url());
  const english = `${origin}${pathname.replace(/^\/fr(\/|$)/, "/")}`;
  const expected = { en: english, fr: `${origin}${pathname}`, "x-default": english };
  const actual = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
    );
  return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [`${JSON.stringify(actual)}`];
}

const NOT_FOUND = "the French 404 page";

/** The words stored in the database as the page is read: data, not catalogue texts. */
type Data = () => string[];

/** Reads the page as it is now: English texts, links out of French, language versions, axe's findings. */
async function check(page: Page, what: string, english: EnglishTexts, data: Data, found: Findings) {
  await test.step(what, () => read(page, what, english, data, found));
}

async function read(page: Page, what: string, english: EnglishTexts, data: Data, found: Findings) {
  await hydrated(page);
  expect(await page.locator("html").getAttribute("lang"), `<html lang> of ${what}`).toBe("fr");
  for (const text of await englishOn(page, english, data())) found.english.push(`${what}: ${text}`);
  for (const link of await linksOutOfFrench(page)) found.links.push(`${what}: ${link}`);
  // A 404 has no other-language version to name.
  if (what !== NOT_FOUND)
    for (const wrong of await hreflangOf(page)) found.hreflang.push(`${what}: ${wrong}`);
  try {
    await expectNoViolations(page, what);
  } catch (error) {
    // Every page is read before the test fails, so one run lists every page's violations.
    found.a11y.push((error as Error).message.split("\n\nExpected")[0] ?? what);
  }
}

async function crawl(page: Page, visits: Visit[], english: EnglishTexts, data: Data, found: Findings) {
  for (const visit of visits) {
    const [path, status] = typeof visit === "string" ? [visit, 200] : visit;
    const response = await page.goto(path);
    expect(response?.status(), `status of ${path}`).toBe(status);
    await check(page, path, english, data, found);
  }
}

/** English catalogue texts, links out of French, wrong language versions, accessibility violations. */
function expectNothingFound(found: Findings) {
  expect(found, "what the French pages should not have").toEqual({
    english: [],
    links: [],
    hreflang: [],
    a11y: [],
  });
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
  // A minor with a guardian and consents, as the join flow makes one.
  const member = insertMembershipInDb({
    userId: userByEmail(admin.email).id,
    firstName: "Léa",
    lastName: "Bouchard",
    dateOfBirth: "2015-05-31",
    guardian: { name: "Camille Bouchard", email: uniqueEmail("tutrice") },
    seasonId: currentSeasonInDb().id,
    type: "Youth player",
    club: null,
    consents: [{ kind: "waiver", name: "Camille Bouchard", email: uniqueEmail("tutrice"), role: "guardian" }],
  }).number;
  // What people and administrators typed, the demo events and the products are data, not catalogue texts.
  // Read again for
  // each page: the other tests running beside this one store more (the outbox's English subjects).
  const data = () => [...storedWords(), ...Object.values(SITE)];
  const found: Findings = { english: [], links: [], hreflang: [], a11y: [] };
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
  await check(visitor.page, NOT_FOUND, english, data, found);

  await crawl(page, adminPages(eventId, order, messageId, member), english, data, found);
  // A member's card, managed by the administrator's account, and its public verification page.
  const cardMember = makeCardMember(admin.email, { firstName: "Camille" });
  await crawl(
    page,
    [`/fr/membership/card/${cardMember}`, verifyPath(cardMember, "/fr")],
    english,
    data,
    found,
  );

  expectNothingFound(found);
  expect([...visitorProblems, ...problems], "console errors on French pages").toEqual([]);
});

test("the crawl's reading finds English catalogue texts and English links on an English page", async ({
  page,
}) => {
  await open(page, "/events");
  const found = (await englishOn(page, await englishCatalogueTexts(), [])).map(
    (text) => text.split(" in: ")[0],
  );
  expect(found).toEqual(expect.arrayContaining(['"Events & Tournaments"', '"Upcoming Events"', '"Contact"']));
  expect(await linksOutOfFrench(page)).toEqual(expect.arrayContaining(["link /events", "link /about"]));
});

test.describe("the language of a page", () => {
  const browser = {
    "User-Agent":
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  };
  const french = { ...browser, "Accept-Language": "fr-CA,fr;q=0.9" };

  test("the switcher leads to the same page in the other language, query string kept, and back", async ({
    page,
  }) => {
    const query = "?month=2035-07&day=2035-07-15";
    await page.goto(`/calendar${query}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const toFrench = page.getByRole("banner").getByRole("link", { name: "Français" });
    await expect(toFrench).toHaveAttribute("hreflang", "fr");
    await expect(toFrench).toHaveAttribute("lang", "fr");
    await toFrench.click();
    await expect(page).toHaveURL(`/fr/calendar${query}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendrier");

    const toEnglish = page.getByRole("banner").getByRole("link", { name: "English" });
    await expect(toEnglish).toHaveAttribute("hreflang", "en");
    await toEnglish.click();
    await expect(page).toHaveURL(`/calendar${query}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the switcher's choice is remembered: a fresh visit of / goes where the cookie says", async ({
    page,
  }) => {
    const language = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value;
    await page.goto("/about");
    await page.getByRole("banner").getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL("/fr/about");
    expect(await language()).toBe("fr");
    await page.goto("/");
    await expect(page).toHaveURL("/fr/");

    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/");
    expect(await language()).toBe("en");
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a first visit of / is offered French by Accept-Language, unless a cookie says otherwise; never a crawler", async ({
    newPerson,
  }) => {
    const api = await newPerson();
    const home = (headers: Record<string, string>) => api.get("/", { headers, maxRedirects: 0 });

    const offered = await home(french);
    expect(offered.status()).toBe(302);
    expect(offered.headers().location).toBe("/fr/");
    expect((await home({ ...french, Cookie: "lang=en" })).status()).toBe(200);
    expect(
      (await home({ ...browser, "Accept-Language": "en-CA,en;q=0.9", Cookie: "lang=fr" })).headers().location,
    ).toBe("/fr/");
    expect((await home({ ...browser, "Accept-Language": "en-CA,en;q=0.9" })).status()).toBe(200);
    const googlebot = {
      "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Accept-Language": "fr-CA,fr;q=0.9",
    };
    expect((await home(googlebot)).status()).toBe(200);
  });

  test("every page names its English and French versions and x-default with absolute addresses", async ({
    newPerson,
  }) => {
    const api = await newPerson();
    const alternates = async (path: string) => {
      const html = await (await api.get(path)).text();
      return Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/g)].map((m) => [
          m[1],
          m[2],
        ]),
      );
    };
    for (const path of [
      "/",
      "/about",
      "/events",
      "/calendar",
      "/shop",
      "/shop/blue-training-ball",
      "/signin",
    ]) {
      const versions = {
        en: `${BASE_URL}${path}`,
        fr: `${BASE_URL}/fr${path}`,
        "x-default": `${BASE_URL}${path}`,
      };
      expect(await alternates(path), `alternates of ${path}`).toEqual(versions);
      expect(await alternates(`/fr${path}`), `alternates of /fr${path}`).toEqual(versions);
      const html = await (await api.get(`/fr${path}`)).text();
      expect(html, `<html lang> of /fr${path}`).toMatch(/<html lang="fr"/);
    }
  });

  test("the sitemap lists the French pages, robots.txt keeps French admin pages out", async ({
    newPerson,
  }) => {
    const api = await newPerson();
    const sitemap = await (await api.get("/sitemap.xml")).text();
    for (const path of ["/fr/", "/fr/about", "/fr/events", "/fr/calendar", "/fr/shop", "/fr/contact"]) {
      expect(sitemap, `sitemap entry of ${path}`).toContain(`<loc>${BASE_URL}${path}</loc>`);
    }
    const robots = (await (await api.get("/robots.txt")).text()).split("\n");
    expect(robots).toContain("Disallow: /fr/admin");
    expect(robots).toContain("Disallow: /admin");
  });

  test("the French calendar feeds answer in iCalendar", async ({ newPerson, createEvent }) => {
    const api = await newPerson();
    const { id } = await createEvent({ tag: "Tournoi des fêtes", date: "2035-12-14" });
    for (const path of ["/fr/calendar.ics", `/fr/events/${id}.ics`]) {
      const response = await api.get(path);
      expect(response.status(), `status of ${path}`).toBe(200);
      expect(response.headers()["content-type"], `type of ${path}`).toMatch(/^text\/calendar/);
      expect(await response.text()).toContain("BEGIN:VCALENDAR");
    }
  });
});
