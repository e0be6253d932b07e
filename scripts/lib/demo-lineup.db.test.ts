import { describe, expect, it } from "vitest";
import { testNow } from "../../tests/support/factories";
import { makeSheetScene, SHEET_TABLES } from "../../tests/support/match-sheet-factories";
import { setupTestDb, testDialect } from "../../tests/support/test-db";
import { setDemoLineups } from "./demo-lineup";

const testDb = setupTestDb({ clean: [...SHEET_TABLES] });

describe(`the demo's lineups (${testDialect})`, () => {
  it("sets both lineups of the first upcoming match from the rosters, leaving out whom the check refuses, once", async () => {
    const s = await makeSheetScene(testDb.db);
    // Nia has no membership this season: the lineup check refuses her, and the demo leaves her out.
    await s.person(s.falcons, { first: "Nia", jersey: 30, type: "none" });
    // The Rapids v Falcons match comes first.
    await testDb.db
      .updateTable("matches")
      .set({ match_date: "2026-03-02" })
      .where("id", "=", s.matchId)
      .execute();
    const ask = { competitionId: s.competitionId, now: testNow, timeZone: "America/Toronto" };
    const set = await setDemoLineups(testDb.db, ask);
    expect(set).toEqual({
      matchId: s.matchId,
      home: "Rapids",
      away: "Falcons",
      players: { home: 3, away: 2 },
    });
    const lines = await testDb.db
      .selectFrom("sheet_lines")
      .select(["side", "role"])
      .where("match_id", "=", set?.matchId ?? 0)
      .execute();
    expect(lines.filter((line) => line.role === "official")).toHaveLength(4);
    expect(lines).toHaveLength(9);
    expect(await setDemoLineups(testDb.db, ask)).toBeNull();
  });
});
