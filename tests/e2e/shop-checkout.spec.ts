// Checkout end to end: a guest's order paid by Interac e-Transfer (no card field exists, docs/security.md
// #19), shipping, prices the server sets, a failed order, the form's checks and a double-clicked Place
// Order (#20), in Chromium against the production build.
import type { Request } from "@playwright/test";
import { BASE_URL, SITE } from "./env";
import { expect, test } from "./fixtures";
import { expectNoViolations, main, open, toast } from "./helpers";
import { waitForEmail } from "./mail";
import {
  addFromProductPage,
  cartDrawer,
  checkoutField,
  expectBadge,
  expectCartEmpty,
  expectEtransferBox,
  expectOrderLines,
  expectOrderPlaced,
  expectSummary,
  fillCheckout,
  itemsOf,
  newBuyer,
  openCart,
  orderByToken,
  ordersOf,
  placeOrder,
  placeOrderButton,
  product,
  type StoredLine,
  s,
  seedCart,
  storedCart,
  storedLine,
} from "./shop-helpers";

const c = s.checkout;
const v = s.validation;

test.describe("checkout", () => {
  test("an empty cart says so and leads to the shop", async ({ page }) => {
    await open(page, "/checkout");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your cart is empty");
    await expect(main(page).getByRole("textbox")).toHaveCount(0);
    await main(page).getByRole("link", { name: "Go Shopping" }).click();
    await expect(page).toHaveURL("/shop");
  });

  test("a guest orders: Order Placed!, server totals, an empty cart, the e-Transfer instructions, the shop is told, no card field (SECURITY 19)", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const buyer = newBuyer("guest");
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));

    await open(page, "/shop/blue-training-ball");
    await addFromProductPage(page, "blue-training-ball");
    await openCart(page);
    await cartDrawer(page).getByRole("link", { name: "Checkout" }).click();
    await expect(page).toHaveURL("/checkout");

    const summary = page.getByRole("complementary");
    await expect(summary.getByRole("heading", { level: 2 })).toHaveText("Order Summary");
    await expect(summary.getByRole("listitem")).toHaveText(["1 × Blue Training Ball$34.99"]);
    await expectSummary(summary, { subtotal: "$34.99", shipping: "$5.00", total: "$39.99" });
    await expect(main(page).getByText(c.guestNote)).toContainText(
      "We e-mail your order confirmation to the address you give below. Sign in to find all your orders in your account.",
    );
    for (const legend of ["Contact", "Shipping Address", "Payment"]) {
      await expect(main(page).getByRole("group", { name: legend })).toBeVisible();
    }
    await expect(checkoutField(page, "Country")).toHaveValue("Canada");
    // The province is one of the list, the association's own (Ontario) to start with.
    await expect(checkoutField(page, "Province")).toHaveValue("ON");
    await expect(checkoutField(page, "Province").getByRole("option")).toHaveCount(13);
    // On a desk the summary sits beside the form; on a phone it comes before Place Order.
    const beside = await summary.boundingBox();
    const form = await main(page).getByRole("group", { name: "Contact" }).boundingBox();
    expect(beside && form && beside.x > form.x + form.width).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    const above = await summary.boundingBox();
    const button = await placeOrderButton(page).boundingBox();
    expect(above && button && above.y + above.height <= button.y).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });
    // SECURITY 19: no card field exists; the Payment section explains the e-Transfer instead.
    await expect(page.locator('input[autocomplete^="cc-"]')).toHaveCount(0);
    for (const label of [/card/i, /cvv/i, /expir/i])
      await expect(main(page).getByLabel(label)).toHaveCount(0);
    const payment = main(page).getByRole("group", { name: "Payment" });
    await expect(payment).toContainText("Interac e-Transfer");
    await expect(payment).toContainText(
      "After you place your order, we show you the amount, the recipient and a reference to write in the e-Transfer message, and we e-mail them to you. Pay within 7 days, or the order is cancelled.",
    );
    await expect(payment.getByRole("radio")).toHaveCount(0);

    const { number, token } = await placeOrder(page, buyer, { total: "$39.99" });

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
      status: "awaiting-payment",
      payment_method: "etransfer",
      first_name: buyer.firstName,
      subtotal_cents: 3499,
      shipping_cents: 500,
      total_cents: 3999,
    });
    expect(`HB-${String(order?.id).padStart(6, "0")}`).toBe(number);
    // product_id, name, size, quantity, unit_cents, line_cents
    expect(itemsOf(order?.id as number).map((item) => Object.values(item))).toEqual([
      ["blue-training-ball", "Blue Training Ball", null, 1, 3499, 3499],
    ]);

    // The page says how to pay: the amount, the recipient, the order number as the reference, the deadline.
    await expectEtransferBox(page, { amount: "$39.99", number, dueAt: order?.payment_due_at ?? "" });

    // The shop is told, with the buyer to reply to.
    const notice = await waitForEmail({ to: SITE.email, subject: new RegExp(`^New order ${number}$`) });
    expect(notice.replyTo).toEqual([buyer.email]);
    expect(notice.to).toEqual([SITE.email]);
    expect(notice.text).toContain(`Robin Shopper (${buyer.email}, ${buyer.phone}) placed order ${number}.`);
    expect(notice.text).toContain("1 × Blue Training Ball: $34.99");
    expect(notice.text).toContain("Shipping: $5.00");
    expect(notice.text).toContain("Total: $39.99");
    expect(notice.text).toContain(`${BASE_URL}/admin/orders/${number}`);
    // The guest gets the confirmation with the same instructions (a departure from spec §6).
    const confirmation = await waitForEmail({
      to: buyer.email,
      subject: new RegExp(`^Your order ${number}$`),
    });
    expect(confirmation.text).toContain(`Write ${number} in the e-Transfer message`);
    expect(confirmation.text).toContain(`Send $39.99 by Interac e-Transfer to ${SITE.email} (${SITE.name})`);

    // SECURITY 19: the form sends nothing but the order; no card field exists to send.
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
      await placeOrder(page, buyer, { total });
      await expectSummary(main(page), { subtotal, shipping, total });
      const [order] = ordersOf(buyer.email);
      expect([order?.subtotal_cents, order?.shipping_cents, order?.total_cents]).toEqual(cents);
      // The e-mail says shipping as the page does ("Free", never "$0.00").
      const confirmation = await waitForEmail({ to: buyer.email, subject: /^Your order HB-/ });
      expect(confirmation.text).toContain(`Shipping: ${shipping}`);
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
    // ...the order is what the catalogue says.
    const { token } = await placeOrder(page, buyer);
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
        nameFr: null,
        image: product("red-classic-ball").image,
        priceCents: 2500,
        size: null,
        quantity: 1,
      },
    ];
    await seedCart(page, lines);
    await fillCheckout(page, buyer);
    await placeOrderButton(page).click();
    const error = toast(page, c.failed.title);
    await expect(error).toContainText("There was a problem processing your order. Please try again.");
    await expect(error).toHaveAttribute("data-variant", "destructive");
    await expect(main(page).getByRole("alert")).toHaveText(v.unknownProduct);
    await expect(page).toHaveURL("/checkout");
    expect(await storedCart(page)).toEqual(lines);
    await expectBadge(page, 2);
    expect(ordersOf(buyer.email)).toEqual([]);
  });

  test("the form is checked in the browser before anything is sent", async ({ page }) => {
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

test.describe("accessibility of the shop", () => {
  test("/checkout empty, filled and with its errors, and the order page have no violations", async ({
    page,
  }) => {
    await open(page, "/checkout");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your cart is empty");
    await expectNoViolations(page, "/checkout with an empty cart");
    await seedCart(page, [storedLine("blue-training-ball", { quantity: 3 })]);
    await placeOrderButton(page).click();
    await expect(checkoutField(page, "Postal Code")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, "/checkout with its errors");
    await fillCheckout(page, newBuyer("axe"));
    await expectNoViolations(page, "/checkout filled");
    await placeOrderButton(page).click();
    await expectOrderPlaced(page);
    await expectNoViolations(page, "/orders/{token}");
  });
});
