import { describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { answerSheet, confirmSheetAsAdmin, loadSheetAnswer } from "~/features/competitions/index.server";
import type { Deps } from "~/lib/context.server";
import { testNow } from "../../../../tests/support/factories";
import {
  lineupForm,
  makeSheetScene,
  SHEET_TABLES,
  type SheetScene,
} from "../../../../tests/support/match-sheet-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { loadSheetPage, saveLineup, saveSheet, type Viewer } from "./service.server";

// A knockout match cannot end level (HANDBALL.md): its sheet says how it was decided, and when the sheet
// becomes final the result carries it, so the winner goes through to the next round.

const testDb = setupTestDb({ clean: [...SHEET_TABLES] });

const deps = (db: Db = testDb.db): Deps => ({ db, config: testConfig, mail: { wake() {} } });
const as = (who: { userId: string }): Viewer => ({ userId: who.userId, isAdmin: false });
const admin: Viewer = { userId: "user-admin", isAdmin: true };

const sheetOf = (matchId: number) =>
  testDb.db.selectFrom("match_sheets").selectAll().where("match_id", "=", matchId).executeTakeFirstOrThrow();
const matchOf = (matchId: number) =>
  testDb.db
    .selectFrom("matches")
    .select([
      "status",
      "home_entry_id",
      "away_entry_id",
      "home_goals",
      "away_goals",
      "decided_by",
      "home_sevens",
      "away_sevens",
      "result_source",
    ])
    .where("id", "=", matchId)
    .executeTakeFirstOrThrow();

/**
 * The cup's semi-final with both lineups set, and its sheet's form: 28-28 after extra time (14-13 at
 * half-time), the Rapids winning the 7-metre throws 4-3; `changes` over it.
 */
async function semiFinal() {
  const s = await makeSheetScene(testDb.db, { knockout: true });
  for (const [side, coach, players] of [
    ["home", s.homeCoach, s.homePlayers],
    ["away", s.awayCoach, s.awayPlayers],
  ] as const) {
    const { version } = (await loadSheetPage(testDb.db, s.matchId, admin))?.sheet ?? { version: 1 };
    const values = lineupForm(
      version,
      players.map((p) => p.memberId),
      [coach.memberId],
    );
    const saved = await saveLineup(
      testDb.db,
      { matchId: s.matchId, side, viewer: as(coach), values, locale: "en" },
      "2026-03-01",
      testNow,
    );
    expect(saved.ok).toBe(true);
  }
  const page = await loadSheetPage(testDb.db, s.matchId, admin);
  if (!page?.sheet) throw new Error("no sheet");
  const [maya, noor] = page.home.players;
  const [zoe, lea] = page.away.players;
  if (!maya || !noor || !zoe || !lea) throw new Error("lineups not set");
  expect(page.match.knockout).toBe(true);
  const form = (version: number, changes: Record<string, string> = {}) => ({
    version: String(version),
    home_halftime: "14",
    home_goals: "28",
    away_halftime: "13",
    away_goals: "28",
    [`goals_${maya.id}`]: "15",
    [`sevens_${maya.id}`]: "3",
    [`goals_${noor.id}`]: "13",
    [`goals_${zoe.id}`]: "14",
    [`goals_${lea.id}`]: "14",
    decided_by: "sevens",
    home_sevens: "4",
    away_sevens: "3",
    ...changes,
  });
  const save = (values: Record<string, string>, submit: boolean, viewer = as(s.homeCoach)) =>
    saveSheet(deps(), { matchId: s.matchId, viewer, values, locale: "en", submit }, testNow);
  return { s, version: page.sheet.version, form, save };
}

/** The final's two sides: the Lynx (through a bye) at home, and the semi-final's winner once known. */
async function finalOf(s: SheetScene) {
  const final = await matchOf(s.finalId as number);
  return { home: final.home_entry_id, away: final.away_entry_id };
}

describe(`a knockout match's sheet (${testDialect})`, () => {
  it("refuses a level sheet without its 7-metre throws, changing nothing; once confirmed, the throws' winner is in the final", async () => {
    const { s, version, form, save } = await semiFinal();

    const refused = "The sheet was not saved: fix the fields marked below.";
    expect(await save(form(version, { decided_by: "" }), true)).toEqual({
      ok: false,
      errors: { form: refused, decided_by: "Say how this knockout match was decided." },
    });
    expect(await save(form(version, { away_sevens: "4" }), true)).toEqual({
      ok: false,
      errors: { form: refused, home_sevens: "The 7-metre throws cannot end level: one team scores more." },
    });
    expect(await save(form(version, { decided_by: "regular" }), true)).toEqual({
      ok: false,
      errors: {
        form: refused,
        decided_by: "A knockout match cannot end level: choose 7-metre throws and enter their score.",
      },
    });
    expect(await sheetOf(s.matchId)).toMatchObject({
      status: "open",
      version,
      home_goals: null,
      decided_by: null,
      home_sevens: null,
    });
    expect(await testDb.db.selectFrom("jobs").select("id").execute()).toEqual([]);
    expect(await testDb.db.selectFrom("outbox").select("id").execute()).toEqual([]);

    // Saved open, the sheet may leave the decision unsaid; submitted, it carries it.
    expect(await save(form(version, { decided_by: "" }), false)).toMatchObject({ ok: true });
    expect(await save(form(version + 1), true)).toMatchObject({ ok: true, submitted: true });
    expect(await sheetOf(s.matchId)).toMatchObject({
      status: "submitted",
      home_goals: 28,
      away_goals: 28,
      decided_by: "sevens",
      home_sevens: 4,
      away_sevens: 3,
    });
    const shown = await loadSheetAnswer(testDb.db, s.matchId, as(s.awayCoach), testNow);
    expect(shown?.decision).toEqual({ decidedBy: "sevens", sevens: [4, 3] });

    const answered = await answerSheet(
      deps(),
      {
        matchId: s.matchId,
        viewer: as(s.awayCoach),
        intent: "confirm",
        values: { version: String(version + 2) },
        locale: "fr",
      },
      testNow,
    );
    expect(answered).toMatchObject({ ok: true, kind: "confirmed" });
    expect(await matchOf(s.matchId)).toMatchObject({
      status: "played",
      home_goals: 28,
      away_goals: 28,
      decided_by: "sevens",
      home_sevens: 4,
      away_sevens: 3,
      result_source: "sheet",
    });
    expect(await finalOf(s)).toEqual({ home: s.lynx, away: s.rapids });
    const told = await testDb.db
      .selectFrom("outbox")
      .select("text_body")
      .where("to_address", "=", "hana@example.org")
      .execute();
    expect(told.map((mail) => mail.text_body).join("\n")).toContain(
      "The 7-metre throws decided it: Rapids 4, Falcons 3.",
    );
  });

  it("carries the throws when the administrators confirm a disputed sheet as it is", async () => {
    const { s, version, form, save } = await semiFinal();
    expect(await save(form(version, { home_sevens: "2", away_sevens: "3" }), true, admin)).toMatchObject({
      ok: true,
      submitted: true,
    });
    const disputed = await answerSheet(
      deps(),
      {
        matchId: s.matchId,
        viewer: as(s.awayCoach),
        intent: "dispute",
        values: { version: String(version + 1), reason: "The clock stopped twice." },
        locale: "en",
      },
      testNow,
    );
    expect(disputed).toMatchObject({ ok: true, kind: "disputed" });
    const decided = await confirmSheetAsAdmin(
      deps(),
      {
        competitionId: s.competitionId,
        matchId: s.matchId,
        by: admin.userId,
        values: { version: String(version + 2) },
      },
      testNow,
    );
    expect(decided).toBe(true);
    expect(await matchOf(s.matchId)).toMatchObject({
      decided_by: "sevens",
      home_sevens: 2,
      away_sevens: 3,
      result_source: "admin",
    });
    expect(await finalOf(s)).toEqual({ home: s.lynx, away: s.falcons });
  });
});
