import { test } from "./fixtures";

test("shot", async ({ page, admin }) => {
  void admin;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin");
  await page.screenshot({ path: process.env.SHOT as string, fullPage: true });
});
