import { expect, test } from "./fixtures";
import { expectNoViolations, open, phoneMenu, publicPaths } from "./helpers";

for (const path of publicPaths) {
  test(`${path} has no detectable accessibility violations`, async ({ page }) => {
    await open(page, path);
    await expectNoViolations(page, path);
  });
}

// The seed's demo league and its first team (scripts/lib/seed-competition.ts), in both languages.
for (const path of ["/competitions", "/competitions/1", "/competitions/1/teams/1"]) {
  for (const localized of [path, `/fr${path}`]) {
    test(`${localized} has no detectable accessibility violations`, async ({ page }) => {
      await open(page, localized);
      await expectNoViolations(page, localized);
    });
  }
}

test("the FAQ with a question open has no violations", async ({ page }) => {
  await open(page, "/faq");
  await page.getByRole("main").locator("details > summary").first().click();
  await expect(page.getByRole("main").locator("details[open]")).toHaveCount(1);
  await expectNoViolations(page, "/faq with a question open");
});

test("the 404 page has no violations", async ({ page }) => {
  const response = await open(page, "/no-such-page");
  expect(response?.status()).toBe(404);
  await expectNoViolations(page, "the 404 page");
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the home page with the menu open has no violations", async ({ page }) => {
    await open(page, "/");
    await phoneMenu(page).locator("summary").click();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }),
    ).toBeVisible();
    await expectNoViolations(page, "the home page at a phone width with the menu open");
  });
});
