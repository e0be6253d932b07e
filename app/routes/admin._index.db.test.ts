// The dashboard's numbers, each counted by its owner at the tests' clock, on SQLite and PostgreSQL.
import { describe, expect, it } from "vitest";
import type { OrderStatus } from "~/db/schema";
import { countUpcomingEvents } from "~/features/events/index.server";
import { dayIn } from "~/features/memberships";
import { loadMembershipCounts } from "~/features/memberships/index.server";
import { countUnpaidOrders } from "~/features/orders/index.server";
import { countFailedEmails } from "~/lib/email/queries.server";
import { countFailedJobs } from "~/lib/jobs/queries.server";
import { eventRow, later, makeRegistration, testNow } from "../../tests/support/factories";
import {
  JOIN_TABLES,
  makeMember,
  makeMembership,
  makeSeason,
  makeType,
} from "../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../tests/support/test-db";

const testDb = setupTestDb({
  clean: [...JOIN_TABLES, "waitlist_entries", "registrations", "events"],
});
const DAY = 24 * 60 * 60 * 1000;
const today = dayIn(testNow, testConfig.TIME_ZONE);

async function makeOrder(status: OrderStatus, dueAt: Date) {
  const n = Math.random().toString(36).slice(2);
  await testDb.db
    .insertInto("orders")
    .values({
      public_token: `token-${n}`,
      idempotency_key: `key-${n}`,
      checkout_buyer: null,
      checkout_hash: null,
      user_id: null,
      status,
      first_name: "Ann",
      last_name: "Lee",
      email: "ann@example.org",
      phone: "",
      address: "",
      city: "",
      state: "",
      zip: "",
      country: "",
      subtotal_cents: 100,
      shipping_cents: 0,
      total_cents: 100,
      created_at: testNow.toISOString(),
      updated_at: testNow.toISOString(),
      payment_due_at: dueAt.toISOString(),
      reminder_sent_at: null,
      paid_at: null,
      paid_cents: null,
      fulfilled_at: null,
      closed_at: null,
    })
    .execute();
}

describe(`the admin dashboard's numbers (${testDialect})`, () => {
  it("counts the season's active members and those activated in the last 7 days, not the unpaid or another season's", async () => {
    const season = await makeSeason(testDb.db);
    const past = await makeSeason(testDb.db, {
      name: "2024-2025",
      starts_on: "2024-09-01",
      ends_on: "2025-08-31",
    });
    const type = await makeType(testDb.db);
    const member = async (n: number) =>
      (await makeMember(testDb.db, `user-${n}`, { first_name: `Player${"abcdef"[n]}` })).id;
    const [a = 0, b = 0, c = 0, d = 0, e = 0] = await Promise.all([1, 2, 3, 4, 5].map(member));
    const base = { seasonId: season, typeId: type };
    await makeMembership(testDb.db, { ...base, memberId: a }, later(-30 * DAY));
    await makeMembership(testDb.db, { ...base, memberId: b }, later(-6 * DAY));
    await makeMembership(testDb.db, { ...base, memberId: c }, later(-8 * DAY));
    await makeMembership(testDb.db, { ...base, memberId: d, status: "awaiting-payment" }, later(-DAY));
    await makeMembership(testDb.db, { ...base, seasonId: past, memberId: e }, later(-DAY));

    expect(await loadMembershipCounts(testDb.db, testNow, today)).toEqual({
      season: { id: season, name: "2025-2026" },
      days: 7,
      active: 3,
      recent: 1,
    });
    // A week later, the one activated 6 days before is not new any more.
    expect(await loadMembershipCounts(testDb.db, later(2 * DAY), today)).toMatchObject({
      active: 3,
      recent: 0,
    });
  });

  it("shows no membership counts between seasons", async () => {
    await makeSeason(testDb.db, { name: "2024-2025", starts_on: "2024-09-01", ends_on: "2025-08-31" });
    expect(await loadMembershipCounts(testDb.db, testNow, today)).toBeNull();
  });

  it("counts the orders awaiting payment and, at the clock's time, those past their deadline", async () => {
    await makeOrder("awaiting-payment", later(-DAY));
    await makeOrder("awaiting-payment", later(DAY));
    await makeOrder("awaiting-payment", later(2 * DAY));
    await makeOrder("paid", later(-DAY));
    await makeOrder("expired", later(-DAY));
    expect(await countUnpaidOrders(testDb.db, testNow)).toEqual({ awaiting: 3, overdue: 1 });
    expect(await countUnpaidOrders(testDb.db, later(DAY + 1))).toEqual({ awaiting: 3, overdue: 2 });
    await testDb.db.deleteFrom("orders").execute();
    expect(await countUnpaidOrders(testDb.db, testNow)).toEqual({ awaiting: 0, overdue: 0 });
  });

  it("counts the events not yet ended and the places they have taken, cancelled registrations aside", async () => {
    const insert = (row: ReturnType<typeof eventRow>) =>
      testDb.db.insertInto("events").values(row).returning("id").executeTakeFirstOrThrow();
    const soon = await insert(eventRow({ capacity: 10 }));
    const later2 = await insert(
      eventRow({
        title: "Fall Cup",
        starts_at: later(40 * DAY).toISOString(),
        ends_at: later(41 * DAY).toISOString(),
      }),
    );
    const ended = await insert(
      eventRow({
        title: "Winter Cup",
        starts_at: later(-3 * DAY).toISOString(),
        ends_at: later(-2 * DAY).toISOString(),
      }),
    );
    await makeRegistration(testDb.db, { event_id: soon.id });
    await makeRegistration(testDb.db, { event_id: soon.id });
    await makeRegistration(testDb.db, { event_id: soon.id, status: "cancelled" });
    await makeRegistration(testDb.db, { event_id: later2.id });
    await makeRegistration(testDb.db, { event_id: ended.id });
    expect(await countUpcomingEvents(testDb.db, testNow)).toEqual({ events: 2, taken: 3 });
    expect(await countUpcomingEvents(testDb.db, later(20 * DAY))).toEqual({ events: 1, taken: 1 });
  });

  it("counts the e-mails and jobs that failed for good", async () => {
    const stamp = testNow.toISOString();
    const mail = (status: "pending" | "sent" | "failed") => ({
      to_address: "ann@example.org",
      from_address: null,
      reply_to: null,
      subject: "Hello",
      text_body: "Hello",
      html_body: "<p>Hello</p>",
      attachments: null,
      kind: "test",
      status,
      next_attempt_at: stamp,
      locked_until: null,
      last_error: null,
      created_at: stamp,
      sent_at: null,
    });
    await testDb.db
      .insertInto("outbox")
      .values([mail("failed"), mail("failed"), mail("sent"), mail("pending")])
      .execute();
    const job = (subject: string, status: "scheduled" | "failed") => ({
      kind: "test",
      subject,
      status,
      run_at: stamp,
      locked_until: null,
      last_error: null,
      created_at: stamp,
      updated_at: stamp,
    });
    await testDb.db
      .insertInto("jobs")
      .values([job("1", "failed"), job("2", "scheduled")])
      .execute();
    expect(await countFailedEmails(testDb.db)).toBe(2);
    expect(await countFailedJobs(testDb.db)).toBe(1);
  });
});
