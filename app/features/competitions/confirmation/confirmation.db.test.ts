import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDb } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import {
  afterAdminResult,
  answerSheet,
  cancelMatch,
  confirmSheetAsAdmin,
  countAwaitingByPool,
  generatePoolFixtures,
  listMatchesOfCompetition,
  loadCompetitionSheets,
  loadSheetAnswer,
  postponeMatch,
  saveResult,
  sheetJobs,
  updateMatchSchedule,
} from "~/features/competitions/index.server";
import { insertMember } from "~/features/memberships/queries.server";
import type { Deps } from "~/lib/context.server";
import { runDueJobs } from "~/lib/jobs/runner.server";
import { scheduleJob } from "~/lib/jobs/schedule.server";
import { testNow } from "../../../../tests/support/factories";
import { FIXTURE_TABLES, makeCompetition, makeOfficial } from "../../../../tests/support/fixture-factories";
import { memberDetails } from "../../../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { SHEET_DEADLINE_JOB } from "../match-sheet/rules";

const testDb = setupTestDb({ clean: ["jobs", ...FIXTURE_TABLES] });
const deps = (db: Db = testDb.db): Deps => ({ db, config: testConfig, mail: { wake() {} } });
const HOUR = 3_600_000;
const answerBy = new Date(testNow.getTime() + 48 * HOUR);
const home = "user-home@example.org";
const away = "user-away@example.org";
const admin = "user-admin";

/**
 * A match of Rapids (home) and Falcons (away), with a third team, Lynx: a French-speaking home coach, an
 * English-speaking away manager, Lynx's coach; and the home team's submitted sheet, 27-25 (14-12 at
 * half-time), which the away team may answer for 48 hours. Written straight to the tables (the sheet
 * part's own services build it in the app).
 */
async function scene([first, second, third] = ["Rapids", "Falcons", "Lynx"]) {
  const db = testDb.db;
  const s = await makeCompetition(db, { pools: { A: [first, second, third] } });
  const poolId = s.pools.A as number;
  await generatePoolFixtures(db, { competitionId: s.competitionId, poolId }, testNow);
  const match =
    (await listMatchesOfCompetition(db, s.competitionId)).find(
      (m) => m.home_entry_id === s.entries[first] && m.away_entry_id === s.entries[second],
    ) ??
    (await listMatchesOfCompetition(db, s.competitionId)).find(
      (m) => m.home_entry_id === s.entries[second] && m.away_entry_id === s.entries[first],
    );
  if (!match?.home_entry_id || !match.away_entry_id) throw new Error(`no match of ${first} and ${second}`);
  const [homeEntry, awayEntry] = [match.home_entry_id, match.away_entry_id];
  await makeOfficial(db, s, homeEntry, { name: "Hélène Coach", email: "home@example.org", locale: "fr" });
  await makeOfficial(db, s, awayEntry, { name: "Ari Manager", email: "away@example.org", role: "manager" });
  await makeOfficial(db, s, s.entries[third] as number, { name: "Odile Other", email: "other@example.org" });
  await db
    .insertInto("match_sheets")
    .values({
      match_id: match.id,
      status: "submitted",
      home_goals: 27,
      away_goals: 25,
      home_halftime: 14,
      away_halftime: 12,
      home_timeouts_1: 1,
      away_timeouts_2: 2,
      submitted_by: home,
      submitted_at: testNow.toISOString(),
      answer_by: answerBy.toISOString(),
      version: 3,
      updated_at: testNow.toISOString(),
    })
    .execute();
  const line = async (side: "home" | "away", entryId: number, name: string, goals: number) => {
    const member = await insertMember(
      db,
      // A player managed by their team's official's account (a parent coaching).
      { ...memberDetails({ first_name: name, last_name: "Player" }), user_id: side === "home" ? home : away },
      "OHA",
      testNow,
    );
    await insertReturningId(db, "sheet_lines", {
      match_id: match.id,
      side,
      entry_id: entryId,
      member_id: member.id,
      role: "player",
      jersey: 7,
      goals,
      seven_goals: 0,
      warnings: 0,
      suspensions: 1,
      disqualification: "none",
      report: "",
    });
  };
  await line("home", homeEntry, "Hana", 27);
  await line("away", awayEntry, "Aiko", 25);
  return { ...s, poolId, matchId: match.id, competitionId: s.competitionId };
}

