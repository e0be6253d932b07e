import { describe, expect, it } from "vitest";
import { insertReturningId } from "~/db/insert.server";
import { generatePoolFixtures, listMatchesOfCompetition } from "~/features/competitions/index.server";
import { testNow } from "../../../../tests/support/factories";
import { FIXTURE_TABLES, makeCompetition, makeOfficial } from "../../../../tests/support/fixture-factories";
import { setupTestDb } from "../../../../tests/support/test-db";
import { sheetAccess } from "./access.server";

const testDb = setupTestDb({ clean: [...FIXTURE_TABLES] });

describe("sheetAccess", () => {
  it("lets a team's coach or manager act for their side, an administrator for both, and nobody else", async () => {
    const db = testDb.db;
    const scene = await makeCompetition(db, { pools: { A: ["Rapids", "Falcons", "Lynx"] } });
    await generatePoolFixtures(
      db,
      { competitionId: scene.competitionId, poolId: scene.pools.A as number },
      testNow,
    );
    const match = (await listMatchesOfCompetition(db, scene.competitionId)).find(
      (m) => m.home_entry_id !== null && m.away_entry_id !== null,
    );
    if (!match?.home_entry_id || !match.away_entry_id) throw new Error("no match between two teams");
    const third = Object.values(scene.entries).find(
      (id) => id !== match.home_entry_id && id !== match.away_entry_id,
    );
    await makeOfficial(db, scene, match.home_entry_id, { name: "Hana Coach", email: "home@example.org" });
    await makeOfficial(db, scene, match.away_entry_id, {
      name: "Ari Manager",
      email: "away@example.org",
      role: "manager",
    });
    await makeOfficial(db, scene, third as number, { name: "Odile Other", email: "other@example.org" });
    // A player of the home team is on its roster but is no official: no part in the sheet.
    const player = await makeOfficial(db, scene, match.home_entry_id, {
      name: "Pia Player",
      email: "player@example.org",
    });
    await db
      .updateTable("roster_places")
      .set({ role: "player", jersey: 9 })
      .where("member_id", "=", player)
      .execute();

    const as = (userId: string, isAdmin = false) =>
      sheetAccess(db, match.id, { userId, isAdmin }).then(
        (access) => access && { home: access.home, away: access.away },
      );
    expect(await as("user-home@example.org")).toEqual({ home: true, away: false });
    expect(await as("user-away@example.org")).toEqual({ home: false, away: true });
    expect(await as("user-admin", true)).toEqual({ home: true, away: true });
    expect(await as("user-other@example.org")).toBeNull();
    expect(await as("user-player@example.org")).toBeNull();
    expect(await as("user-nobody")).toBeNull();
    expect(await sheetAccess(db, 999_999, { userId: "user-admin", isAdmin: true })).toBeNull();

    // A knockout match still waiting for its teams has no sheet, even for an administrator.
    const waiting = await insertReturningId(db, "matches", {
      competition_id: scene.competitionId,
      stage_id: scene.stageId,
      round: 9,
      home_entry_id: match.home_entry_id,
      away_entry_id: null,
      away_source: `winner:${match.id}`,
      status: "scheduled",
      created_at: testNow.toISOString(),
      updated_at: testNow.toISOString(),
    });
    expect(await sheetAccess(db, waiting, { userId: "user-admin", isAdmin: true })).toBeNull();
  });
});
