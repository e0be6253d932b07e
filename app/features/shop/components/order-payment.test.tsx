import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { PaymentSettings } from "~/features/orders";
import { paymentInstructions } from "~/features/orders/index.server";
import { formatterFor } from "~/lib/formatter";
import type { Locale } from "~/lib/i18n";
import { OrderPayment, type OrderPaymentState, type PaymentDue } from "./order-payment";

afterEach(cleanup);

const timeZone = "America/Toronto";
const association = { name: "Ontario Handball Association", address: "100 Queen St W, Toronto, ON M5H 2N2" };
const settings: PaymentSettings = {
  etransferEmail: "treasurer@handball.example.org",
  etransferName: "Ontario Handball Association",
  etransferNote: "Autodeposit is on: no security question.",
  paymentDays: 7,
  inPersonEnabled: true,
  inPersonNote: "",
};

const awaiting: OrderPaymentState = {
  number: "HB-000042",
  status: "awaiting-payment",
  total_cents: 12_498,
  tax_cents: 0,
  payment_due_at: "2030-03-08T17:30:00.000Z",
  paid_at: null,
  paid_cents: null,
  fulfilled_at: null,
  closed_at: null,
};

/** What the loader computes for an order awaiting payment by e-Transfer (or in person). */
function due(locale: Locale, method: "etransfer" | "in-person" = "etransfer"): PaymentDue {
  return {
    ...paymentInstructions(
      settings,
      {
        id: 42,
        total_cents: awaiting.total_cents,
        payment_method: method,
        payment_due_at: awaiting.payment_due_at,
      },
      locale,
      timeZone,
    ),
    recipient:
      method === "etransfer" ? { email: settings.etransferEmail, name: settings.etransferName } : null,
  };
}

