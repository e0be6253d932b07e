import { TZDate } from "@date-fns/tz";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { catalogue } from "~/features/shop/catalogue";
import { seedDemoContent } from "../../scripts/lib/seed";
import { prepareDatabase } from "../../server/prepare-database";
import { productRow, testNow } from "../../tests/support/factories";
import { createEmptyTestDb, setupTestDb, testConfig, testDialect } from "../../tests/support/test-db";
import { openDb } from "./db.server";
import { migrateToLatest } from "./migrate.server";

const testDb = setupTestDb();
const now = testNow;

describe(`database (${testDialect})`, () => {
  it("applies migrations once; a second run changes nothing", async () => {
    expect(await migrateToLatest(testDb.db)).toEqual([]);
    const tables = await testDb.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(["events", "products"]));
  });

  it("seeds the six products of the spec with exact prices in cents, twice without duplicates", async () => {
    await seedDemoContent(testDb.db, now, "America/Toronto");
    await seedDemoContent(testDb.db, now, "America/Toronto");
    const products = await testDb.db.selectFrom("products").selectAll().orderBy("sort_order").execute();
    expect(products.map((p) => [p.name, p.price_cents])).toEqual([
      ["White Court Shoes", 8999],
      ["Green Court Shoes", 8999],
      ["Blue Training Ball", 3499],
      ["Green Classic Ball", 3499],
      ["Red Classic Ball", 3499],
      ["Star Match Ball", 4999],
    ]);
    expect(products.length).toBe(catalogue.length);
    for (const product of products) expect(product.image).toMatch(/^\/images\/products\/[a-z-]+\.webp$/);
  });

  it("seeds the products' French names and descriptions, fills them in a catalogue seeded without, keeps any set", async () => {
    const french = () =>
      testDb.db
        .selectFrom("products")
        .select(["id", "name_fr", "description_fr"])
        .orderBy("sort_order")
        .execute();
    expect((await french()).map((p) => p.name_fr)).toEqual([
      "Chaussures de salle blanches",
      "Chaussures de salle vertes",
      "Ballon d'entraînement bleu",
      "Ballon classique vert",
      "Ballon classique rouge",
      "Ballon de match Étoile",
    ]);
    for (const product of await french()) expect(product.description_fr).toMatch(/\p{L}{3,}/u);

    await testDb.db.updateTable("products").set({ name_fr: null, description_fr: null }).execute();
    await testDb.db
      .updateTable("products")
      .set({ name_fr: "Ballon Étoile" })
      .where("id", "=", "star-match-ball")
      .execute();
    await seedDemoContent(testDb.db, now, "America/Toronto");
    const again = await french();
    expect(again.map((p) => p.name_fr)).toEqual([
      "Chaussures de salle blanches",
      "Chaussures de salle vertes",
      "Ballon d'entraînement bleu",
      "Ballon classique vert",
      "Ballon classique rouge",
      "Ballon Étoile",
    ]);
    expect(again.every((p) => p.description_fr)).toBe(true);
  });

  it("seeds upcoming demo events from 09:00 to 18:00 in the association's time zone, with local images", async () => {
    const events = await testDb.db.selectFrom("events").selectAll().orderBy("starts_at").execute();
    expect(events.length).toBe(5);
    for (const event of events) {
      expect(new Date(event.starts_at).getTime()).toBeGreaterThan(now.getTime());
      const start = new TZDate(event.starts_at, "America/Toronto");
      const end = new TZDate(event.ends_at, "America/Toronto");
      expect([start.getHours(), start.getMinutes(), end.getHours()]).toEqual([9, 0, 18]);
      expect(event.image).toMatch(/^\/images\/events\//);
      expect([event.title_fr, event.location_fr, event.description_fr]).toEqual([
        expect.stringMatching(/\p{L}/u),
        expect.stringMatching(/\p{L}/u),
        expect.stringMatching(/\p{L}/u),
      ]);
    }
  });

  it("does not add demo events to a site that already has events", async () => {
    await seedDemoContent(testDb.db, new Date("2027-01-01T00:00:00Z"), "America/Toronto");
    const { n } = await testDb.db
      .selectFrom("events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(5);
  });

  it("refuses a product without a positive price", async () => {
    await expect(
      testDb.db
        .insertInto("products")
        .values(productRow({ price_cents: 0 }))
        .execute(),
    ).rejects.toThrow();
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "runs SQLite with WAL, synchronous=FULL, a 5 s busy timeout and foreign keys",
    async () => {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`PRAGMA ${name}`).execute(testDb.db)).rows[0] as object)[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("synchronous")).toBe(2);
      expect(await pragma("busy_timeout")).toBe(5000);
      expect(await pragma("foreign_keys")).toBe(1);
    },
  );
});

describe("several processes starting at once", () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "prepare an empty PostgreSQL database three times concurrently without errors",
    async () => {
      const fresh = await createEmptyTestDb();
      try {
        const others = [openDb(fresh.url), openDb(fresh.url)];
        await Promise.all([fresh.db, ...others].map((db) => prepareDatabase(db, testConfig)));
        await Promise.all(others.map((db) => db.destroy()));
        const tables = (await fresh.db.introspection.getTables()).map((t) => t.name);
        expect(tables).toEqual(expect.arrayContaining(["events", "user", "session", "orders"]));
      } finally {
        await fresh.destroy();
      }
    },
    60_000,
  );
});
