import { type Insertable, sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { EventsTable } from "~/db/schema";
import {
  answerOffer,
  attendeesCsvRows,
  cancelRegistration,
  eventJobs,
  eventStanding,
  getEvent,
  JOB,
  listRegistrationsPage,
  loadRegistrationByToken,
  memberAttendance,
  releaseRegistration,
} from "~/features/events/index.server";
import { orderNumber } from "~/features/orders";
import { changeOrder, ORDER_JOB, orderJobs } from "~/features/orders/index.server";
import type { Locale } from "~/lib/i18n";
import { runDueJobs as runJobs } from "~/lib/jobs/runner.server";
import { eventHarness } from "../../../../tests/support/event-harness";
import { later, testNow } from "../../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { paymentState } from "./rules";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const testDb = setupTestDb({
  clean: [
    "jobs",
    "order_items",
    "orders",
    "waitlist_entries",
    "registrations",
    "events",
    "outbox",
    "rate_events",
    "settings",
  ],
});
const harness = eventHarness(testDb);
const { deps, registrationOf, sent, lastEmail, join } = harness;
const register = harness.registerOutcome;
/** An event ten days after testNow with a fee of $25.00 and a capacity of 1, unless told otherwise. */
const makeEvent = (overrides: Partial<Insertable<EventsTable>> = {}) =>
  harness.insertEvent({ fee_cents: 2500, title_fr: "Coupe d'été", ...overrides });

const hooks = { release: [releaseRegistration], paid: [] };

/** The runner at `now` with what server/app.ts gives it: the events' jobs and the orders' with the events' hook. */
async function runDueJobs(now: Date) {
  const { done, retrying, failed } = await runJobs(deps(), { ...eventJobs, ...orderJobs(hooks) }, now);
  expect({ retrying, failed }).toEqual({ retrying: 0, failed: 0 });
  return done;
}

async function orderOf(id: number | null) {
  return testDb.db
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", id ?? -1)
    .executeTakeFirstOrThrow();
}

