import { describe, expect, it } from "vitest";
import { later, testNow } from "../../tests/support/factories";
import { setupTestDb, testDialect } from "../../tests/support/test-db";
import { allowAndRecord, noteFiring, recentFirings } from "./rate-limit.server";

const now = testNow;
const HOUR = 60 * 60 * 1000;
const limit = (client: string, bucket = "contact") => ({ bucket, client, max: 3, windowMs: HOUR });

const testDb = setupTestDb({ clean: ["rate_events", "limit_firings"] });

const attempts = async (client: string, times: number, at: Date, bucket = "contact") => {
  const answers: boolean[] = [];
  for (let i = 0; i < times; i++) answers.push(await allowAndRecord(testDb.db, limit(client, bucket), at));
  return answers;
};

describe(`rate limit in the database (${testDialect})`, () => {
  it("allows max requests per client in the window, then refuses without counting the refusals", async () => {
    expect(await attempts("10.0.0.1", 5, now)).toEqual([true, true, true, false, false]);
    const rows = await testDb.db.selectFrom("rate_events").selectAll().execute();
    expect(rows).toHaveLength(3);
  });

  it("counts each client and each bucket on its own", async () => {
    expect(await attempts("10.0.0.1", 4, now)).toEqual([true, true, true, false]);
    expect(await attempts("10.0.0.2", 1, now)).toEqual([true]);
    expect(await attempts("10.0.0.1", 1, now, "newsletter")).toEqual([true]);
  });

  it("lets the client in again once the window has passed, and prunes what no longer counts", async () => {
    expect(await attempts("10.0.0.1", 3, now)).toEqual([true, true, true]);
    await attempts("10.0.0.9", 1, now);
    expect(await attempts("10.0.0.1", 1, later(HOUR - 1))).toEqual([false]);
    expect(await attempts("10.0.0.1", 1, later(HOUR))).toEqual([true]);
    // Everyone's expired events of the bucket are gone, the new one stays.
    const rows = await testDb.db.selectFrom("rate_events").select(["client", "created_at"]).execute();
    expect(rows).toEqual([{ client: "10.0.0.1", created_at: later(HOUR).toISOString() }]);
  });

  it("lets exactly max of 20 requests sent at once through, alone or each in its own transaction", async () => {
    const wide = (client: string) => ({ bucket: "contact", client, max: 7, windowMs: HOUR });
    const alone = await Promise.all(
      Array.from({ length: 20 }, () => allowAndRecord(testDb.db, wide("10.0.0.20"), now)),
    );
    expect(alone.filter(Boolean)).toHaveLength(7);

    const inTransactions = await Promise.all(
      Array.from({ length: 20 }, () =>
        testDb.db.transaction().execute((trx) => allowAndRecord(trx, wide("10.0.0.21"), now)),
      ),
    );
    expect(inTransactions.filter(Boolean)).toHaveLength(7);
    expect(await testDb.db.selectFrom("rate_events").selectAll().execute()).toHaveLength(14);
  });

  it("counts nothing for a transaction that rolls back", async () => {
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await allowAndRecord(trx, limit("10.0.0.1"), now);
        throw new Error("the write it protects failed");
      }),
    ).rejects.toThrow("failed");
    expect(await testDb.db.selectFrom("rate_events").selectAll().execute()).toEqual([]);
  });

  it("counts each limit's firings per hour for the admin page, shows a day of them and keeps no more", async () => {
    // A flood adds to one row's count instead of adding rows.
    for (let i = 0; i < 50; i++) await noteFiring(testDb.db, "signup", "challenged", later(i * 1000));
    await noteFiring(testDb.db, "signup", "solved", later(60_000));
    await noteFiring(testDb.db, "contact", "refused", later(2 * HOUR));
    expect(await testDb.db.selectFrom("limit_firings").selectAll().execute()).toHaveLength(3);
    expect(await recentFirings(testDb.db, later(2 * HOUR))).toEqual([
      { bucket: "contact", kind: "refused", count: 1, last_at: later(2 * HOUR).toISOString() },
      { bucket: "signup", kind: "solved", count: 1, last_at: later(60_000).toISOString() },
      { bucket: "signup", kind: "challenged", count: 50, last_at: later(49_000).toISOString() },
    ]);
    // A day and more later the first hour is no longer shown, and the next firing deletes it.
    expect(await recentFirings(testDb.db, later(25 * HOUR))).toEqual([
      { bucket: "contact", kind: "refused", count: 1, last_at: later(2 * HOUR).toISOString() },
    ]);
    await noteFiring(testDb.db, "contact", "refused", later(25 * HOUR));
    expect(await testDb.db.selectFrom("limit_firings").select("bucket").execute()).toHaveLength(2);
  });
});
