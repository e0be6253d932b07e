import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

function items(page: Page) {
  return page.getByRole("main").locator("details");
}

function answerOf(page: Page, index: number) {
  return items(page).nth(index).locator(":scope > :not(summary)").first();
}

test("opens one answer at a time", async ({ page }) => {
  await page.goto("/faq");
  await expect(items(page)).toHaveCount(8);
  for (let i = 0; i < 8; i++) await expect(answerOf(page, i)).toBeHidden();

  await items(page).nth(0).locator("summary").click();
  await expect(answerOf(page, 0)).toBeVisible();
  await expect(answerOf(page, 0)).toHaveText(/\w{3,}/);

  await items(page).nth(1).locator("summary").click();
  await expect(answerOf(page, 1)).toBeVisible();
  await expect(answerOf(page, 0)).toBeHidden();
  // "How do I join?" leads to the membership page.
  await expect(
    answerOf(page, 1).getByRole("link", { name: "Membership types, fees and how to join" }),
  ).toHaveAttribute("href", "/membership");

  await items(page).nth(7).locator("summary").click();
  await expect(answerOf(page, 7)).toBeVisible();
  await expect(answerOf(page, 1)).toBeHidden();
  await expect(page.getByRole("main").locator("details[open]")).toHaveCount(1);

  // Clicking the open question again closes it.
  await items(page).nth(7).locator("summary").click();
  await expect(answerOf(page, 7)).toBeHidden();
});

for (const key of ["Enter", "Space"]) {
  test(`a focused question opens and closes with ${key}`, async ({ page }) => {
    await page.goto("/faq");
    const summary = items(page).nth(2).locator("summary");
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press(key);
    await expect(answerOf(page, 2)).toBeVisible();
    await page.keyboard.press(key);
    await expect(answerOf(page, 2)).toBeHidden();
  });
}
