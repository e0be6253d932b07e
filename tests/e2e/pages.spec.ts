import type { Page, Response } from "@playwright/test";
import { BASE_URL, SITE } from "./env";
import { expect, test } from "./fixtures";
import { mainNav, navLinks, publicPaths } from "./helpers";

function main(page: Page) {
  return page.getByRole("main");
}

async function open(page: Page, path: string) {
  const response = (await page.goto(path)) as Response;
  expect(response.status(), `status of ${path}`).toBe(200);
  return response;
}

test.describe("home", () => {
  test("shows the hero, the buttons and the welcome headline", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Welcome to ${SITE.name}`);
    await expect(main(page).getByRole("link", { name: "Learn More" }).first()).toHaveAttribute(
      "href",
      "/about",
    );
    await expect(main(page).getByRole("link", { name: "Upcoming Events" })).toHaveAttribute(
      "href",
      "/events",
    );

    // The next events (the seeded ones are weeks ahead), a few cards each linking to its page.
    const next = main(page).getByRole("region", { name: "Coming up" });
    const cards = next.getByRole("listitem");
    await expect(cards).toHaveCount(3);
    await expect(next.getByRole("link", { name: "See all events" })).toHaveAttribute("href", "/events");
    const first = cards.first().getByRole("link");
    const title = (await first.textContent()) as string;
    await expect(cards.first()).toContainText(/day, \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]\.m\. – /);
    await first.click();
    await expect(page).toHaveURL(/\/events\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    // In French the association's French name reads right after « à » and « de ».
    await open(page, "/fr/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bienvenue à ${SITE.nameFr}`);
    await expect(page.getByRole("banner")).toContainText("Association de handball de l'Ontario");
    await open(page, "/fr/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`À propos de ${SITE.nameFr}`);
  });

  test("loads the intro video only after the visitor presses play", async ({ page, offsite }) => {
    await open(page, "/");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(offsite.urls).toEqual([]);

    offsite.stop();
    await page.getByRole("link", { name: "Play the introduction video" }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", SITE.introVideoUrl);
    await expect(frame).toHaveAttribute("title", /.+/);
  });

  test("shows three testimonials, the sponsor tiers and the community block", async ({ page }) => {
    await open(page, "/");
    const testimonials = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "What our members say" }) });
    await expect(testimonials.locator("blockquote")).toHaveCount(3);
    for (const quote of await testimonials.locator("blockquote").all()) {
      await expect(quote).toHaveText(/\w{3,}/);
    }

    for (const tier of ["Platinum", "Gold", "Silver"]) {
      const slot = main(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: tier, exact: true }) });
      await expect(slot).toHaveCount(1);
      await expect(slot).toContainText("Coming Soon");
    }

    const join = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Join Our Community" }) });
    await expect(join.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(join.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");
  });
});

