import { describe, expect, it } from "vitest";
import { insertReturningId } from "~/db/insert.server";
import { generatePoolFixtures, listMatchesOfCompetition } from "~/features/competitions/index.server";
import { testNow } from "../../../../tests/support/factories";
import { FIXTURE_TABLES, makeAccount, makeCompetition } from "../../../../tests/support/fixture-factories";
import { makeMember } from "../../../../tests/support/membership-factories";
import { setupTestDb } from "../../../../tests/support/test-db";
import { suspendedForMatch } from "./service.server";

const testDb = setupTestDb({ clean: [...FIXTURE_TABLES] });

describe("suspendedForMatch", () => {
  it("refuses a player of the team until the suspension's matches are served, and nobody of the other team", async () => {
    const db = testDb.db;
    const scene = await makeCompetition(db, { pools: { A: ["Rapids", "Falcons", "Lynx", "Owls"] } });
    await generatePoolFixtures(
      db,
      { competitionId: scene.competitionId, poolId: scene.pools.A as number },
      testNow,
    );
    const rapids = scene.entries.Rapids as number;
    const theirs = (await listMatchesOfCompetition(db, scene.competitionId))
      .filter((m) => m.home_entry_id === rapids || m.away_entry_id === rapids)
      .sort((a, b) => (a.match_date ?? "").localeCompare(b.match_date ?? ""));
    expect(theirs).toHaveLength(3);
    const [first, second, third] = theirs.map((m) => m.id) as [number, number, number];

    const account = await makeAccount(db, { email: "coach@example.org", name: "Coach" });
    const player = await makeMember(db, account, { first_name: "Maya", last_name: "Roy" });
    // A blue card in the Rapids' first match, and a two-match suspension decided on it.
    await db
      .updateTable("matches")
      .set({ status: "played", home_goals: 20, away_goals: 18 })
      .where("id", "=", first)
      .execute();
    const lineId = await insertReturningId(db, "sheet_lines", {
      match_id: first,
      side: "home",
      entry_id: rapids,
      member_id: player.id,
      role: "player",
      jersey: 7,
      disqualification: "blue",
      report: "Dangerous foul on a player in the air.",
    });
    await insertReturningId(db, "suspensions", {
      line_id: lineId,
      member_id: player.id,
      matches: 2,
      decided_by: "user-admin",
      decided_at: testNow.toISOString(),
    });

    expect([...(await suspendedForMatch(db, rapids, second))]).toEqual([player.id]);
    expect([...(await suspendedForMatch(db, rapids, third))]).toEqual([player.id]);
    // The second match played serves one; the third match is the second served, so still suspended for it.
    await db
      .updateTable("matches")
      .set({ status: "played", home_goals: 20, away_goals: 18 })
      .where("id", "=", second)
      .execute();
    expect([...(await suspendedForMatch(db, rapids, third))]).toEqual([player.id]);
    // A one-match suspension would be served by then.
    await db.updateTable("suspensions").set({ matches: 1 }).execute();
    expect([...(await suspendedForMatch(db, rapids, third))]).toEqual([]);
    // Another team's lineup, and an unknown match, suspend nobody.
    expect([...(await suspendedForMatch(db, scene.entries.Falcons as number, third))]).toEqual([]);
    expect([...(await suspendedForMatch(db, rapids, 999_999))]).toEqual([]);
  });
});
