import { describe, expect, it } from "vitest";
import { paymentInstructions } from "./instructions";
import type { PaymentSettings } from "./settings";

const settings: PaymentSettings = {
  etransferEmail: "pay@example.org",
  etransferName: "OHA Treasurer",
  etransferNote: "Autodeposit is on.",
  paymentDays: 7,
  inPersonEnabled: true,
  inPersonNote: "At the Saturday practice.",
};
const DUE = "2026-03-08T12:00:00.000Z";
const NBSP = "\u00a0";

function instructions(
  method: "etransfer" | "in-person",
  { locale = "en" as "en" | "fr", due = DUE as string | null, note = true } = {},
) {
  return paymentInstructions(
    note ? settings : { ...settings, etransferNote: "", inPersonNote: "" },
    { id: 42, total_cents: 10_499, payment_method: method, payment_due_at: due },
    locale,
    "America/Toronto",
  );
}

describe("paymentInstructions", () => {
  it("tells an e-Transfer buyer the amount, the recipient, the deadline in the site's time zone and the reference", () => {
    expect(instructions("etransfer")).toEqual({
      title: "How to pay by Interac e-Transfer",
      paragraphs: [
        "Send $104.99 by Interac e-Transfer to pay@example.org (OHA Treasurer) by Mar 8, 2026, 8:00 a.m.",
        "Write HB-000042 in the e-Transfer message, so that we can match your payment.",
        "Autodeposit is on.",
        "An order not paid by then is cancelled, and what it held is released.",
      ],
    });
  });

  it("leaves out an empty note, and the deadline of an order that has none", () => {
    expect(instructions("etransfer", { due: null, note: false }).paragraphs).toEqual([
      "Send $104.99 by Interac e-Transfer to pay@example.org (OHA Treasurer).",
      "Write HB-000042 in the e-Transfer message, so that we can match your payment.",
    ]);
  });

  it("tells a buyer paying in person where, by when, and the order number to give", () => {
    expect(instructions("in-person")).toEqual({
      title: "How to pay in person",
      paragraphs: [
        "Pay $104.99 in cash or by card at one of our events by Mar 8, 2026, 8:00 a.m., and give your order number, HB-000042.",
        "At the Saturday practice.",
        "An order not paid by then is cancelled, and what it held is released.",
      ],
    });
    expect(instructions("in-person", { due: null, note: false }).paragraphs).toEqual([
      "Pay $104.99 in cash or by card at one of our events, and give your order number, HB-000042.",
    ]);
  });

  it("speaks French to a French buyer", () => {
    expect(instructions("etransfer", { locale: "fr" })).toEqual({
      title: "Comment payer par virement Interac",
      paragraphs: [
        `Envoyez 104,99${NBSP}$ par virement Interac à pay@example.org (OHA Treasurer) au plus tard le 8 mars 2026, 8${NBSP}h${NBSP}00.`,
        "Inscrivez HB-000042 dans le message du virement, pour que nous puissions associer votre paiement à votre commande.",
        "Autodeposit is on.",
        "Une commande qui n'est pas payée à temps est annulée, et ce qu'elle réservait est libéré.",
      ],
    });
    expect(instructions("in-person", { locale: "fr", note: false }).title).toBe("Comment payer sur place");
  });
});
