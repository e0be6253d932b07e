// The checkout endpoint end to end, over HTTP: the server prices and checks every order (docs/security.md
// #18), idempotency keys (#20), the checkout limit (#30) and cross-site posts (#8), against the
// production build.
import { solveForTest } from "../support/challenge";
import { SITE } from "./env";
import { expect, test } from "./fixtures";
import { setCookie } from "./http";
import {
  checkoutForm,
  itemsOf,
  newBuyer,
  orderByToken,
  orderCount,
  ordersOf,
  outboxTo,
  placedToken,
  postCheckout,
  postCheckoutData,
  s,
} from "./shop-helpers";

const c = s.checkout;
const v = s.validation;

const failedToast = { title: c.failed.title, description: c.failed.description, variant: "destructive" };

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
    // product_id, name, size, quantity, unit_cents, line_cents
    expect(itemsOf(order.id).map((item) => Object.values(item))).toEqual([
      ["blue-training-ball", "Blue Training Ball", null, 2, 3499, 6998],
      ["white-court-shoes", "White Court Shoes", "S", 1, 8999, 8999],
    ]);
  });

  const refusals: { what: string; items: unknown[] | string; status: number; message: string }[] = [
    ...[0, -1, 1.5, 1_000_000_000, 100, "1"].map((quantity) => ({
      what: `a quantity of ${JSON.stringify(quantity)}`,
      items: [{ ...ball, quantity }],
      status: 400,
      message: "Quantities must be whole numbers from 1 to 99",
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
    newPerson,
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
    const other = await newPerson();
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
    expect(ordersOf(buyer.email).map((o) => o.public_token)).toEqual([token]);
  });

  // Decision 039: past the address's budget of checkouts without an account (GUEST_ACTIONS_PER_HOUR, 10 on
  // the test servers) a checkout needs a proof of work: without one, no order and no e-mail.
  test("the 11th checkout without an account from one client within the hour needs a proof of work: without one, no order", async ({
    request,
  }) => {
    await request.get("/checkout");
    for (let i = 0; i < 10; i++) {
      placedToken(await postCheckout(request, checkoutForm(newBuyer(`limit${i}`), [ball])));
    }
    const buyer = newBuyer("limitover");
    const answer = await postCheckoutData(request, checkoutForm(buyer, [ball]));
    expect(answer.status).toBe(429);
    expect(answer.data).toMatchObject({ errors: {}, challenge: { challenge: expect.any(String) } });
    expect(ordersOf(buyer.email)).toEqual([]);
    expect(outboxTo(SITE.email).filter((m) => m.reply_to === buyer.email)).toEqual([]);

    // With the proof of that challenge, the order is placed.
    const { challenge } = (answer.data as { challenge: { challenge: string } }).challenge;
    placedToken(
      await postCheckout(request, { ...checkoutForm(buyer, [ball]), proof: await solveForTest(challenge) }),
    );
    expect(ordersOf(buyer.email)).toHaveLength(1);
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
