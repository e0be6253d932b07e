import { expect, test } from "./fixtures";
import { mainNav, open } from "./helpers";

// Decision 009: the served page fetches no script before its first paint; a boot script starts them
// afterwards and the page then hydrates as usual. On the shop page: the home and events pages are reading pages,
// which has no scripts to hold back (decision 073, reading-pages.spec.ts).

test("the served page holds its scripts back: preloads inert, no module script, the boot script last", async ({
  request,
}) => {
  const html = await (await request.get("/shop")).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
  expect(preloads.length, "module preloads on the page").toBeGreaterThan(3);
  for (const link of preloads) expect(link).toContain('media="not all"');
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  expect(html.match(/<script[^>]*type="text\/x-deferred-module"/g)).toHaveLength(1);
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
  expect(scripts.at(-1), "the boot script comes last").toContain("requestAnimationFrame");
});

test("after the first paint the scripts load and the page hydrates", async ({ page }) => {
  await open(page, "/shop");
  const state = await page.evaluate(() => ({
    deferred: document.querySelectorAll("link[data-deferred]").length,
    started: document.querySelectorAll('head link[rel="modulepreload"]:not([media])').length,
    modules: document.querySelectorAll('script[type="module"]').length,
  }));
  expect(state.deferred).toBeGreaterThan(3);
  expect(state.started).toBe(state.deferred);
  expect(state.modules).toBe(1);

  // Hydrated: a menu link now navigates on the client, so the window (and this mark) survives.
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await mainNav(page).getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
