import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { fitsType, dayIn as todayIn } from "~/features/memberships";
import { loadReport } from "~/features/memberships/index.server";
import { testNow } from "../../tests/support/factories";
import { setupTestDb, testDialect } from "../../tests/support/test-db";
import { createDemoMembers, demoEmail, formatDemoReport, parseDemoCount } from "./demo-members";
import { seedDemoContent } from "./seed";

// The opt-in demo members (docs/memberships.md "Demo members") on a throwaway database that has had the
// normal seed: testNow (2026-03-01) is in the seeded season 2025-2026.

const timeZone = "America/Toronto";
const testDb = setupTestDb({ seed: (db) => seedDemoContent(db, testNow, timeZone) });
const options = (count: number) => ({ now: testNow, timeZone, shortName: "OHA", count });

describe(`demo members (${testDialect})`, () => {
  it("reads --count as a whole number from 1 to 5000", () => {
    expect(parseDemoCount("120")).toBe(120);
    expect(parseDemoCount(" 7 ")).toBe(7);
    for (const text of ["0", "-3", "1.5", "abc", "", "5001"]) expect(parseDemoCount(text)).toBeNull();
  });

  it("makes the members asked for, reported as the administrators see them, then refuses a second run", async () => {
    const db = testDb.db;
    const result = await createDemoMembers(db, options(120));
    if (result.status !== "created") throw new Error(`Expected demo members, got ${result.status}`);
    // The counts docs/memberships.md prints: the people are drawn relative to the season's first day.
    expect(result.statuses).toEqual({ active: 94, "awaiting-payment": 21, cancelled: 5, expired: 0 });

    const members = await db.selectFrom("members").select(["id", "user_id", "guardian_email"]).execute();
    expect(members).toHaveLength(120);
    const rows = await db
      .selectFrom("memberships as m")
      .innerJoin("members as p", "p.id", "m.member_id")
      .innerJoin("membership_types as t", "t.id", "m.type_id")
      .innerJoin("seasons as s", "s.id", "m.season_id")
      .select([
        "m.id",
        "m.status",
        "m.order_id",
        "p.date_of_birth",
        "p.guardian_name",
        "t.age_rule",
        "s.starts_on",
      ])
      .execute();
    expect(rows).toHaveLength(120);
    expect(rows.every((row) => row.order_id === null)).toBe(true);
    expect(rows.every((row) => fitsType(row, row.date_of_birth, row))).toBe(true);
    const active = rows.filter((row) => row.status === "active").length;
    expect(active).toBe(result.statuses.active);

    const report = await loadReport(db, new URLSearchParams(), todayIn(testNow, timeZone));
    expect(report.season?.id).toBe(result.seasonId);
    expect(report.total).toBe(active);
    expect(report.youth + report.adult).toBe(active);
    expect(report.perType.reduce((sum, type) => sum + type.count, 0)).toBe(active);
    expect(report.perClub.reduce((sum, club) => sum + club.count, 0)).toBe(active);
    expect(report.youth).toBeGreaterThan(0);
    expect(report.perClub.find((club) => club.id === null)?.count).toBeGreaterThan(0);
    expect(formatDemoReport(report, result.statuses)).toContain(`Total${" ".repeat(20)}`);

    // Each person's consents: every current document (the seeded season asks for the concussion one),
    // accepted by the guardian for a minor and by the member for an adult.
    const consents = await db.selectFrom("consents").select(["membership_id", "role"]).execute();
    expect(consents).toHaveLength(120 * 3);
    const minors = new Set(rows.filter((row) => row.guardian_name !== null).map((row) => row.id));
    expect(minors.size).toBeGreaterThan(0);
    expect(
      consents.every(
        (consent) => consent.role === (minors.has(consent.membership_id) ? "guardian" : "member"),
      ),
    ).toBe(true);

    // Accounts demo-member-<i>@example.org that nobody can sign in with: no credential row.
    const accounts = await db
      .selectFrom("user")
      .select(["id", "email"])
      .where("email", "like", "demo-member-%@example.org")
      .execute();
    expect(accounts.map((account) => account.email).sort()).toEqual(
      Array.from({ length: 120 }, (_, i) => demoEmail(i + 1)).sort(),
    );
    expect(new Set(members.map((member) => member.user_id))).toEqual(
      new Set(accounts.map((account) => account.id)),
    );
    const credentials = await sql<{ n: number | string }>`select count(*) as n from "account"`.execute(db);
    expect(Number(credentials.rows[0]?.n)).toBe(0);

    const again = await createDemoMembers(db, options(5));
    expect(again).toEqual({ status: "refused", members: 120 });
    const after = await db
      .selectFrom("members")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(120);
  });
});
