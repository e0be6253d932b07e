// The shop's catalogue end to end: categories, product pages, adding to the cart from them, and the
// cart button on every page, in Chromium against the production build.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoViolations, main, open, toast } from "./helpers";
import {
  addFromProductPage,
  cartButton,
  cartDrawer,
  cartLine,
  chooseSize,
  expectBadge,
  expectDrawerSubtotal,
  expectLine,
  openCart,
  product,
  s,
  storedCart,
  storedLine,
  watchToasts,
} from "./shop-helpers";

/** The product cards of /shop (the category links are list items too, without a heading). */
function productCards(page: Page) {
  return main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
}

function categoryLink(page: Page, name: string) {
  return main(page).getByRole("navigation", { name: s.list.categoriesLabel }).getByRole("link", { name });
}

const shoes = ["White Court Shoes", "Green Court Shoes"];
const balls = ["Blue Training Ball", "Green Classic Ball", "Red Classic Ball", "Star Match Ball"];
const allNames = [...shoes, ...balls];

test.describe("the shop page", () => {
  test("filters the products by category, shows their prices and the perks", async ({ page }) => {
    await open(page, "/shop");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.list.heroTitle);
    const categories = main(page).getByRole("navigation", { name: s.list.categoriesLabel }).getByRole("link");
    await expect(categories).toHaveText(["All Products", "Jerseys", "Shorts", "Handballs", "Shoes"]);
    for (const [name, href] of [
      ["All Products", "/shop"],
      ["Jerseys", "/shop?category=jerseys"],
      ["Shorts", "/shop?category=shorts"],
      ["Handballs", "/shop?category=handballs"],
      ["Shoes", "/shop?category=shoes"],
    ] as const) {
      await expect(categoryLink(page, name)).toHaveAttribute("href", href);
    }
    await expect(categoryLink(page, "All Products")).toHaveAttribute("aria-current", "page");
    await expect(productCards(page).getByRole("heading", { level: 2 })).toHaveText(allNames);

    const card = (name: string) => productCards(page).filter({ hasText: name });
    await expect(card("White Court Shoes")).toContainText("$89.99");
    await expect(card("Green Court Shoes")).toContainText("$89.99");
    await expect(card("Blue Training Ball")).toContainText("$34.99");
    await expect(card("Green Classic Ball")).toContainText("$34.99");
    await expect(card("Red Classic Ball")).toContainText("$34.99");
    await expect(card("Star Match Ball")).toContainText("$49.99");
    await expect(card("White Court Shoes").getByRole("link")).toHaveAttribute(
      "href",
      "/shop/white-court-shoes",
    );

    await categoryLink(page, "Shoes").click();
    await expect(page).toHaveURL("/shop?category=shoes");
    await expect(productCards(page).getByRole("heading", { level: 2 })).toHaveText(shoes);
    await expect(categoryLink(page, "Shoes")).toHaveAttribute("aria-current", "page");
    await expect(categoryLink(page, "All Products")).not.toHaveAttribute("aria-current");

    await categoryLink(page, "Handballs").click();
    await expect(page).toHaveURL("/shop?category=handballs");
    await expect(productCards(page).getByRole("heading", { level: 2 })).toHaveText(balls);

    for (const name of ["Jerseys", "Shorts"]) {
      await categoryLink(page, name).click();
      await expect(page).toHaveURL(`/shop?category=${name.toLowerCase()}`);
      await expect(main(page).getByText(s.list.empty, { exact: true })).toBeVisible();
      await expect(productCards(page)).toHaveCount(0);
    }

    await categoryLink(page, "All Products").click();
    await expect(page).toHaveURL("/shop");
    await expect(productCards(page)).toHaveCount(6);

    const perks = main(page).getByRole("region", { name: s.list.perksLabel });
    await expect(perks.getByRole("heading", { level: 2 })).toHaveText([
      "Free Shipping",
      "30-Day Money Back Guarantee",
      "Quality Products",
    ]);
    await expect(perks.locator("div").filter({ hasText: "Free Shipping" })).toContainText(
      "On orders over $100",
    );
  });

  test("an unknown category shows every product", async ({ page }) => {
    const response = await page.goto("/shop?category=hats");
    expect(response?.status()).toBe(200);
    await expect(productCards(page)).toHaveCount(6);
    await expect(categoryLink(page, "All Products")).toHaveAttribute("aria-current", "page");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the category links filter the products", async ({ page }) => {
      await page.goto("/shop");
      await expect(productCards(page)).toHaveCount(6);
      await categoryLink(page, "Shoes").click();
      await expect(page).toHaveURL("/shop?category=shoes");
      await expect(productCards(page).getByRole("heading", { level: 2 })).toHaveText(shoes);
      await categoryLink(page, "Jerseys").click();
      await expect(page).toHaveURL("/shop?category=jerseys");
      await expect(main(page).getByText(s.list.empty, { exact: true })).toBeVisible();
      await categoryLink(page, "Handballs").click();
      await expect(productCards(page).getByRole("heading", { level: 2 })).toHaveText(balls);
      await categoryLink(page, "All Products").click();
      await expect(page).toHaveURL("/shop");
      await expect(productCards(page)).toHaveCount(6);
    });
  });
});

