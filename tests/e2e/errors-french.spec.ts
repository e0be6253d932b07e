import { common } from "~/texts/fr/common";
import { BASE_URL } from "./env";
import { expect, test } from "./fixtures";

// Every error page of a French address is French, down to its way home (/fr/), the server's plain pages too.

for (const [path, status, text] of [
  ["/fr/__fault", 500, common.error],
  ["/fr/pas-une-page", 404, common.notFound],
] as const) {
  test(`${path} answers ${status} in French, with the way home in French`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
    await expect(page).toHaveTitle(new RegExp(`^${text.metaTitle}`));
    await expect(page.getByRole("main").getByRole("link", { name: text.home })).toHaveAttribute(
      "href",
      "/fr/",
    );
  });
}

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
