// The shop end to end: categories, product pages, the cart (button, drawer, localStorage), checkout as a
// guest and as a member, the orders pages, the order e-mails, and the shop checks of docs/security.md
// (#2, #18, #19, #20), in Chromium against the production build.
import type { Page, Request } from "@playwright/test";
import { createAdmin, newDevice, setCookie, signUpVia, userByEmail, withDb } from "./accounts";
import { BASE_URL, SITE } from "./env";
import { expect, test } from "./fixtures";
import { expectNoViolations, mainNav } from "./helpers";
import { emailsTo, receivedEmails, waitForEmail } from "./mail";
import {
  addFromProductPage,
  allTables,
  type Buyer,
  card,
  cartButton,
  cartDrawer,
  cartLine,
  cartTexts,
  checkoutField,
  checkoutForm,
  chooseSize,
  databaseBytes,
  expectBadge,
  expectDrawerSubtotal,
  expectLine,
  expectSummary,
  fillCheckout,
  itemsOf,
  letterEmail,
  newBuyer,
  openCart,
  orderByToken,
  orderCount,
  orderNumberOnPage,
  ordersOf,
  outboxTo,
  placedToken,
  placeOrderButton,
  postCheckout,
  postCheckoutData,
  product,
  type StoredLine,
  s,
  seedCart,
  storedCart,
  storedLine,
  tableValues,
  toastItem,
  watchToasts,
} from "./shop-helpers";

const c = s.checkout;
const v = s.validation;
const failedToast = { title: c.failed.title, description: c.failed.description, variant: "destructive" };

function main(page: Page) {
  return page.getByRole("main");
}

/** The product cards of /shop (the category links are list items too, without a heading). */
function productCards(page: Page) {
  return main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
}

function categoryLink(page: Page, name: string) {
  return main(page).getByRole("navigation", { name: s.list.categoriesLabel }).getByRole("link", { name });
}

// Every request of the run comes from 127.0.0.1, and a client may check out 10 times an hour
// (docs/security.md #30): each test starts from a clean count.
test.beforeEach(() => {
  withDb((db) =>
    db.prepare("DELETE FROM rate_events WHERE bucket IN ('checkout', 'checkout-recipient')").run(),
  );
});

const shoes = ["White Court Shoes", "Green Court Shoes"];
const balls = ["Blue Training Ball", "Green Classic Ball", "Red Classic Ball", "Star Match Ball"];
const allNames = [...shoes, ...balls];

/** The toast a placed order shows, and the order number it names. */
async function expectOrderPlaced(page: Page) {
  await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{20,}$/);
  const number = await orderNumberOnPage(page);
  const placed = toastItem(page, c.placed.title);
  await expect(placed).toHaveCount(1);
  await expect(placed).toContainText(`Your order ${number} has been received.`);
  await expect(placed).toHaveAttribute("data-variant", "default");
  const token = new URL(page.url()).pathname.split("/").at(-1) as string;
  return { number, token };
}

/** The lines of a placed order's summary ("1 × Blue Training Ball" and its total). */
async function expectOrderLines(page: Page, lines: [string, string][]) {
  const items = main(page).getByRole("listitem");
  await expect(items).toHaveCount(lines.length);
  for (const [index, [text, total]] of lines.entries()) {
    await expect(items.nth(index).locator("span")).toHaveText([text, total]);
  }
}

async function expectCartEmpty(page: Page) {
  await expectBadge(page, 0);
  expect(await storedCart(page)).toEqual([]);
}

