import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateAuth } from "~/features/accounts/auth.server";
import { isPostgres } from "./db.server";
import { migrateToLatest } from "./migrate.server";
import { setupTestDb, testConfig, testDialect } from "./test-db.server";
import { eventRow, makeRegistration } from "./test-factories.server";

const testDb = setupTestDb();

describe(`migration 0012 on a database in use (${testDialect})`, () => {
  it("gives every record made before it, and every existing account, the English it was made in", async () => {
    const db = testDb.db;
    // The database as it was before: no language anywhere.
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
    const registration = await makeRegistration(db, { event_id: eventId });

    expect(await migrateToLatest(db)).toEqual(["0012_recipient_language"]);
    await migrateAuth(db, testConfig);

    expect(await db.selectFrom("user").select("locale").where("id", "=", "old-member").execute()).toEqual([
      { locale: "en" },
    ]);
    expect(
      await db.selectFrom("registrations").select("locale").where("id", "=", registration).execute(),
    ).toEqual([{ locale: "en" }]);
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
