import { describe, expect, it } from "vitest";
import { exportAccountData } from "~/features/accounts/index.server";
import {
  exportMatchRecordOfAccount,
  exportOfficiatingOfAccount,
  generatePoolFixtures,
  listMatchesOfCompetition,
  listPublicCompetitionPaths,
  loadCompetitionPage,
  loadMatchPage,
  loadMatchRecord,
  loadScorersPage,
  loadTeamPage,
} from "~/features/competitions/index.server";
import { exportAttendanceOfAccount } from "~/features/events/index.server";
import { exportPeopleOfAccount } from "~/features/memberships/index.server";
import { testNow } from "../../../../tests/support/factories";
import { FIXTURE_TABLES, makeCompetition } from "../../../../tests/support/fixture-factories";
import { makePlayer, makeSheet } from "../../../../tests/support/sheet-factories";
import { setupTestDb, testDialect } from "../../../../tests/support/test-db";

const testDb = setupTestDb({ clean: ["memberships", ...FIXTURE_TABLES] });
const today = "2026-11-28";
const visitor = { mayPreview: async () => false };

/**
 * One scene: a published pool of four. Rapids v Falcons has a final sheet (an adult, Maya, scores 5 with a
 * 7-metre goal; Zoe, 16, scores 3; Falcons' Bo scores 2 and is shown a blue card); the Rapids' second match
 * has a submitted sheet (Maya's 10 goals there count for nothing yet); a third match has a result an
 * administrator entered.
 */
async function scene() {
  const db = testDb.db;
  const made = await makeCompetition(db, { pools: { A: ["Rapids", "Falcons", "Lynx", "Owls"] } });
  await db
    .updateTable("competitions")
    .set({ published: 1, age_rule: "min", age_limit: 18 })
    .where("id", "=", made.competitionId)
    .execute();
  await generatePoolFixtures(
    db,
    { competitionId: made.competitionId, poolId: made.pools.A as number },
    testNow,
  );
  const rapids = made.entries.Rapids as number;
  const falcons = made.entries.Falcons as number;
  const matches = await listMatchesOfCompetition(db, made.competitionId);
  const find = (a: number, b: number) =>
    matches.find(
      (m) =>
        (m.home_entry_id === a && m.away_entry_id === b) || (m.home_entry_id === b && m.away_entry_id === a),
    ) as (typeof matches)[number];
  const first = find(rapids, falcons);
  const second = find(rapids, made.entries.Lynx as number);
  const third = find(falcons, made.entries.Owls as number);
  const maya = await makePlayer(db, { first: "Maya", last: "Roy", email: "maya@example.org" });
  const lea = await makePlayer(db, {
    first: "Zoe",
    last: "Quill",
    email: "parent@example.org",
    born: "2010-02-01",
  });
  const bo = await makePlayer(db, { first: "Bo", last: "Chen", email: "bo@example.org" });
  const side = (match: typeof first, entry: number) => (match.home_entry_id === entry ? "home" : "away");
  const rapidsLines = [
    { memberId: maya.memberId, jersey: 7, goals: 5, sevens: 1, warnings: 1 },
    { memberId: lea.memberId, jersey: 12, goals: 3, suspensions: 1 },
  ];
  const falconsLines = [
    { memberId: bo.memberId, jersey: 4, goals: 2, disqualification: "blue" as const, report: "Foul." },
  ];
  await makeSheet(
    db,
    first,
    side(first, rapids) === "home"
      ? { home: rapidsLines, away: falconsLines }
      : { home: falconsLines, away: rapidsLines },
  );
  await makeSheet(
    db,
    second,
    side(second, rapids) === "home"
      ? { home: [{ memberId: maya.memberId, jersey: 7, goals: 10 }], away: [] }
      : { home: [], away: [{ memberId: maya.memberId, jersey: 7, goals: 10 }] },
    "submitted",
  );
  await db
    .updateTable("matches")
    .set({ status: "played", home_goals: 20, away_goals: 19, result_source: "admin" })
    .where("id", "=", third.id)
    .execute();
  return { ...made, rapids, falcons, first, second, third, maya, lea, bo };
}

