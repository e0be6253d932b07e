// Page helpers of the browser tests: where things are on a page (main content, navigation, fields,
// toasts), what a signed-in or signed-out page shows, the route table, CSP parsing and axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import routes from "../../app/routes";
import { BASE_URL } from "./env";

/** The public pages of the foundation. */
export const publicPaths = ["/", "/about", "/faq", "/jobs", "/terms", "/privacy", "/contact"] as const;

/** The main navigation's links, in order, as [name, target]. */
export const navLinks = (
  [
    ["Home", "/"],
    ["About", "/about"],
    ["Events", "/events"],
    ["Calendar", "/calendar"],
    ["Membership", "/membership"],
    ["Contact", "/contact"],
    ["Shop", "/shop"],
    ["Sign In", "/signin"],
    ["Sign Up", "/signup"],
  ] as const
).map(([name, href]) => ({ name, href }));

const siteOrigin = new URL(BASE_URL).origin;

export function isOffsite(url: string) {
  if (/^(data|blob|about|chrome-error):/.test(url)) return false;
  return new URL(url).origin !== siteOrigin;
}

/** The page's main content, where most tests look. */
export function main(page: Page): Locator {
  return page.getByRole("main");
}

/** The main navigation that is visible at the current viewport (the desktop bar or the open phone menu). */
export function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main" });
}

/** Opens the wide bar's account menu (signed in, the account's pages and Logout fold into it). */
export async function openAccountMenu(page: Page, name = "My Account") {
  const summary = mainNav(page).locator("summary", { hasText: name });
  if (!(await summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open))) await summary.click();
  return mainNav(page);
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
const a11yTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe on the page once it has loaded and hydrated, and fails with a readable list of what it found.
 * Not sooner: after a full page load (a plain link, a form without scripts) the heading a test waited for
 * can be in the DOM before the stylesheet applies, and axe then measures unstyled text (a CI run saw the
 * bar's links 17 px tall, the browser's default font without the padding).
 *
 * In axe's "legacy" mode: axe.run in the page itself. The default mode runs axe in every frame, then opens
 * a blank page of its own to join the frames' results, which cost about half of each check (the French
 * crawl's 90 checks: 115 s, 67 s in this mode). The site's pages have no frames until a visitor asks for an
 * embed (click-to-load.tsx), and that frame's page is a third party's, which axe would not check anyway.
 */
export async function expectNoViolations(page: Page, what: string) {
  await page.waitForLoadState("load");
  await hydrated(page);
  const results = await new AxeBuilder({ page }).withTags(a11yTags).setLegacyMode().analyze();
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

type RouteEntry = { path?: string; children?: RouteEntry[] };

/** Every path of the site's route table, as written there ("admin/events/:id"). */
export function routePaths(entries: readonly RouteEntry[] = routes, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [full, ...routePaths(entry.children ?? [], full)];
  });
}

/**
 * Opens the page and waits until it has hydrated, so forms are checked in the browser. Not "networkidle",
 * which adds half a second of silence to every page and waits for nothing the page needs: what loads later
 * (the cart drawer, a form's schema) loads on use, and the test's next expectation waits for it.
 */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/**
 * Waits until React has hydrated the page (app/root.tsx marks <html data-hydrated>): its scripts loaded is
 * not enough on a busy machine, where a form submitted before hydration goes to the server. At once when
 * the page runs no scripts (JavaScript off, or a page without them). A page whose scripts start on first use
 * (decision 074) is given a first sign of use, a key pressed as a visitor's would be.
 */
export async function hydrated(page: Page) {
  const scripts = await page.evaluate(() => ({
    any: "__reactRouterContext" in window,
    waiting:
      document.documentElement.dataset.scripts === "first-use" &&
      !document.querySelector('script[type="module"]'),
  }));
  if (!scripts.any) return;
  if (scripts.waiting) await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The script files the page fetches from now on (a reading page fetches none, decision 073). */
export function scriptRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return urls;
}

/** The toast with this title in the notifications region. */
export function toast(page: Page, title: string) {
  return page
    .getByRole("region", { name: "Notifications" })
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) });
}

export async function expectToast(
  page: Page,
  { title, description }: { title: string; description?: string },
  variant: "default" | "destructive" = "default",
) {
  const item = toast(page, title);
  await expect(item).toBeVisible();
  if (description) await expect(item).toContainText(description);
  await expect(item).toHaveAttribute("data-variant", variant);
}

export async function expectSignedIn(page: Page, { admin = false } = {}) {
  const nav = await openAccountMenu(page);
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Sign Up" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(admin ? 1 : 0);
  await expect(nav.getByRole("link", { name: "Users", exact: true })).toHaveCount(admin ? 1 : 0);
}

export async function expectSignedOut(page: Page) {
  const nav = mainNav(page);
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign Up" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Logout" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  await expect(nav.locator("summary", { hasText: "My Account" })).toHaveCount(0);
}

/** The input labelled `label` in the page's main content. */
export function field(page: Page, label: string) {
  return page.getByRole("main").getByLabel(label, { exact: true });
}

/** The field is marked invalid and its description (the message under it) is `message`. */
export async function expectFieldError(page: Page, label: string, message: string) {
  await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, label)).toHaveAccessibleDescription(message);
}

export async function expectFieldValid(page: Page, label: string) {
  await expect(field(page, label)).not.toHaveAttribute("aria-invalid");
  await expect(field(page, label)).toHaveAccessibleDescription("");
}
