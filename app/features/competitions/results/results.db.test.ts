import { describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import { later, testNow } from "../../../../tests/support/factories";
import { setupTestDb, testDialect } from "../../../../tests/support/test-db";
import {
  type AfterResultSaved,
  addAdjustment,
  applyImport,
  createImportTeam,
  exportPoolCsv,
  listAdjustments,
  listResultChanges,
  previewImport,
  removeAdjustment,
  saveResult,
} from "../index.server";
import { CSV_COLUMNS, CSV_MAX_BYTES } from "./words";

const testDb = setupTestDb({
  clean: [
    "standing_adjustments",
    "match_result_changes",
    "matches",
    "competition_entries",
    "teams",
    "venues",
    "competition_pools",
    "competition_stages",
    "competitions",
    "clubs",
    "seasons",
  ],
});

const at = testNow.toISOString();

// ---- factories: rows inserted directly, as the set-up part's forms would leave them.

async function makeCompetition(db: Db) {
  const seasonId = await insertReturningId(db, "seasons", {
    name: "2026-2027",
    starts_on: "2026-09-01",
    ends_on: "2027-08-31",
    concussion_url: null,
    created_at: at,
  });
  return insertReturningId(db, "competitions", {
    season_id: seasonId,
    name: "Senior Women",
    name_fr: "Senior féminin",
    category: "Senior Women",
    category_fr: "Senior féminin",
    format: "league",
    age_rule: "none",
    age_limit: null,
    age_cutoff: null,
    tiebreaks: "h2h-points,h2h-difference,h2h-goals,difference,goals",
    tiebreaks_running: "difference,goals",
    roster_lock_on: null,
    first_round_on: null,
    created_at: at,
    updated_at: at,
  });
}

async function makePool(db: Db, competitionId: number, kind: "round-robin" | "knockout" = "round-robin") {
  const stageId = await insertReturningId(db, "competition_stages", {
    competition_id: competitionId,
    kind,
    name: kind === "knockout" ? "Finals" : "League",
    name_fr: kind === "knockout" ? "Finales" : "Ligue",
  });
  const poolId = await insertReturningId(db, "competition_pools", { stage_id: stageId, name: "A" });
  return { stageId, poolId };
}

async function makeEntry(db: Db, competitionId: number, poolId: number | null, name: string) {
  const teamId = await insertReturningId(db, "teams", {
    name,
    club_id: null,
    guest_from: null,
    created_at: at,
  });
  return insertReturningId(db, "competition_entries", {
    competition_id: competitionId,
    team_id: teamId,
    status: "confirmed",
    pool_id: poolId,
    created_at: at,
  });
}

async function makeMatch(
  db: Db,
  match: {
    competitionId: number;
    stageId: number;
    poolId: number | null;
    home: number;
    away: number;
    round?: number;
  },
) {
  return insertReturningId(db, "matches", {
    competition_id: match.competitionId,
    stage_id: match.stageId,
    pool_id: match.poolId,
    round: match.round ?? 1,
    home_entry_id: match.home,
    away_entry_id: match.away,
    home_source: null,
    away_source: null,
    match_date: "2026-10-03",
    match_time: "19:30",
    venue_id: null,
    status: "scheduled",
    home_goals: null,
    away_goals: null,
    home_halftime: null,
    away_halftime: null,
    decided_by: null,
    home_sevens: null,
    away_sevens: null,
    forfeited_by: null,
    created_at: at,
    updated_at: at,
  });
}

/** A league with pool A of Storm, Lynx and Rafale, and Storm against Lynx in round 1. */
async function league(db: Db) {
  const competitionId = await makeCompetition(db);
  const { stageId, poolId } = await makePool(db, competitionId);
  const storm = await makeEntry(db, competitionId, poolId, "Ottawa Storm");
  const lynx = await makeEntry(db, competitionId, poolId, "Québec Lynx");
  const rafale = await makeEntry(db, competitionId, poolId, "Rafale de Montréal");
  const matchId = await makeMatch(db, { competitionId, stageId, poolId, home: storm, away: lynx });
  await insertReturningId(db, "venues", {
    name: "Centre sportif",
    address: "1 rue Principale",
    created_at: at,
  });
  return { competitionId, stageId, poolId, storm, lynx, rafale, matchId };
}

const played = (home: number, away: number, version: number, extra: Record<string, string> = {}) => ({
  outcome: "played",
  homeGoals: String(home),
  awayGoals: String(away),
  homeHalftime: "",
  awayHalftime: "",
  version: String(version),
  ...extra,
});

const matchRow = (db: Db, id: number) =>
  db.selectFrom("matches").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe(`results on ${testDialect}`, () => {
  it("saves a result, records it, and keeps each correction with who and when", async () => {
    const db = testDb.db;
    const { competitionId, matchId } = await league(db);
    const first = await saveResult(db, {
      competitionId,
      matchId,
      values: played(24, 22, 0, { homeHalftime: "12", awayHalftime: "11" }),
      locale: "en",
      changedBy: "admin-1",
      now: testNow,
    });
    expect(first).toMatchObject({ ok: true, home: "Ottawa Storm", away: "Québec Lynx" });
    const correction = await saveResult(db, {
      competitionId,
      matchId,
      values: played(24, 23, 1),
      locale: "en",
      changedBy: "admin-2",
      now: later(60_000),
    });
    expect(correction.ok).toBe(true);
    expect(await matchRow(db, matchId)).toMatchObject({
      status: "played",
      home_goals: 24,
      away_goals: 23,
      result_version: 2,
      result_source: "admin",
    });
    const changes = await listResultChanges(db, matchId);
    expect(changes).toMatchObject([
      {
        changedAt: later(60_000).toISOString(),
        before: { home_goals: 24, away_goals: 22, home_halftime: 12 },
        after: { away_goals: 23, home_halftime: null },
      },
      { changedAt: at, before: null, after: { status: "played", home_goals: 24, away_goals: 22 } },
    ]);
    // Neither account exists here: the history says so rather than showing an id.
    expect(changes.map((change) => change.changedBy)).toEqual([null, null]);
  });

  it("counts a forfeit as the competition's forfeit score", async () => {
    const db = testDb.db;
    const { competitionId, matchId } = await league(db);
    const saved = await saveResult(db, {
      competitionId,
      matchId,
      values: { outcome: "forfeit", forfeitedBy: "home", version: "0" },
      locale: "fr",
      changedBy: "admin-1",
      now: testNow,
    });
    expect(saved.ok).toBe(true);
    expect(await matchRow(db, matchId)).toMatchObject({
      status: "forfeit",
      forfeited_by: "home",
      home_goals: 0,
      away_goals: 10,
    });
  });

  it("refuses a level knockout unless 7-metre throws decided it, and a match whose teams are not known", async () => {
    const db = testDb.db;
    const { competitionId, storm, lynx } = await league(db);
    const { stageId } = await makePool(db, competitionId, "knockout");
    const final = await makeMatch(db, { competitionId, stageId, poolId: null, home: storm, away: lynx });
    const save = (values: Record<string, string>) =>
      saveResult(db, {
        competitionId,
        matchId: final,
        values,
        locale: "en",
        changedBy: "admin-1",
        now: testNow,
      });
    expect(await save(played(25, 25, 0, { decidedBy: "extra-time" }))).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { decidedBy: expect.stringContaining("cannot end level") },
    });
    expect(
      await save(played(25, 25, 0, { decidedBy: "sevens", homeSevens: "3", awaySevens: "5" })),
    ).toMatchObject({ ok: true });
    expect(await matchRow(db, final)).toMatchObject({ decided_by: "sevens", home_sevens: 3, away_sevens: 5 });

    const waiting = await insertReturningId(db, "matches", {
      ...(await matchRow(db, final)),
      id: undefined,
      home_entry_id: null,
      home_source: `winner:${final}`,
      status: "scheduled",
    });
    expect(await save({ ...played(20, 18, 0, { decidedBy: "regular" }) })).toMatchObject({ reason: "stale" });
    expect(
      await saveResult(db, {
        competitionId,
        matchId: waiting,
        values: played(20, 18, 1, { decidedBy: "regular" }),
        locale: "en",
        changedBy: "a",
        now: testNow,
      }),
    ).toMatchObject({ ok: false, errors: { form: expect.stringContaining("not known yet") } });
  });

  it("refuses a save over a version someone else saved since, with the current result, in French too", async () => {
    const db = testDb.db;
    const { competitionId, matchId } = await league(db);
    const save = (values: Record<string, string>, locale: "en" | "fr" = "en") =>
      saveResult(db, { competitionId, matchId, values, locale, changedBy: "admin-1", now: testNow });
    expect((await save(played(30, 20, 0))).ok).toBe(true);
    expect(await save(played(31, 20, 0), "fr")).toEqual({
      ok: false,
      reason: "stale",
      values: expect.objectContaining({ homeGoals: "30", awayGoals: "20", version: "1" }),
    });
    expect(await matchRow(db, matchId)).toMatchObject({ home_goals: 30, result_version: 1 });
    expect(await listResultChanges(db, matchId)).toHaveLength(1);
  });

  it("lets exactly one of several administrators saving the same result at once win", async () => {
    const db = testDb.db;
    const { competitionId, matchId } = await league(db);
    const saves = await Promise.all(
      [20, 21, 22, 23, 24].map((goals, index) =>
        saveResult(db, {
          competitionId,
          matchId,
          values: played(goals, 19, 0),
          locale: "en",
          changedBy: `admin-${index}`,
          now: testNow,
        }),
      ),
    );
    const winners = saves.filter((save) => save.ok);
    expect(winners).toHaveLength(1);
    const stored = await matchRow(db, matchId);
    expect(stored.result_version).toBe(1);
    for (const save of saves.filter((result) => !result.ok))
      expect(save).toMatchObject({
        reason: "stale",
        values: { homeGoals: String(stored.home_goals), version: "1" },
      });
    expect(await listResultChanges(db, matchId)).toHaveLength(1);
  });

  it("runs the after-save hook in the result's transaction: when it fails, nothing is saved", async () => {
    const db = testDb.db;
    const { competitionId, matchId } = await league(db);
    const seen: number[] = [];
    const save = (afterResultSaved: AfterResultSaved) =>
      saveResult(db, {
        competitionId,
        matchId,
        values: played(1, 0, 0),
        locale: "en",
        changedBy: "a",
        now: testNow,
        afterResultSaved,
      });
    await expect(
      save(async () => {
        throw new Error("the knockout could not advance");
      }),
    ).rejects.toThrow("could not advance");
    expect(await matchRow(db, matchId)).toMatchObject({ status: "scheduled", result_version: 0 });
    expect(await listResultChanges(db, matchId)).toHaveLength(0);
    await save(async (trx, saved) => {
      seen.push((await matchRow(trx, saved.matchId)).result_version);
    });
    expect(seen).toEqual([1]);
  });
});

