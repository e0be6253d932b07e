// Paying and stock from the buyer's side, in Chromium against the production build: the cart
// drawer and the checkout warn of what is short, the server refuses a sold-out line and orders nothing,
// the association may let buyers pay in person, and a browser without JavaScript still orders and reads
// how to pay.

import { common } from "~/texts/en/common";
import { payments } from "~/texts/en/payments";
import { shortageMessage } from "../../app/features/shop/rules";
import { withDb } from "./db";
import { expect, test } from "./fixtures";
import { expectNoViolations, main } from "./helpers";
import {
  cartDrawer,
  cartLine,
  checkoutForm,
  expectEtransferBox,
  fillCheckout,
  newBuyer,
  openCart,
  orderByToken,
  ordersOf,
  placedToken,
  placeOrder,
  placeOrderButton,
  postCheckout,
  postCheckoutData,
  s,
  seedCart,
  storedCart,
  storedLine,
} from "./shop-helpers";

// The tests change the stock and the payment settings every page reads: one at a time.
test.describe.configure({ mode: "serial" });

function stockOf(productId: string, size: string) {
  return withDb(
    (db) =>
      (
        db
          .prepare("SELECT stock FROM product_variants WHERE product_id = ? AND size = ?")
          .get(productId, size) as {
          stock: number;
        }
      ).stock,
  );
}

/** Sets the stock of sizes for the test and puts the previous counts back afterwards. */
async function withStock(
  counts: [productId: string, size: string, stock: number][],
  run: () => Promise<void>,
) {
  const before = counts.map(([productId, size]) => [productId, size, stockOf(productId, size)] as const);
  const set = (rows: readonly (readonly [string, string, number])[]) =>
    withDb((db) => {
      const update = db.prepare("UPDATE product_variants SET stock = ? WHERE product_id = ? AND size = ?");
      for (const [productId, size, stock] of rows) update.run(stock, productId, size);
    });
  set(counts);
  try {
    await run();
  } finally {
    set(before);
  }
}

test("the cart drawer says which lines are short: Only 2 left, Sold out", async ({ page }) => {
  await withStock(
    [
      ["white-court-shoes", "M", 2],
      ["green-court-shoes", "L", 0],
    ],
    async () => {
      await seedCart(
        page,
        [
          storedLine("white-court-shoes", { size: "M", quantity: 2 }),
          storedLine("green-court-shoes", { size: "L" }),
          storedLine("blue-training-ball"),
        ],
        "/shop",
      );
      await openCart(page);
      const white = cartLine(page, "White Court Shoes", "M");
      const green = cartLine(page, "Green Court Shoes", "L");
      await expect(green).toContainText(common.cart.soldOut);
      // Two asked, two left: nothing to say until a third is asked.
      await expect(white).not.toContainText("left");
      await white.getByRole("button", { name: "Increase quantity of White Court Shoes" }).click();
      await expect(white).toContainText("Only 2 left");
      await expect(cartLine(page, "Blue Training Ball")).not.toContainText(/left|Sold out/);
      await expect(cartDrawer(page).getByText(/Only \d+ left|Sold out/)).toHaveCount(2);
    },
  );
});

test("a sold-out line is refused with the shortage message, nothing is ordered and no stock is taken", async ({
  page,
}) => {
  await withStock(
    [
      ["white-court-shoes", "M", 1],
      ["green-court-shoes", "L", 0],
    ],
    async () => {
      const buyer = newBuyer("soldout");
      const lines = [
        storedLine("white-court-shoes", { size: "M", quantity: 3 }),
        storedLine("green-court-shoes", { size: "L" }),
        storedLine("blue-training-ball"),
      ];
      const ballsBefore = stockOf("blue-training-ball", "");
      await seedCart(page, lines);
      // The checkout warns before the order is placed, and still lets the buyer try.
      const summary = page.getByRole("complementary").getByRole("listitem");
      await expect(summary.nth(0)).toContainText("Only 1 left");
      await expect(summary.nth(1)).toContainText("Sold out");
      await expect(summary.nth(2)).not.toContainText(/left|Sold out/);
      await fillCheckout(page, buyer);
      await expect(placeOrderButton(page)).toBeEnabled();
      // Meanwhile someone else buys the last White Court Shoes (M).
      withDb((db) =>
        db
          .prepare(
            "UPDATE product_variants SET stock = 0 WHERE product_id = 'white-court-shoes' AND size = 'M'",
          )
          .run(),
      );
      await placeOrderButton(page).click();
      const expected = shortageMessage(
        [
          { name: "White Court Shoes", size: "M", available: 0 },
          { name: "Green Court Shoes", size: "L", available: 0 },
        ],
        s.validation,
      );
      expect(expected).toBe(
        "White Court Shoes (M) is sold out. Please remove it from your cart. Green Court Shoes (L) is sold out. Please remove it from your cart.",
      );
      await expect(main(page).getByRole("alert")).toHaveText(expected);
      await expect(page).toHaveURL("/checkout");
      // The refusal brings the warnings up to date.
      await expect(summary.nth(0)).toContainText("Sold out");
      expect(ordersOf(buyer.email)).toEqual([]);
      expect(await storedCart(page)).toEqual(lines);
      expect([stockOf("white-court-shoes", "M"), stockOf("green-court-shoes", "L")]).toEqual([0, 0]);
      expect(stockOf("blue-training-ball", "")).toBe(ballsBefore);
    },
  );
});

