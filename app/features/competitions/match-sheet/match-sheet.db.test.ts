import { describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { Deps } from "~/lib/context.server";
import { testNow } from "../../../../tests/support/factories";
import {
  lineupForm,
  makeSheetScene,
  SHEET_TABLES,
  type SheetScene,
} from "../../../../tests/support/match-sheet-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { SHEET_DEADLINE_JOB } from "./rules";
import { loadSheetPage, saveLineup, saveSheet, type Viewer } from "./service.server";

const testDb = setupTestDb({ clean: [...SHEET_TABLES] });

const deps = (db: Db = testDb.db): Deps => ({ db, config: testConfig, mail: { wake() {} } });
const today = "2026-03-01";
const as = (who: { userId: string }): Viewer => ({ userId: who.userId, isAdmin: false });
const admin: Viewer = { userId: "user-admin", isAdmin: true };

const lineup = (s: SheetScene, viewer: Viewer, side: "home" | "away", values: Record<string, string>) =>
  saveLineup(testDb.db, { matchId: s.matchId, side, viewer, values, locale: "en" }, today, testNow);

/** A refusal's sentences by field; null for a success or a 404. */
const errorsOf = (result: { ok: boolean; errors?: Record<string, string> }) =>
  result.ok ? null : (result.errors ?? null);

const sheetOf = (db: Db, matchId: number) =>
  db.selectFrom("match_sheets").selectAll().where("match_id", "=", matchId).executeTakeFirst();

/** Both lineups set: the Rapids' three players and coach, the Falcons' two players and coach. */
async function setLineups(s: SheetScene) {
  const home = await lineup(
    s,
    as(s.homeCoach),
    "home",
    lineupForm(
      1,
      s.homePlayers.map((p) => p.memberId),
      [s.homeCoach.memberId],
    ),
  );
  const away = await lineup(
    s,
    as(s.awayCoach),
    "away",
    lineupForm(
      2,
      s.awayPlayers.map((p) => p.memberId),
      [s.awayCoach.memberId],
    ),
  );
  expect([home.ok, away.ok]).toEqual([true, true]);
  const page = await loadSheetPage(testDb.db, s.matchId, admin);
  if (!page?.sheet) throw new Error("no sheet");
  return page;
}

/** A sound sheet's form: 3-2 (1-1 at half-time), Maya 2 goals with one 7-metre, Noor 1, Zoé and Lea 1 each. */
function soundSheet(page: Awaited<ReturnType<typeof setLineups>>, changes: Record<string, string> = {}) {
  const [maya, noor] = page.home.players;
  const [zoe, lea] = page.away.players;
  if (!maya || !noor || !zoe || !lea) throw new Error("lineups not set");
  return {
    version: String(page.sheet.version),
    home_halftime: "1",
    home_goals: "3",
    away_halftime: "1",
    away_goals: "2",
    home_timeouts_1: "1",
    home_timeouts_2: "1",
    away_timeouts_1: "0",
    away_timeouts_2: "2",
    [`goals_${maya.id}`]: "2",
    [`sevens_${maya.id}`]: "1",
    [`goals_${noor.id}`]: "1",
    [`warning_${noor.id}`]: "1",
    [`goals_${zoe.id}`]: "1",
    [`suspensions_${zoe.id}`]: "2",
    [`goals_${lea.id}`]: "1",
    [`disqualification_${lea.id}`]: "blue",
    [`report_${lea.id}`]: "Struck an opponent in the face.",
    ...changes,
  };
}

/** A blue card for the Rapids' player in an earlier match, and two matches of suspension decided on it. */
async function suspendForTwoMatches(s: Awaited<ReturnType<typeof makeSheetScene>>, memberId: number) {
  const earlier = await insertReturningId(testDb.db, "matches", {
    competition_id: s.competitionId,
    stage_id: s.stageId,
    round: 0,
    home_entry_id: s.rapids,
    away_entry_id: s.lynx,
    match_date: "2026-02-28",
    match_time: "19:00",
    status: "played",
    created_at: testNow.toISOString(),
    updated_at: testNow.toISOString(),
  });
  const line = await insertReturningId(testDb.db, "sheet_lines", {
    match_id: earlier,
    side: "home",
    entry_id: s.rapids,
    member_id: memberId,
    role: "player",
    jersey: 21,
    disqualification: "blue",
    report: "Dangerous foul.",
  });
  await insertReturningId(testDb.db, "suspensions", {
    line_id: line,
    member_id: memberId,
    matches: 2,
    decided_by: "user-admin",
    decided_at: testNow.toISOString(),
  });
}

describe(`the lineup (${testDialect})`, () => {
  it("refuses, naming each person and the reason, and replaces a side's lines when saved", async () => {
    const s = await makeSheetScene(testDb.db);
    const coach = as(s.homeCoach);
    const noMembership = await s.person(s.rapids, { first: "Nia", jersey: 14, type: "none" });
    const cannotPlay = await s.person(s.rapids, { first: "Cora", jersey: 15, type: "coach" });
    // A blue card in an earlier match of the Rapids, and one match of suspension decided on it.
    const suspended = await s.person(s.rapids, { first: "Sami", jersey: 21 });
    await suspendForTwoMatches(s, suspended.memberId);
    const falconsPlayer = s.awayPlayers[0]?.memberId as number;

    const refused = await lineup(
      s,
      coach,
      "home",
      lineupForm(
        1,
        [falconsPlayer, noMembership.memberId, cannotPlay.memberId, suspended.memberId],
        [s.homeCoach.memberId],
      ),
    );
    expect(refused).toEqual({
      ok: false,
      errors: {
        [`player_${falconsPlayer}`]: "Zoé Roy is not on Rapids's roster",
        [`player_${noMembership.memberId}`]: expect.stringMatching(
          /^Nia Roy has no membership in the .+ season$/,
        ),
        [`player_${cannotPlay.memberId}`]: "Cora Roy's membership type does not allow playing",
        [`player_${suspended.memberId}`]: "Sami Roy is suspended for this match",
      },
    });
    // A team official picked as a player is not on the roster in that role.
    const asPlayer = await lineup(s, coach, "home", lineupForm(1, [s.homeCoach.memberId]));
    expect(errorsOf(asPlayer)).toEqual({
      [`player_${s.homeCoach.memberId}`]: "Hana Roy is not on Rapids's roster",
    });
    const over = await lineup(
      s,
      coach,
      "home",
      lineupForm(
        1,
        Array.from({ length: 17 }, (_, i) => 900_000 + i),
        Array.from({ length: 5 }, (_, i) => 800_000 + i),
      ),
    );
    const overErrors = errorsOf(over);
    expect({ players: overErrors?.players, officials: overErrors?.officials }).toEqual({
      players: "Pick at most 16 players",
      officials: "Pick at most 4 team officials",
    });
    expect(await sheetOf(testDb.db, s.matchId)).toBeUndefined();

    const ids = s.homePlayers.map((p) => p.memberId);
    expect(await lineup(s, coach, "home", lineupForm(1, ids, [s.homeCoach.memberId]))).toEqual({
      ok: true,
      team: "Rapids",
      players: 3,
      officials: 1,
    });
    // Saved again with Inès left out: the side's lines are replaced, and a stale form changes nothing.
    expect((await lineup(s, coach, "home", lineupForm(1, ids.slice(0, 2)))).ok).toBe(false);
    expect((await lineup(s, coach, "home", lineupForm(2, ids.slice(0, 2), [s.homeCoach.memberId]))).ok).toBe(
      true,
    );
    const lines = await testDb.db
      .selectFrom("sheet_lines")
      .select(["member_id", "role", "jersey", "side"])
      .where("match_id", "=", s.matchId)
      .orderBy("id")
      .execute();
    expect(lines).toEqual([
      { member_id: ids[0], role: "player", jersey: 7, side: "home" },
      { member_id: ids[1], role: "player", jersey: 9, side: "home" },
      { member_id: s.homeCoach.memberId, role: "official", jersey: null, side: "home" },
    ]);
    expect((await sheetOf(testDb.db, s.matchId))?.version).toBe(3);
  });

  it("marks on the sheet's page a player suspended after their lineup was saved", async () => {
    const s = await makeSheetScene(testDb.db);
    const ids = s.homePlayers.map((p) => p.memberId);
    expect((await lineup(s, as(s.homeCoach), "home", lineupForm(1, ids, [s.homeCoach.memberId]))).ok).toBe(
      true,
    );
    const suspendedOf = async (viewer: Viewer) => {
      const page = await loadSheetPage(testDb.db, s.matchId, viewer);
      return page && "home" in page ? page.home.players.map((p) => [p.memberId, p.suspended]) : null;
    };
    expect(await suspendedOf(as(s.homeCoach))).toEqual(ids.map((id) => [id, false]));
    // The administrators decide a blue card of an earlier match after the lineup was saved.
    await suspendForTwoMatches(s, ids[0] as number);
    for (const viewer of [as(s.homeCoach), as(s.awayCoach), admin])
      expect(await suspendedOf(viewer)).toEqual(ids.map((id, i) => [id, i === 0]));
  });
});

describe(`the sheet (${testDialect})`, () => {
  it("refuses a sheet that breaks a rule at its field, saves, then submits once with the job and one e-mail per away account", async () => {
    const s = await makeSheetScene(testDb.db);
    const page = await setLineups(s);
    const coach = as(s.homeCoach);
    const save = (values: Record<string, string>, submit = false, viewer = coach, db = testDb.db) =>
      saveSheet(deps(db), { matchId: s.matchId, viewer, values, locale: "en", submit }, testNow);
    const [maya] = page.home.players;

    const wrong = await save(soundSheet(page, { home_goals: "4", [`sevens_${maya?.id}`]: "3" }));
    expect(wrong).toEqual({
      ok: false,
      errors: {
        form: "The sheet was not saved: fix the fields marked below.",
        home_goals: "The players' goals add up to 3, not 4",
        [`sevens_${maya?.id}`]: "More 7-metre goals than goals",
      },
    });
    expect((await sheetOf(testDb.db, s.matchId))?.home_goals).toBeNull();

    expect(await save(soundSheet(page))).toEqual({ ok: true, submitted: false, away: "Falcons" });
    const saved = await sheetOf(testDb.db, s.matchId);
    expect(saved).toMatchObject({
      status: "open",
      home_goals: 3,
      away_goals: 2,
      away_timeouts_2: 2,
      version: 4,
    });
    // A form that read the sheet before that save changes nothing, and says why.
    expect(await save(soundSheet(page), true)).toEqual({
      ok: false,
      moved: true,
      errors: { form: "This sheet changed since you opened it: check it again, then save your changes" },
    });

    const fresh = { ...page, sheet: { ...page.sheet, version: 4 } };
    expect(await save(soundSheet(fresh), true)).toEqual({ ok: true, submitted: true, away: "Falcons" });
    const submitted = await sheetOf(testDb.db, s.matchId);
    const answerBy = new Date(testNow.getTime() + 48 * 3_600_000).toISOString();
    expect(submitted).toMatchObject({
      status: "submitted",
      submitted_by: s.homeCoach.userId,
      submitted_at: testNow.toISOString(),
      answer_by: answerBy,
    });
    const lines = await testDb.db
      .selectFrom("sheet_lines")
      .select(["goals", "seven_goals", "warnings", "suspensions", "disqualification", "report"])
      .where("match_id", "=", s.matchId)
      .where("role", "=", "player")
      .orderBy("side", "desc")
      .orderBy("jersey")
      .execute();
    expect(
      lines.map((l) => `${l.goals}/${l.seven_goals} ${l.warnings} ${l.suspensions} ${l.disqualification}`),
    ).toEqual(["2/1 0 0 none", "1/0 1 0 none", "0/0 0 0 none", "1/0 0 2 none", "1/0 0 0 blue"]);
    const jobs = await testDb.db.selectFrom("jobs").select(["kind", "subject", "run_at"]).execute();
    expect(jobs).toEqual([{ kind: SHEET_DEADLINE_JOB, subject: String(s.matchId), run_at: answerBy }]);
    const mails = await testDb.db
      .selectFrom("outbox")
      .select(["to_address", "subject", "text_body"])
      .orderBy("to_address")
      .execute();
    expect(mails.map((m) => [m.to_address, m.subject])).toEqual([
      ["amelie@example.org", "Feuille de match à confirmer\u00a0: Rapids contre Falcons"],
      ["carla@example.org", "Match sheet to confirm: Rapids v Falcons"],
    ]);
    expect(mails[0]?.text_body).toContain(`/fr/matches/${s.matchId}/answer`);
    expect(mails[1]?.text_body).toContain(`/matches/${s.matchId}/answer`);

    // Submitted: the home coach and the away coach change nothing more; an administrator still corrects it.
    const closed = "This sheet was submitted: only an administrator may still change it";
    expect(await save(soundSheet({ ...page, sheet: { ...page.sheet, version: 5 } }))).toEqual({
      ok: false,
      moved: true,
      errors: { form: closed },
    });
    expect(
      await lineup(
        s,
        as(s.awayCoach),
        "away",
        lineupForm(
          5,
          s.awayPlayers.map((p) => p.memberId),
        ),
      ),
    ).toEqual({ ok: false, moved: true, errors: { form: closed } });
    const corrected = await save(
      soundSheet({ ...page, sheet: { ...page.sheet, version: 5 } }, { away_timeouts_2: "1" }),
      false,
      admin,
    );
    expect(corrected.ok).toBe(true);
    expect(await sheetOf(testDb.db, s.matchId)).toMatchObject({
      status: "submitted",
      away_timeouts_2: 1,
      version: 6,
    });
    expect(await testDb.db.selectFrom("outbox").select("id").execute()).toHaveLength(2);
  });

  it("submits once when two submissions race, e-mailing each away account once", async () => {
    const s = await makeSheetScene(testDb.db);
    const page = await setLineups(s);
    const values = soundSheet(page);
    const submit = () =>
      saveSheet(
        deps(),
        { matchId: s.matchId, viewer: as(s.homeCoach), values, locale: "en", submit: true },
        testNow,
      );
    const outcomes = await Promise.all([submit(), submit(), submit()]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await testDb.db.selectFrom("outbox").select("id").execute()).toHaveLength(2);
    expect(await testDb.db.selectFrom("jobs").select("id").execute()).toHaveLength(1);
    expect((await sheetOf(testDb.db, s.matchId))?.status).toBe("submitted");
  });
});

describe(`who may act on a sheet (${testDialect})`, () => {
  it("lets each side's officials act for their side, administrators for both, and nobody else", async () => {
    const s = await makeSheetScene(testDb.db);
    const member = s.homePlayers[0] as { userId: string };
    const page = (viewer: Viewer) =>
      loadSheetPage(testDb.db, s.matchId, viewer).then(
        (p) => p && { home: p.access.home, away: p.access.away, sheet: p.sheet?.writable },
      );
    expect(await page(as(member))).toBeNull();
    expect(await page(as(s.otherCoach))).toBeNull();
    expect(await page(as(s.homeCoach))).toEqual({ home: true, away: false, sheet: true });
    expect(await page(as(s.awayManager2))).toEqual({ home: false, away: true, sheet: false });
    expect(await page(admin)).toEqual({ home: true, away: true, sheet: true });

    const values = lineupForm(
      1,
      s.awayPlayers.map((p) => p.memberId),
    );
    const notFound = { ok: false, notFound: true };
    for (const viewer of [as(member), as(s.otherCoach), as(s.homeCoach)])
      expect(await lineup(s, viewer, "away", values)).toEqual(notFound);
    expect(await lineup(s, as(s.awayCoach), "home", lineupForm(1, []))).toEqual(notFound);
    for (const viewer of [as(member), as(s.otherCoach), as(s.awayCoach)])
      expect(
        await saveSheet(
          deps(),
          { matchId: s.matchId, viewer, values: { version: "1" }, locale: "en", submit: true },
          testNow,
        ),
      ).toEqual(notFound);
    expect(await sheetOf(testDb.db, s.matchId)).toBeUndefined();
    expect((await lineup(s, admin, "away", values)).ok).toBe(true);
    // The home team has no lineup yet: the sheet cannot be submitted.
    expect(
      await saveSheet(
        deps(),
        { matchId: s.matchId, viewer: as(s.homeCoach), values: { version: "2" }, locale: "en", submit: true },
        testNow,
      ),
    ).toEqual({
      ok: false,
      errors: { form: "The sheet is filled in once both teams have set their lineup." },
    });

    // A cancelled match has no sheet: a sentence, not a form.
    await testDb.db.updateTable("matches").set({ status: "cancelled" }).where("id", "=", s.matchId).execute();
    expect((await loadSheetPage(testDb.db, s.matchId, as(s.homeCoach)))?.sheet).toBeNull();
    expect(await lineup(s, as(s.homeCoach), "home", lineupForm(2, []))).toEqual({
      ok: false,
      errors: { form: "This match is cancelled: it has no match sheet." },
    });
  });
});
