import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { events as texts } from "~/texts/en/events";
import {
  ageFit,
  ageRangeText,
  feeDueBy,
  feePayment,
  parseAttendeeChoice,
  parseRegistrationForm,
  paymentState,
  registrationKey,
  registrationSchema,
  SELF,
  splitName,
} from "./rules";

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

describe("who attends, and the age range", () => {
  const range = (min_age: number | null, max_age: number | null) => ({ min_age, max_age });
  it.each([
    // [range, date of birth, event's first day, fit]
    [range(null, null), null, "2026-06-13", "fits"],
    [range(10, 14), null, "2026-06-13", "age-unknown"],
    [range(10, 14), "2016-06-13", "2026-06-13", "fits"], // turns 10 on the day
    [range(10, 14), "2016-06-14", "2026-06-13", "too-young"], // turns 10 the day after
    [range(10, 14), "2011-06-14", "2026-06-13", "fits"], // still 14, 15 tomorrow
    [range(10, 14), "2011-06-13", "2026-06-13", "too-old"], // turns 15 on the day
    [range(10, null), "2000-01-01", "2026-06-13", "fits"],
    [range(null, 12), "2020-01-01", "2026-06-13", "fits"],
    [range(null, 12), "2013-06-13", "2026-06-13", "too-old"],
    // Born on February 29: a year older on March 1 in other years, on February 29 in leap years.
    [range(10, null), "2016-02-29", "2026-02-28", "too-young"],
    [range(10, null), "2016-02-29", "2026-03-01", "fits"],
    [range(12, null), "2016-02-29", "2028-02-29", "fits"],
    [range(12, null), "2016-02-29", "2028-02-28", "too-young"],
  ] as const)("an event for %j: born %s, on %s it %s", (ages, born, day, fit) => {
    expect(ageFit(ages, born, day)).toBe(fit);
  });

  itMaps("the form's attendee %j is %j", parseAttendeeChoice, [
    [undefined, SELF],
    ["", SELF],
    ["self", SELF],
    ["12", 12],
    ["0", null],
    ["-3", null],
    ["1.5", null],
    ["12345678901", null],
    ["Robin", null],
  ]);

  it("reads the typed name and address only for the holder", () => {
    expect(parseRegistrationForm(t, { attendee: "7", name: "", email: "" })).toEqual({
      ok: true,
      data: { attendee: 7 },
    });
    expect(parseRegistrationForm(t, { name: "Ann Lee", email: "ann@example.org" })).toEqual({
      ok: true,
      data: { attendee: SELF, name: "Ann Lee", email: "ann@example.org" },
    });
    expect(parseRegistrationForm(t, { attendee: "self", name: "A", email: "ann@example.org" })).toMatchObject(
      {
        ok: false,
      },
    );
    expect(parseRegistrationForm(t, { attendee: "someone", name: "Ann", email: "ann@example.org" })).toEqual({
      ok: false,
      errors: { attendee: t.attendee },
    });
  });

  itMaps(
    "an event for ages %j reads %j",
    (ages: { min_age: number | null; max_age: number | null }) => ageRangeText(texts.detail, ages),
    [
      [range(10, 14), "10 to 14"],
      [range(18, null), "18 and over"],
      [range(null, 12), "12 and under"],
      [range(null, null), null],
    ],
  );
});
