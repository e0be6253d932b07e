import { beforeEach, describe, expect, it, vi } from "vitest";
import { activateMembership, releaseMembership } from "~/features/memberships/index.server";
import type { CheckoutInput } from "~/features/shop/rules";
import { placeOrder, releaseStock } from "~/features/shop/service.server";
import { format } from "~/lib/i18n";
import { runDueJobs } from "~/lib/jobs/runner.server";
import { scheduleJob } from "~/lib/jobs/schedule.server";
import type { Size } from "~/lib/sizes";
import { payments as en } from "~/texts/en/payments";
import { payments as fr } from "~/texts/fr/payments";
import { seedDemoContent } from "../../../scripts/lib/seed";
import { eventRow, later, makeRegistration, testNow } from "../../../tests/support/factories";
import { checkoutInput } from "../../../tests/support/shop-factories";
import { setupTestDb, testConfig, testDialect } from "../../../tests/support/test-db";
import {
  type ChangeResult,
  changeOrder,
  closeUnpaidOrder,
  createOrder,
  loadPaymentSettings,
  ORDER_JOB,
  orderJobs,
  savePaymentSettings,
} from "./lifecycle.server";
import type { OrderAction, OrderStatus } from "./rules";
import { defaultPaymentSettings } from "./settings";

const now = testNow;
const DAY = 24 * 60 * 60 * 1000;
const RACERS = 20;

const testDb = setupTestDb({
  clean: ["order_items", "orders", "outbox", "rate_events", "jobs", "settings"],
  seed: (db) => seedDemoContent(db, now, "America/Toronto"),
});

// Plenty of every size unless a test sets the stock it is about.
beforeEach(() => testDb.db.updateTable("product_variants").set({ stock: 1000 }).execute());

const hooks = { release: [releaseStock, releaseMembership], paid: [activateMembership] };
const deps = () => ({ db: testDb.db, config: testConfig, mail: { wake: vi.fn() }, hooks });

const shoes = (size: Size, quantity = 1): CheckoutInput["items"][number] => ({
  productId: "white-court-shoes",
  size,
  quantity,
});

let buyers = 0;

/** One buyer's checkout, from a client and an address of its own so that no limit meets it. */
function place(input: Partial<CheckoutInput> = {}, { locale = "en" as "en" | "fr", at = now } = {}) {
  const n = ++buyers;
  return placeOrder(
    { db: testDb.db, config: testConfig, mail: { wake() {} } },
    checkoutInput({ email: `buyer${n}@example.org`, items: [shoes("M")], ...input }),
    { userId: null, guestId: `guest-${n}`, client: `198.51.100.${n % 250}`, locale },
    at,
  );
}

async function placed(input: Partial<CheckoutInput> = {}, options: Parameters<typeof place>[1] = {}) {
  const result = await place(input, options);
  if (!result.ok) throw new Error(`order refused: ${result.reason}`);
  return result;
}

const order = (id: number) =>
  testDb.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const jobsOf = (id: number) =>
  testDb.db
    .selectFrom("jobs")
    .select(["kind", "run_at"])
    .where("subject", "=", String(id))
    .orderBy("kind")
    .execute();

const mails = (kind: string) =>
  testDb.db
    .selectFrom("outbox")
    .select(["to_address", "subject", "text_body"])
    .where("kind", "=", kind)
    .orderBy("id")
    .execute();

async function stock(size: Size) {
  const row = await testDb.db
    .selectFrom("product_variants")
    .select("stock")
    .where("product_id", "=", "white-court-shoes")
    .where("size", "=", size)
    .executeTakeFirstOrThrow();
  return row.stock;
}

const setStock = (size: Size, value: number) =>
  testDb.db
    .updateTable("product_variants")
    .set({ stock: value })
    .where("product_id", "=", "white-court-shoes")
    .where("size", "=", size)
    .execute();

