// Pages read first and used after (decision 074): the calendar, the shop, a product, the contact page and an
// event's page have their scripts, but start them on the visitor's first sign of use, so a visitor who only
// reads loads no script file. The first click of a visitor whose scripts are still loading is held and made
// once they have started; the cart's count shows before they do, and hydration keeps the page as it is.
import type { Page } from "@playwright/test";
import { calendar } from "~/texts/en/calendar";
import { shop } from "~/texts/en/shop";
import { expect, test } from "./fixtures";
import { scriptRequests, toast } from "./helpers";
import { cartButton, cartDrawer, expectBadge, seedCart, storedLine } from "./shop-helpers";

const firstUsePaths = ["/calendar", "/shop", "/shop/blue-training-ball", "/contact", "/events/1"];

/** What went wrong in the page: uncaught errors and console errors (React's hydration mismatches among them). */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** The page's scripts, each answered `ms` late: a slow phone's connection, so that a first click comes first. */
async function slowScripts(page: Page, ms: number) {
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Marks the window: the mark is gone if the page was loaded again. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
}
const stayed = (page: Page) =>
  page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

test("a page read first and used after loads no script file while it is read, in either language, and starts them on first use", async ({
  page,
}) => {
  const errors = pageErrors(page);
  let step = 0;
  for (const path of firstUsePaths.flatMap((p) => [p, `/fr${p}`])) {
    const scripts = scriptRequests(page);
    await page.goto(path);
    await expect(page.locator("html"), path).toHaveAttribute("data-scripts", "first-use");
    // Read for a while: the network goes quiet and no script file has been asked for.
    await page.waitForLoadState("networkidle");
    expect(scripts, `${path}: script files fetched while only read`).toEqual([]);
    // The pointer moving is a sign of use; the page then hydrates.
    step += 1;
    await page.mouse.move(20 + step, 200 + step);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(scripts.length, `${path}: script files once used`).toBeGreaterThan(0);
  }
  expect(errors, "errors in the pages").toEqual([]);
});

test("the first click of a visitor whose scripts are still loading does what it says, in place, once", async ({
  page,
}) => {
  await slowScripts(page, 800);
  const errors = pageErrors(page);

  // The calendar's next month: a link the scripts handle in place. Held, then followed without a page load.
  await page.goto("/calendar?month=2031-03");
  await markWindow(page);
  const heading = page.getByRole("main").locator("#month-heading");
  await expect(heading).toHaveText("March 2031");
  await page.getByRole("main").getByRole("link", { name: calendar.next }).click();
  await expect(heading).toHaveText("April 2031");
  await expect(page).toHaveURL("/calendar?month=2031-04");
  expect(await stayed(page), "the calendar was not loaded again").toBe(true);

  // A product's "Add to Cart", clicked twice before the scripts have come: one in the cart, one toast.
  await page.goto("/shop/blue-training-ball");
  await markWindow(page);
  const add = page.getByRole("main").getByRole("button", { name: shop.product.addToCart });
  await add.click();
  await add.click();
  await expect(toast(page, shop.product.added.title)).toHaveCount(1);
  await expectBadge(page, 1);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]")[0]?.quantity)).toBe(1);
  expect(await stayed(page)).toBe(true);

  // A size chosen, then "Add to Cart", both before the scripts have come: made in that order, the size kept.
  await page.goto("/shop/white-court-shoes");
  const sizes = page.getByRole("main").getByRole("group", { name: shop.product.sizes });
  await sizes.locator("label").filter({ hasText: /^M$/ }).click();
  await add.click();
  await expect(sizes.getByRole("radio", { name: "M", exact: true })).toBeChecked();
  await expectBadge(page, 2);
  expect(
    await page.evaluate(() =>
      JSON.parse(localStorage.getItem("cart") ?? "[]").map((line: { size: string | null }) => line.size),
    ),
  ).toEqual([null, "M"]);
  expect(errors, "errors in the pages").toEqual([]);
});

test("the cart's count shows before the scripts start, hydration keeps it, and the cart opens in place", async ({
  page,
}) => {
  const errors = pageErrors(page);
  await seedCart(
    page,
    [storedLine("blue-training-ball", { quantity: 2 }), storedLine("white-court-shoes", { size: "M" })],
    "/about",
  );
  for (const path of ["/shop", "/contact"]) {
    const scripts = scriptRequests(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(scripts, `${path}: no script file yet`).toEqual([]);
    await expectBadge(page, 3);
  }
  // The cart button is the first thing used: the drawer opens on this page, not on the checkout page.
  await markWindow(page);
  await cartButton(page).click();
  await expect(cartDrawer(page)).toBeVisible();
  await expect(page).toHaveURL("/contact");
  expect(await stayed(page)).toBe(true);
  await page.keyboard.press("Escape");
  await expectBadge(page, 3);
  expect(errors, "errors in the page (a hydration mismatch among them)").toEqual([]);
});
