import { common } from "../../app/lib/i18n/fr/common";
import { BASE_URL } from "./env";
import { expect, test } from "./fixtures";

// Every error page of a French address is French, down to its way home (/fr/), the server's plain pages too.

test("a server failure on a French page answers 500 in French, with the way home in French", async ({
  page,
}) => {
  const response = await page.goto("/fr/__fault");
  expect(response?.status()).toBe(500);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(common.error.title);
  await expect(page.getByRole("main").getByRole("link", { name: common.error.home })).toHaveAttribute(
    "href",
    "/fr/",
  );
  await expect(page).toHaveTitle(new RegExp(`^${common.error.metaTitle}`));
});

test("an unknown French address answers 404 in French", async ({ page }) => {
  const response = await page.goto("/fr/pas-une-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(common.notFound.title);
  await expect(page.getByRole("main").getByRole("link", { name: common.notFound.home })).toHaveAttribute(
    "href",
    "/fr/",
  );
});

test("the server's own error pages speak the address's language", async ({ request }) => {
  const malformed = await request.get("/fr/%E0%A4%A");
  expect(malformed.status()).toBe(400);
  const html = await malformed.text();
  expect(html).toContain('<html lang="fr">');
  expect(html).toContain(common.badRequest.address);
  expect(html).toContain(`<a href="/fr/">${common.plainErrors.home}</a>`);

  const tooLarge = await request.post("/fr/contact", {
    headers: { Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded" },
    data: `message=${"x".repeat(200 * 1024)}`,
  });
  expect(tooLarge.status()).toBe(413);
  const page413 = await tooLarge.text();
  expect(page413).toContain('<html lang="fr">');
  expect(page413).toContain(common.plainErrors.byStatus[413]?.title ?? "(missing)");

  // The same addresses in English stay English.
  const english = await request.get("/%E0%A4%A");
  expect(await english.text()).toContain('<html lang="en">');
});
