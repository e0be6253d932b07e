import { describe, expect, it } from "vitest";
import { TABLE_OWNERS } from "../../tests/architecture/table-owners";
import { setupTestDb, testDialect } from "../../tests/support/test-db";

const testDb = setupTestDb();

// The architecture test reads the migrations' texts; this one asks a migrated database, better-auth's
// tables included, which tables there are (decision 043).
describe(`the owners of the tables (${testDialect})`, () => {
  it("name every table of a migrated database, and only those", async () => {
    const tables = (await testDb.db.introspection.getTables()).map((table) => table.name);
    expect(tables.sort()).toEqual(Object.keys(TABLE_OWNERS).sort());
  });
});
