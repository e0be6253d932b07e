import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateAuth } from "~/features/accounts/auth.server";
import { eventRow } from "../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../tests/support/test-db";
import { isPostgres } from "./db.server";
import { migrateToLatest } from "./migrate.server";
import * as attendance from "./migrations/0013_attendance";
import * as payments from "./migrations/0014_payments";
import * as memberships from "./migrations/0015_memberships";
import * as contentVersion from "./migrations/0016_content_version";
import * as eventsEndsAt from "./migrations/0017_events_ends_at";
import * as guardianConfirmations from "./migrations/0020_guardian_confirmations";
import * as limitChallenges from "./migrations/0021_limit_challenges";
import * as orderLineKind from "./migrations/0022_order_line_kind";
import * as eventAttendees from "./migrations/0024_event_attendees";

const testDb = setupTestDb();

describe(`migrations 0012 to 0014 on a database in use (${testDialect})`, () => {
  it("gives every record made before them the English it was made in, every registration its personal link, and upcoming ones their reminder", async () => {
    const db = testDb.db;
    // The database as it was before: no language anywhere, and nothing of the migrations after it.
    await eventAttendees.down(db);
    await sql`delete from kysely_migration where name = '0024_event_attendees'`.execute(db);
    await orderLineKind.down(db);
    await sql`delete from kysely_migration where name = '0022_order_line_kind'`.execute(db);
    await limitChallenges.down(db);
    await sql`delete from kysely_migration where name = '0021_limit_challenges'`.execute(db);
    await guardianConfirmations.down(db);
    await sql`delete from kysely_migration where name = '0020_guardian_confirmations'`.execute(db);
    await eventsEndsAt.down(db);
    await sql`delete from kysely_migration where name = '0017_events_ends_at'`.execute(db);
    await contentVersion.down(db);
    await sql`delete from kysely_migration where name = '0016_content_version'`.execute(db);
    await memberships.down(db);
    await sql`delete from kysely_migration where name = '0015_memberships'`.execute(db);
    await payments.down(db);
    await sql`delete from kysely_migration where name = '0014_payments'`.execute(db);
    await attendance.down(db);
    await sql`delete from kysely_migration where name = '0013_attendance'`.execute(db);
    await sql`alter table "user" drop column "locale"`.execute(db);
    await sql`alter table registrations drop column locale`.execute(db);
    await sql`delete from kysely_migration where name = '0012_recipient_language'`.execute(db);
    for (const table of ["orders", "contact_messages", "newsletter_subscribers", "email_requests"]) {
      await sql`alter table ${sql.table(table)} drop column locale`.execute(db);
    }
    const at = new Date().toISOString();
    await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
      values ('old-member', 'Old Member', 'old@example.org', ${isPostgres(db) ? false : 0}, ${at}, ${at}, 'user')`.execute(
      db,
    );
    const { id: eventId } = await db
      .insertInto("events")
      .values(eventRow())
      .returning("id")
      .executeTakeFirstOrThrow();
    // A registration as the table was then: no language, no personal link.
    const { rows } = await sql<{ id: number }>`insert into registrations
      (event_id, user_id, name, email, email_key, created_at)
      values (${eventId}, 'old-member', 'Old Member', 'old@example.org', 'old@example.org', ${at})
      returning id`.execute(db);
    const registration = Number(rows[0]?.id);
    // One for an event still to come (by the real clock, which the migration reads): it gets its reminder.
    const startsAt = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString();
    const { id: upcomingId } = await db
      .insertInto("events")
      .values(eventRow({ starts_at: startsAt, ends_at: startsAt }))
      .returning("id")
      .executeTakeFirstOrThrow();
    const upcoming = await sql<{ id: number }>`insert into registrations
      (event_id, user_id, name, email, email_key, created_at)
      values (${upcomingId}, 'old-member', 'Old Member', 'old@example.org', 'old@example.org', ${at})
      returning id`.execute(db);

    // An order as the table was then: "new", which migration 0014 calls awaiting payment, with no deadline.
    await sql`insert into orders (public_token, idempotency_key, status, first_name, last_name, email, phone,
      address, city, state, zip, country, subtotal_cents, shipping_cents, total_cents, created_at, updated_at)
      values ('old-order-token', 'old-order-key', 'new', 'Old', 'Member', 'old@example.org', '416 555 0100',
      '1 Front St', 'Toronto', 'ON', 'M5J 2X5', 'Canada', 3499, 500, 3999, ${at}, ${at})`.execute(db);

    expect(await migrateToLatest(db)).toEqual([
      "0012_recipient_language",
      "0013_attendance",
      "0014_payments",
      "0015_memberships",
      "0016_content_version",
      "0017_events_ends_at",
      "0020_guardian_confirmations",
      "0021_limit_challenges",
      "0022_order_line_kind",
      "0024_event_attendees",
    ]);
    expect(
      await db
        .selectFrom("orders")
        .select(["status", "payment_due_at", "payment_method", "tax_cents"])
        .execute(),
    ).toEqual([
      { status: "awaiting-payment", payment_due_at: null, payment_method: "etransfer", tax_cents: 0 },
    ]);
    await migrateAuth(db, testConfig);
    expect(await db.selectFrom("jobs").select(["kind", "subject", "run_at"]).execute()).toEqual([
      {
        kind: "reminder",
        subject: String(upcoming.rows[0]?.id),
        run_at: new Date(Date.parse(startsAt) - 48 * 60 * 60 * 1000).toISOString(),
      },
    ]);

    expect(await db.selectFrom("user").select("locale").where("id", "=", "old-member").execute()).toEqual([
      { locale: "en" },
    ]);
    expect(
      await db
        .selectFrom("registrations")
        .select(["locale", "status", "manage_token"])
        .where("id", "=", registration)
        .execute(),
    ).toEqual([{ locale: "en", status: "registered", manage_token: expect.stringMatching(/^[\w-]{43}$/) }]);
    // The column better-auth added has the default, so an account written without a language is English.
    await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
      values ('new-member', 'New Member', 'new@example.org', ${isPostgres(db) ? false : 0}, ${at}, ${at}, 'user')`.execute(
      db,
    );
    expect(await db.selectFrom("user").select("locale").where("id", "=", "new-member").execute()).toEqual([
      { locale: "en" },
    ]);
  });
});