describe(`point adjustments on ${testDialect}`, () => {
  it("adds a team's adjustment with its reasons, refuses another pool's team, and removes it", async () => {
    const db = testDb.db;
    const { competitionId, poolId, lynx } = await league(db);
    const other = await makePool(db, competitionId);
    const outsider = await makeEntry(db, competitionId, other.poolId, "Halifax");
    const values = {
      entryId: String(lynx),
      points: "-2",
      reason: "Ineligible player",
      reasonFr: "Joueuse non admissible",
    };
    const add = (entryId: number) =>
      addAdjustment(db, {
        poolId,
        values: { ...values, entryId: String(entryId) },
        locale: "en",
        createdBy: "admin-1",
        now: testNow,
      });
    expect(await add(lynx)).toEqual({ ok: true, team: "Québec Lynx", points: -2 });
    expect(await add(outsider)).toMatchObject({
      ok: false,
      errors: { entryId: "Choose a team of this pool." },
    });
    const [adjustment] = await listAdjustments(db, poolId);
    expect(adjustment).toMatchObject({
      team: "Québec Lynx",
      points: -2,
      reason: "Ineligible player",
      reason_fr: "Joueuse non admissible",
    });
    if (!adjustment) throw new Error("no adjustment");
    expect(await removeAdjustment(db, other.poolId, adjustment.id)).toEqual({ ok: false });
    expect(await removeAdjustment(db, poolId, adjustment.id)).toEqual({
      ok: true,
      team: "Québec Lynx",
      points: -2,
    });
    expect(await listAdjustments(db, poolId)).toEqual([]);
  });
});

