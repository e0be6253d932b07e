import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { events as texts } from "~/texts/en/events";
import { feeDueBy, feePayment, paymentState, registrationKey, registrationSchema, splitName } from "./rules";

const t = texts.validation;

describe("paid events", () => {
  itMaps("a registration whose order is %j is %j in the attendee list", paymentState, [
    [null, "free"],
    ["awaiting-payment", "awaiting-payment"],
    ["paid", "paid"],
    ["shipped", "paid"],
    ["picked-up", "paid"],
    ["cancelled", "cancelled"],
    ["expired", "expired"],
  ]);

  const order = {
    order_status: "awaiting-payment" as const,
    order_token: "tok",
    payment_due_at: "2030-07-08T16:30:00.000Z",
    total_cents: 2500,
  };
  itMaps("a member sees the fee of a registration whose order is %j as %j", feePayment, [
    [order, { status: "awaiting-payment", token: "tok", dueAt: order.payment_due_at, amountCents: 2500 }],
    [{ ...order, order_status: "paid" }, { status: "paid" }],
    [{ ...order, order_status: "expired" }, null],
    [{ ...order, order_status: "cancelled" }, null],
    [{ order_status: null, order_token: null, payment_due_at: null, total_cents: null }, null],
  ]);

  itMaps("splits %j into the order's first and last name", splitName, [
    ["Ann Lee", { firstName: "Ann", lastName: "Lee" }],
    ["  Ann   Marie  Lee ", { firstName: "Ann", lastName: "Marie Lee" }],
    ["Madonna", { firstName: "Madonna", lastName: "" }],
    ["Jean-Pierre de la Tour", { firstName: "Jean-Pierre", lastName: "de la Tour" }],
  ]);

  const event = { starts_at: "2030-07-15T13:00:00.000Z", registration_closes_at: null };
  itMaps(
    "a fee is paid by the start, or by the close when registering after the start: %j",
    ([closes, now]: [string | null, string]) =>
      feeDueBy({ ...event, registration_closes_at: closes }, new Date(now)),
    [
      [[null, "2030-07-01T00:00:00.000Z"], event.starts_at],
      [["2030-07-14T00:00:00.000Z", "2030-07-01T00:00:00.000Z"], event.starts_at],
      [["2030-07-15T18:00:00.000Z", "2030-07-15T14:00:00.000Z"], "2030-07-15T18:00:00.000Z"],
    ],
  );
});

describe("registrationSchema", () => {
  const registration = registrationSchema(t);

  it.each(["Robin\u0000Lee", "Robin\r\nLee", "Robin\tLee"])("refuses the name %j", (name) => {
    const result = registration.safeParse({ name, email: "robin@example.org" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([t.controlCharacters]);
  });
});

describe("registrationKey", () => {
  itMaps("keys %j as %j", registrationKey, [
    ["Ann@Example.org", "ann@example.org"],
    ["  ANN@EXAMPLE.ORG ", "ann@example.org"],
    ["ann@example.org", "ann@example.org"],
  ]);
});
