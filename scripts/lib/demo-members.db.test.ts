import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { decideEntry, enterTeam, loadRosters } from "~/features/competitions/index.server";
import { fitsType, dayIn as todayIn } from "~/features/memberships";
import { listSeasons, loadReport } from "~/features/memberships/index.server";
import { makeCompetition, makeTeam } from "../../tests/support/competition-factories";
import { testNow } from "../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../tests/support/test-db";
import {
  createDemoMembers,
  DEMO_ROSTER_SIZE,
  demoEmail,
  fillDemoRosters,
  formatDemoReport,
  parseDemoCount,
} from "./demo-members";
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

  it("fills a competition's confirmed teams with eligible demo members, adults in an adult one, each once", async () => {
    // The 120 demo members of the test above are in the seeded season.
    const db = testDb.db;
    const seasonId =
      (await listSeasons(db)).find(
        (season) => season.starts_on <= "2026-03-01" && season.ends_on >= "2026-03-01",
      )?.id ?? 0;
    const competitionId = await makeCompetition(db, seasonId);
    const entered = [];
    for (const name of ["Rapids", "Lynx", "Waiting"]) {
      const entry = await enterTeam(
        { db, config: testConfig, mail: { wake() {} } },
        { competitionId, teamId: await makeTeam(db, name), contact: null },
        testNow,
      );
      if (!entry.ok) throw new Error("Not entered.");
      entered.push(entry.entryId);
    }
    for (const entryId of entered.slice(0, 2))
      await decideEntry(db, { competitionId, entryId, decision: "confirm", from: "entered" }, testNow);

    expect(await fillDemoRosters(db, { competitionId, now: testNow, timeZone })).toEqual({
      status: "filled",
      teams: [
        { name: "Rapids", players: DEMO_ROSTER_SIZE, officials: 1 },
        { name: "Lynx", players: DEMO_ROSTER_SIZE, officials: 1 },
      ],
    });
    const rosters = await loadRosters(db, competitionId, "2026-03-01");
    const places = rosters?.entries.flatMap((entry) => entry.places) ?? [];
    expect(places).toHaveLength(2 * (DEMO_ROSTER_SIZE + 1));
    expect(places.every((place) => place.status.eligible)).toBe(true);
    expect(new Set(places.map((place) => place.memberNumber)).size).toBe(places.length);
    const born = await db.selectFrom("members").select(["member_number", "date_of_birth"]).execute();
    const adults = new Set(
      born.filter((row) => row.date_of_birth <= "2007-09-01").map((row) => row.member_number),
    );
    expect(places.every((place) => adults.has(place.memberNumber))).toBe(true);
    // The entry still waiting for confirmation gets nobody; a second run adds nobody.
    expect(rosters?.entries.find((entry) => entry.teamName === "Waiting")?.places).toEqual([]);
    await fillDemoRosters(db, { competitionId, now: testNow, timeZone });
    expect(
      (await loadRosters(db, competitionId, "2026-03-01"))?.entries.flatMap((entry) => entry.places),
    ).toHaveLength(places.length);
    expect(await fillDemoRosters(db, { competitionId: 999_999, now: testNow, timeZone })).toEqual({
      status: "no-competition",
    });
  });
});