const answer = (
  matchId: number,
  userId: string,
  intent: "confirm" | "dispute",
  reason = "",
  now = testNow,
  db = testDb.db,
) =>
  answerSheet(
    deps(db),
    {
      matchId,
      viewer: { userId, isAdmin: userId === admin },
      intent,
      values: { version: "3", reason },
      locale: "en",
    },
    now,
  );

const sheetOf = (matchId: number) =>
  testDb.db.selectFrom("match_sheets").selectAll().where("match_id", "=", matchId).executeTakeFirstOrThrow();
const matchOf = (matchId: number) =>
  testDb.db
    .selectFrom("matches")
    .select(["status", "home_goals", "away_goals", "home_halftime", "away_halftime", "result_source"])
    .where("id", "=", matchId)
    .executeTakeFirstOrThrow();
const changesOf = (matchId: number) =>
  testDb.db
    .selectFrom("match_result_changes")
    .select(["changed_by", "after"])
    .where("match_id", "=", matchId)
    .execute();
/** The outbox as "kind address subject", sorted. */
const sent = async () =>
  (await testDb.db.selectFrom("outbox").select(["kind", "to_address", "subject"]).orderBy("id").execute())
    .map((row) => `${row.kind} ${row.to_address} ${row.subject}`)
    // One transaction queues a message's recipients in no particular order.
    .sort();

