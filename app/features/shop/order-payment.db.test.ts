import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { defaultPaymentSettings } from "~/features/orders";
import { getOrderByToken, savePaymentSettings } from "~/features/orders/index.server";
import { type AppContext, appContext } from "~/lib/context.server";
import { localeContext } from "~/lib/i18n";
import { loader } from "~/routes/orders.$token";
import { seedDemoContent } from "../../../scripts/lib/seed";
import { testNow } from "../../../tests/support/factories";
import { checkoutInput } from "../../../tests/support/shop-factories";
import { setupTestDb, testConfig } from "../../../tests/support/test-db";
import { buyerOrderPage } from "./order-payment.server";
import { placeOrder } from "./service.server";

// What the buyer's order pages load: how to pay while the order awaits payment, in the page's language.
const testDb = setupTestDb({
  clean: ["order_items", "orders", "outbox", "rate_events", "jobs", "settings"],
  seed: (db) => seedDemoContent(db, testNow, "America/Toronto"),
});

const deps = () => ({ db: testDb.db, config: testConfig });
let clients = 0;
async function orderPlaced(paymentMethod: "etransfer" | "in-person" = "etransfer") {
  const customer = { userId: null, guestId: "guest", client: `192.0.2.${++clients}`, locale: "en" as const };
  const result = await placeOrder(
    { ...deps(), mail: { wake: vi.fn() } },
    checkoutInput({ paymentMethod }),
    customer,
    testNow,
  );
  if (!result.ok) throw new Error(`order refused: ${result.reason}`);
  return { ...result, order: await orderOfToken(result.token) };
}

async function orderOfToken(token: string) {
  const order = await getOrderByToken(testDb.db, token);
  if (!order) throw new Error(`no order ${token}`);
  return order;
}

/** The buyer's page as the route loads it: a token that names no order is its 404. */
function confirmationPage(token: string) {
  const context = new RouterContextProvider();
  context.set(appContext, { db: testDb.db, config: testConfig } as AppContext);
  context.set(localeContext, "en");
  return loader({
    params: { token },
    context,
    request: new Request(`http://localhost/orders/${token}`),
  } as unknown as Parameters<typeof loader>[0]);
}

describe("a buyer's order page", () => {
  it("awaiting an e-Transfer: the instructions in the page's language, with the recipient of the settings", async () => {
    await savePaymentSettings(testDb.db, {
      ...defaultPaymentSettings(testConfig),
      etransferEmail: "treasurer@example.org",
      etransferName: "OHA Treasurer",
    });
    const { number, order } = await orderPlaced();
    const page = await buyerOrderPage(deps(), order, "fr");
    expect(page.number).toBe(number);
    expect(page.order).not.toHaveProperty("public_token");
    expect(page.order).toMatchObject({
      status: "awaiting-payment",
      // The end of March 8 in Toronto, 7 days after testNow's March 1.
      payment_due_at: "2026-03-09T03:59:59.999Z",
    });
    expect(page.payment?.title).toBe("Comment payer par virement Interac");
    expect(page.payment?.recipient).toEqual({ email: "treasurer@example.org", name: "OHA Treasurer" });
    expect(page.payment?.paragraphs).toContain(
      `Inscrivez ${number} dans le message du virement, pour que nous puissions associer votre paiement à votre commande.`,
    );
  });

  it("awaiting payment in person: no recipient", async () => {
    await savePaymentSettings(testDb.db, { ...defaultPaymentSettings(testConfig), inPersonEnabled: true });
    const { order } = await orderPlaced("in-person");
    const page = await buyerOrderPage(deps(), order, "en");
    expect(page.payment?.title).toBe("How to pay in person");
    expect(page.payment?.recipient).toBeNull();
  });

  it("once paid, no instructions, and the payment's date and amount", async () => {
    const { id, order } = await orderPlaced();
    await testDb.db
      .updateTable("orders")
      .set({ status: "paid", paid_at: "2026-03-02T15:00:00.000Z", paid_cents: 3999 })
      .where("id", "=", id)
      .execute();
    const page = await buyerOrderPage(deps(), await orderOfToken(order.public_token), "en");
    expect(page.payment).toBeNull();
    expect(page.order).toMatchObject({
      status: "paid",
      paid_at: "2026-03-02T15:00:00.000Z",
      paid_cents: 3999,
    });
  });

  it("answers 404 for an order that is not found", async () => {
    await expect(confirmationPage("A".repeat(24))).rejects.toMatchObject({ init: { status: 404 } });
  });
});
