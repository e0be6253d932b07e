// Reading pages (decision 073): the pages whose every part works as the server renders it are sent without
// the framework's scripts. They load no script file and no loader data; their links, menus and forms work
// as plain HTML; the cart's count still shows on them; a toast the server set leaves after its time; and a
// page with scripts reaches them by a client-side navigation as before.
import { common } from "~/texts/en/common";
import { newsletter } from "~/texts/en/newsletter";
import { common as commonFr } from "~/texts/fr/common";
import { expect, test } from "./fixtures";
import {
  expectNoViolations,
  expectToast,
  main,
  mainNav,
  open,
  phoneMenu,
  scriptRequests,
  toast,
} from "./helpers";
import { expectBadge, storedLine } from "./shop-helpers";

const readingPaths = [
  "/",
  "/about",
  "/faq",
  "/jobs",
  "/terms",
  "/privacy",
  "/news",
  "/news/1",
  "/membership",
  "/competitions",
  "/competitions/1",
  "/competitions/1/teams/1",
  "/competitions/1/scorers",
  // For visitors only: a signed-in member's events page has the registration dialog (below).
  "/events",
];

test("a reading page, in either language, carries no module script, no preload and no loader data", async ({
  request,
}) => {
  for (const path of readingPaths.flatMap((p) => [p, p === "/" ? "/fr" : `/fr${p}`])) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    const html = await answer.text();
    expect(html, `${path}: a module script`).not.toMatch(/type="(module|text\/x-deferred-module)"/);
    expect(html, `${path}: a module preload`).not.toContain("modulepreload");
    expect(html, `${path}: the router's data`).not.toContain("__reactRouterContext");
  }
  // The pages with something only scripts do keep them: the calendar's month and day changes in place,
  // the cart, the contact form's checks in the browser, the event page's registration form. All but the
  // checkout start them on the visitor's first use (decision 074, first-use.spec.ts).
  for (const path of [
    "/calendar",
    "/shop",
    "/shop/white-court-shoes",
    "/contact",
    "/checkout",
    "/events/1",
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("__reactRouterContext");
    expect(html.includes('data-scripts="first-use"'), `${path} starts its scripts on first use`).toBe(
      path !== "/checkout",
    );
  }
});

test("a signed-in member's events page loads its scripts, for the registration dialog", async ({
  page,
  member,
}) => {
  void member;
  const html = await (await page.request.get("/events")).text();
  expect(html).toContain("__reactRouterContext");
  expect(html, "no visitor's toast template").not.toContain('id="toast-auth-required"');
  expect(await (await page.request.get("/about")).text()).not.toContain("__reactRouterContext");
});

test("a visitor reads, opens the menu and subscribes from a reading page without loading a script file", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptRequests(page);
  await open(page, "/news");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The phone's menu is a <details>: it opens, and its links are plain links.
  await phoneMenu(page).locator("summary").click();
  await mainNav(page).getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL("/about");

  // The footer's form posts, and the server's toast shows on the page it came back to.
  const footer = page.getByRole("contentinfo").getByRole("region", { name: "Newsletter" });
  await footer.getByLabel("Email", { exact: true }).fill(`reader-${Date.now()}@example.com`);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL("/about");
  await expectToast(page, newsletter.checkInbox);
  await expectNoViolations(page, "/about with a toast, without scripts");

  // Without scripts, CSS takes the toast away after the toaster's 5 seconds: the animation is run to its
  // end here rather than waited for.
  const item = toast(page, newsletter.checkInbox.title);
  expect(
    await item.evaluate((li) => li.getAnimations().map((a) => (a.effect?.getTiming().delay ?? 0) as number)),
  ).toEqual([5000]);
  await item.evaluate((li) => {
    for (const animation of li.getAnimations()) animation.finish();
  });
  await expect(item).toBeHidden();

  expect(scripts, "script files fetched by reading pages").toEqual([]);
});

test("the cart's count shows on a reading page, in both languages, and the cart link opens the drawer on the checkout page", async ({
  page,
}) => {
  await open(page, "/shop");
  await page.evaluate(
    (value) => localStorage.setItem("cart", value),
    JSON.stringify([
      storedLine("blue-training-ball", { quantity: 2 }),
      storedLine("white-court-shoes", { size: "M" }),
    ]),
  );
  await page.goto("/about");
  await expectBadge(page, 3);

  await page.goto("/fr/about");
  await expect(
    page.getByRole("link", { name: commonFr.cart.openWithCount.replace("{count}", "3") }),
  ).toBeVisible();

  // A cart the page cannot read shows no count, as the cart button shows none.
  await page.evaluate(() => localStorage.setItem("cart", "{not json"));
  await page.goto("/about");
  await expect(page.getByRole("link", { name: common.cart.open, exact: true })).toBeVisible();

  await page.evaluate(
    (value) => localStorage.setItem("cart", value),
    JSON.stringify([storedLine("blue-training-ball", { quantity: 2 })]),
  );
  await page.goto("/about");
  // No drawer without scripts: the cart link opens it on the checkout page, and takes its query away.
  await page.getByRole("link", { name: common.cart.openWithCount.replace("{count}", "2") }).click();
  const drawer = page.getByRole("dialog", { name: common.cart.title });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText("Blue Training Ball")).toBeVisible();
  await expect(page).toHaveURL("/checkout");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(main(page).getByText("Blue Training Ball").first()).toBeVisible();
});

test("from a page with scripts, a reading page opens by a client-side navigation and works", async ({
  page,
}) => {
  await open(page, "/shop");
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await mainNav(page).getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // Still the application: the cart button opens its drawer here too.
  await page.getByRole("link", { name: common.cart.open, exact: true }).click();
  await expect(page.getByRole("dialog", { name: common.cart.title })).toBeVisible();
});