describe(`the away team's answer (${testDialect})`, () => {
  it("lets only the away team's officials and the administrators answer", async () => {
    const s = await scene();
    const page = (userId: string) =>
      loadSheetAnswer(testDb.db, s.matchId, { userId, isAdmin: userId === admin }, testNow);
    // The home team's coach, another team's coach, an account with no part in the match: the same 404.
    for (const stranger of [home, "user-other@example.org", "user-nobody"]) {
      expect(await page(stranger)).toBeNull();
      expect(await answer(s.matchId, stranger, "confirm")).toEqual({ ok: false, reason: "not-found" });
    }
    expect((await sheetOf(s.matchId)).status).toBe("submitted");
    expect(await page(away)).toMatchObject({
      canAnswer: true,
      sheet: { state: "awaiting", version: 3 },
      home: { goals: 27, halfTime: 14, timeouts: [1, 0], players: [{ first_name: "Hana", goals: 27 }] },
      away: { goals: 25, halfTime: 12, timeouts: [0, 2], players: [{ first_name: "Aiko", goals: 25 }] },
    });
    expect(await page(admin)).toMatchObject({ canAnswer: true });
    // Past the deadline nobody answers any more; the page says the sheet becomes final.
    expect(
      await loadSheetAnswer(testDb.db, s.matchId, { userId: away, isAdmin: false }, answerBy),
    ).toMatchObject({ canAnswer: false, sheet: { state: "closing" } });
    expect(await answer(s.matchId, away, "confirm", "", answerBy)).toMatchObject({
      ok: false,
      reason: "closed",
    });
    expect(await sent()).toEqual([]);
  });

  it("makes the result final on a confirmation, once, and tells the home team in its language", async () => {
    const s = await scene();
    expect(await countAwaitingByPool(testDb.db, s.competitionId)).toEqual(new Map([[s.poolId, 1]]));

    expect(await answer(s.matchId, away, "confirm")).toMatchObject({ ok: true, kind: "confirmed" });
    expect(await answer(s.matchId, away, "confirm")).toMatchObject({ ok: false, reason: "closed" });
    expect(await answer(s.matchId, away, "dispute", "Too late to dispute")).toMatchObject({
      reason: "closed",
    });

    expect(await sheetOf(s.matchId)).toMatchObject({
      status: "final",
      finalized_how: "confirmed",
      answered_by: away,
      answered_at: testNow.toISOString(),
      version: 4,
    });
    expect(await matchOf(s.matchId)).toEqual({
      status: "played",
      home_goals: 27,
      away_goals: 25,
      home_halftime: 14,
      away_halftime: 12,
      result_source: "sheet",
    });
    expect((await changesOf(s.matchId)).map((change) => change.changed_by)).toEqual([away]);
    expect(await sent()).toEqual([
      `sheet-confirmed home@example.org Résultat confirmé\u00a0: ${await teams(s.matchId, "fr")}`,
    ]);
    expect(await countAwaitingByPool(testDb.db, s.competitionId)).toEqual(new Map());
    expect(
      await loadSheetAnswer(testDb.db, s.matchId, { userId: away, isAdmin: false }, testNow),
    ).toMatchObject({
      canAnswer: false,
      sheet: { state: "confirmed", answeredBy: "Ari Manager" },
    });
  });

  it("sends a dispute to the administrators, who decide it", async () => {
    const s = await scene();
    expect(await answer(s.matchId, away, "dispute", " x ")).toEqual({
      ok: false,
      reason: "invalid",
      errors: { reason: "Please say what is wrong with the sheet (at least 2 characters)" },
    });
    expect(await answer(s.matchId, away, "dispute", "y".repeat(1001))).toMatchObject({ reason: "invalid" });
    expect(await answer(s.matchId, away, "dispute", "  Aiko scored 26, not 25.  ")).toMatchObject({
      ok: true,
      kind: "disputed",
    });
    expect(await sheetOf(s.matchId)).toMatchObject({
      status: "disputed",
      dispute_reason: "Aiko scored 26, not 25.",
      answered_by: away,
      finalized_how: null,
    });
    expect((await matchOf(s.matchId)).status).toBe("scheduled");
    const versus = await teams(s.matchId, "en");
    expect(await sent()).toEqual([
      `sheet-disputed home@example.org Résultat contesté\u00a0: ${await teams(s.matchId, "fr")}`,
      `sheet-disputed-admin ${testConfig.CONTACT_EMAIL} A match sheet is disputed: ${versus}`,
    ]);
    const body = await testDb.db.selectFrom("outbox").select("text_body").orderBy("id").execute();
    expect(body.map((row) => row.text_body.includes("Aiko scored 26, not 25."))).toEqual([true, true]);
    // The deadline no longer applies to a disputed sheet; the administrators' page lists it first.
    expect(await answer(s.matchId, away, "confirm")).toMatchObject({ reason: "closed" });
    const page = await loadCompetitionSheets(testDb.db, s.competitionId, testNow);
    expect(page?.sheets.map((sheet) => [sheet.state, sheet.dispute_reason])).toEqual([
      ["disputed", "Aiko scored 26, not 25."],
    ]);
    expect(page?.pools).toEqual([{ id: s.poolId, name: "A", awaiting: 1 }]);

    // An administrator confirms the sheet as submitted: final, marked as theirs, both teams told once.
    const decide = (version: number) =>
      confirmSheetAsAdmin(
        deps(),
        {
          competitionId: s.competitionId,
          matchId: s.matchId,
          by: admin,
          values: { version: String(version) },
        },
        testNow,
      );
    expect(await decide(3)).toBe(false);
    expect(await decide(4)).toBe(true);
    expect(await decide(5)).toBe(false);
    expect(await sheetOf(s.matchId)).toMatchObject({ status: "final", finalized_how: "admin" });
    expect(await matchOf(s.matchId)).toMatchObject({
      status: "played",
      home_goals: 27,
      result_source: "admin",
    });
    expect((await changesOf(s.matchId)).map((change) => change.changed_by)).toEqual([admin]);
    expect((await sent()).filter((line) => line.startsWith("sheet-decided"))).toEqual([
      `sheet-decided away@example.org Result decided: ${versus}`,
      `sheet-decided home@example.org Résultat décidé\u00a0: ${await teams(s.matchId, "fr")}`,
    ]);
  });

  it("decides a disputed sheet with the result an administrator saves on the match's result page", async () => {
    const s = await scene();
    await answer(s.matchId, away, "dispute", "Aiko scored 26, not 25.");
    const save = (values: Record<string, string>) => {
      const after = afterAdminResult(testConfig, admin, testNow);
      return saveResult(testDb.db, {
        competitionId: s.competitionId,
        matchId: s.matchId,
        values: { outcome: "played", ...values },
        locale: "en",
        changedBy: admin,
        now: testNow,
        afterResultSaved: after.hook,
      }).then((saved) => ({ ok: saved.ok, decided: after.decided.value }));
    };
    expect(
      await save({ homeGoals: "27", awayGoals: "26", homeHalftime: "14", awayHalftime: "13", version: "0" }),
    ).toEqual({
      ok: true,
      decided: true,
    });
    expect(await sheetOf(s.matchId)).toMatchObject({ status: "final", finalized_how: "admin" });
    expect(await matchOf(s.matchId)).toEqual({
      status: "played",
      home_goals: 27,
      away_goals: 26,
      home_halftime: 14,
      away_halftime: 13,
      result_source: "admin",
    });
    const decided = async () => (await sent()).filter((line) => line.startsWith("sheet-decided"));
    expect(await decided()).toEqual([
      `sheet-decided away@example.org Result decided: ${await teams(s.matchId, "en")}`,
      `sheet-decided home@example.org Résultat décidé\u00a0: ${await teams(s.matchId, "fr")}`,
    ]);
    // A correction afterwards is the administrator's too, and decides nothing more.
    expect(await save({ homeGoals: "28", awayGoals: "26", version: "1" })).toEqual({
      ok: true,
      decided: false,
    });
    expect(await matchOf(s.matchId)).toMatchObject({ home_goals: 28, result_source: "admin" });
    expect(await decided()).toHaveLength(2);
  });
});