test.describe("paying in person", () => {
  const settings = {
    etransferEmail: "info@handball.example.org",
    etransferName: "Ontario Handball Association",
    etransferNote: "",
    paymentDays: 5,
    inPersonEnabled: true,
    inPersonNote: "Saturdays at the Varsity Arena front desk.",
  };
  test.beforeEach(() =>
    withDb((db) =>
      db
        .prepare(
          "INSERT INTO settings (key, value, updated_at) VALUES ('payments', ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        )
        .run(JSON.stringify(settings), new Date().toISOString()),
    ),
  );
  test.afterEach(() => withDb((db) => db.prepare("DELETE FROM settings WHERE key = 'payments'").run()));

  test("when the association allows it, the buyer chooses it with the keyboard and is told how to pay", async ({
    page,
  }) => {
    const buyer = newBuyer("inperson");
    await seedCart(page, [storedLine("red-classic-ball")]);
    const group = main(page).getByRole("group", { name: s.checkout.paymentMethod });
    const etransfer = group.getByRole("radio", { name: payments.methods.etransfer });
    const inPerson = group.getByRole("radio", { name: payments.methods["in-person"] });
    await expect(etransfer).toBeChecked();
    await expect(group).toContainText("Pay within 5 days, or the order is cancelled.");
    await expect(group).toContainText(settings.inPersonNote);
    await etransfer.focus();
    await page.keyboard.press("ArrowDown");
    await expect(inPerson).toBeChecked();
    await expect(page.locator('input[autocomplete^="cc-"]')).toHaveCount(0);
    await expectNoViolations(page, "/checkout with both methods");
    const { number, token } = await placeOrder(page, buyer);
    const order = orderByToken(token);
    expect([order.status, order.payment_method]).toEqual(["awaiting-payment", "in-person"]);
    const box = main(page).getByRole("region", { name: payments.instructions.inPersonTitle });
    await expect(box).toContainText(`give your order number, ${number}.`);
    await expect(box).toContainText(settings.inPersonNote);
    await expect(box.getByText(payments.instructions.recipient)).toHaveCount(0);
    await expectNoViolations(page, "/orders/{token} paid in person");
  });
});

test("pay in person is refused while the association does not allow it, and nothing is ordered", async ({
  request,
}) => {
  const buyer = newBuyer("nomethod");
  const form = {
    ...checkoutForm(buyer, [{ productId: "blue-training-ball", quantity: 1 }]),
    paymentMethod: "in-person",
  };
  const answer = await postCheckoutData(request, form);
  expect(answer.status).toBe(422);
  expect(answer.data).toMatchObject({ errors: { form: s.validation.paymentMethod } });
  expect(ordersOf(buyer.email)).toEqual([]);
});

test("without JavaScript, the checkout places an order and its page says how to pay", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const buyer = newBuyer("nojs");
    const token = placedToken(
      await postCheckout(page.request, checkoutForm(buyer, [{ productId: "star-match-ball", quantity: 1 }])),
    );
    await page.goto(`/orders/${token}`);
    const order = orderByToken(token);
    expect([order.status, order.payment_method, order.total_cents]).toEqual([
      "awaiting-payment",
      "etransfer",
      5499,
    ]);
    const number = `HB-${String(order.id).padStart(6, "0")}`;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Thank you! Order ${number} is placed.`);
    await expect(main(page).getByText(payments.statuses["awaiting-payment"], { exact: true })).toBeVisible();
    await expectEtransferBox(page, { amount: "$54.99", number, dueAt: order.payment_due_at ?? "" });
  } finally {
    await context.close();
  }
});