describe(`statistics and the match page (${testDialect})`, () => {
  it("count final sheets only, never name a minor, mark an administrator's result, and keep each account's record its own", async () => {
    const db = testDb.db;
    const s = await scene();
    const competitionId = s.competitionId;

    // Top scorers: the final sheet only (Maya's 10 goals on the submitted sheet are not counted).
    const scorers = await loadScorersPage(db, { competitionId, today, ...visitor });
    expect(
      scorers?.scorers.map((row) => [
        row.rank,
        row.name,
        row.team,
        row.jersey,
        row.goals,
        row.sevenGoals,
        row.matches,
      ]),
    ).toEqual([
      [1, "Maya Roy", "Rapids", 7, 5, 1, 1],
      [2, null, "Rapids", 12, 3, 0, 1],
      [3, "Bo Chen", "Falcons", 4, 2, 0, 1],
    ]);
    expect(JSON.stringify(scorers)).not.toContain("Zoe");
    const team = await loadTeamPage(db, {
      competitionId,
      entryId: s.rapids,
      locale: "en",
      today,
      ...visitor,
    });
    expect(team?.scorers.map((row) => [row.name, row.goals])).toEqual([
      ["Maya Roy", 5],
      [null, 3],
    ]);

    // The match page of the final sheet: the players, the minor by jersey only; the sheet's result is not the administrators'.
    const page = await loadMatchPage(db, {
      competitionId,
      matchId: s.first.id,
      locale: "fr",
      today,
      ...visitor,
    });
    const rapidsSide = s.first.home_entry_id === s.rapids ? page?.sheet?.home : page?.sheet?.away;
    expect(rapidsSide?.players.map((p) => [p.jersey, p.name, p.goals, p.warnings, p.suspensions])).toEqual([
      [7, "Maya Roy", 5, 1, 0],
      [12, null, 3, 0, 1],
    ]);
    expect(JSON.stringify(page)).not.toContain("Zoe");
    expect(JSON.stringify(page)).not.toContain("Quill");
    expect(page?.match).toMatchObject({
      status: "played",
      byAdministrators: false,
      score: [expect.any(Number), expect.any(Number)],
    });
    expect(page?.awaiting).toBe(false);
    // The submitted sheet: no players shown, awaiting confirmation; the administrators' result is marked.
    const waiting = await loadMatchPage(db, {
      competitionId,
      matchId: s.second.id,
      locale: "en",
      today,
      ...visitor,
    });
    expect(waiting).toMatchObject({ sheet: null, awaiting: true, match: { score: null } });
    const byAdmins = await loadMatchPage(db, {
      competitionId,
      matchId: s.third.id,
      locale: "en",
      today,
      ...visitor,
    });
    expect(byAdmins?.match.byAdministrators).toBe(true);
    // Another competition's match, an unknown one, and an unpublished competition: not found.
    const other = await makeCompetition(db, { pools: { B: ["Wolves", "Bears"] } });
    expect(
      await loadMatchPage(db, {
        competitionId: other.competitionId,
        matchId: s.first.id,
        locale: "en",
        today,
        mayPreview: async () => true,
      }),
    ).toBeNull();
    expect(
      await loadMatchPage(db, { competitionId, matchId: 999_999, locale: "en", today, ...visitor }),
    ).toBeNull();
    await db.updateTable("competitions").set({ published: 0 }).where("id", "=", competitionId).execute();
    expect(
      await loadMatchPage(db, { competitionId, matchId: s.first.id, locale: "en", today, ...visitor }),
    ).toBeNull();
    expect(await loadScorersPage(db, { competitionId, today, ...visitor })).toBeNull();
    await db.updateTable("competitions").set({ published: 1 }).where("id", "=", competitionId).execute();
    // A competition that is not for adults names nobody, adults included (decision 058).
    await db.updateTable("competitions").set({ age_rule: "none" }).where("id", "=", competitionId).execute();
    const open = await loadMatchPage(db, {
      competitionId,
      matchId: s.first.id,
      locale: "en",
      today,
      ...visitor,
    });
    const everyone = [...(open?.sheet?.home.players ?? []), ...(open?.sheet?.away.players ?? [])];
    expect(everyone.map((player) => player.name)).toEqual([null, null, null]);
    expect(JSON.stringify(open)).not.toContain("Maya");
    expect(JSON.stringify(await loadScorersPage(db, { competitionId, today, ...visitor }))).not.toContain(
      "Maya",
    );
    await db.updateTable("competitions").set({ age_rule: "min" }).where("id", "=", competitionId).execute();

    // The pool's table says one result awaits confirmation; the sitemap lists the match pages.
    const competition = await loadCompetitionPage(db, {
      id: competitionId,
      locale: "en",
      round: null,
      today,
      ...visitor,
    });
    expect(competition?.stages[0]?.pools[0]?.awaiting).toBe(1);
    const paths = await listPublicCompetitionPaths(db);
    expect(paths).toContain(`/competitions/${competitionId}/matches/${s.first.id}`);
    expect(paths).toContain(`/competitions/${competitionId}/scorers`);

    // A person's record: their own final lines only, through the account that manages them.
    const record = await loadMatchRecord(db, { userId: s.maya.userId, memberNumber: s.maya.number });
    expect(record?.competitions).toEqual([
      expect.objectContaining({
        competitionId,
        totals: { matches: 1, goals: 5, sevenGoals: 1, warnings: 1, suspensions: 0, disqualifications: 0 },
        decisions: [],
      }),
    ]);
    expect(await loadMatchRecord(db, { userId: s.bo.userId, memberNumber: s.maya.number })).toBeNull();
    const boRecord = await loadMatchRecord(db, { userId: s.bo.userId, memberNumber: s.bo.number });
    expect(boRecord?.competitions[0]?.decisions).toEqual([
      expect.objectContaining({ decided: false, matches: null }),
    ]);

    // The data download: the account's people's lines, no one else's.
    const sections = {
      people: exportPeopleOfAccount,
      attendance: exportAttendanceOfAccount,
      officiating: exportOfficiatingOfAccount,
      matchRecord: exportMatchRecordOfAccount,
    };
    const mine = await exportAccountData(db, s.lea.userId, testNow, sections);
    expect(mine?.matchRecord).toEqual([
      {
        memberNumber: s.lea.number,
        lines: [expect.objectContaining({ goals: 3, suspensions: 1, jersey: 12, decision: null })],
      },
    ]);
    expect(JSON.stringify(mine?.matchRecord)).not.toContain("Maya");
    expect((await exportAccountData(db, s.bo.userId, testNow, sections))?.matchRecord).toEqual([
      {
        memberNumber: s.bo.number,
        lines: [expect.objectContaining({ report: "Foul.", disqualification: "blue" })],
      },
    ]);
  });
});