const header = CSV_COLUMNS.join(",");
const file = (...lines: string[]) => [header, ...lines].join("\n");

describe(`CSV import and export on ${testDialect}`, () => {
  const importing = (db: Db, ids: { competitionId: number; poolId: number }, text: string) =>
    applyImport(db, { ...ids, text, locale: "en", changedBy: "admin-1", now: testNow });

  it("imports a valid file: updates the pool's match, adds the others, records their results", async () => {
    const db = testDb.db;
    const ids = await league(db);
    const text = file(
      "1,2026-10-03,20:00,Ottawa Storm,Québec Lynx,Centre sportif,24,22,12,11",
      "2,2026-10-10,,Québec Lynx,Rafale de Montréal,,,,,",
      "3,2026-10-17,19:30,Rafale de Montréal,ottawa storm,,18,18,,",
    );
    const preview = await previewImport(db, ids.poolId, new TextEncoder().encode(`\uFEFF${text}`), "en");
    expect(preview).toMatchObject({ ok: true, valid: true, counts: { added: 2, updated: 1, unchanged: 0 } });
    expect(await db.selectFrom("matches").select("id").execute()).toHaveLength(1);

    expect(await importing(db, ids, text)).toEqual({
      ok: true,
      counts: { added: 2, updated: 1, unchanged: 0 },
    });
    const matches = await db.selectFrom("matches").selectAll().orderBy("round").execute();
    expect(matches).toMatchObject([
      {
        id: ids.matchId,
        match_time: "20:00",
        status: "played",
        home_goals: 24,
        home_halftime: 12,
        result_version: 1,
        result_source: "admin",
      },
      { round: 2, status: "scheduled", home_goals: null, match_time: null, number: 1, result_source: null },
      {
        round: 3,
        status: "played",
        home_goals: 18,
        away_entry_id: ids.storm,
        result_version: 1,
        // An imported result is an administrator's (decision 066).
        result_source: "admin",
      },
    ]);
    expect(await db.selectFrom("match_result_changes").select("match_id").execute()).toHaveLength(2);
  });

  it("saves nothing when one line is bad, and lists each line's problem", async () => {
    const db = testDb.db;
    const ids = await league(db);
    const text = file(
      "1,2026-10-03,19:30,Ottawa Storm,Québec Lynx,,24,22,,",
      "2,2026-10-10,7pm,Québec Lynx,Rafale de Montréal,,,,,",
    );
    const preview = await previewImport(db, ids.poolId, text, "fr");
    if (!preview.ok) throw new Error(preview.problem);
    expect(preview.valid).toBe(false);
    expect(preview.lines.map((line) => (line.ok ? "ok" : line.problems))).toEqual([
      "ok",
      ["time\u00a0: une heure écrite 19:30, ou vide."],
    ]);
    expect(await importing(db, ids, text)).toMatchObject({ ok: false, preview: { valid: false } });
    expect(await matchRow(db, ids.matchId)).toMatchObject({ status: "scheduled", result_version: 0 });
    expect(await db.selectFrom("matches").select("id").execute()).toHaveLength(1);
  });

  it("lists the team names the pool does not know, and imports once they are created there", async () => {
    const db = testDb.db;
    const ids = await league(db);
    const clubId = await insertReturningId(db, "clubs", { name: "Club de Laval" });
    const text = file(
      "1,2026-10-03,,Halifax Hurricanes,Laval Alouettes,,,,,",
      "2,2026-10-10,,Laval Alouettes,Ottawa Storm,,,,,",
    );
    expect(await previewImport(db, ids.poolId, text, "en")).toMatchObject({
      ok: true,
      valid: false,
      unknownTeams: ["Halifax Hurricanes", "Laval Alouettes"],
    });
    const create = (values: Record<string, string>) =>
      createImportTeam(db, { ...ids, values, locale: "en", now: testNow });
    expect(await create({ kind: "guest", name: "Halifax Hurricanes", guestFrom: "" })).toMatchObject({
      ok: false,
      errors: { guestFrom: expect.stringContaining("comes from") },
    });
    expect(await create({ kind: "guest", name: "Halifax Hurricanes", guestFrom: "Nova Scotia" })).toEqual({
      ok: true,
      name: "Halifax Hurricanes",
    });
    expect(await create({ kind: "club", name: "Laval Alouettes", clubId: String(clubId) })).toEqual({
      ok: true,
      name: "Laval Alouettes",
    });
    expect(await create({ kind: "club", name: "laval alouettes", clubId: String(clubId) })).toMatchObject({
      ok: false,
      errors: { name: "laval alouettes already plays in this pool." },
    });
    expect(
      await db
        .selectFrom("teams")
        .select(["name", "club_id", "guest_from"])
        .where("name", "in", ["Halifax Hurricanes", "Laval Alouettes"])
        .orderBy("name")
        .execute(),
    ).toEqual([
      { name: "Halifax Hurricanes", club_id: null, guest_from: "Nova Scotia" },
      { name: "Laval Alouettes", club_id: clubId, guest_from: null },
    ]);
    expect(await importing(db, ids, text)).toMatchObject({ ok: true, counts: { added: 2 } });
  });

  it("refuses duplicate matches in a file", async () => {
    const db = testDb.db;
    const ids = await league(db);
    const line = "2,2026-10-10,,Québec Lynx,Rafale de Montréal,,,,,";
    const preview = await previewImport(db, ids.poolId, file(line, line), "en");
    expect(preview).toMatchObject({
      ok: true,
      valid: false,
      lines: [{ ok: true }, { ok: false, problems: ["The same match as line 2."] }],
    });
    expect(await importing(db, ids, file(line, line))).toMatchObject({ ok: false });
  });

  it("refuses a file over the size limit before reading it", async () => {
    const db = testDb.db;
    const ids = await league(db);
    const huge = new Uint8Array(CSV_MAX_BYTES + 1).fill(0x2c);
    expect(await previewImport(db, ids.poolId, huge, "en")).toEqual({
      ok: false,
      problem: "The file is larger than 1000 KB: split it and import the parts.",
    });
  });

  it("changes nothing when the same file is imported twice", async () => {
    const db = testDb.db;
    const ids = await league(db);
    const text = file(
      "1,2026-10-03,19:30,Ottawa Storm,Québec Lynx,,24,22,,",
      "2,2026-10-10,,Québec Lynx,Rafale de Montréal,,,,,",
    );
    await importing(db, ids, text);
    const before = await db.selectFrom("matches").selectAll().orderBy("id").execute();
    const again = await applyImport(db, {
      ...ids,
      text,
      locale: "en",
      changedBy: "admin-2",
      now: later(3_600_000),
    });
    expect(again).toEqual({ ok: true, counts: { added: 0, updated: 0, unchanged: 2 } });
    expect(await db.selectFrom("matches").selectAll().orderBy("id").execute()).toEqual(before);
    expect(await db.selectFrom("match_result_changes").select("id").execute()).toHaveLength(1);
  });

  it("exports a pool in the import's columns, and the file imports into another site", async () => {
    const db = testDb.db;
    const ids = await league(db);
    await saveResult(db, {
      competitionId: ids.competitionId,
      matchId: ids.matchId,
      values: { outcome: "forfeit", forfeitedBy: "away", version: "0" },
      locale: "en",
      changedBy: "a",
      now: testNow,
    });
    await importing(db, ids, file("2,2026-10-10,,Québec Lynx,Rafale de Montréal,Centre sportif,30,29,15,15"));
    const exported = await exportPoolCsv(db, ids.competitionId, ids.poolId);
    if (!exported) throw new Error("no pool");
    expect(exported.body).toBe(
      `\uFEFF"${CSV_COLUMNS.join('","')}"\r\n` +
        `"1","2026-10-03","19:30","Ottawa Storm","Québec Lynx","","10","0","",""\r\n` +
        `"2","2026-10-10","","Québec Lynx","Rafale de Montréal","Centre sportif","30","29","15","15"\r\n`,
    );
    expect(await exportPoolCsv(db, ids.competitionId + 1, ids.poolId)).toBeNull();

    // Another site: the same teams and venue, no matches yet.
    const competitionId = await makeCompetition(db);
    const { poolId } = await makePool(db, competitionId);
    for (const name of ["Ottawa Storm", "Québec Lynx", "Rafale de Montréal"])
      await makeEntry(db, competitionId, poolId, name);
    const body = new TextEncoder().encode(exported.body);
    expect(await previewImport(db, poolId, body, "en")).toMatchObject({
      ok: true,
      valid: true,
      counts: { added: 2 },
    });
    expect(await importing(db, { competitionId, poolId }, exported.body.slice(1))).toMatchObject({
      ok: true,
    });
    expect((await exportPoolCsv(db, competitionId, poolId))?.body).toBe(exported.body);
  });
});