async function renderOrder(order: OrderPaymentState, payment: PaymentDue, locale: Locale = "en") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/*",
      loader: () => ({ locale, settings: { timeZone, ...association } }),
      HydrateFallback: () => null,
      Component: () => (
        <main>
          <OrderPayment order={order} payment={payment} />
        </main>
      ),
    },
  ]);
  render(<Stub initialEntries={[locale === "fr" ? "/fr/orders/x" : "/orders/x"]} />);
  return screen.findByRole("main");
}

/** The box's facts, term and value. */
const facts = (box: HTMLElement) =>
  [...box.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe("an order's payment, on the buyer's pages", () => {
  it("awaiting an e-Transfer: the status and a box with the amount, recipient, reference and deadline", async () => {
    const page = await renderOrder(awaiting, due("en"));
    const deadline = formatterFor("en", timeZone).dateTime(awaiting.payment_due_at as string);
    expect(page.querySelector("dl")?.textContent).toBe("StatusAwaiting payment");
    const box = within(page).getByRole("region", { name: "How to pay by Interac e-Transfer" });
    expect(facts(box)).toEqual([
      ["Amount", "$124.98"],
      ["Send to", "treasurer@handball.example.org (Ontario Handball Association)"],
      ["Message", "HB-000042"],
      ["Pay by", deadline],
    ]);
    expect([...box.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      // One period, also after a deadline that ends in "p.m.".
      `Send $124.98 by Interac e-Transfer to treasurer@handball.example.org (Ontario Handball Association) by ${deadline}.`.replace(
        /\.\.$/,
        ".",
      ),
      "Write HB-000042 in the e-Transfer message, so that we can match your payment.",
      "Autodeposit is on: no security question.",
      "An order not paid by then is cancelled, and what it held is released.",
    ]);
    expect(page.textContent).not.toContain("Receipt");
  });

  it("awaiting an e-Transfer, in French", async () => {
    const page = await renderOrder(awaiting, due("fr"), "fr");
    const deadline = formatterFor("fr", timeZone).dateTime(awaiting.payment_due_at as string);
    expect(page.querySelector("dl")?.textContent).toBe("StatutEn attente de paiement");
    const box = within(page).getByRole("region", { name: "Comment payer par virement Interac" });
    expect(facts(box)).toEqual([
      ["Montant", "124,98\u00a0$"],
      ["Destinataire", "treasurer@handball.example.org (Ontario Handball Association)"],
      ["Message", "HB-000042"],
      ["Payer au plus tard le", deadline],
    ]);
    expect(box.textContent).toContain(
      `Envoyez 124,98\u00a0$ par virement Interac à treasurer@handball.example.org (Ontario Handball Association) au plus tard le ${deadline}.`,
    );
    expect(box.textContent).toContain("Inscrivez HB-000042 dans le message du virement");
  });

  it("awaiting payment in person: no recipient nor e-Transfer message", async () => {
    const page = await renderOrder(awaiting, due("en", "in-person"));
    const box = within(page).getByRole("region", { name: "How to pay in person" });
    expect(facts(box).map(([term]) => term)).toEqual(["Amount", "Pay by"]);
    expect(box.textContent).toContain("give your order number, HB-000042.");
  });

  it("paid: the date and the amount received, and the receipt with the association's name and address", async () => {
    const paid = {
      ...awaiting,
      status: "paid" as const,
      paid_at: "2030-03-04T15:00:00.000Z",
      paid_cents: 12_000,
    };
    const page = await renderOrder(paid, null);
    expect(page.querySelector("dl")?.textContent).toBe("StatusPaid");
    expect(within(page).queryByRole("region", { name: /How to pay/ })).toBeNull();
    const receipt = within(page).getByRole("region", { name: "Receipt" });
    expect(receipt.textContent).toBe(
      "Paid on March 4, 2030: $120.00 received. Thank you!ReceiptOntario Handball Association, 100 Queen St W, Toronto, ON M5H 2N2. No sales tax was charged.",
    );
  });

  it("paid, in French, with sales tax", async () => {
    const paid = {
      ...awaiting,
      status: "paid" as const,
      tax_cents: 1_438,
      paid_at: "2030-03-04T15:00:00.000Z",
      paid_cents: 12_498,
    };
    const page = await renderOrder(paid, null, "fr");
    const receipt = within(page).getByRole("region", { name: "Reçu" });
    expect(receipt.textContent).toContain("Payée le 4 mars 2030\u00a0: 124,98\u00a0$ reçus. Merci!");
    expect(receipt.textContent).toContain(
      "Ontario Handball Association, 100 Queen St W, Toronto, ON M5H 2N2. Taxe de vente\u00a0: 14,38\u00a0$.",
    );
  });

  it.each([
    ["shipped", { fulfilled_at: "2030-03-06T15:00:00.000Z" }, "Shipped on March 6, 2030.", true],
    ["picked-up", { fulfilled_at: "2030-03-06T15:00:00.000Z" }, "Picked up on March 6, 2030.", true],
    ["cancelled", { closed_at: "2030-03-05T15:00:00.000Z" }, "Cancelled on March 5, 2030.", false],
    [
      "expired",
      { closed_at: "2030-03-08T17:30:00.000Z" },
      "Expired on March 8, 2030: the payment did not arrive by the deadline.",
      false,
    ],
  ] as const)("%s: says when", async (status, dates, said, receipt) => {
    const paidAt = receipt ? { paid_at: "2030-03-04T15:00:00.000Z", paid_cents: 12_498 } : {};
    const page = await renderOrder({ ...awaiting, status, ...paidAt, ...dates }, null);
    expect(page.textContent).toContain(said);
    expect(within(page).queryByRole("region", { name: "Receipt" }) !== null).toBe(receipt);
    expect(within(page).queryByRole("region", { name: /How to pay/ })).toBeNull();
  });

  it("expired, in French", async () => {
    const page = await renderOrder(
      { ...awaiting, status: "expired", closed_at: "2030-03-08T17:30:00.000Z" },
      null,
      "fr",
    );
    expect(page.querySelector("dl")?.textContent).toBe("StatutExpirée");
    expect(page.textContent).toContain("Expirée le 8 mars 2030\u00a0: le paiement n'est pas arrivé à temps.");
  });
});
