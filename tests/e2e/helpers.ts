import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { BASE_URL } from "./env";

export { expect };

/** The public pages of the foundation, with the heading each one must show. */
export const publicPages = [
  { path: "/", name: "home" },
  { path: "/about", name: "about" },
  { path: "/faq", name: "faq" },
  { path: "/jobs", name: "jobs" },
  { path: "/terms", name: "terms" },
  { path: "/privacy", name: "privacy" },
  { path: "/contact", name: "contact" },
] as const;

export const navLinks = [
  { name: "Home", href: "/" },
  { name: "About", href: "/about" },
  { name: "Events", href: "/events" },
  { name: "Calendar", href: "/calendar" },
  { name: "Contact", href: "/contact" },
  { name: "Shop", href: "/shop" },
  { name: "Sign In", href: "/signin" },
  { name: "Sign Up", href: "/signup" },
] as const;

const siteOrigin = new URL(BASE_URL).origin;

export function isOffsite(url: string) {
  if (/^(data|blob|about|chrome-error):/.test(url)) return false;
  return new URL(url).origin !== siteOrigin;
}

/** Records every request of the page that leaves the site; the test can stop the recording before it
 * deliberately loads a third-party frame. Offsite requests are answered locally, never sent. */
export type Offsite = { urls: string[]; stop: () => void };

export const test = base.extend<{ offsite: Offsite }>({
  offsite: [
    async ({ page }, use) => {
      const state = { recording: true };
      const offsite: Offsite = { urls: [], stop: () => (state.recording = false) };
      page.on("request", (request) => {
        if (state.recording && isOffsite(request.url())) offsite.urls.push(request.url());
      });
      // A third-party frame gets a blank stand-in: the tests never depend on the Internet.
      await page.route(
        (url) => isOffsite(url.href),
        (route) =>
          route.fulfill({
            status: 200,
            contentType: "text/html",
            body: "<!doctype html><title>stand-in</title><p>stand-in</p>",
          }),
      );
      await use(offsite);
      expect(offsite.urls, "requests that left the site before the visitor asked for an embed").toEqual([]);
    },
    { auto: true },
  ],
});

/** The main navigation that is visible at the current viewport (the desktop bar or the open phone menu). */
export function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main" });
}

export function phoneMenu(page: Page) {
  return page.locator("header details").filter({ has: page.locator("summary", { hasText: "Menu" }) });
}

/** Presses Tab until `target` has the focus; fails after `max` presses. */
export async function tabUntilFocused(page: Page, target: Locator, max = 15) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Parses a Content-Security-Policy header into directive → values. */
export function parseCsp(header: string) {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The WCAG levels axe checks on every page. */
export const a11yTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe on the page as it is now and fails with a readable list of what it found. */
export async function expectNoViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(a11yTags).analyze();
  const report = results.violations
    .map(
      (v) =>
        `- ${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.replace(/\s+/g, " ")}`)
          .join("\n")}`,
    )
    .join("\n");
  expect(results.violations.length, `accessibility violations on ${what}:\n${report}`).toBe(0);
}
