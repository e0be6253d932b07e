import { describe, expect, it } from "vitest";
import { loadCompetitionList, loadCompetitionPage } from "~/features/competitions/index.server";
import { testNow } from "../../tests/support/factories";
import { setupTestDb, testDialect } from "../../tests/support/test-db";
import { seedDemoContent } from "./seed";

// The demo league of a new site (scripts/lib/seed-competition.ts): testNow (2026-03-01) is in the seeded
// season 2025-2026.

const timeZone = "America/Toronto";
const testDb = setupTestDb();

describe(`the demo competition (${testDialect})`, () => {
  it("is a published league of six with the first half of its double round robin played, seeded once", async () => {
    const db = testDb.db;
    await seedDemoContent(db, testNow, timeZone);
    await seedDemoContent(db, new Date(testNow.getTime() + 86_400_000), timeZone);

    const list = await loadCompetitionList(db, { season: null, today: "2026-03-01" });
    expect(list.competitions.map((c) => [c.name, c.category, c.format])).toEqual([
      ["Senior Men's League", "Senior Men", "league"],
    ]);
    const id = list.competitions[0]?.id ?? 0;
    const load = (round: number | null) =>
      loadCompetitionPage(db, {
        id,
        locale: "en",
        round,
        today: "2026-03-01",
        mayPreview: async () => false,
      });
    const page = await load(null);
    const pool = page?.stages[0]?.pools[0];
    expect(page?.teams.map((team) => team.name).sort()).toEqual([
      "Hamilton Steel City",
      "Hamilton Steel City II",
      "Ottawa Capital",
      "Ottawa Capital II",
      "Toronto Lakeshore",
      "Toronto Lakeshore II",
    ]);
    expect(pool?.rounds).toHaveLength(10);
    expect(pool?.standings.rows.map((row) => row.played)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(pool?.standings.complete).toBe(false);

    const shown = await Promise.all(
      (pool?.rounds ?? []).map(async (round) => (await load(round.round))?.stages[0]?.pools[0]?.shown),
    );
    const matches = shown.flatMap((round) => round?.matches ?? []);
    expect(matches).toHaveLength(30);
    const played = matches.filter((match) => match.score);
    expect(played).toHaveLength(15);
    for (const match of played) {
      const [home, away] = match.score ?? [0, 0];
      const [homeHalf, awayHalf] = match.halftime ?? [99, 99];
      expect(Math.min(home, away)).toBeGreaterThanOrEqual(20);
      expect(Math.max(home, away)).toBeLessThanOrEqual(40);
      expect(homeHalf).toBeLessThanOrEqual(home);
      expect(awayHalf).toBeLessThanOrEqual(away);
      expect(match.day && match.day <= "2026-03-01").toBe(true);
      expect(match.venue).not.toBeNull();
    }
    for (const match of matches.filter((candidate) => !candidate.score))
      expect(match.day && match.day > "2026-03-01").toBe(true);
  });
});