test.describe("information pages", () => {
  test("about explains the game, the court, the board and how to support", async ({ page }) => {
    await open(page, "/about");
    const text = await main(page).innerText();
    expect(text).toContain("40m x 20m");
    expect(text).toMatch(/\b(seven|7)\b[^.]*players/i);
    for (const measure of ["2m", "3m", "6m", "9m", "7m"]) {
      expect(text, `court specification ${measure}`).toMatch(new RegExp(`(^|[^\\d.])${measure}\\b`));
    }
    for (const title of [
      "President",
      "Director",
      "Treasurer",
      "Technical Director",
      "Operational & Communication Manager",
    ]) {
      await expect(main(page).getByText(title, { exact: true }), `board title ${title}`).toHaveCount(1);
    }
    for (const [card, other] of [
      ["Donations", "Sponsorship"],
      ["Sponsorship", "Donations"],
    ]) {
      const heading = main(page).getByRole("heading", { name: card, exact: true });
      await expect(heading).toBeVisible();
      // The closest ancestor holding a link to /contact is the card itself, not a wrapper of both cards.
      const box = heading.locator("xpath=ancestor::*[.//a[@href='/contact']][1]");
      await expect(box.getByRole("heading", { name: other, exact: true })).toHaveCount(0);
      await expect(box.locator("a[href='/contact']").first()).toBeVisible();
    }
  });

  test("faq lists the eight questions and links to contact", async ({ page }) => {
    await open(page, "/faq");
    const questions = main(page).locator("details > summary");
    await expect(questions).toHaveCount(8);
    const topics = [
      /handball/i,
      /join/i,
      /beginner/i,
      /equipment/i,
      /compet/i,
      /volunteer/i,
      /coach/i,
      /sponsor/i,
    ];
    for (const [i, topic] of topics.entries()) {
      await expect(questions.nth(i)).toHaveText(topic);
    }
    await expect(main(page).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("jobs lists the volunteer roles and benefits", async ({ page }) => {
    await open(page, "/jobs");
    const text = await main(page).innerText();
    expect(text).toMatch(/no paid positions/i);
    for (const role of [
      /event coordinators?/i,
      /assistant coach(es)?/i,
      /social media content creators?/i,
      /referees and scorekeepers/i,
      /administrative support/i,
    ]) {
      expect(text, `volunteer role ${role}`).toMatch(role);
    }
    for (const benefit of [/skill development/i, /community engagement/i, /recognition/i, /training/i]) {
      expect(text, `benefit ${benefit}`).toMatch(benefit);
    }
    await expect(main(page).locator("a[href='/contact']").first()).toBeVisible();
  });

  for (const path of ["/terms", "/privacy"]) {
    test(`${path} shows its last update`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(main(page)).toContainText("May 11, 2025");
    });
  }

  test("contact has the form, the details, the social links and a map on demand", async ({
    page,
    offsite,
  }) => {
    await open(page, "/contact");
    for (const label of ["First Name", "Last Name", "Email", "Subject", "Message"]) {
      const field = main(page).getByLabel(label, { exact: true });
      await expect(field, `field ${label}`).toBeVisible();
      await expect(field).toHaveAttribute("required", "");
    }
    await expect(main(page).getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(main(page).getByLabel("Message", { exact: true })).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(main(page).getByRole("link", { name: SITE.email })).toHaveAttribute(
      "href",
      `mailto:${SITE.email}`,
    );
    await expect(main(page).getByRole("link", { name: SITE.phone })).toHaveAttribute(
      "href",
      /^tel:\+?\d{10,11}$/,
    );
    await expect(main(page).getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      SITE.facebookUrl,
    );
    await expect(main(page).getByRole("link", { name: "Instagram" })).toHaveAttribute(
      "href",
      SITE.instagramUrl,
    );
    await expect(main(page).getByRole("link", { name: "YouTube" })).toHaveAttribute("href", SITE.youtubeUrl);

    await page.waitForLoadState("networkidle");
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(offsite.urls).toEqual([]);
    offsite.stop();
    await main(page).getByRole("link", { name: "Show the map" }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", SITE.mapEmbedUrl);
  });
});

test.describe("every page", () => {
  test("has a unique title, a description, a canonical URL and Open Graph tags", async ({
    page,
    request,
  }) => {
    const titles = new Map<string, string>();
    for (const path of publicPaths) {
      await open(page, path);
      const title = await page.title();
      expect(title.trim(), `title of ${path}`).not.toBe("");
      expect(titles.get(title), `${path} has the same title as another page`).toBeUndefined();
      titles.set(title, path);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{3,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${BASE_URL}${path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\//);
    }
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const response = await request.get(image as string);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });

  for (const path of publicPaths) {
    test(`${path} shows the navigation bar and the footer`, async ({ page }) => {
      await open(page, path);
      const nav = mainNav(page);
      for (const link of navLinks) {
        await expect(nav.getByRole("link", { name: link.name, exact: true }), link.name).toHaveAttribute(
          "href",
          link.href,
        );
      }

      const footer = page.getByRole("contentinfo");
      await expect(footer.locator("dt")).toHaveText(["Mon-Fri", "Sat", "Sun"]);
      await expect(footer.locator("dd")).toHaveText(["9AM-6PM", "10AM-4PM", "Closed"]);
      const quick = footer.getByRole("navigation");
      const quickLinks: Array<[string, string]> = [
        ["About Us", "/about"],
        ["Events", "/events"],
        ["Calendar", "/calendar"],
        ["Contact", "/contact"],
        ["FAQ", "/faq"],
        ["Jobs", "/jobs"],
        ["Privacy Policy", "/privacy"],
        ["Terms of Use", "/terms"],
      ];
      for (const [name, href] of quickLinks) {
        await expect(quick.getByRole("link", { name, exact: true }), name).toHaveAttribute("href", href);
      }
      await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", SITE.facebookUrl);
      await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute(
        "href",
        SITE.instagramUrl,
      );
      await expect(footer.getByRole("link", { name: "YouTube" })).toHaveAttribute("href", SITE.youtubeUrl);
      await expect(footer.getByRole("link", { name: SITE.phone })).toHaveAttribute(
        "href",
        /^tel:\+?\d{10,11}$/,
      );
      await expect(footer.getByRole("link", { name: SITE.email })).toHaveAttribute(
        "href",
        `mailto:${SITE.email}`,
      );
      const year = new Date().getFullYear();
      await expect(footer).toContainText(new RegExp(`©\\s*${year}\\b`));
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page renders and the video still loads on demand", async ({ page, offsite }) => {
    await open(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Welcome to ${SITE.name}`);
    await expect(mainNav(page).getByRole("link", { name: "About", exact: true })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Mon-Fri");
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(offsite.urls).toEqual([]);
    offsite.stop();
    await page.getByRole("link", { name: "Play the introduction video" }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", SITE.introVideoUrl);
  });

  test("the FAQ renders and a question opens", async ({ page }) => {
    await open(page, "/faq");
    const first = main(page).locator("details").first();
    const answer = first.locator(":scope > :not(summary)").first();
    await expect(answer).toBeHidden();
    await first.locator("summary").click();
    await expect(answer).toBeVisible();
    await expect(answer).toHaveText(/\w{3,}/);
  });
});

test.describe("for search engines", () => {
  test("sitemap.xml lists the public pages", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^(application|text)\/xml\b/);
    const body = await response.text();
    expect(body).toMatch(/^<\?xml /);
    for (const path of ["/", "/about", "/faq"]) {
      expect(body).toContain(`<loc>${BASE_URL}${path}</loc>`);
    }
  });

  test("robots.txt points to the sitemap and keeps crawlers out of admin", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain\b/);
    const body = await response.text();
    expect(body).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
    expect(body).toMatch(/^Disallow: \/admin$/m);
  });
});
