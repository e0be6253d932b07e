import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, phoneMenu, publicPages, test } from "./helpers";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
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

for (const { path } of publicPages) {
  test(`${path} has no detectable accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectNoViolations(page, path);
  });
}

test("the FAQ with a question open has no violations", async ({ page }) => {
  await page.goto("/faq");
  await page.waitForLoadState("networkidle");
  await page.getByRole("main").locator("details > summary").first().click();
  await expect(page.getByRole("main").locator("details[open]")).toHaveCount(1);
  await expectNoViolations(page, "/faq with a question open");
});

test("the 404 page has no violations", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await page.waitForLoadState("networkidle");
  await expectNoViolations(page, "the 404 page");
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the home page with the menu open has no violations", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await phoneMenu(page).locator("summary").click();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }),
    ).toBeVisible();
    await expectNoViolations(page, "the home page at a phone width with the menu open");
  });
});
