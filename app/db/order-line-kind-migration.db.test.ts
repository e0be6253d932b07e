import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { testNow } from "../../tests/support/factories";
import { setupTestDb, testDialect } from "../../tests/support/test-db";
import { migrateToLatest } from "./migrate.server";
import * as orderLineKind from "./migrations/0022_order_line_kind";
import * as eventAttendees from "./migrations/0024_event_attendees";

const testDb = setupTestDb();

describe(`migration 0022 on a database in use (${testDialect})`, () => {
  it("gives every existing order line the kind its product id and registration said", async () => {
    const db = testDb.db;
    await eventAttendees.down(db);
    await sql`delete from kysely_migration where name = '0024_event_attendees'`.execute(db);
    await orderLineKind.down(db);
    await sql`delete from kysely_migration where name = '0022_order_line_kind'`.execute(db);
    const at = testNow.toISOString();
    const { rows } = await sql<{ id: number }>`insert into orders (public_token, idempotency_key, status,
      first_name, last_name, email, phone, address, city, state, zip, country, subtotal_cents, shipping_cents,
      total_cents, created_at, updated_at)
      values ('kind-token', 'kind-key', 'awaiting-payment', 'Ada', 'Tremblay', 'ada@example.org', '', '', '',
      '', '', '', 9000, 0, 9000, ${at}, ${at}) returning id`.execute(db);
    const orderId = Number(rows[0]?.id);
    for (const [product, registration] of [
      ["blue-training-ball", null],
      ["event-4", 12],
      ["membership-9", null],
    ] as const)
      await sql`insert into order_items (order_id, product_id, name, size, quantity, unit_cents, line_cents,
        registration_id) values (${orderId}, ${product}, ${product}, null, 1, 3000, 3000, ${registration})`.execute(
        db,
      );

    expect(await migrateToLatest(db)).toEqual(["0022_order_line_kind", "0024_event_attendees"]);
    expect(await db.selectFrom("order_items").select(["product_id", "kind"]).orderBy("id").execute()).toEqual(
      [
        { product_id: "blue-training-ball", kind: "goods" },
        { product_id: "event-4", kind: "event-fee" },
        { product_id: "membership-9", kind: "membership-fee" },
      ],
    );
  });
});
