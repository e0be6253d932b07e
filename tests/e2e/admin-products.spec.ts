// The admin's products end to end: an administrator creates a sized product with its French
// texts, stock and an uploaded image; the shop shows it in its category in both languages, a sold-out
// size cannot be added, few left are announced; hiding it takes it out of the shop. Refusals come all in
// one round and save nothing. In Chromium against the production build.
import type { Page } from "@playwright/test";
import { admin as adminTexts } from "~/texts/en/admin";
import { products as texts } from "~/texts/en/products";
import { withDb } from "./db";
import { pngImage } from "./events-helpers";
import { expect, test } from "./fixtures";
import { expectNoViolations, expectToast, field, main, open, toast } from "./helpers";
import { postForm } from "./http";
import {
  chooseSize,
  expectOrderLines,
  itemsOf,
  newBuyer,
  orderByToken,
  placeOrder,
  s,
  storedCart,
} from "./shop-helpers";

test.describe.configure({ timeout: 90_000 });

const form = texts.form;
const v = texts.validation;
/** Every product this spec makes has an id starting so; they are hidden afterwards (see afterAll). */
const PREFIX = "e2e-products-";
const uniqueId = (word: string) => `${PREFIX}${Date.now().toString(36)}-${word}`;

// The database lives for the whole run: the other shop specs expect the catalogue's six products only.
test.afterAll(() => {
  withDb((db) => db.prepare("UPDATE products SET hidden = 1 WHERE id LIKE ?").run(`${PREFIX}%`));
});

const productRow = (id: string) =>
  withDb(
    (db) =>
      db.prepare("SELECT name, name_fr, price_cents, hidden FROM products WHERE id = ?").get(id) as
        | { name: string; name_fr: string | null; price_cents: number; hidden: number }
        | undefined,
  );
const stockRows = (id: string) =>
  withDb((db) =>
    db.prepare("SELECT size, stock FROM product_variants WHERE product_id = ? ORDER BY id").all(id),
  );

/** The field's message is `message` (a field with a hint has the hint before it in its description). */
async function expectFieldError(page: Page, label: string, message: string) {
  await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Uploads a PNG through the picker (the site's upload pipeline) and waits for its preview. */
async function uploadImage(page: Page) {
  const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/uploads");
  await main(page)
    .getByLabel("Upload image")
    .setInputFiles({ name: "jersey.png", mimeType: "image/png", buffer: await pngImage(600, 600) });
  expect((await uploaded).ok()).toBe(true);
  await expect(main(page).locator("figure img")).toHaveAttribute(
    "src",
    /^\/uploads\/[0-9a-f]{32}-600\.webp$/,
  );
}

/** The /shop card of a product, by its name. */
function card(page: Page, name: string) {
  return main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2, name }) });
}

