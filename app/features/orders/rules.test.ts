import { describe, expect, it } from "vitest";
import { itMaps, itRefuses } from "~/lib/test-table";
import {
  ADMIN_ACTIONS,
  adminActionsFor,
  hasGoods,
  isGoodsLine,
  isOverdue,
  nextStatus,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderStatus,
  orderNumber,
  orderTotals,
  type PaymentChoice,
  parseAmount,
  parseOrderNumber,
  paymentDueAt,
  paymentReminderAt,
  recordPayment,
  releasesHold,
  remainingCents,
  SALES_TAX_BASIS_POINTS,
  taxCents,
} from "./rules";

const now = new Date("2026-03-01T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

const ACTIONS = Object.keys(ORDER_ACTIONS) as OrderAction[];

/**
 * The lifecycle written out by hand (docs/payments.md), independently of ORDER_ACTIONS: every move an
 * order may make, and whether it needs goods. Anything not listed is refused.
 */
const ALLOWED: { from: OrderStatus; action: OrderAction; to: OrderStatus; goodsOnly?: true }[] = [
  { from: "awaiting-payment", action: "mark-paid", to: "paid" },
  { from: "awaiting-payment", action: "cancel", to: "cancelled" },
  { from: "awaiting-payment", action: "expire", to: "expired" },
  { from: "paid", action: "ship", to: "shipped", goodsOnly: true },
  { from: "paid", action: "pick-up", to: "picked-up", goodsOnly: true },
  { from: "paid", action: "cancel", to: "cancelled" },
];

type Move = { from: OrderStatus; action: OrderAction; goods: boolean };

/** Every status × action × goods, with the status it leads to (null: refused). */
const everyMove: [Move, OrderStatus | null][] = ORDER_STATUSES.flatMap((from) =>
  ACTIONS.flatMap((action) =>
    [true, false].map((goods): [Move, OrderStatus | null] => {
      const rule = ALLOWED.find((move) => move.from === from && move.action === action);
      return [{ from, action, goods }, rule && (goods || !rule.goodsOnly) ? rule.to : null];
    }),
  ),
);

describe("nextStatus", () => {
  it("covers all 60 combinations of status, action and goods", () => {
    expect(everyMove).toHaveLength(6 * 5 * 2);
  });

  itMaps("%j leads to %s", ({ from, action, goods }: Move) => nextStatus(from, action, { goods }), everyMove);

  it("treats an order as goods unless told", () => {
    expect(nextStatus("paid", "ship")).toBe("shipped");
  });
});

describe("adminActionsFor", () => {
  itMaps(
    "%j shows %j",
    ({ status, goods }: { status: OrderStatus; goods: boolean }) => adminActionsFor(status, { goods }),
    [
      [{ status: "awaiting-payment", goods: true }, ["mark-paid", "cancel"]],
      [{ status: "awaiting-payment", goods: false }, ["mark-paid", "cancel"]],
      [{ status: "paid", goods: true }, ["ship", "pick-up", "cancel"]],
      [{ status: "paid", goods: false }, ["cancel"]],
      [{ status: "shipped", goods: true }, []],
      [{ status: "picked-up", goods: true }, []],
      [{ status: "cancelled", goods: true }, []],
      [{ status: "expired", goods: false }, []],
    ],
  );

  it("never offers expiry as a button", () => {
    expect(ADMIN_ACTIONS).not.toContain("expire");
    expect(adminActionsFor("awaiting-payment")).not.toContain("expire");
  });
});

describe("isGoodsLine and hasGoods", () => {
  const tee = { product_id: "p-tee", registration_id: null, kind: "goods" } as const;
  const fee = { product_id: "event-4", registration_id: 12, kind: "event-fee" } as const;
  const membership = { product_id: "membership-9", registration_id: null, kind: "membership-fee" } as const;
  it("counts shop products as goods, never event fees or memberships", () => {
    expect([tee, fee, membership].map(isGoodsLine)).toEqual([true, false, false]);
    expect(hasGoods([fee, membership])).toBe(false);
    expect(hasGoods([membership, tee])).toBe(true);
    expect(adminActionsFor("paid", { goods: hasGoods([membership]) })).toEqual(["cancel"]);
  });
});

describe("releasesHold", () => {
  itMaps("%s releases: %s", releasesHold, [
    ["awaiting-payment", false],
    ["paid", false],
    ["shipped", false],
    ["picked-up", false],
    ["cancelled", true],
    ["expired", true],
  ]);
});

describe("paymentDueAt", () => {
  // The end of a day in Toronto: 23:59:59.999 is 04:59:59.999Z in winter (EST) and 03:59:59.999Z in summer (EDT).
  itMaps(
    "%j is due at %s",
    ({ placed, days, latest }: { placed: string; days: number; latest?: string | null }) =>
      paymentDueAt(new Date(placed), days, "America/Toronto", latest),
    [
      [{ placed: "2026-03-01T12:00:00.000Z", days: 1 }, "2026-03-03T04:59:59.999Z"],
      // Placed late on March 1 in Toronto, already March 2 in UTC: the days count from Toronto's day.
      [{ placed: "2026-03-02T03:30:00.000Z", days: 1 }, "2026-03-03T04:59:59.999Z"],
      // Across the spring change (March 8, 2026): still 23:59 on the wall clock, an hour earlier in UTC.
      [{ placed: "2026-03-01T12:00:00.000Z", days: 7 }, "2026-03-09T03:59:59.999Z"],
      [{ placed: "2026-03-07T12:00:00.000Z", days: 1 }, "2026-03-09T03:59:59.999Z"],
      // Across the autumn change (November 1, 2026).
      [{ placed: "2026-10-28T12:00:00.000Z", days: 7 }, "2026-11-05T04:59:59.999Z"],
      [{ placed: "2026-10-31T15:00:00.000Z", days: 1 }, "2026-11-02T04:59:59.999Z"],
      // Into the next month and the next year.
      [{ placed: "2026-11-27T09:49:00.000Z", days: 7 }, "2026-12-05T04:59:59.999Z"],
      [{ placed: "2026-12-28T20:00:00.000Z", days: 7 }, "2027-01-05T04:59:59.999Z"],
      [{ placed: "2026-03-01T12:00:00.000Z", days: 7, latest: null }, "2026-03-09T03:59:59.999Z"],
      // An event starting before the deadline: due by its start.
      [
        { placed: "2026-03-01T12:00:00.000Z", days: 7, latest: "2026-03-05T18:00:00.000Z" },
        "2026-03-05T18:00:00.000Z",
      ],
      // An event after the deadline changes nothing.
      [
        { placed: "2026-03-01T12:00:00.000Z", days: 7, latest: "2026-03-20T18:00:00.000Z" },
        "2026-03-09T03:59:59.999Z",
      ],
    ],
  );
});

describe("paymentReminderAt", () => {
  itMaps("due %s: reminded at %s", (dueAt: string | null) => paymentReminderAt(dueAt, now), [
    [at(7 * DAY), at(5 * DAY)],
    [at(2 * DAY + 1), at(1)],
    // Two days or less before the deadline: too late for a reminder.
    [at(2 * DAY), null],
    [at(DAY), null],
    [at(-DAY), null],
    [null, null],
  ]);
});

describe("isOverdue", () => {
  itMaps(
    "%j overdue: %s",
    (order: { status: OrderStatus; payment_due_at: string | null }) => isOverdue(order, now),
    [
      [{ status: "awaiting-payment", payment_due_at: at(-1) }, true],
      [{ status: "awaiting-payment", payment_due_at: at(0) }, true],
      [{ status: "awaiting-payment", payment_due_at: at(1) }, false],
      [{ status: "awaiting-payment", payment_due_at: null }, false],
      [{ status: "paid", payment_due_at: at(-DAY) }, false],
      [{ status: "cancelled", payment_due_at: at(-DAY) }, false],
      [{ status: "expired", payment_due_at: at(-DAY) }, false],
    ],
  );
});

describe("taxCents", () => {
  it("charges no sales tax by default", () => {
    expect(SALES_TAX_BASIS_POINTS).toBe(0);
    expect(taxCents(8999)).toBe(0);
  });

  itMaps("13 % of %i cents is %i cents", (cents: number) => taxCents(cents, 1300), [
    [10_000, 1300],
    // 1169.87 and 0.52 round to the nearest cent.
    [8999, 1170],
    [4, 1],
    [3, 0],
    [0, 0],
  ]);
});

describe("orderTotals", () => {
  itMaps("%j totals %j", ([subtotal, shipping]: [number, number]) => orderTotals(subtotal, shipping), [
    [[8999, 1500], { subtotalCents: 8999, shippingCents: 1500, taxCents: 0, totalCents: 10_499 }],
    [[20_000, 0], { subtotalCents: 20_000, shippingCents: 0, taxCents: 0, totalCents: 20_000 }],
    [[0, 0], { subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 }],
  ]);
});

describe("parseAmount", () => {
  itMaps("reads %j as %i cents", parseAmount, [
    ["89.99", 8999],
    ["89,99", 8999],
    ["$90", 9000],
    ["90", 9000],
    ["89.9", 8990],
    ["90 $", 9000],
    [" $ 12.50 ", 1250],
    ["9999999.99", 999_999_999],
  ]);
  itRefuses("refuses %j", parseAmount, [
    "",
    " ",
    "-1",
    "1.234",
    "abc",
    "12abc",
    "1e5",
    "$",
    "1.",
    ".5",
    "1,000.00",
    "10000000",
    "99999999999999999999",
    undefined,
  ]);
});

describe("order numbers", () => {
  itMaps("%i is %s", orderNumber, [
    [1, "HB-000001"],
    [123, "HB-000123"],
    [1_234_567, "HB-1234567"],
  ]);
  itMaps("reads %s as %i", parseOrderNumber, [
    ["HB-000123", 123],
    ["HB-1", 1],
    ["HB-1234567", 1_234_567],
  ]);
  itRefuses("refuses %j", parseOrderNumber, [
    "",
    "HB-",
    "HB-000000",
    "hb-000123",
    "123",
    "HB-12a",
    " HB-000123",
    "HB-000123 ",
    "HB--1",
    "HB-1234567890",
    undefined,
  ]);

  it("reads back every number it writes", () => {
    for (const id of [1, 42, 999_999, 1_000_000, 123_456_789])
      expect(parseOrderNumber(orderNumber(id))).toBe(id);
  });
});

describe("recordPayment (decision 037)", () => {
  const order = { total_cents: 3500, paid_cents: null };
  const partly = { total_cents: 3500, paid_cents: 1000 };
  const pay = ([o, amount, choice]: [typeof order | typeof partly, number | undefined, PaymentChoice]) =>
    recordPayment(o, amount, choice);
  itMaps("%j", pay, [
    [[order, undefined, "full"], { ok: true, paid: true, receivedCents: 3500 }],
    [[order, 3500, "full"], { ok: true, paid: true, receivedCents: 3500 }],
    [[order, 4000, "full"], { ok: true, paid: true, receivedCents: 4000 }],
    // The probe: $0.01 on a $35.00 order is not "paid" without a choice.
    [[order, 1, "full"], { ok: false, shortCents: 3499, owedCents: 3500 }],
    [[order, 1, "partial"], { ok: true, paid: false, receivedCents: 1 }],
    [[order, 0, "partial"], { ok: false, shortCents: 3500, owedCents: 3500 }],
    [[order, 1, { shortCents: 3499 }], { ok: true, paid: true, receivedCents: 1 }],
    // A confirmation names one shortfall: another amount asks again.
    [[order, 2, { shortCents: 3499 }], { ok: false, shortCents: 3498, owedCents: 3500 }],
    // After a partial payment, what is owed is the rest; the payment that completes it marks it paid.
    [[partly, undefined, "full"], { ok: true, paid: true, receivedCents: 3500 }],
    [[partly, 2500, "partial"], { ok: true, paid: true, receivedCents: 3500 }],
    [[partly, 2000, "full"], { ok: false, shortCents: 500, owedCents: 2500 }],
    [[partly, 2000, "partial"], { ok: true, paid: false, receivedCents: 3000 }],
  ]);
  itMaps("remaining of %j is %i", remainingCents, [
    [order, 3500],
    [partly, 2500],
    [{ total_cents: 3500, paid_cents: 4000 }, 0],
  ]);
});