test.describe("the shop page", () => {
  test("filters the products by category, shows their prices and the perks", async ({ page }) => {
    await page.goto("/shop");
    await page.waitForLoadState("networkidle");
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
    await page.goto("/shop?category=shoes");
    await page.waitForLoadState("networkidle");
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
    await page.goto("/shop/white-court-shoes");
    await page.waitForLoadState("networkidle");
    await main(page).getByRole("button", { name: s.product.addToCart }).click();
    await expect(main(page).getByRole("alert")).toHaveText(s.product.chooseSize);
    await expect(main(page).getByRole("alert")).toHaveText("Choose a size");
    await expect(toastItem(page, s.product.added.title)).toHaveCount(0);
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
    await expect(ball.locator("img")).toHaveAttribute("src", product("blue-training-ball").image);
    await expectDrawerSubtotal(page, "$304.96");
  });

  test("Added to cart names the product and goes after 3 seconds, even when another toast follows", async ({
    page,
  }) => {
    await page.goto("/shop/star-match-ball");
    await page.waitForLoadState("networkidle");
    // Timed by the page's own clock, so a busy test machine cannot blur the measure.
    const toasts = await watchToasts(page);
    const added = await addFromProductPage(page, "star-match-ball");
    await expect(added.getByText(s.product.added.title, { exact: true })).toBeVisible();
    await expect(added.locator("p").last()).toHaveText("Star Match Ball");
    await expect(added).toHaveAttribute("data-variant", "default");
    await expect.poll(async () => (await toasts()).length).toBe(1);
    await page.waitForTimeout(2000);
    await main(page).getByRole("button", { name: s.product.addToCart }).click();
    await expect(toastItem(page, s.product.added.title)).toHaveCount(2);
    await expect(toastItem(page, s.product.added.title)).toHaveCount(0, { timeout: 8000 });
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
    await page.goto("/shop/green-court-shoes");
    await page.waitForLoadState("networkidle");
    await main(page).getByRole("radio", { name: "S", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(main(page).getByRole("radio", { name: "M", exact: true })).toBeChecked();
    await main(page).getByRole("button", { name: s.product.addToCart }).focus();
    await page.keyboard.press("Enter");
    await expect(toastItem(page, s.product.added.title)).toContainText("Green Court Shoes");
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

test.describe("the cart drawer", () => {
  test("changes quantities, removes lines, keeps the subtotal and badge right, and survives a reload", async ({
    page,
  }) => {
    await seedCart(
      page,
      [
        storedLine("white-court-shoes", { size: "M", quantity: 2 }),
        storedLine("white-court-shoes", { size: "L" }),
        storedLine("blue-training-ball"),
      ],
      "/shop",
    );
    await expectBadge(page, 4);
    await openCart(page);
    const drawer = cartDrawer(page);
    await expect(drawer.getByRole("heading", { level: 2 })).toHaveText("Your Cart");
    const shoesM = cartLine(page, "White Court Shoes", "M");
    const shoesL = cartLine(page, "White Court Shoes", "L");
    const ball = cartLine(page, "Blue Training Ball");
    await expectLine(shoesM, { quantity: 2, each: "$89.99", total: "$179.98" });
    await expectDrawerSubtotal(page, "$304.96");

    await ball.getByRole("button", { name: "Increase quantity of Blue Training Ball" }).click();
    await expectLine(ball, { quantity: 2, each: "$34.99", total: "$69.98" });
    await expectDrawerSubtotal(page, "$339.95");
    await expectBadge(page, 5);

    await shoesM.getByRole("button", { name: "Decrease quantity of White Court Shoes" }).click();
    await expectLine(shoesM, { quantity: 1, each: "$89.99", total: "$89.99" });
    await expectLine(shoesL, { quantity: 1, each: "$89.99", total: "$89.99" });
    await expectDrawerSubtotal(page, "$249.96");
    await expectBadge(page, 4);

    // Down to 0 removes the line.
    const decreaseBall = ball.getByRole("button", { name: "Decrease quantity of Blue Training Ball" });
    await decreaseBall.click();
    await expectLine(ball, { quantity: 1, each: "$34.99", total: "$34.99" });
    await decreaseBall.click();
    await expect(ball).toHaveCount(0);
    await expectDrawerSubtotal(page, "$179.98");
    await expectBadge(page, 2);

    await shoesL.getByRole("button", { name: /^Remove/ }).click();
    await expect(shoesL).toHaveCount(0);
    await expect(drawer.getByRole("listitem")).toHaveCount(1);
    await expectDrawerSubtotal(page, "$89.99");
    await expectBadge(page, 1);
    expect(await storedCart(page)).toEqual([storedLine("white-court-shoes", { size: "M" })]);

    await drawer.getByRole("button", { name: cartTexts.close }).click();
    await expect(drawer).toBeHidden();
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expectBadge(page, 1);
    await openCart(page);
    await expectLine(cartLine(page, "White Court Shoes", "M"), {
      quantity: 1,
      each: "$89.99",
      total: "$89.99",
    });
    await expect(cartDrawer(page).getByRole("link", { name: "Checkout" })).toHaveAttribute(
      "href",
      "/checkout",
    );

    await cartLine(page, "White Court Shoes", "M")
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect(cartDrawer(page).getByText("Your cart is empty", { exact: true })).toBeVisible();
    await expect(cartDrawer(page).getByRole("listitem")).toHaveCount(0);
    await expect(cartDrawer(page).getByRole("button", { name: "Checkout" })).toBeDisabled();
    await expect(cartDrawer(page).getByRole("link", { name: "Checkout" })).toHaveCount(0);
    await expectDrawerSubtotal(page, "$0.00");
    await expectCartEmpty(page);
    const continueLinks = cartDrawer(page).getByRole("link", { name: "Continue Shopping" });
    await expect(continueLinks).toHaveCount(2);
    for (const link of await continueLinks.all()) await expect(link).toHaveAttribute("href", "/shop");
    await continueLinks.first().click();
    await expect(cartDrawer(page)).toBeHidden();
    await expect(page).toHaveURL("/shop");
  });

  test("Checkout in the drawer goes to /checkout; Escape closes it", async ({ page }) => {
    await seedCart(page, [storedLine("red-classic-ball")], "/");
    await openCart(page);
    await page.keyboard.press("Escape");
    await expect(cartDrawer(page)).toBeHidden();
    await openCart(page);
    await cartDrawer(page).getByRole("link", { name: "Checkout" }).click();
    await expect(cartDrawer(page)).toBeHidden();
    await expect(page).toHaveURL("/checkout");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.title);
    await expectSummary(page.getByRole("complementary"), {
      subtotal: "$34.99",
      shipping: "$5.00",
      total: "$39.99",
    });
  });

  for (const [what, value] of [
    ["text that is not JSON", "{not json"],
    [
      "a line with a negative quantity",
      JSON.stringify([{ ...storedLine("red-classic-ball"), quantity: -1 }]),
    ],
  ] as const) {
    test(`a stored cart holding ${what} is logged, removed, and the cart is empty`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto("/shop");
      await page.evaluate((text) => localStorage.setItem("cart", text), value);
      await page.reload();
      await page.waitForLoadState("networkidle");
      await expect.poll(() => page.evaluate(() => localStorage.getItem("cart"))).toBeNull();
      expect(errors).toEqual(["The stored cart could not be read and was removed."]);
      await expectBadge(page, 0);
      await openCart(page);
      await expect(cartDrawer(page).getByText("Your cart is empty", { exact: true })).toBeVisible();
      await expect(cartDrawer(page).getByRole("button", { name: "Checkout" })).toBeDisabled();
    });
  }
});

test.describe("checkout", () => {
  test("an empty cart says so and leads to the shop", async ({ page }) => {
    await page.goto("/checkout");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your cart is empty");
    await expect(main(page).getByRole("textbox")).toHaveCount(0);
    await main(page).getByRole("link", { name: "Go Shopping" }).click();
    await expect(page).toHaveURL("/shop");
  });

  test("a guest orders: Order Placed!, server totals, an empty cart, the shop is told, no card data anywhere (SECURITY 19)", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const buyer = newBuyer("guest");
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));

    await page.goto("/shop/blue-training-ball");
    await page.waitForLoadState("networkidle");
    await addFromProductPage(page, "blue-training-ball");
    await openCart(page);
    await cartDrawer(page).getByRole("link", { name: "Checkout" }).click();
    await expect(page).toHaveURL("/checkout");

    const summary = page.getByRole("complementary");
    await expect(summary.getByRole("heading", { level: 2 })).toHaveText("Order Summary");
    await expect(summary.getByRole("listitem")).toHaveText(["1 × Blue Training Ball$34.99"]);
    await expectSummary(summary, { subtotal: "$34.99", shipping: "$5.00", total: "$39.99" });
    await expect(main(page).getByText(c.guestNote)).toContainText(
      "Sign in to receive order confirmations and track your orders.",
    );
    for (const legend of ["Contact", "Shipping Address", "Payment"]) {
      await expect(main(page).getByRole("group", { name: legend })).toBeVisible();
    }
    await expect(checkoutField(page, "Country")).toHaveValue("Canada");
    for (const label of ["Name on Card", "Card Number", "Expiration Date", "CVV"]) {
      await expect(checkoutField(page, label)).toBeVisible();
      await expect(
        checkoutField(page, label),
        `${label} has no name, so it is never sent`,
      ).not.toHaveAttribute("name");
    }

    await fillCheckout(page, buyer);
    await expect(placeOrderButton(page)).toHaveText("Place Order · $39.99");
    await placeOrderButton(page).click();
    const { number, token } = await expectOrderPlaced(page);

    // The page shows what the server stored.
    await expectOrderLines(page, [["1 × Blue Training Ball", "$34.99"]]);
    await expectSummary(main(page), { subtotal: "$34.99", shipping: "$5.00", total: "$39.99" });
    await expect(main(page).getByRole("link", { name: "My orders" })).toHaveCount(0);
    await expectCartEmpty(page);
    await openCart(page);
    await expect(cartDrawer(page).getByText("Your cart is empty", { exact: true })).toBeVisible();

    const [order, ...others] = ordersOf(buyer.email);
    expect(others).toEqual([]);
    expect(order).toMatchObject({
      public_token: token,
      user_id: null,
      status: "new",
      first_name: buyer.firstName,
      subtotal_cents: 3499,
      shipping_cents: 500,
      total_cents: 3999,
    });
    expect(`HB-${String(order?.id).padStart(6, "0")}`).toBe(number);
    expect(itemsOf(order?.id as number)).toEqual([
      {
        product_id: "blue-training-ball",
        name: "Blue Training Ball",
        size: null,
        quantity: 1,
        unit_cents: 3499,
        line_cents: 3499,
      },
    ]);

    // The shop is told, with the buyer to reply to; a guest gets no e-mail (docs/product.md spec §6).
    const notice = await waitForEmail({ to: SITE.email, subject: new RegExp(`^New order ${number}$`) });
    expect(notice.replyTo).toEqual([buyer.email]);
    expect(notice.to).toEqual([SITE.email]);
    expect(notice.text).toContain(`Robin Shopper (${buyer.email}, ${buyer.phone}) placed order ${number}.`);
    expect(notice.text).toContain("1 × Blue Training Ball: $34.99");
    expect(notice.text).toContain("Shipping: $5.00");
    expect(notice.text).toContain("Total: $39.99");
    expect(notice.text).toContain(`${BASE_URL}/admin/orders/${number}`);
    expect(outboxTo(buyer.email)).toEqual([]);
    expect(await emailsTo({ to: buyer.email })).toEqual([]);

    // SECURITY 19: the card data never left the browser.
    const posts = requests.filter((r) => r.method() === "POST");
    expect(posts.map((r) => new URL(r.url()).pathname)).toEqual(["/checkout.data"]);
    const post = posts[0] as Request;
    expect(post.headers()["content-type"]).toContain("application/x-www-form-urlencoded");
    const sent = new URLSearchParams(post.postData() ?? "");
    expect([...sent.keys()].sort()).toEqual(
      [
        "address",
        "city",
        "country",
        "email",
        "firstName",
        "idempotencyKey",
        "items",
        "lastName",
        "phone",
        "state",
        "zip",
      ].sort(),
    );
    expect(sent.get("firstName")).toBe(buyer.firstName);
    expect(sent.get("idempotencyKey")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(JSON.parse(sent.get("items") ?? "")).toEqual([
      { productId: "blue-training-ball", size: null, quantity: 1 },
    ]);
    for (const [name, value] of sent) {
      if (name === "idempotencyKey") continue;
      for (const secret of [card.number, card.cvv, card.expiry, card.name, "Quixotewright"]) {
        expect(value, `the ${name} sent`).not.toContain(secret);
      }
    }
    for (const request of requests) {
      const text = `${request.url()} ${request.postData() ?? ""}`;
      expect(text).not.toContain(card.number);
      expect(text).not.toContain("Quixotewright");
    }

    // Nor is it in the database (every table, the file and its log), nor in any e-mail.
    const stored = tableValues(allTables());
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.filter((value) => value.includes(card.number) || value.includes("Quixotewright"))).toEqual(
      [],
    );
    const bytes = databaseBytes();
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.includes(card.number)).toBe(false);
    expect(bytes.includes("Quixotewright")).toBe(false);
    const standalone = (text: string) =>
      new RegExp(`(?<![0-9A-Za-z])${text.replace("/", "\\/")}(?![0-9A-Za-z])`);
    const ofOrders = tableValues(["orders", "order_items", "outbox"]);
    expect(ofOrders).toContain(buyer.phone);
    expect(
      ofOrders.filter((value) => standalone(card.cvv).test(value) || standalone(card.expiry).test(value)),
    ).toEqual([]);
    for (const email of await receivedEmails()) {
      for (const text of [email.subject, email.text, email.html]) {
        expect(text).not.toContain(card.number);
        expect(text).not.toContain("Quixotewright");
      }
    }
  });

  test("a member orders: the confirmation e-mail, My Orders, 404 for another member (SECURITY 2), the admin ships it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const buyer: Buyer = { ...newBuyer("member"), firstName: "Morgan", lastName: "Member" };
    await signUpVia(page.request, buyer.email, { name: "Morgan Member" });
    await addFromProductPage(page, "white-court-shoes", "L");
    await addFromProductPage(page, "red-classic-ball");
    await page.goto("/checkout");
    await page.waitForLoadState("networkidle");
    await expect(main(page).getByText(c.guestNote)).toHaveCount(0);
    await expect(checkoutField(page, "Email")).toHaveValue(buyer.email);
    await expect(page.getByRole("complementary").getByRole("listitem")).toHaveText([
      "1 × White Court Shoes (L)$89.99",
      "1 × Red Classic Ball$34.99",
    ]);
    await expectSummary(page.getByRole("complementary"), {
      subtotal: "$124.98",
      shipping: "Free",
      total: "$124.98",
    });
    await fillCheckout(page, buyer);
    await placeOrderButton(page).click();
    const { number, token } = await expectOrderPlaced(page);
    await expectOrderLines(page, [
      ["1 × White Court Shoes (Size L)", "$89.99"],
      ["1 × Red Classic Ball", "$34.99"],
    ]);
    await expectSummary(main(page), { subtotal: "$124.98", shipping: "Free", total: "$124.98" });
    await expectCartEmpty(page);
    expect(ordersOf(buyer.email).map((o) => [o.public_token, o.user_id])).toEqual([
      [token, userByEmail(buyer.email).id],
    ]);

    const confirmation = await waitForEmail({
      to: buyer.email,
      subject: new RegExp(`^Your order ${number}$`),
    });
    expect(confirmation.text).toContain(`Hi Morgan, we have received your order ${number}.`);
    expect(confirmation.text).toContain("1 × White Court Shoes (L): $89.99");
    expect(confirmation.text).toContain("1 × Red Classic Ball: $34.99");
    expect(confirmation.text).toContain("Shipping: $0.00");
    expect(confirmation.text).toContain("Total: $124.98");
    expect(confirmation.text).toContain(`${BASE_URL}/orders/${token}`);
    const notice = await waitForEmail({ to: SITE.email, subject: new RegExp(`^New order ${number}$`) });
    expect(notice.replyTo).toEqual([buyer.email]);
    expect(await emailsTo({ to: buyer.email, subject: /order/i })).toHaveLength(1);

    // My Orders lists it and opens it.
    await main(page).getByRole("link", { name: "My orders" }).click();
    await expect(page).toHaveURL("/account/orders");
    await mainNav(page).getByRole("link", { name: "Home" }).click();
    await mainNav(page).getByRole("link", { name: "My Orders" }).click();
    await expect(page).toHaveURL("/account/orders");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My orders");
    const rows = main(page).getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByRole("cell")).toHaveText([number, /\S/, "$124.98", "New"]);
    await rows.nth(1).getByRole("link", { name: number }).click();
    await expect(page).toHaveURL(`/account/orders/${number}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
    await expect(main(page).getByText("Status: New")).toBeVisible();
    await expectSummary(main(page), { subtotal: "$124.98", shipping: "Free", total: "$124.98" });

    // Another member cannot open it by its number, and has no orders of their own.
    const other = await newDevice(browser);
    await signUpVia(other.page.request, letterEmail("othermember"));
    const refused = await other.page.goto(`/account/orders/${number}`);
    expect(refused?.status()).toBe(404);
    await expect(other.page.getByText(number)).toHaveCount(0);
    await other.page.goto("/account/orders");
    await expect(other.page.getByRole("main").getByText(s.orders.empty)).toBeVisible();
    const data = await other.page.request.get(`/account/orders/${number}.data`);
    expect(data.status()).toBe(404);
    expect(await data.text()).not.toContain(buyer.email);
    await other.close();

    // The admin sees it and ships it.
    const admin = await newDevice(browser);
    await createAdmin(admin.page.request);
    await admin.page.goto("/admin/orders");
    await expect(admin.page.getByRole("heading", { level: 1 })).toHaveText("Orders");
    const row = admin.page.getByRole("main").getByRole("row").filter({ hasText: number });
    await expect(row.getByRole("cell")).toHaveText([
      number,
      /\S/,
      `Morgan Member${buyer.email}`,
      "$124.98",
      "New",
    ]);
    await admin.page.waitForLoadState("networkidle");
    await row.getByRole("link", { name: number }).click();
    await expect(admin.page).toHaveURL(`/admin/orders/${number}`);
    await expect(admin.page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
    const adminMain = admin.page.getByRole("main");
    await expect(adminMain.getByRole("link", { name: buyer.email })).toHaveAttribute(
      "href",
      `mailto:${buyer.email}`,
    );
    await expect(adminMain.locator("address")).toHaveText(
      `${buyer.address}${buyer.city}, ${buyer.state} ${buyer.zip}${buyer.country}`,
    );
    const status = adminMain.getByLabel("Status", { exact: true });
    await expect(status).toHaveValue("new");
    await expect(status.getByRole("option")).toHaveText(["New", "Paid", "Shipped", "Cancelled"]);
    await status.selectOption("shipped");
    await adminMain.getByRole("button", { name: "Update status" }).click();
    const updated = toastItem(admin.page, "Order updated");
    await expect(updated).toContainText(`Order ${number} is now Shipped.`);
    await expect(updated).toHaveAttribute("data-variant", "default");
    await admin.page.reload();
    await expect(adminMain.getByLabel("Status", { exact: true })).toHaveValue("shipped");
    expect(ordersOf(buyer.email).map((o) => o.status)).toEqual(["shipped"]);
    await admin.close();

    await page.goto("/account/orders");
    await expect(main(page).getByRole("row").nth(1).getByRole("cell").nth(3)).toHaveText("Shipped");
  });

  test("a visitor is sent to sign in for My Orders", async ({ page }) => {
    await page.goto("/account/orders");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Faccount%2Forders$/);
  });

  test("shipping: $5.00 on a single ball, free on two pairs of shoes (over $100)", async ({ page }) => {
    test.setTimeout(60_000);
    for (const { lines, subtotal, shipping, total, cents } of [
      {
        lines: [storedLine("blue-training-ball")],
        subtotal: "$34.99",
        shipping: "$5.00",
        total: "$39.99",
        cents: [3499, 500, 3999],
      },
      {
        lines: [storedLine("green-court-shoes", { size: "XL", quantity: 2 })],
        subtotal: "$179.98",
        shipping: "Free",
        total: "$179.98",
        cents: [17998, 0, 17998],
      },
    ]) {
      const buyer = newBuyer("shipping");
      await seedCart(page, lines);
      await expectSummary(page.getByRole("complementary"), { subtotal, shipping, total });
      await fillCheckout(page, buyer);
      await expect(placeOrderButton(page)).toHaveText(`Place Order · ${total}`);
      await placeOrderButton(page).click();
      await expectOrderPlaced(page);
      await expectSummary(main(page), { subtotal, shipping, total });
      const [order] = ordersOf(buyer.email);
      expect([order?.subtotal_cents, order?.shipping_cents, order?.total_cents]).toEqual(cents);
    }
  });

  test("a price tampered with in the browser's storage is ignored: the server prices the order", async ({
    page,
  }) => {
    const buyer = newBuyer("tamper");
    await seedCart(page, [storedLine("star-match-ball", { quantity: 2, priceCents: 1 })]);
    // The browser shows what it holds...
    await expectSummary(page.getByRole("complementary"), {
      subtotal: "$0.02",
      shipping: "$5.00",
      total: "$5.02",
    });
    await fillCheckout(page, buyer);
    await placeOrderButton(page).click();
    // ...the order is what the catalogue says.
    const { token } = await expectOrderPlaced(page);
    await expectOrderLines(page, [["2 × Star Match Ball", "$99.98"]]);
    await expectSummary(main(page), { subtotal: "$99.98", shipping: "$5.00", total: "$104.98" });
    const order = orderByToken(token);
    expect([order.subtotal_cents, order.shipping_cents, order.total_cents]).toEqual([9998, 500, 10498]);
    expect(itemsOf(order.id)).toEqual([
      expect.objectContaining({
        product_id: "star-match-ball",
        quantity: 2,
        unit_cents: 4999,
        line_cents: 9998,
      }),
    ]);
  });

  test("a failed order shows the spec's Error toast and keeps the cart", async ({ page }) => {
    const buyer = newBuyer("failed");
    const lines: StoredLine[] = [
      storedLine("red-classic-ball"),
      {
        productId: "retired-jersey",
        name: "Retired Jersey",
        image: product("red-classic-ball").image,
        priceCents: 2500,
        size: null,
        quantity: 1,
      },
    ];
    await seedCart(page, lines);
    await fillCheckout(page, buyer);
    await placeOrderButton(page).click();
    const error = toastItem(page, c.failed.title);
    await expect(error).toContainText("There was a problem processing your order. Please try again.");
    await expect(error).toHaveAttribute("data-variant", "destructive");
    await expect(main(page).getByRole("alert")).toHaveText(v.unknownProduct);
    await expect(page).toHaveURL("/checkout");
    expect(await storedCart(page)).toEqual(lines);
    await expectBadge(page, 2);
    expect(ordersOf(buyer.email)).toEqual([]);
  });

  test("the form is checked in the browser, card fields included, before anything is sent", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await seedCart(page, [storedLine("green-classic-ball")]);
    await placeOrderButton(page).click();
    for (const [label, message] of [
      ["First Name", v.firstName],
      ["Email", v.email],
      ["Phone", v.phone],
      ["Postal Code", v.zip],
      ["Name on Card", v.card],
      ["Card Number", v.card],
      ["Expiration Date", v.card],
      ["CVV", v.card],
    ] as const) {
      await expect(checkoutField(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(checkoutField(page, label)).toHaveAccessibleDescription(message);
    }
    await expect(checkoutField(page, "Country")).not.toHaveAttribute("aria-invalid");
    expect(posts).toEqual([]);
    expect(await storedCart(page)).toEqual([storedLine("green-classic-ball")]);
  });

  test("SECURITY 20: a double-clicked Place Order makes one order", async ({ page }) => {
    const buyer = newBuyer("double");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.postData() ?? "");
    });
    await seedCart(page, [storedLine("star-match-ball")]);
    await fillCheckout(page, buyer);
    await placeOrderButton(page).dblclick();
    const { token } = await expectOrderPlaced(page);
    await page.waitForLoadState("networkidle");
    expect(posts.length).toBeGreaterThanOrEqual(1);
    const keys = new Set(posts.map((body) => new URLSearchParams(body).get("idempotencyKey")));
    expect(keys.size, "one idempotency key for every submission").toBe(1);
    const orders = ordersOf(buyer.email);
    expect(orders.map((o) => o.public_token)).toEqual([token]);
    expect(itemsOf(orders[0]?.id as number)).toHaveLength(1);
  });
});

test.describe("SECURITY 18: the server prices and checks every order", () => {
  const ball = { productId: "blue-training-ball", size: null, quantity: 1 };

  test("an extra price in the items is ignored: the total comes from the catalogue", async ({ request }) => {
    const buyer = newBuyer("httpprice");
    const response = await postCheckout(
      request,
      checkoutForm(buyer, [
        { ...ball, quantity: 2, priceCents: 1, price: 0.01, unitCents: 1 },
        { productId: "white-court-shoes", size: "S", quantity: 1, priceCents: 1, lineCents: 1 },
      ]),
    );
    const order = orderByToken(placedToken(response));
    expect(order.email).toBe(buyer.email);
    expect([order.subtotal_cents, order.shipping_cents, order.total_cents]).toEqual([15997, 0, 15997]);
    expect(itemsOf(order.id)).toEqual([
      {
        product_id: "blue-training-ball",
        name: "Blue Training Ball",
        size: null,
        quantity: 2,
        unit_cents: 3499,
        line_cents: 6998,
      },
      {
        product_id: "white-court-shoes",
        name: "White Court Shoes",
        size: "S",
        quantity: 1,
        unit_cents: 8999,
        line_cents: 8999,
      },
    ]);
  });

  const refusals: { what: string; items: unknown[] | string; status: number; message: string }[] = [
    ...[0, -1, 1.5, 1_000_000_000, 100, "1"].map((quantity) => ({
      what: `a quantity of ${JSON.stringify(quantity)}`,
      items: [{ ...ball, quantity }],
      status: 400,
      message: v.quantity,
    })),
    {
      what: "an unknown product",
      items: [ball, { productId: "gold-plated-ball", size: null, quantity: 1 }],
      status: 422,
      message: v.unknownProduct,
    },
    {
      what: "shoes without a size",
      items: [{ productId: "white-court-shoes", size: null, quantity: 1 }],
      status: 422,
      message: v.size,
    },
    { what: "a ball with a size", items: [{ ...ball, size: "M" }], status: 422, message: v.size },
    {
      what: "a size that does not exist",
      items: [{ productId: "white-court-shoes", size: "XS", quantity: 1 }],
      status: 400,
      message: v.size,
    },
    { what: "a line that is not an object", items: [1], status: 400, message: v.items },
    { what: "a line without a product", items: [{ size: null, quantity: 1 }], status: 400, message: v.items },
    { what: "an empty cart", items: [], status: 400, message: v.emptyCart },
    { what: "items that are not JSON", items: "[{", status: 400, message: v.items },
  ];

  for (const { what, items, status, message } of refusals) {
    test(`${what} is refused with a clear message and creates no order`, async ({ request }) => {
      const buyer = newBuyer("refused");
      const before = orderCount();
      const form = checkoutForm(buyer, items as never);
      const answer = await postCheckoutData(request, form);
      expect(answer.status).toBe(status);
      const data = answer.data as { errors: Record<string, string>; toast: unknown };
      expect(data.toast).toEqual(failedToast);
      expect(Object.values(data.errors)).toEqual([message]);
      // A browser without JavaScript gets the same status.
      const document = await postCheckout(request, { ...form, idempotencyKey: crypto.randomUUID() });
      expect(document.status()).toBe(status);
      expect(ordersOf(buyer.email)).toEqual([]);
      expect(orderCount()).toBe(before);
      expect(outboxTo(SITE.email).filter((m) => m.reply_to === buyer.email)).toEqual([]);
    });
  }

  test("two submissions with one idempotency key at the same moment make one order", async ({ request }) => {
    const buyer = newBuyer("samekey");
    const form = checkoutForm(buyer, [ball]);
    // As a browser does: the checkout page gives it the cookie its orders are bound to.
    await request.get("/checkout");
    const responses = await Promise.all([postCheckout(request, form), postCheckout(request, form)]);
    const tokens = responses.map((response) => placedToken(response));
    expect(tokens[0]).toBe(tokens[1]);
    expect(ordersOf(buyer.email).map((o) => o.public_token)).toEqual([tokens[0]]);
    expect(outboxTo(SITE.email).filter((m) => m.reply_to === buyer.email)).toHaveLength(1);
  });

  test("a key reused by another browser, or with another cart, never shows the order (SECURITY 20)", async ({
    request,
    playwright,
  }) => {
    const buyer = newBuyer("keyreuse");
    const form = checkoutForm(buyer, [ball]);
    const checkoutPage = await request.get("/checkout");
    expect(checkoutPage.headers()["cache-control"]).toBe("private, no-store");
    expect(setCookie(checkoutPage, "checkout")).toMatch(
      /^checkout=[\w%]{40,}; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(setCookie(await request.get("/checkout"), "checkout"), "set once").toBeUndefined();
    const token = placedToken(await postCheckout(request, form));
    const other = await playwright.request.newContext({ baseURL: BASE_URL });
    try {
      await other.get("/checkout");
      for (const [who, api, sent] of [
        ["another browser", other, form],
        ["another cart", request, { ...form, items: JSON.stringify([{ ...ball, quantity: 2 }]) }],
      ] as const) {
        const answer = await postCheckoutData(api, sent);
        expect(answer.status, who).toBe(409);
        expect(JSON.stringify(answer.data), who).not.toContain(token);
        expect((answer.data as { errors: Record<string, string> }).errors, who).toEqual({ form: v.keyUsed });
      }
    } finally {
      await other.dispose();
    }
    expect(ordersOf(buyer.email).map((o) => o.public_token)).toEqual([token]);
  });

  test("the 11th checkout from one client within the hour is refused: Too many requests, no order", async ({
    request,
  }) => {
    await request.get("/checkout");
    for (let i = 0; i < 10; i++) {
      placedToken(await postCheckout(request, checkoutForm(newBuyer(`limit${i}`), [ball])));
    }
    const buyer = newBuyer("limitover");
    const answer = await postCheckoutData(request, checkoutForm(buyer, [ball]));
    expect(answer.status).toBe(429);
    expect(answer.data).toEqual({
      errors: { form: `${c.throttled.title}: ${c.throttled.description}` },
      toast: { ...c.throttled, variant: "destructive" },
    });
    expect(ordersOf(buyer.email)).toEqual([]);
    expect(outboxTo(SITE.email).filter((m) => m.reply_to === buyer.email)).toEqual([]);
  });

  test("a checkout from another site is refused (SECURITY 8)", async ({ request }) => {
    const buyer = newBuyer("foreign");
    const response = await request.post("/checkout", {
      form: checkoutForm(buyer, [ball]),
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(ordersOf(buyer.email)).toEqual([]);
  });
});

test.describe("accessibility of the shop", () => {
  test("/shop and a product page, with and without the size message, have no violations", async ({
    page,
  }) => {
    await page.goto("/shop");
    await page.waitForLoadState("networkidle");
    await expectNoViolations(page, "/shop");
    await page.goto("/shop?category=jerseys");
    await page.waitForLoadState("networkidle");
    await expectNoViolations(page, "/shop?category=jerseys");
    await page.goto("/shop/white-court-shoes");
    await page.waitForLoadState("networkidle");
    await expectNoViolations(page, "/shop/white-court-shoes");
    await main(page).getByRole("button", { name: s.product.addToCart }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Choose a size");
    await expectNoViolations(page, "/shop/white-court-shoes with Choose a size");
    await addFromProductPage(page, "white-court-shoes", "XXL");
    await expectNoViolations(page, "/shop/white-court-shoes with the Added to cart toast");
  });

  test("the cart drawer, open with lines and empty, has no violations", async ({ page }) => {
    await seedCart(
      page,
      [storedLine("white-court-shoes", { size: "S", quantity: 2 }), storedLine("star-match-ball")],
      "/",
    );
    await openCart(page);
    await expectNoViolations(page, "the open cart drawer");
    await page.keyboard.press("Escape");
    await seedCart(page, [], "/");
    await openCart(page);
    await expect(cartDrawer(page).getByText("Your cart is empty", { exact: true })).toBeVisible();
    await expectNoViolations(page, "the open empty cart drawer");
  });

  test("/checkout empty, filled and with its errors, and the order page have no violations", async ({
    page,
  }) => {
    await page.goto("/checkout");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your cart is empty");
    await expectNoViolations(page, "/checkout with an empty cart");
    await seedCart(page, [storedLine("blue-training-ball", { quantity: 3 })]);
    await placeOrderButton(page).click();
    await expect(checkoutField(page, "CVV")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, "/checkout with its errors");
    await fillCheckout(page, newBuyer("axe"));
    await expectNoViolations(page, "/checkout filled");
    await placeOrderButton(page).click();
    await expectOrderPlaced(page);
    await expectNoViolations(page, "/orders/{token}");
  });

  test("the member's and the admin's order pages have no violations", async ({ page, browser }) => {
    test.setTimeout(60_000);
    const buyer = newBuyer("axemember");
    await signUpVia(page.request, buyer.email);
    // Ordered with the member's cookies: the order is theirs.
    placedToken(
      await postCheckout(
        page.request,
        checkoutForm(buyer, [{ productId: "red-classic-ball", size: null, quantity: 1 }]),
      ),
    );
    const [order] = ordersOf(buyer.email);
    expect(order?.user_id).not.toBeNull();
    const number = `HB-${String(order?.id).padStart(6, "0")}`;
    for (const path of ["/account/orders", `/account/orders/${number}`]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(main(page).getByText(number).first()).toBeVisible();
      await expectNoViolations(page, path);
    }
    const admin = await newDevice(browser);
    await createAdmin(admin.page.request);
    for (const path of ["/admin/orders", `/admin/orders/${number}`]) {
      await admin.page.goto(path);
      await admin.page.waitForLoadState("networkidle");
      await expect(admin.page.getByRole("main").getByText(number).first()).toBeVisible();
      await expectNoViolations(admin.page, path);
    }
    await admin.close();
  });
});

test("the cart button is in the navigation bar on every page", async ({ page }) => {
  for (const path of ["/", "/about", "/shop", "/checkout"]) {
    await page.goto(path);
    await expect(cartButton(page)).toHaveAttribute("href", "/checkout");
  }
});