async function count(table: "orders" | "outbox") {
  const { n } = await testDb.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The deadline of an order placed at testNow (March 1, 07:00 in Toronto) with the 7 days to pay: the end of
 * March 8 in Toronto, on summer time since that morning; its reminder goes out 2 days before.
 */
const DUE = new Date("2026-03-09T03:59:59.999Z");
const REMIND = new Date(DUE.getTime() - 2 * DAY);

const runJobs = (at: Date) => runDueJobs(deps(), orderJobs(hooks), at);

const change = (orderId: number, action: OrderAction, from: OrderStatus, at = later(DAY)) =>
  changeOrder(deps(), { orderId, action, from }, at);

describe(`the order lifecycle (${testDialect})`, () => {
  describe("placing an order", () => {
    it("awaits payment for 7 days, with a reminder 2 days before the deadline and the expiry at it", async () => {
      const { id } = await placed();
      const due = DUE.toISOString();
      expect(await order(id)).toMatchObject({
        status: "awaiting-payment",
        payment_method: "etransfer",
        payment_due_at: due,
        reminder_sent_at: null,
        paid_at: null,
        closed_at: null,
      });
      expect(await jobsOf(id)).toEqual([
        { kind: ORDER_JOB.expiry, run_at: due },
        { kind: ORDER_JOB.reminder, run_at: REMIND.toISOString() },
      ]);
      expect(await stock("M")).toBe(999);
    });

    it("gives the buyer the number of days the association set", async () => {
      await testDb.db
        .insertInto("settings")
        .values({ key: "payments", value: JSON.stringify({ paymentDays: 3 }), updated_at: now.toISOString() })
        .execute();
      const { id } = await placed();
      // The end of March 4 in Toronto (winter time), and 2 days before.
      expect((await order(id)).payment_due_at).toBe("2026-03-05T04:59:59.999Z");
      expect((await jobsOf(id)).map((job) => job.run_at)).toEqual([
        "2026-03-05T04:59:59.999Z",
        "2026-03-03T04:59:59.999Z",
      ]);
    });
  });

  describe("the payment reminder, through the job runner", () => {
    it("is not scheduled when the deadline is 2 days away or less", async () => {
      await savePaymentSettings(testDb.db, { ...defaultPaymentSettings(testConfig), paymentDays: 1 }, now);
      const { id } = await placed();
      // Due at the end of March 2 in Toronto: a day and 17 hours away.
      expect(await jobsOf(id)).toEqual([{ kind: ORDER_JOB.expiry, run_at: "2026-03-03T04:59:59.999Z" }]);
    });

    it("goes out exactly once however often the runner runs, even when its job is scheduled again", async () => {
      const { id, number } = await placed();
      expect(await runJobs(new Date(REMIND.getTime() - 1))).toMatchObject({ done: 0 });
      expect(await mails("order-payment-reminder")).toEqual([]);

      await Promise.all([runJobs(REMIND), runJobs(REMIND), runJobs(REMIND)]);
      await runJobs(later(6 * DAY));
      // A process that died after sending and before deleting its job runs it again.
      await scheduleJob(
        testDb.db,
        { kind: ORDER_JOB.reminder, subject: id, runAt: later(6 * DAY).toISOString() },
        now,
      );
      expect(await runJobs(later(6 * DAY))).toMatchObject({ done: 1 });

      const sent = await mails("order-payment-reminder");
      expect(sent).toEqual([
        {
          to_address: (await order(id)).email,
          subject: format(en.email.reminderSubject, { number }),
          text_body: expect.stringContaining(format(en.email.reminderIntro, { number })),
        },
      ]);
      expect(sent[0]?.text_body).toContain(`Write ${number} in the e-Transfer message`);
      expect((await order(id)).reminder_sent_at).toBe(REMIND.toISOString());
      expect((await order(id)).status).toBe("awaiting-payment");
    });

    it.each([
      ["paid", "mark-paid"],
      ["cancelled", "cancel"],
    ] as const)("is not sent once the order is %s, even by a job left behind", async (_status, action) => {
      const { id } = await placed();
      expect(await change(id, action, "awaiting-payment")).toMatchObject({ ok: true });
      expect(await jobsOf(id)).toEqual([]);
      await scheduleJob(
        testDb.db,
        { kind: ORDER_JOB.reminder, subject: id, runAt: REMIND.toISOString() },
        now,
      );

      expect(await runJobs(REMIND)).toMatchObject({ done: 1 });
      expect(await mails("order-payment-reminder")).toEqual([]);
      expect((await order(id)).reminder_sent_at).toBeNull();
    });

    it("is written in French for an order placed in French", async () => {
      const { number } = await placed({}, { locale: "fr" });
      await runJobs(REMIND);
      const [reminder] = await mails("order-payment-reminder");
      expect(reminder?.subject).toBe(format(fr.email.reminderSubject, { number }));
      expect(reminder?.text_body).toContain(format(fr.email.reminderIntro, { number }));
      expect(reminder?.text_body).toContain("virement Interac");
    });
  });

  describe("expiry at the deadline", () => {
    it("expires the unpaid order, puts its stock back once and tells the buyer, however often it runs", async () => {
      await setStock("M", 5);
      const { id, number } = await placed({ items: [shoes("M", 2)] });
      expect(await stock("M")).toBe(3);
      const due = DUE;
      // Woken a millisecond before the end of the day in Toronto, the expiry leaves the order waiting.
      await orderJobs(hooks)[ORDER_JOB.expiry]?.(deps(), String(id), new Date(due.getTime() - 1));
      expect((await order(id)).status).toBe("awaiting-payment");

      await Promise.all([runJobs(due), runJobs(due)]);
      await runJobs(later(8 * DAY));
      await scheduleJob(testDb.db, { kind: ORDER_JOB.expiry, subject: id, runAt: due.toISOString() }, now);
      await runJobs(later(8 * DAY));

      expect(await order(id)).toMatchObject({
        status: "expired",
        closed_at: due.toISOString(),
        paid_at: null,
      });
      expect(await stock("M")).toBe(5);
      expect(await jobsOf(id)).toEqual([]);
      const expired = await mails("order-expired");
      expect(expired.map((mail) => mail.subject)).toEqual([format(en.email.expiredSubject, { number })]);
      expect(expired[0]?.text_body).toContain(en.email.expiredAgain);
      // At the deadline the expiry speaks: no reminder that the payment is due soon.
      expect(await mails("order-payment-reminder")).toEqual([]);
    });

    it("when woken early, reschedules itself for the deadline and changes nothing", async () => {
      await setStock("M", 5);
      const { id } = await placed();
      const due = DUE.toISOString();
      await testDb.db
        .updateTable("jobs")
        .set({ run_at: later(DAY).toISOString() })
        .where("kind", "=", ORDER_JOB.expiry)
        .execute();

      expect(await runJobs(later(DAY))).toMatchObject({ done: 1, retrying: 0, failed: 0 });

      expect(await order(id)).toMatchObject({ status: "awaiting-payment", closed_at: null });
      expect(await stock("M")).toBe(4);
      expect(await count("outbox")).toBe(2);
      expect((await jobsOf(id)).find((job) => job.kind === ORDER_JOB.expiry)?.run_at).toBe(due);
    });

    it("leaves an order paid before the deadline alone", async () => {
      await setStock("M", 5);
      const { id } = await placed();
      await change(id, "mark-paid", "awaiting-payment");
      await scheduleJob(testDb.db, { kind: ORDER_JOB.expiry, subject: id, runAt: DUE.toISOString() }, now);
      await runJobs(DUE);
      expect((await order(id)).status).toBe("paid");
      expect(await stock("M")).toBe(4);
      expect(await mails("order-expired")).toEqual([]);
    });
  });

  describe("payment settings and methods", () => {
    const inPerson = {
      ...defaultPaymentSettings(testConfig),
      inPersonEnabled: true,
      inPersonNote: "At the Saturday practice.",
    };

    it("reads the configuration's defaults until an administrator saves settings, then the saved ones", async () => {
      expect(await loadPaymentSettings(testDb.db, testConfig)).toEqual(defaultPaymentSettings(testConfig));
      await savePaymentSettings(testDb.db, inPerson, now);
      const again = { ...inPerson, etransferEmail: "treasurer@example.org", paymentDays: 10 };
      await savePaymentSettings(testDb.db, again, later(1));
      expect(await loadPaymentSettings(testDb.db, testConfig)).toEqual(again);
    });

    it("refuses payment in person while it is not offered, taking nothing", async () => {
      await setStock("M", 5);
      expect(await place({ paymentMethod: "in-person" })).toEqual({ ok: false, reason: "method" });
      expect(await stock("M")).toBe(5);
      expect(await count("orders")).toBe(0);
      expect(await count("outbox")).toBe(0);
    });

    it("takes an order paid in person once offered, and tells the buyer where", async () => {
      await savePaymentSettings(testDb.db, inPerson, now);
      const { id } = await placed({ paymentMethod: "in-person" });
      expect(await order(id)).toMatchObject({ payment_method: "in-person", status: "awaiting-payment" });
      const [confirmation] = await mails("order-confirmation");
      expect(confirmation?.text_body).toContain(en.instructions.inPersonTitle);
      expect(confirmation?.text_body).toContain("At the Saturday practice.");
    });
  });

  describe("closeUnpaidOrder", () => {
    it("cancels an unpaid order quietly: its jobs go, no e-mail, no release; false the second time", async () => {
      await setStock("M", 5);
      const { id } = await placed();
      const mailsBefore = await count("outbox");

      expect(await testDb.db.transaction().execute((trx) => closeUnpaidOrder(trx, id, later(DAY)))).toBe(
        true,
      );
      expect(await order(id)).toMatchObject({ status: "cancelled", closed_at: later(DAY).toISOString() });
      expect(await jobsOf(id)).toEqual([]);
      expect(await count("outbox")).toBe(mailsBefore);
      // What the order held is the caller's to release.
      expect(await stock("M")).toBe(4);

      expect(await closeUnpaidOrder(testDb.db, id, later(2 * DAY))).toBe(false);
      expect((await order(id)).closed_at).toBe(later(DAY).toISOString());
    });

    it("leaves a paid order alone", async () => {
      const { id } = await placed();
      await change(id, "mark-paid", "awaiting-payment");
      expect(await closeUnpaidOrder(testDb.db, id, later(2 * DAY))).toBe(false);
      expect((await order(id)).status).toBe("paid");
    });
  });

  describe("changeOrder", () => {
    it("marks paid with the total by default, and e-mails a receipt naming the association and its address", async () => {
      const { id, number } = await placed();
      const wake = vi.fn();
      const result = await changeOrder(
        { ...deps(), mail: { wake } },
        { orderId: id, action: "mark-paid", from: "awaiting-payment" },
        later(DAY),
      );
      expect(result).toEqual({ ok: true, status: "paid" });
      expect(wake).toHaveBeenCalledOnce();
      const row = await order(id);
      expect(row).toMatchObject({
        status: "paid",
        paid_at: later(DAY).toISOString(),
        paid_cents: row.total_cents,
      });
      expect(await jobsOf(id)).toEqual([]);

      const [paid] = await mails("order-paid");
      expect(paid?.subject).toBe(format(en.email.paidSubject, { number }));
      expect(paid?.text_body).toContain("This e-mail is your receipt.");
      expect(paid?.text_body).toContain(testConfig.ASSOCIATION_NAME);
      expect(paid?.text_body).toContain(testConfig.CONTACT_ADDRESS);
      expect(paid?.text_body).toContain(
        `We received $${(row.total_cents / 100).toFixed(2)} for order ${number}`,
      );
    });

    it("records the amount received when the administrator gives one", async () => {
      const { id } = await placed();
      const short = (await order(id)).total_cents - 5000;
      await changeOrder(
        deps(),
        {
          orderId: id,
          action: "mark-paid",
          from: "awaiting-payment",
          amountCents: 5000,
          payment: { shortCents: short },
        },
        later(DAY),
      );
      expect((await order(id)).paid_cents).toBe(5000);
      expect((await mails("order-paid"))[0]?.text_body).toContain("We received $50.00");
    });

    it.each([
      ["ship", "shipped", "order-shipped", en.email.shippedSubject],
      ["pick-up", "picked-up", "order-picked-up", en.email.pickedUpSubject],
    ] as const)(
      "%s: a paid order becomes %s and the buyer is told",
      async (action, status, kind, subject) => {
        const { id, number } = await placed();
        await change(id, "mark-paid", "awaiting-payment");
        expect(await change(id, action, "paid", later(2 * DAY))).toEqual({ ok: true, status });
        expect(await order(id)).toMatchObject({ status, fulfilled_at: later(2 * DAY).toISOString() });
        expect((await mails(kind)).map((mail) => mail.subject)).toEqual([format(subject, { number })]);
      },
    );

    it("cancels an unpaid order: its stock goes back, its jobs go, and the buyer is told", async () => {
      await setStock("M", 5);
      const { id, number } = await placed({ items: [shoes("M", 2)] });
      expect(await change(id, "cancel", "awaiting-payment")).toEqual({ ok: true, status: "cancelled" });
      expect(await order(id)).toMatchObject({ status: "cancelled", closed_at: later(DAY).toISOString() });
      expect(await stock("M")).toBe(5);
      expect(await jobsOf(id)).toEqual([]);
      const cancelled = await mails("order-cancelled");
      expect(cancelled.map((mail) => mail.subject)).toEqual([format(en.email.cancelledSubject, { number })]);
      expect(cancelled[0]?.text_body).not.toContain(en.email.cancelledPaid);
    });

    it("cancels a paid order: its stock goes back and the e-mail says a refund follows", async () => {
      await setStock("M", 5);
      const { id } = await placed({ items: [shoes("M", 2)] });
      await change(id, "mark-paid", "awaiting-payment");
      expect(await change(id, "cancel", "paid", later(2 * DAY))).toEqual({ ok: true, status: "cancelled" });
      expect(await stock("M")).toBe(5);
      expect((await mails("order-cancelled"))[0]?.text_body).toContain(en.email.cancelledPaid);
    });

    it("writes a French buyer's receipt and cancellation in French, saying a refund follows", async () => {
      const { id, number } = await placed({}, { locale: "fr" });
      await change(id, "mark-paid", "awaiting-payment");
      const [paid] = await mails("order-paid");
      expect(paid?.subject).toBe(format(fr.email.paidSubject, { number }));
      expect(paid?.text_body).toContain("Ce courriel tient lieu de reçu.");
      await change(id, "cancel", "paid");
      const [cancelled] = await mails("order-cancelled");
      expect(cancelled?.subject).toBe(format(fr.email.cancelledSubject, { number }));
      expect(cancelled?.text_body).toContain(fr.email.cancelledPaid);
    });

    it.each<[string, OrderAction, OrderStatus, ChangeResult]>([
      [
        "a stale page (the order was paid meanwhile)",
        "cancel",
        "awaiting-payment",
        { ok: false, reason: "stale" },
      ],
      ["a second click on mark paid", "mark-paid", "awaiting-payment", { ok: false, reason: "stale" }],
      ["an action its status does not allow", "mark-paid", "paid", { ok: false, reason: "not-allowed" }],
      ["expiring a paid order", "expire", "paid", { ok: false, reason: "not-allowed" }],
    ])("%s changes nothing and sends nothing", async (_case, action, from, expected) => {
      await setStock("M", 5);
      const { id } = await placed();
      await change(id, "mark-paid", "awaiting-payment");
      const before = { row: await order(id), mails: await count("outbox"), stock: await stock("M") };

      expect(await change(id, action, from, later(2 * DAY))).toEqual(expected);

      expect(await order(id)).toEqual(before.row);
      expect(await count("outbox")).toBe(before.mails);
      expect(await stock("M")).toBe(before.stock);
    });

    it("puts back no stock when cancelling an order placed before stock was kept (it has no deadline)", async () => {
      await setStock("M", 5);
      const { id } = await placed({ items: [shoes("M", 2)] });
      // As migration 0014 left the orders placed before it: awaiting payment, no deadline, no stock taken.
      await testDb.db.updateTable("orders").set({ payment_due_at: null }).where("id", "=", id).execute();
      await setStock("M", 5);

      expect(await change(id, "cancel", "awaiting-payment")).toEqual({ ok: true, status: "cancelled" });
      expect(await stock("M")).toBe(5);
    });

    it("refuses to ship an unpaid order, and finds no order that does not exist", async () => {
      const { id } = await placed();
      expect(await change(id, "ship", "awaiting-payment")).toEqual({ ok: false, reason: "not-allowed" });
      expect(await change(id + 1000, "mark-paid", "awaiting-payment")).toEqual({
        ok: false,
        reason: "not-found",
      });
      expect((await order(id)).status).toBe("awaiting-payment");
      expect(await count("outbox")).toBe(2);
    });

    it("cannot ship or hand over an order of event fees only, which can still be cancelled", async () => {
      const eventId = (
        await testDb.db
          .insertInto("events")
          .values(eventRow({ fee_cents: 2500 }))
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      const registrationId = await makeRegistration(testDb.db, { event_id: eventId });
      const { id } = await testDb.db.transaction().execute(async (trx) =>
        createOrder(
          trx,
          await loadPaymentSettings(trx, testConfig),
          {
            buyer: {
              userId: null,
              firstName: "Ann",
              lastName: "Lee",
              email: "ann@example.org",
              phone: "",
              address: "",
              city: "",
              state: "",
              zip: "",
              country: "",
              locale: "en",
            },
            method: "etransfer",
            lines: [
              {
                product_id: `event-${eventId}`,
                name: "Summer Cup",
                size: null,
                quantity: 1,
                unit_cents: 2500,
                line_cents: 2500,
                registration_id: registrationId,
                kind: "event-fee",
              },
            ],
            shippingCents: 0,
          },
          now,
          testConfig.TIME_ZONE,
        ),
      );
      await change(id, "mark-paid", "awaiting-payment");

      expect(await change(id, "ship", "paid")).toEqual({ ok: false, reason: "not-allowed" });
      expect(await change(id, "pick-up", "paid")).toEqual({ ok: false, reason: "not-allowed" });
      expect(await order(id)).toMatchObject({ status: "paid", fulfilled_at: null });
      expect(await change(id, "cancel", "paid")).toEqual({ ok: true, status: "cancelled" });
    });
  });

  describe("races", () => {
    it(`${RACERS} administrators marking one order paid at once: one succeeds, one e-mail`, async () => {
      const { id } = await placed();
      const { total_cents: total } = await order(id);
      const results = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          changeOrder(
            deps(),
            {
              orderId: id,
              action: "mark-paid",
              from: "awaiting-payment",
              amountCents: 100 + i,
              payment: { shortCents: total - 100 - i },
            },
            later(DAY),
          ),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok && result.reason === "stale")).toHaveLength(RACERS - 1);
      expect(await mails("order-paid")).toHaveLength(1);
      const winner = results.findIndex((result) => result.ok);
      expect(await order(id)).toMatchObject({ status: "paid", paid_cents: 100 + winner });
    });

    it("two administrators, one marking paid and one cancelling, 10 clicks each: one change, one e-mail", async () => {
      await setStock("M", 5);
      const { id } = await placed({ items: [shoes("M", 2)] });
      const results = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          change(id, i % 2 ? "cancel" : "mark-paid", "awaiting-payment"),
        ),
      );
      const won = results.filter((result) => result.ok);
      expect(won).toHaveLength(1);
      const status = (await order(id)).status;
      expect(won).toEqual([{ ok: true, status }]);
      expect(await stock("M")).toBe(status === "cancelled" ? 5 : 3);
      expect((await mails("order-paid")).length + (await mails("order-cancelled")).length).toBe(1);
    });

    it("an administrator marking paid as the deadline passes: either paid or expired, never both", async () => {
      await setStock("M", 10);
      const orders = [];
      for (let i = 0; i < 5; i++) orders.push(await placed({ items: [shoes("M", 2)] }));
      const due = DUE;
      const [marks] = await Promise.all([
        Promise.all(orders.map(({ id }) => change(id, "mark-paid", "awaiting-payment", due))),
        runJobs(due),
        runJobs(due),
      ]);

      const statuses = await Promise.all(orders.map(async ({ id }) => (await order(id)).status));
      // The administrator's change went through exactly when the order ended up paid.
      expect(statuses).toEqual(marks.map((mark) => (mark.ok ? "paid" : "expired")));
      const paid = statuses.filter((status) => status === "paid").length;
      expect(await stock("M")).toBe(10 - 2 * paid);
      expect((await mails("order-paid")).length + (await mails("order-expired")).length).toBe(orders.length);
    });

    it("the expiry of many orders, each run 5 times at once: every order expires once, its stock back once", async () => {
      await setStock("M", 100);
      const orders = [];
      for (let i = 0; i < 10; i++) orders.push(await placed({ items: [shoes("M", 3)] }));
      expect(await stock("M")).toBe(70);
      const expire = orderJobs(hooks)[ORDER_JOB.expiry];
      if (!expire) throw new Error("no expiry handler");

      await Promise.all(
        orders.flatMap(({ id }) => Array.from({ length: 5 }, () => expire(deps(), String(id), DUE))),
      );

      expect(await stock("M")).toBe(100);
      expect(await mails("order-expired")).toHaveLength(orders.length);
      for (const { id } of orders) expect((await order(id)).status).toBe("expired");
    });

    it(`${RACERS} buyers for the last pair of a size: one order, stock 0, the others told it is sold out`, async () => {
      await setStock("L", 1);
      const results = await Promise.all(Array.from({ length: RACERS }, () => place({ items: [shoes("L")] })));

      expect(results.filter((result) => result.ok)).toHaveLength(1);
      const refused = results.filter((result) => !result.ok);
      expect(refused).toHaveLength(RACERS - 1);
      for (const result of refused)
        expect(result).toEqual({
          ok: false,
          reason: "sold-out",
          lines: [{ productId: "white-court-shoes", name: "White Court Shoes", size: "L", available: 0 }],
        });
      expect(await stock("L")).toBe(0);
      expect(await count("orders")).toBe(1);
      expect(await mails("order-confirmation")).toHaveLength(1);
      expect(await mails("order-notification")).toHaveLength(1);
      expect(await testDb.db.selectFrom("jobs").select("kind").execute()).toHaveLength(2);
    });

    it(`${RACERS} buyers for the last 3 of a size, one each: exactly 3 orders`, async () => {
      await setStock("XL", 3);
      const results = await Promise.all(
        Array.from({ length: RACERS }, () => place({ items: [shoes("XL")] })),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(3);
      expect(results.filter((result) => !result.ok && result.reason === "sold-out")).toHaveLength(RACERS - 3);
      expect(await stock("XL")).toBe(0);
      expect(await count("orders")).toBe(3);
      expect(await mails("order-confirmation")).toHaveLength(3);
    });

    it(`${RACERS} buyers of the same two sizes listed in opposite orders are all served`, async () => {
      await setStock("S", RACERS);
      await setStock("M", RACERS);
      const results = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          place({ items: i % 2 ? [shoes("S"), shoes("M")] : [shoes("M"), shoes("S")] }),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(RACERS);
      expect([await stock("S"), await stock("M")]).toEqual([0, 0]);
    });

    it("cancels orders while others buy the same two sizes, listed the other way round, without a deadlock", async () => {
      await setStock("S", RACERS);
      await setStock("M", RACERS);
      const held = [];
      for (let i = 0; i < RACERS / 2; i++) held.push(await placed({ items: [shoes("S"), shoes("M")] }));
      const results = await Promise.all([
        ...held.map(({ id }) => change(id, "cancel", "awaiting-payment")),
        ...held.map(() => place({ items: [shoes("M"), shoes("S")] })),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(RACERS);
      expect([await stock("S"), await stock("M")]).toEqual([RACERS / 2, RACERS / 2]);
    });

    it("answers a double-clicked checkout that took the last pair with its order, not with sold out", async () => {
      await setStock("L", 1);
      const input = checkoutInput({ email: "double@example.org", items: [shoes("L")] });
      const buyer = { userId: null, guestId: "guest-double", client: "203.0.113.77", locale: "en" as const };
      const submit = () =>
        placeOrder({ db: testDb.db, config: testConfig, mail: { wake() {} } }, input, buyer, now);
      const [first, second] = await Promise.all([submit(), submit()]);
      expect(first).toMatchObject({ ok: true });
      expect(second).toEqual(first);
      expect(await count("orders")).toBe(1);
      expect(await stock("L")).toBe(0);
      expect(await mails("order-confirmation")).toHaveLength(1);
    });

    it("answers a double-clicked checkout that used the client's last checkout within the guest budget with its order", async () => {
      const client = "203.0.113.88";
      const submit = (input: CheckoutInput) =>
        placeOrder(
          { db: testDb.db, config: testConfig, mail: { wake() {} } },
          input,
          { userId: null, guestId: "guest-limit", client, locale: "en" },
          now,
        );
      // A guest's checkouts count per client address (decision 039); past the budget one needs a proof of work.
      for (let i = 1; i < testConfig.GUEST_ACTIONS_PER_HOUR; i++)
        expect(await submit(checkoutInput({ email: `limit${i}@example.org` }))).toMatchObject({ ok: true });
      const last = checkoutInput({ email: "limit-last@example.org" });
      const [first, second] = await Promise.all([submit(last), submit(last)]);
      expect(first).toMatchObject({ ok: true });
      expect(second).toEqual(first);
      expect(await submit(checkoutInput({ email: "limit-over@example.org" }))).toMatchObject({
        ok: false,
        reason: "challenge",
      });
    });

    it("takes nothing from a cart's first line when its second is short", async () => {
      await setStock("S", 4);
      await setStock("XXL", 1);
      const result = await place({ items: [shoes("S", 2), shoes("XXL", 2)] });
      expect(result).toEqual({
        ok: false,
        reason: "sold-out",
        lines: [{ productId: "white-court-shoes", name: "White Court Shoes", size: "XXL", available: 1 }],
      });
      expect(await stock("S")).toBe(4);
      expect(await stock("XXL")).toBe(1);
      expect(await count("orders")).toBe(0);
      expect(await count("outbox")).toBe(0);
    });

    it("names the short lines in the cart's order, whatever order their stock is taken in", async () => {
      await setStock("XL", 0);
      await setStock("S", 1);
      await testDb.db
        .updateTable("product_variants")
        .set({ stock: 0 })
        .where("product_id", "=", "blue-training-ball")
        .execute();
      const result = await place({
        items: [shoes("XL"), { productId: "blue-training-ball", size: null, quantity: 1 }, shoes("S", 3)],
      });
      expect(result).toEqual({
        ok: false,
        reason: "sold-out",
        lines: [
          { productId: "white-court-shoes", name: "White Court Shoes", size: "XL", available: 0 },
          { productId: "blue-training-ball", name: "Blue Training Ball", size: null, available: 0 },
          { productId: "white-court-shoes", name: "White Court Shoes", size: "S", available: 1 },
        ],
      });
      expect(await stock("S")).toBe(1);
    });
  });
});