async function waitlistStatus(eventId: number, who: string) {
  const row = await testDb.db
    .selectFrom("waitlist_entries")
    .select("status")
    .where("event_id", "=", eventId)
    .where("email_key", "=", `${who.toLowerCase()}@example.org`)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function jobsOf(kind: string, subject: number) {
  return testDb.db
    .selectFrom("jobs")
    .select(["run_at", "status"])
    .where("kind", "=", kind)
    .where("subject", "=", String(subject))
    .execute();
}

describe(`paid events (${testDialect})`, () => {
  it("registering makes an order awaiting payment with one line for the registration, linked to it; the confirmation says how to pay", async () => {
    const event = await makeEvent();
    const outcome = await register(event.id, "Ann Marie Lee");
    const registration = await registrationOf(event.id, "Ann");
    const order = await orderOf(registration.order_id);
    // Due at the end of the day 7 days later (the payment settings'), in Toronto: March 8, 23:59, summer time
    // since that morning. That comes before the event's start.
    const dueAt = "2026-03-09T03:59:59.999Z";
    expect(order).toMatchObject({
      status: "awaiting-payment",
      user_id: "user-Ann",
      first_name: "Ann",
      last_name: "Marie Lee",
      email: "ann@example.org",
      address: "",
      locale: "en",
      payment_method: "etransfer",
      payment_due_at: dueAt,
      subtotal_cents: 2500,
      shipping_cents: 0,
      total_cents: 2500,
    });
    expect(outcome).toMatchObject({
      status: "registered",
      order: { id: order.id, token: order.public_token, totalCents: 2500, dueAt },
    });
    expect(
      await testDb.db
        .selectFrom("order_items")
        .select(["product_id", "name", "size", "quantity", "unit_cents", "line_cents", "registration_id"])
        .where("order_id", "=", order.id)
        .execute(),
    ).toEqual([
      {
        product_id: `event-${event.id}`,
        name: "Summer Cup",
        size: null,
        quantity: 1,
        unit_cents: 2500,
        line_cents: 2500,
        registration_id: registration.id,
      },
    ]);
    expect((await jobsOf(ORDER_JOB.expiry, order.id)).map((job) => job.run_at)).toEqual([dueAt]);

    const confirmation = await lastEmail("event-registration");
    expect(confirmation.text_body).toContain("Your spot is held until March 8, 2026:");
    expect(confirmation.text_body).toContain(
      `Send $25.00 by Interac e-Transfer to ${testConfig.CONTACT_EMAIL}`,
    );
    expect(confirmation.text_body).toContain(`Write ${orderNumber(order.id)} in the e-Transfer message`);
    expect(confirmation.text_body).toContain(`${testConfig.BASE_URL}/orders/${order.public_token}`);
    expect(await sent()).toEqual(["event-registration ann"]);

    // The event page tells the member what is due and where to see how to pay.
    expect(await eventStanding(testDb.db, event.id, "user-Ann", testNow)).toMatchObject({
      registered: true,
      payment: { status: "awaiting-payment", token: order.public_token, dueAt, amountCents: 2500 },
    });
    // So do the personal link's page and My registrations.
    expect((await loadRegistrationByToken(testDb.db, registration.manage_token, testNow))?.payment).toEqual({
      status: "awaiting-payment",
      token: order.public_token,
      dueAt,
      amountCents: 2500,
    });
    const { registrations } = await memberAttendance(testDb.db, "user-Ann", testNow);
    expect(registrations.map((row) => row.payment)).toEqual([
      { status: "awaiting-payment", token: order.public_token, dueAt, amountCents: 2500 },
    ]);
  });

  it("writes the order and its e-mail in the registrant's language, and is due by the event's start at the latest", async () => {
    const event = await makeEvent({ starts_at: later(3 * DAY).toISOString() });
    await register(event.id, "Zoe", testNow, "fr");
    const order = await orderOf((await registrationOf(event.id, "Zoe")).order_id);
    expect(order).toMatchObject({ locale: "fr", payment_due_at: event.starts_at, last_name: "" });
    const [line] = await testDb.db.selectFrom("order_items").select("name").execute();
    expect(line?.name).toBe("Coupe d'été");
    expect((await lastEmail("event-registration")).text_body).toContain(
      "Envoyez 25,00\u00a0$ par virement Interac à",
    );
  });

  it("a free event makes no order", async () => {
    const event = await makeEvent({ fee_cents: 0 });
    expect((await register(event.id, "Ann")).status).toBe("registered");
    expect((await registrationOf(event.id, "Ann")).order_id).toBeNull();
    expect(await testDb.db.selectFrom("orders").select("id").execute()).toEqual([]);
    expect((await lastEmail("event-registration")).text_body).not.toContain("Interac");
  });

  it("holds the spot while the order awaits payment; at the deadline the expiry cancels the registration and offers the spot to the next in line", async () => {
    const event = await makeEvent();
    await register(event.id, "Ann");
    expect((await register(event.id, "Eve")).status).toBe("full");
    expect((await join(event.id, "Bo")).status).toBe("joined");
    const ann = await registrationOf(event.id, "Ann");
    const order = await orderOf(ann.order_id);
    const due = new Date(order.payment_due_at ?? "");

    expect(await runDueJobs(new Date(due.getTime() - 1))).toBe(1); // the payment reminder, two days before
    expect(await waitlistStatus(event.id, "Bo")).toBe("waiting");
    expect(await runDueJobs(due)).toBe(1);

    expect((await orderOf(ann.order_id)).status).toBe("expired");
    expect((await registrationOf(event.id, "Ann")).status).toBe("cancelled");
    expect(await jobsOf(JOB.reminder, ann.id)).toEqual([]);
    expect(await waitlistStatus(event.id, "Bo")).toBe("offered");
    expect(await getEvent(testDb.db, event.id)).toMatchObject({ registered: 0, held: 1 });
    // The order's expiry e-mail, whose line names the event, is Ann's one notice; Bo gets the offer.
    expect(await sent()).toEqual([
      "event-registration ann",
      "waitlist-joined bo",
      "order-payment-reminder ann",
      "waitlist-offer bo",
      "order-expired ann",
    ]);
    expect((await lastEmail("order-expired")).text_body).toContain("1 × Summer Cup: $25.00");
    expect(harness.mail.wake).toHaveBeenCalled();
    // Run again: nothing more happens.
    expect(await runDueJobs(due)).toBe(0);
    expect((await sent()).length).toBe(5);
  });

  it("paying before the deadline keeps the spot: the deadline passes and nothing changes", async () => {
    const event = await makeEvent();
    await register(event.id, "Ann");
    await join(event.id, "Bo");
    const ann = await registrationOf(event.id, "Ann");
    expect(
      await changeOrder(
        { ...deps(), hooks },
        { orderId: ann.order_id ?? -1, action: "mark-paid", from: "awaiting-payment" },
        later(DAY),
      ),
    ).toEqual({ ok: true, status: "paid" });
    await runDueJobs(later(8 * DAY));

    expect((await orderOf(ann.order_id)).status).toBe("paid");
    expect((await registrationOf(event.id, "Ann")).status).toBe("registered");
    expect(await waitlistStatus(event.id, "Bo")).toBe("waiting");
    expect(await eventStanding(testDb.db, event.id, "user-Ann", later(DAY))).toMatchObject({
      payment: { status: "paid" },
    });
    expect((await memberAttendance(testDb.db, "user-Ann", later(DAY))).registrations[0]?.payment).toEqual({
      status: "paid",
    });
  });

  it("a member cancelling closes the unpaid order at once, with no expiry later; registering again makes a new order", async () => {
    const event = await makeEvent();
    await register(event.id, "Ann");
    await join(event.id, "Bo");
    const ann = await registrationOf(event.id, "Ann");
    expect((await cancelRegistration(deps(), { id: ann.id, userId: "user-Ann" }, later(HOUR))).status).toBe(
      "cancelled",
    );

    expect(await orderOf(ann.order_id)).toMatchObject({
      status: "cancelled",
      closed_at: later(HOUR).toISOString(),
    });
    expect(await jobsOf(ORDER_JOB.expiry, ann.order_id ?? -1)).toEqual([]);
    expect(await jobsOf(ORDER_JOB.reminder, ann.order_id ?? -1)).toEqual([]);
    expect(await waitlistStatus(event.id, "Bo")).toBe("offered");
    const cancellation = await lastEmail("event-cancellation");
    expect(cancellation.text_body).toContain(
      `Its order ${orderNumber(ann.order_id ?? 0)} is cancelled too: you have nothing to pay.`,
    );
    // One e-mail says it: the quiet close sends no order e-mail.
    expect(await sent()).toEqual([
      "event-registration ann",
      "waitlist-joined bo",
      "event-cancellation ann",
      "waitlist-offer bo",
    ]);

    // Bo lets the offer pass; Ann registers again: a new order, the old one stays cancelled.
    await runDueJobs(later(2 * DAY));
    expect((await register(event.id, "Ann", later(2 * DAY))).status).toBe("registered");
    const again = await registrationOf(event.id, "Ann");
    expect(again.id).toBe(ann.id);
    expect(again.order_id).not.toBe(ann.order_id);
    expect((await orderOf(again.order_id)).status).toBe("awaiting-payment");
    expect((await orderOf(ann.order_id)).status).toBe("cancelled");
  });

  it("cancelling a paid registration leaves the order paid, and the e-mail says the refund is made by hand", async () => {
    const event = await makeEvent();
    await register(event.id, "Ann");
    const ann = await registrationOf(event.id, "Ann");
    await changeOrder(
      { ...deps(), hooks },
      {
        orderId: ann.order_id ?? -1,
        action: "mark-paid",
        from: "awaiting-payment",
        amountCents: 2000,
        payment: { shortCents: 500 },
      },
      later(HOUR),
    );
    expect((await cancelRegistration(deps(), { token: ann.manage_token }, later(DAY))).status).toBe(
      "cancelled",
    );
    expect((await orderOf(ann.order_id)).status).toBe("paid");
    expect((await lastEmail("event-cancellation")).text_body).toContain(
      `You paid $20.00 for this registration (order ${orderNumber(ann.order_id ?? 0)}). Refunds are made by hand`,
    );
  });

  it("an administrator cancelling the order cancels the registration and offers the spot", async () => {
    const event = await makeEvent();
    await register(event.id, "Ann");
    await join(event.id, "Bo");
    const ann = await registrationOf(event.id, "Ann");
    expect(
      await changeOrder(
        { ...deps(), hooks },
        { orderId: ann.order_id ?? -1, action: "cancel", from: "awaiting-payment" },
        later(HOUR),
      ),
    ).toEqual({ ok: true, status: "cancelled" });
    expect((await registrationOf(event.id, "Ann")).status).toBe("cancelled");
    expect(await waitlistStatus(event.id, "Bo")).toBe("offered");
    expect(await sent()).toEqual([
      "event-registration ann",
      "waitlist-joined bo",
      "waitlist-offer bo",
      "order-cancelled ann",
    ]);
  });

  it("an administrator removing the registration closes its unpaid order", async () => {
    const event = await makeEvent();
    await register(event.id, "Ann");
    const ann = await registrationOf(event.id, "Ann");
    await cancelRegistration(deps(), { id: ann.id, eventId: event.id, byAdmin: true }, later(HOUR));
    expect((await orderOf(ann.order_id)).status).toBe("cancelled");
  });

  it("accepting a waiting-list offer for a paid event makes its order", async () => {
    const event = await makeEvent();
    await register(event.id, "Ann");
    await join(event.id, "Bo");
    const ann = await registrationOf(event.id, "Ann");
    await cancelRegistration(deps(), { token: ann.manage_token }, later(HOUR));
    const { token } = await testDb.db
      .selectFrom("waitlist_entries")
      .select("token")
      .where("event_id", "=", event.id)
      .executeTakeFirstOrThrow();
    const answer = await answerOffer(deps(), { token, accept: true }, later(2 * HOUR));
    const bo = await registrationOf(event.id, "Bo");
    const order = await orderOf(bo.order_id);
    expect(answer).toMatchObject({ status: "registered", order: { id: order.id, totalCents: 2500 } });
    expect(order).toMatchObject({ status: "awaiting-payment", email: "bo@example.org", total_cents: 2500 });
    expect((await lastEmail("event-registration")).text_body).toContain(`/orders/${order.public_token}`);
  });

  it("the attendee list and its CSV read each registration's payment in one query", async () => {
    const event = await makeEvent({ capacity: 5 });
    for (const who of ["Ann", "Bo", "Cy", "Di"]) await register(event.id, who);
    const orderId = async (who: string) => (await registrationOf(event.id, who)).order_id ?? -1;
    const change = async (who: string, action: "mark-paid" | "cancel") =>
      changeOrder(
        { ...deps(), hooks },
        { orderId: await orderId(who), action, from: "awaiting-payment" },
        later(HOUR),
      );
    await change("Bo", "mark-paid");
    await change("Cy", "cancel");
    await runDueJobs(later(8 * DAY)); // Di's expires
    await testDb.db
      .updateTable("registrations")
      .set({ order_id: null })
      .where("id", "=", (await registrationOf(event.id, "Ann")).id)
      .execute(); // registered before the event had a fee

    const page = await listRegistrationsPage(testDb.db, event.id, { offset: 0, perPage: 10 });
    expect(page.registrations.map((row) => [row.name, paymentState(row.order_status)])).toEqual([
      ["Ann", "free"],
      ["Bo", "paid"],
      ["Cy", "cancelled"],
      ["Di", "expired"],
    ]);
    const payment = async (locale: Locale) =>
      (await attendeesCsvRows(testDb.db, event, locale, testConfig.TIME_ZONE)).slice(1).map((row) => row[5]);
    expect(await payment("en")).toEqual(["Free", "Paid", "Order cancelled", "Order expired"]);
    expect(await payment("fr")).toEqual(["Gratuit", "Payé", "Commande annulée", "Commande expirée"]);
  });

  it("a member's cancellation and the order's expiry at the same moment: one of them cancels, once, and one offer is made", async () => {
    const event = await makeEvent();
    await register(event.id, "Ann");
    await join(event.id, "Bo");
    const ann = await registrationOf(event.id, "Ann");
    const due = new Date((await orderOf(ann.order_id)).payment_due_at ?? "");
    const [cancelled] = await Promise.all([
      cancelRegistration(deps(), { token: ann.manage_token }, due),
      runJobs(deps(), { ...eventJobs, ...orderJobs(hooks) }, due),
    ]);
    expect(["cancelled", "already-cancelled"]).toContain(cancelled.status);
    expect((await registrationOf(event.id, "Ann")).status).toBe("cancelled");
    expect(["cancelled", "expired"]).toContain((await orderOf(ann.order_id)).status);
    expect((await sent()).filter((line) => line.startsWith("waitlist-offer"))).toEqual(["waitlist-offer bo"]);
  });

  // The expiry changes the order's row, then its hook locks the event. Were a cancellation to lock the
  // event first and then wait for the order's row, each would wait for the other (PostgreSQL aborts one).
  it.runIf(testDialect === "postgres")(
    "a cancellation waits for the order's row before it takes the event's, as the expiry takes them",
    async () => {
      const event = await makeEvent();
      await register(event.id, "Ann");
      const ann = await registrationOf(event.id, "Ann");
      let cancelling: ReturnType<typeof cancelRegistration> | undefined;
      const eventFree = await testDb.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("orders")
          .set({ updated_at: later(HOUR).toISOString() })
          .where("id", "=", ann.order_id ?? -1)
          .execute();
        cancelling = cancelRegistration(deps(), { token: ann.manage_token }, later(HOUR));
        // Until the cancellation waits on a lock: a bounded loop of queries on another connection.
        for (let i = 0; i < 5000; i++) {
          const { rows } = await sql<{
            n: string;
          }>`SELECT count(*) AS n FROM pg_locks WHERE NOT granted`.execute(testDb.db);
          if (Number(rows[0]?.n) > 0) break;
        }
        try {
          await sql`SELECT id FROM events WHERE id = ${event.id} FOR UPDATE NOWAIT`.execute(trx);
          return true;
        } catch {
          return false;
        }
      });
      expect(eventFree).toBe(true);
      expect((await cancelling)?.status).toBe("cancelled");
      expect((await orderOf(ann.order_id)).status).toBe("cancelled");
    },
  );
});