test("an admin creates a sized jersey in English and French; the shop sells it by size until it is hidden", async ({
  page,
  admin: _admin,
}) => {
  const id = uniqueId("club-jersey");
  await open(page, "/admin");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Products" })
    .click();
  await expect(page).toHaveURL("/admin/products");
  await main(page).getByRole("link", { name: texts.list.add }).click();
  await expect(page).toHaveURL("/admin/products/new");
  await page.waitForLoadState("networkidle");

  await field(page, form.id).fill(id);
  await field(page, form.name).fill("Club Red Jersey");
  await field(page, form.description).fill("Our red match jersey, light and breathable.");
  await field(page, form.nameFr).fill("Chandail rouge du club");
  await field(page, form.descriptionFr).fill("Notre chandail de match rouge, léger et respirant.");
  await field(page, form.price).fill("34.99");
  await expect(main(page).getByRole("radio", { name: form.sizeSets.apparel })).toBeChecked();
  // The one stock of a product without sizes is not offered for a sized one.
  await expect(field(page, form.oneStock)).toBeHidden();
  await field(page, "Size S").fill("0");
  await field(page, "Size M").fill("3");
  await field(page, "Size L").fill("12");
  await uploadImage(page);
  await main(page).getByRole("button", { name: form.create }).click();

  await expect(page).toHaveURL("/admin/products");
  await expectToast(page, { title: texts.created.title, description: "Club Red Jersey was created." });
  const row = main(page).getByRole("row").filter({ hasText: id });
  await expect(row).toContainText("$34.99");
  await expect(row).toContainText("S: Sold out");
  await expect(row).toContainText("M: 3");
  await expect(row).toContainText("L: 12");
  await expect(row).toContainText("XL: Not sold");
  await expect(row).toContainText(texts.list.shown);
  expect(productRow(id)).toEqual({
    name: "Club Red Jersey",
    name_fr: "Chandail rouge du club",
    price_cents: 3499,
    hidden: 0,
  });
  expect(stockRows(id)).toEqual([
    { size: "S", stock: 0 },
    { size: "M", stock: 3 },
    { size: "L", stock: 12 },
  ]);

  // Its id says jersey: the spec's category filter finds it, in English and in French.
  await open(page, "/shop?category=jerseys");
  await expect(card(page, "Club Red Jersey")).toContainText("$34.99");
  await expect(card(page, "Club Red Jersey")).not.toContainText(s.list.soldOut);
  await open(page, "/fr/shop?category=jerseys");
  await expect(card(page, "Chandail rouge du club")).toContainText("34,99 $");

  await open(page, `/fr/shop/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chandail rouge du club");
  // French names the clothing sizes in its own letters: S is P (petit).
  await expect(main(page).getByRole("radio", { name: "P", exact: true })).toHaveAccessibleDescription(
    "Épuisé",
  );

  await open(page, `/shop/${id}`);
  const sizes = main(page).getByRole("group", { name: s.product.sizes });
  // Only the sizes sold are offered; S is sold out and cannot be chosen, M has few left.
  await expect(sizes.getByRole("radio")).toHaveCount(3);
  const small = sizes.getByRole("radio", { name: "S", exact: true });
  await expect(small).toBeDisabled();
  await expect(small).toHaveAccessibleDescription("Sold out");
  await expect(sizes.getByRole("radio", { name: "M", exact: true })).toHaveAccessibleDescription(
    "Only 3 left",
  );
  await expect(sizes.getByRole("radio", { name: "L", exact: true })).toHaveAccessibleDescription("");
  await sizes.locator("label").filter({ hasText: /^S$/ }).click({ force: true });
  await expect(small).not.toBeChecked();
  await main(page).getByRole("button", { name: s.product.addToCart }).click();
  await expect(main(page).getByRole("alert")).toHaveText(s.product.chooseSize);
  expect(await storedCart(page)).toBeNull();
  await sizes.locator("label").filter({ hasText: /^M$/ }).click();
  await main(page).getByRole("button", { name: s.product.addToCart }).click();
  await expect(toast(page, s.product.added.title)).toContainText("Club Red Jersey");
  expect((await storedCart(page))?.map((line) => [line.productId, line.size])).toEqual([[id, "M"]]);
  await expectNoViolations(page, `/shop/${id} with a sold-out size`);

  // Hidden: gone from the shop, its page answers 404, the admin list says so.
  await open(page, `/admin/products/${id}`);
  await expect(field(page, "Size M")).toHaveValue("3");
  await main(page).getByLabel(form.hidden).check();
  await main(page).getByRole("button", { name: form.save }).click();
  await expect(page).toHaveURL("/admin/products");
  await expectToast(page, { title: texts.updated.title, description: "Club Red Jersey was saved." });
  await expect(main(page).getByRole("row").filter({ hasText: id })).toContainText(texts.list.hidden);
  await open(page, "/shop?category=jerseys");
  await expect(card(page, "Club Red Jersey")).toHaveCount(0);
  await expect(main(page).getByText(s.list.empty, { exact: true })).toBeVisible();
  expect((await page.goto(`/shop/${id}`))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.product.notFound);
  expect((await page.request.get("/sitemap.xml")).ok()).toBe(true);
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(id);
});

/** The dashboard's numbers as the lane's database has them at `now`. */
function dashboardNumbers(now: Date) {
  const at = now.toISOString();
  return withDb((db) => {
    const count = (query: string, ...params: string[]) =>
      (db.prepare(query).get(...params) as { n: number | null }).n ?? 0;
    const upcoming = `FROM events WHERE ends_at >= ?`;
    return {
      awaiting: count("SELECT count(*) AS n FROM orders WHERE status = 'awaiting-payment'"),
      overdue: count(
        "SELECT count(*) AS n FROM orders WHERE status = 'awaiting-payment' AND payment_due_at <= ?",
        at,
      ),
      events: count(`SELECT count(*) AS n ${upcoming}`, at),
      taken: count(
        `SELECT (SELECT count(*) FROM registrations r WHERE r.status = 'registered' AND r.event_id IN (SELECT id ${upcoming}))
          + (SELECT count(*) FROM waitlist_entries w WHERE w.status = 'offered' AND w.event_id IN (SELECT id ${upcoming})) AS n`,
        at,
        at,
      ),
      failedEmails: count("SELECT count(*) AS n FROM outbox WHERE status = 'failed'"),
      failedJobs: count("SELECT count(*) AS n FROM jobs WHERE status = 'failed'"),
    };
  });
}

/** The dashboard's count linked to `href`, labelled `label`, is `count`. */
async function expectNumber(page: Page, label: string, count: number, href: string) {
  const link = main(page)
    .getByRole("region", { name: adminTexts.dashboard.numbers })
    .getByRole("link", { name: `${count} ${label}`, exact: true });
  await expect(link).toHaveAttribute("href", href);
}

test("an administrator reads the dashboard's numbers and sells a handball in size 1", async ({
  page,
  admin: _admin,
}) => {
  const d = adminTexts.dashboard;
  await open(page, "/admin");
  const before = dashboardNumbers(new Date());
  await expectNumber(page, d.awaitingPayment, before.awaiting, "/admin/orders?status=awaiting-payment");
  await expectNumber(page, d.overdue, before.overdue, "/admin/orders?status=overdue");
  await expectNumber(page, d.upcomingEvents, before.events, "/admin#events");
  await expectNumber(page, d.placesTaken, before.taken, "/admin#events");
  await expectNumber(page, d.failedEmails, before.failedEmails, "/admin/outbox?status=failed");
  await expectNumber(page, d.failedJobs, before.failedJobs, "/admin/jobs?status=failed");
  // The admin's menu marks where the administrator is.
  await expect(
    page
      .getByRole("navigation", { name: adminTexts.nav.label })
      .getByRole("link", { name: adminTexts.nav.dashboard }),
  ).toHaveAttribute("aria-current", "page");
  await expectNoViolations(page, "/admin with its numbers");
  // On a phone the areas fold into one menu, which opens by keyboard and names the page it is on.
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole("navigation", { name: adminTexts.nav.label }).locator("summary");
  await expect(menu).toHaveText("Admin menu: Dashboard");
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(
    page
      .getByRole("navigation", { name: adminTexts.nav.label })
      .getByRole("link", { name: adminTexts.nav.orders }),
  ).toBeVisible();
  await expectNoViolations(page, "/admin on a phone with its menu open");
  await page.setViewportSize({ width: 1280, height: 720 });

  const id = uniqueId("junior-ball");
  await open(page, "/admin/products/new");
  await field(page, form.id).fill(id);
  await field(page, form.name).fill("Junior Handball");
  await field(page, form.description).fill("A light handball for young players.");
  await field(page, form.price).fill("29.99");
  await main(page).getByRole("radio", { name: form.sizeSets.ball }).check();
  // The clothing sizes' counts give way to the ball's sizes.
  await expect(field(page, "Size M")).toBeHidden();
  await field(page, "Size 1").fill("4");
  await uploadImage(page);
  await main(page).getByRole("button", { name: form.create }).click();
  await expect(page).toHaveURL("/admin/products");
  expect(stockRows(id)).toEqual([{ size: "1", stock: 4 }]);

  await open(page, `/shop/${id}`);
  const sizes = main(page).getByRole("group", { name: s.product.sizes });
  await expect(sizes.getByRole("radio")).toHaveCount(1);
  await chooseSize(page, "1");
  await main(page).getByRole("button", { name: s.product.addToCart }).click();
  expect((await storedCart(page))?.map((line) => [line.productId, line.size])).toEqual([[id, "1"]]);
  await open(page, "/checkout");
  const { token } = await placeOrder(page, newBuyer("ball"));
  await expectOrderLines(page, [["1 × Junior Handball (Size 1)", "$29.99"]]);
  const order = orderByToken(token);
  expect(itemsOf(order.id).map((item) => [item.product_id, item.size])).toEqual([[id, "1"]]);
  expect(stockRows(id)).toEqual([{ size: "1", stock: 3 }]);

  await open(page, "/admin");
  const after = dashboardNumbers(new Date());
  expect(after.awaiting).toBe(before.awaiting + 1);
  await expectNumber(page, d.awaitingPayment, after.awaiting, "/admin/orders?status=awaiting-payment");
});

test("a product without sizes that is sold out shows Sold out in the list and on its page, and cannot be added", async ({
  page,
  admin: _admin,
}) => {
  const id = uniqueId("beach-ball");
  await open(page, "/admin/products/new");
  await field(page, form.id).fill(id);
  await field(page, form.name).fill("Beach Ball");
  await field(page, form.description).fill("A soft ball for beach handball.");
  await field(page, form.price).fill("19");
  await main(page).getByRole("radio", { name: form.sizeSets.none }).check();
  await expect(field(page, "Size M")).toBeHidden();
  await field(page, form.oneStock).fill("0");
  await uploadImage(page);
  await main(page).getByRole("button", { name: form.create }).click();
  await expect(page).toHaveURL("/admin/products");
  expect(stockRows(id)).toEqual([{ size: "", stock: 0 }]);

  await open(page, "/shop?category=handballs");
  await expect(card(page, "Beach Ball")).toContainText(s.list.soldOut);
  await expect(card(page, "Blue Training Ball")).not.toContainText(s.list.soldOut);
  await open(page, `/shop/${id}`);
  await expect(main(page).getByText(s.product.soldOut, { exact: true })).toBeVisible();
  await expect(main(page).getByRole("button", { name: s.product.addToCart })).toBeDisabled();
  expect(await storedCart(page)).toBeNull();
  await expectNoViolations(page, `/shop/${id} sold out`);
});

test("the form refuses a bad id and a bad price in one round, in the page's language, and saves nothing", async ({
  page,
  admin: _admin,
}) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.includes("/admin/products")) posts.push(r.url());
  });
  await open(page, "/admin/products/new");
  await field(page, form.id).fill("Red Hat!");
  await field(page, form.name).fill("Red Hat");
  await field(page, form.description).fill("A red hat for the fans.");
  await field(page, form.price).fill("free");
  await main(page).getByRole("button", { name: form.create }).click();
  await expectFieldError(
    page,
    form.id,
    "The id must be 3 to 80 lowercase letters, digits and hyphens, such as club-red-jersey",
  );
  await expectFieldError(
    page,
    form.price,
    "Enter the price in dollars, such as 34.99 (more than 0, at most 10000)",
  );
  await expect(main(page).getByText(v.imageRequired, { exact: true })).toBeVisible();
  expect(posts).toEqual([]);
  await expectNoViolations(page, "/admin/products/new with errors");

  // A well-formed id without a category word is refused too: the shop's filter would never find it.
  await field(page, form.id).fill("red-hat");
  await main(page).getByRole("button", { name: form.create }).click();
  await expectFieldError(page, form.id, v.idCategory);

  // The server says the same, in French, when the browser's check is skipped (no JavaScript here).
  const response = await postForm(page.request, "/fr/admin/products/new", {
    id: "red-hat",
    name: "Red Hat",
    description: "A red hat for the fans.",
    price: "0",
    image: "",
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("L'identifiant doit contenir jersey, shorts, ball ou shoes");
  expect(html).toContain("Entrez le prix en dollars, comme 34,99");
  expect(withDb((db) => db.prepare("SELECT id FROM products WHERE id = 'red-hat'").get())).toBeUndefined();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a stale stock form saves nothing and says which size changed and how many are left", async ({
    page,
    admin: _admin,
  }) => {
    const id = uniqueId("team-shorts");
    await page.goto("/admin/products/new");
    await field(page, form.id).fill(id);
    await field(page, form.name).fill("Team Shorts");
    await field(page, form.description).fill("Light shorts in the club's colours.");
    await field(page, form.price).fill("24.50");
    await field(page, "Size M").fill("4");
    await main(page)
      .getByLabel("Upload image")
      .setInputFiles({ name: "shorts.png", mimeType: "image/png", buffer: await pngImage(400, 400) });
    await main(page).getByRole("button", { name: form.create }).click();
    await expect(page).toHaveURL("/admin/products");

    await page.goto(`/admin/products/${id}`);
    await field(page, "Size M").fill("10");
    await field(page, form.price).fill("22.00");
    // Meanwhile a buyer takes one.
    withDb((db) =>
      db.prepare("UPDATE product_variants SET stock = stock - 1 WHERE product_id = ? AND size = 'M'").run(id),
    );
    await main(page).getByRole("button", { name: form.save }).click();
    await expect(page).toHaveURL(`/admin/products/${id}`);
    await expect(main(page).getByRole("alert")).toHaveText(
      "Stock changed while this page was open: size M now has 3. Nothing was saved; check the stock and save again.",
    );
    await expectFieldError(page, "Size M", "Changed while you were editing: now 3");
    await expect(field(page, "Size M")).toHaveValue("3");
    expect(productRow(id)?.price_cents).toBe(2450);
    expect(stockRows(id)).toEqual([{ size: "M", stock: 3 }]);

    // Saved again, it compares with what is left now.
    await field(page, "Size M").fill("10");
    await main(page).getByRole("button", { name: form.save }).click();
    await expect(page).toHaveURL("/admin/products");
    expect(productRow(id)?.price_cents).toBe(2200);
    expect(stockRows(id)).toEqual([{ size: "M", stock: 10 }]);
  });
});

test("the admin's products pages have no accessibility violations", async ({ page, admin: _admin }) => {
  await open(page, "/admin/products");
  await expectNoViolations(page, "/admin/products");
  await open(page, "/admin/products/new");
  await expectNoViolations(page, "/admin/products/new");
  await open(page, "/admin/products/white-court-shoes");
  await expect(field(page, "Size S")).toHaveValue(/^\d+$/);
  await expectNoViolations(page, "/admin/products/white-court-shoes");
  await open(page, "/fr/admin/products");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Produits");
  await expectNoViolations(page, "/fr/admin/products");
  expect((await page.goto("/admin/products/no-such-ball"))?.status()).toBe(404);
});