describe(`the deadline (${testDialect})`, () => {
  const deadlineJob = (matchId: number) =>
    scheduleJob(
      testDb.db,
      { kind: SHEET_DEADLINE_JOB, subject: matchId, runAt: answerBy.toISOString() },
      testNow,
    );

  it("makes an unanswered sheet final through the job runner at its deadline, not before, once", async () => {
    const s = await scene();
    await deadlineJob(s.matchId);
    const justBefore = new Date(answerBy.getTime() - 1);
    expect(await runDueJobs(deps(), sheetJobs, justBefore)).toMatchObject({ done: 0 });
    expect((await sheetOf(s.matchId)).status).toBe("submitted");

    expect(await runDueJobs(deps(), sheetJobs, answerBy)).toMatchObject({ done: 1, failed: 0 });
    expect(await sheetOf(s.matchId)).toMatchObject({
      status: "final",
      finalized_how: "deadline",
      finalized_at: answerBy.toISOString(),
      answered_by: null,
    });
    expect(await matchOf(s.matchId)).toMatchObject({
      status: "played",
      home_goals: 27,
      result_source: "sheet",
    });
    // The submitted sheet became the result: the change is recorded as the submitter's.
    expect((await changesOf(s.matchId)).map((change) => change.changed_by)).toEqual([home]);
    expect(await sent()).toEqual([
      `sheet-deadline away@example.org Result final: ${await teams(s.matchId, "en")}`,
      `sheet-deadline home@example.org Résultat définitif\u00a0: ${await teams(s.matchId, "fr")}`,
    ]);
    // The job is gone; running it again by hand (a process that died before deleting it) changes nothing.
    expect(await runDueJobs(deps(), sheetJobs, new Date(answerBy.getTime() + HOUR))).toMatchObject({
      done: 0,
    });
    await sheetJobs[SHEET_DEADLINE_JOB]?.(deps(), String(s.matchId), answerBy);
    expect(await changesOf(s.matchId)).toHaveLength(1);
    expect(await sent()).toHaveLength(2);
  });

  it("leaves an answered sheet alone at the deadline", async () => {
    const s = await scene();
    await deadlineJob(s.matchId);
    await answer(s.matchId, away, "dispute", "Aiko scored 26, not 25.");
    expect(await runDueJobs(deps(), sheetJobs, answerBy)).toMatchObject({ done: 1 });
    expect((await sheetOf(s.matchId)).status).toBe("disputed");
    expect((await matchOf(s.matchId)).status).toBe("scheduled");
  });

  it("gives no result to a match cancelled or postponed after its sheet was submitted or disputed", async () => {
    const cancelled = await scene();
    await deadlineJob(cancelled.matchId);
    const ids = { competitionId: cancelled.competitionId, matchId: cancelled.matchId };
    expect(await cancelMatch(deps(), ids, testNow)).toEqual({ ok: true, changed: true });
    expect(await sheetOf(cancelled.matchId)).toMatchObject({
      status: "open",
      answer_by: null,
      submitted_by: null,
    });
    // The away team's link and the deadline's job find nothing to answer or to make final.
    expect(await answer(cancelled.matchId, away, "confirm")).toMatchObject({ ok: false });
    expect(await runDueJobs(deps(), sheetJobs, answerBy)).toMatchObject({ done: 1, failed: 0 });
    expect(await matchOf(cancelled.matchId)).toMatchObject({ status: "cancelled", home_goals: null });
    expect(await changesOf(cancelled.matchId)).toEqual([]);
    expect((await sent()).filter((line) => line.startsWith("sheet-"))).toEqual([]);
    expect(await countAwaitingByPool(testDb.db, cancelled.competitionId)).toEqual(new Map());

    // Disputed, then postponed: open again; played another day, it is submitted and confirmed as usual.
    const postponed = await scene(["Comets", "Bears", "Owls"]);
    await answer(postponed.matchId, away, "dispute", "Aiko scored 26, not 25.");
    const again = { competitionId: postponed.competitionId, matchId: postponed.matchId };
    expect(await postponeMatch(deps(), { ...again, keepDay: false }, testNow)).toMatchObject({ ok: true });
    expect(await sheetOf(postponed.matchId)).toMatchObject({ status: "open", dispute_reason: null });
    await updateMatchSchedule(deps(), { ...again, day: "2026-12-12", time: "19:00", venueId: null }, testNow);
    expect((await matchOf(postponed.matchId)).status).toBe("scheduled");
    expect((await sheetOf(postponed.matchId)).status).toBe("open");
  });

  it("makes no result of a sheet submitted as its match was cancelled (the two crossing)", async () => {
    const s = await scene();
    await deadlineJob(s.matchId);
    // The submission committed after the cancellation had read the sheet still open.
    await testDb.db.updateTable("matches").set({ status: "cancelled" }).where("id", "=", s.matchId).execute();
    expect(await countAwaitingByPool(testDb.db, s.competitionId)).toEqual(new Map());
    expect(await answer(s.matchId, away, "confirm")).toMatchObject({ ok: false, reason: "closed" });
    expect(await answer(s.matchId, away, "dispute", "Never played.")).toMatchObject({ ok: false });
    expect(await confirmSheetAsAdmin(deps(), { ...s, by: admin, values: { version: "3" } }, testNow)).toBe(
      false,
    );
    expect(await runDueJobs(deps(), sheetJobs, answerBy)).toMatchObject({ done: 1, failed: 0 });
    expect(await matchOf(s.matchId)).toMatchObject({ status: "cancelled", home_goals: null });
    expect((await sheetOf(s.matchId)).status).toBe("open");
    expect(await changesOf(s.matchId)).toEqual([]);
  });

  describe("two processes", () => {
    // A second process's connection on PostgreSQL. On SQLite, whose driver blocks the process while it
    // waits for the file's lock, the one connection serialises the transactions as the one server does.
    let second: Db;
    beforeEach(() => {
      second = testDialect === "postgres" ? openDb(testDb.url) : testDb.db;
    });
    afterEach(async () => {
      if (second !== testDb.db) await second.destroy();
    });

    it("make a sheet final once: a confirmation racing the job, two runners, two handlers", async () => {
      const racing = await scene();
      await deadlineJob(racing.matchId);
      const outcomes = await Promise.all([
        answer(racing.matchId, away, "confirm", "", new Date(answerBy.getTime() - 1), second),
        runDueJobs(deps(), sheetJobs, answerBy),
      ]);
      expect(["confirmed", "deadline"]).toContain((await sheetOf(racing.matchId)).finalized_how);
      expect(outcomes[0].ok === true).toBe((await sheetOf(racing.matchId)).finalized_how === "confirmed");
      expect(await changesOf(racing.matchId)).toHaveLength(1);
      const mailed = await sent();
      expect(mailed.filter((line) => line.includes("home@example.org"))).toHaveLength(1);

      // Two runners over the same due job, and two handlers run at once (a job claimed again after a crash).
      await testDb.db.deleteFrom("outbox").execute();
      const late = new Date(answerBy.getTime() + HOUR);
      const other = await scene(["Comets", "Bears", "Owls"]);
      await deadlineJob(other.matchId);
      await Promise.all([runDueJobs(deps(), sheetJobs, late), runDueJobs(deps(second), sheetJobs, late)]);
      const handler = sheetJobs[SHEET_DEADLINE_JOB];
      await Promise.all([
        handler?.(deps(), String(other.matchId), late),
        handler?.(deps(second), String(other.matchId), late),
      ]);
      expect(await sheetOf(other.matchId)).toMatchObject({ status: "final", finalized_how: "deadline" });
      expect(await changesOf(other.matchId)).toHaveLength(1);
      expect(await sent()).toHaveLength(2);
    });

    it("a cancellation racing the deadline's job: either the result or the cancellation, never both", async () => {
      const s = await scene();
      await deadlineJob(s.matchId);
      const ids = { competitionId: s.competitionId, matchId: s.matchId };
      const [cancelled] = await Promise.all([
        cancelMatch(deps(second), ids, answerBy),
        runDueJobs(deps(), sheetJobs, answerBy),
      ]);
      const [match, sheet] = [await matchOf(s.matchId), await sheetOf(s.matchId)];
      if (cancelled.ok) {
        expect(match).toMatchObject({ status: "cancelled", home_goals: null });
        expect(sheet.status).toBe("open");
        expect(await changesOf(s.matchId)).toEqual([]);
      } else {
        expect(cancelled).toEqual({ ok: false, problem: "has-result" });
        expect(match).toMatchObject({ status: "played", home_goals: 27 });
        expect(sheet.status).toBe("final");
      }
    });
  });
});

/** "Home v Away" as the e-mails name the match, in a language. */
async function teams(matchId: number, locale: "en" | "fr") {
  const row = await testDb.db
    .selectFrom("matches as m")
    .innerJoin("competition_entries as he", "he.id", "m.home_entry_id")
    .innerJoin("teams as ht", "ht.id", "he.team_id")
    .innerJoin("competition_entries as ae", "ae.id", "m.away_entry_id")
    .innerJoin("teams as at", "at.id", "ae.team_id")
    .select(["ht.name as home", "at.name as away"])
    .where("m.id", "=", matchId)
    .executeTakeFirstOrThrow();
  return `${row.home} ${locale === "fr" ? "contre" : "v"} ${row.away}`;
}
