import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { isPostgres } from "~/db/db.server";
import { CONTENT_TABLES as FIRST_CONTENT_TABLES } from "~/db/migrations/0016_content_version";
import { COMPETITION_CONTENT_TABLES } from "~/db/migrations/0029_competitions";
import { NEWS_CONTENT_TABLES } from "~/db/migrations/0032_news";
import { ASSOCIATION_CONTENT_TABLES } from "~/db/migrations/0033_sponsors_and_board";
import { SITE_TEXT_CONTENT_TABLES } from "~/db/migrations/0034_site_texts";
import { OFFICIAL_CONTENT_TABLES } from "~/db/migrations/0035_match_officials";
import { SHEET_CONTENT_TABLES } from "~/db/migrations/0036_match_sheets";
import { eventRow, productRow, subscriberRow } from "../../../tests/support/factories";
import { setupTestDb, testDialect } from "../../../tests/support/test-db";
import { readContentVersion } from "./queries.server";

/**
 * Tables no public page reads, so a write to them leaves the kept pages as they are. A new table must be
 * added here or to the content tables (migration 0016's list, or its own migration's with addContentTriggers): the last test fails until it is.
 */
const PRIVATE_TABLES = [
  "user",
  "session",
  "account",
  "verification",
  "kysely_migration",
  "kysely_migration_lock",
  "content_version",
  "sign_in_failures",
  "rate_events",
  "email_requests",
  "outbox",
  "jobs",
  "contact_messages",
  "newsletter_subscribers",
  "orders",
  "order_items",
  "documents",
  "members",
  "memberships",
  "consents",
  "guardian_confirmations",
  "used_challenges",
  "limit_firings",
  "account_changes",
  "match_result_changes",
  "official_feeds",
  "announcements",
  "announcement_recipients",
  "email_lists",
  "consent_records",
];

/** The tables whose writes raise the content version, by the migrations that added their triggers. */
const CONTENT_TABLES: readonly string[] = [
  ...FIRST_CONTENT_TABLES,
  ...COMPETITION_CONTENT_TABLES,
  ...ASSOCIATION_CONTENT_TABLES,
  ...NEWS_CONTENT_TABLES,
  ...SITE_TEXT_CONTENT_TABLES,
  ...OFFICIAL_CONTENT_TABLES,
  ...SHEET_CONTENT_TABLES,
];

const testDb = setupTestDb();
const version = async () => Number(await readContentVersion(testDb.db));

describe(`the content version of the public pages (${testDialect})`, () => {
  it("goes up when an event is added, changed or deleted, and when a product's stock changes", async () => {
    const db = testDb.db;
    const start = await version();
    const { id } = await db.insertInto("events").values(eventRow()).returning("id").executeTakeFirstOrThrow();
    const added = await version();
    expect(added).toBeGreaterThan(start);
    await db.updateTable("events").set({ title: "Renamed" }).where("id", "=", id).execute();
    const changed = await version();
    expect(changed).toBeGreaterThan(added);
    await db.deleteFrom("events").where("id", "=", id).execute();
    const deleted = await version();
    expect(deleted).toBeGreaterThan(changed);
    await db
      .insertInto("products")
      .values(productRow({ id: "version-jersey" }))
      .execute();
    await db
      .insertInto("product_variants")
      .values({ product_id: "version-jersey", size: "M", stock: 3 })
      .execute();
    const stocked = await version();
    await db
      .updateTable("product_variants")
      .set({ stock: 2 })
      .where("product_id", "=", "version-jersey")
      .execute();
    expect(await version()).toBeGreaterThan(stocked);
  });

  it("does not move for a rolled-back change, nor for tables no public page shows", async () => {
    const db = testDb.db;
    const start = await version();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("events").values(eventRow()).execute();
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await version()).toBe(start);
    await db.insertInto("newsletter_subscribers").values(subscriberRow()).execute();
    expect(await version()).toBe(start);
  });

  it.runIf(testDialect === "postgres")(
    "moves once per transaction on PostgreSQL, at its commit, however many rows it wrote",
    async () => {
      const db = testDb.db;
      const start = await version();
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 5; i += 1) await trx.insertInto("events").values(eventRow()).execute();
        // Deferred to the commit: inside the transaction the version is still the old one.
        expect(
          Number(
            (await trx.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version,
          ),
        ).toBe(start);
      });
      expect(await version()).toBe(start + 1);
    },
  );

  it("every table is either one the public pages read (with its trigger) or one they never read", async () => {
    const db = testDb.db;
    const tables = isPostgres(db)
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
        ).rows
      : (
          await sql<{ name: string }>`select name from sqlite_master
            where type = 'table' and name not like 'sqlite_%'`.execute(db)
        ).rows;
    const unclassified = tables
      .map((table) => table.name)
      .filter((name) => !CONTENT_TABLES.includes(name) && !PRIVATE_TABLES.includes(name));
    expect(unclassified).toEqual([]);
    const triggers = isPostgres(db)
      ? (
          await sql<{
            name: string;
          }>`select distinct event_object_table as name from information_schema.triggers
            where trigger_name like '%_content_version'`.execute(db)
        ).rows
      : (
          await sql<{ name: string }>`select distinct tbl_name as name from sqlite_master
            where type = 'trigger' and name like '%_content_version_%'`.execute(db)
        ).rows;
    expect(triggers.map((t) => t.name).sort()).toEqual([...CONTENT_TABLES].sort());
  });
});