test.describe("the product page", () => {
  test("shows the product, sizes for shoes only, the shipping text, and Back returns", async ({ page }) => {
    await open(page, "/shop?category=shoes");
    await productCards(page).filter({ hasText: "White Court Shoes" }).getByRole("link").click();
    await expect(page).toHaveURL("/shop/white-court-shoes");
    const shoe = product("white-court-shoes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shoe.name);
    await expect(main(page).getByRole("img", { name: shoe.name })).toHaveAttribute("src", shoe.image);
    await expect(main(page).getByText("$89.99", { exact: true })).toBeVisible();
    await expect(main(page).getByText(shoe.description, { exact: true })).toBeVisible();
    const sizes = main(page).getByRole("group", { name: s.product.sizes });
    await expect(sizes.getByRole("radio")).toHaveCount(5);
    for (const size of ["S", "M", "L", "XL", "XXL"]) {
      await expect(sizes.getByRole("radio", { name: size, exact: true })).not.toBeChecked();
    }
    await expect(main(page).getByText(s.product.shippingText, { exact: true })).toBeVisible();
    await expect(main(page).getByText(s.product.shippingText)).toHaveText(
      "Orders ship within 2-3 business days. Standard shipping takes 5-7 business days.",
    );
    await main(page).getByRole("button", { name: s.product.back }).click();
    await expect(page).toHaveURL("/shop?category=shoes");

    for (const [id, price] of [
      ["blue-training-ball", "$34.99"],
      ["star-match-ball", "$49.99"],
    ] as const) {
      await page.goto(`/shop/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product(id).name);
      await expect(main(page).getByText(price, { exact: true })).toBeVisible();
      await expect(main(page).getByRole("radio")).toHaveCount(0);
      await expect(main(page).getByRole("group", { name: s.product.sizes })).toHaveCount(0);
    }
  });

  test("shoes need a size; each size is a line of its own, the same size twice makes 2", async ({ page }) => {
    await open(page, "/shop/white-court-shoes");
    await main(page).getByRole("button", { name: s.product.addToCart }).click();
    await expect(main(page).getByRole("alert")).toHaveText(s.product.chooseSize);
    await expect(main(page).getByRole("alert")).toHaveText("Choose a size");
    await expect(toast(page, s.product.added.title)).toHaveCount(0);
    await expectBadge(page, 0);
    expect(await storedCart(page)).toBeNull();

    // Choosing a size clears the message.
    await chooseSize(page, "M");
    await expect(main(page).getByRole("alert")).toHaveCount(0);
    await addFromProductPage(page, "white-court-shoes", "M");
    await expectBadge(page, 1);
    await addFromProductPage(page, "white-court-shoes", "L");
    await expectBadge(page, 2);
    await addFromProductPage(page, "white-court-shoes", "L");
    await expectBadge(page, 3);
    await addFromProductPage(page, "blue-training-ball");
    await expectBadge(page, 4);

    expect(await storedCart(page)).toEqual([
      storedLine("white-court-shoes", { size: "M" }),
      storedLine("white-court-shoes", { size: "L", quantity: 2 }),
      storedLine("blue-training-ball"),
    ]);
    await openCart(page);
    await expect(cartDrawer(page).getByRole("listitem")).toHaveCount(3);
    await expectLine(cartLine(page, "White Court Shoes", "M"), {
      quantity: 1,
      each: "$89.99",
      total: "$89.99",
    });
    await expectLine(cartLine(page, "White Court Shoes", "L"), {
      quantity: 2,
      each: "$89.99",
      total: "$179.98",
    });
    const ball = cartLine(page, "Blue Training Ball");
    await expectLine(ball, { quantity: 1, each: "$34.99", total: "$34.99" });
    await expect(ball.getByText(/^Size /)).toHaveCount(0);
    // The line keeps the picture's smallest copy: the drawer shows it 64 pixels wide.
    await expect(ball.locator("img")).toHaveAttribute("src", "/images/products/blue-training-ball-480.webp");
    await expectDrawerSubtotal(page, "$304.96");
  });

  test("Added to cart names the product and goes after 3 seconds, even when another toast follows", async ({
    page,
  }) => {
    await open(page, "/shop/star-match-ball");
    // Timed by the page's own clock, so a busy test machine cannot blur the measure.
    const toasts = await watchToasts(page);
    const added = await addFromProductPage(page, "star-match-ball");
    await expect(added.getByText(s.product.added.title, { exact: true })).toBeVisible();
    await expect(added.locator("p").last()).toHaveText("Star Match Ball");
    await expect(added).toHaveAttribute("data-variant", "default");
    await expect.poll(async () => (await toasts()).length).toBe(1);
    await page.waitForTimeout(2000);
    await main(page).getByRole("button", { name: s.product.addToCart }).click();
    await expect(toast(page, s.product.added.title)).toHaveCount(2);
    await expect(toast(page, s.product.added.title)).toHaveCount(0, { timeout: 8000 });
    const [first, second, ...others] = await toasts();
    expect(others).toEqual([]);
    for (const toast of [first, second]) {
      expect(toast?.text).toMatch(/^Added to cartStar Match Ball/);
      const shownFor = (toast?.removedAt ?? Number.NaN) - (toast?.addedAt ?? Number.NaN);
      expect(shownFor, "shown for 3 seconds").toBeGreaterThanOrEqual(3000);
      // Without a stable timer the second toast made the first one stay 2 + 3 seconds.
      expect(shownFor, "shown for 3 seconds, not restarted by the other toast").toBeLessThan(3800);
    }
    expect((second?.addedAt ?? 0) - (first?.addedAt ?? 0)).toBeGreaterThanOrEqual(2000);
  });

  test("a size is chosen and added with the keyboard", async ({ page }) => {
    await open(page, "/shop/green-court-shoes");
    await main(page).getByRole("radio", { name: "S", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(main(page).getByRole("radio", { name: "M", exact: true })).toBeChecked();
    await main(page).getByRole("button", { name: s.product.addToCart }).focus();
    await page.keyboard.press("Enter");
    await expect(toast(page, s.product.added.title)).toContainText("Green Court Shoes");
    expect(await storedCart(page)).toEqual([storedLine("green-court-shoes", { size: "M" })]);
  });

  test("an unknown product answers 404 with Product Not Found and a way back", async ({ page }) => {
    const response = await page.goto("/shop/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Not Found");
    const back = main(page).getByRole("link", { name: "Back to Shop" });
    await expect(back).toHaveAttribute("href", "/shop");
    await page.waitForLoadState("networkidle");
    await back.click();
    await expect(page).toHaveURL("/shop");
    await expect(productCards(page)).toHaveCount(6);
  });
});

test.describe("accessibility of the shop", () => {
  test("/shop and a product page, with and without the size message, have no violations", async ({
    page,
  }) => {
    test.setTimeout(60_000); // five pages through axe
    await open(page, "/shop");
    await expectNoViolations(page, "/shop");
    await open(page, "/shop?category=jerseys");
    await expectNoViolations(page, "/shop?category=jerseys");
    await open(page, "/shop/white-court-shoes");
    await expectNoViolations(page, "/shop/white-court-shoes");
    await main(page).getByRole("button", { name: s.product.addToCart }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Choose a size");
    await expectNoViolations(page, "/shop/white-court-shoes with Choose a size");
    await addFromProductPage(page, "white-court-shoes", "XXL");
    await expectNoViolations(page, "/shop/white-court-shoes with the Added to cart toast");
  });
});

test("the cart button is in the navigation bar on every page", async ({ page }) => {
  for (const path of ["/", "/about", "/shop", "/checkout"]) {
    await page.goto(path);
    await expect(cartButton(page)).toHaveAttribute("href", "/checkout?cart=open");
  }
});
