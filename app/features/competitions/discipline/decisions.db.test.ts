import { describe, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import {
  decideCase,
  generatePoolFixtures,
  listMatchesOfCompetition,
  loadDisciplinePage,
  loadMatchRecord,
} from "~/features/competitions/index.server";
import type { Deps } from "~/lib/context.server";
import { testNow } from "../../../../tests/support/factories";
import { FIXTURE_TABLES, makeCompetition, makeOfficial } from "../../../../tests/support/fixture-factories";
import { makePlayer, makeSheet } from "../../../../tests/support/sheet-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import { suspendedForMatch } from "./service.server";

const testDb = setupTestDb({ clean: [...FIXTURE_TABLES] });
const deps = (db: Db = testDb.db): Deps => ({ db, config: testConfig, mail: { wake() {} } });

/** The e-mails queued, as "kind address subject", by address. */
async function sent() {
  const rows = await testDb.db
    .selectFrom("outbox")
    .select(["kind", "to_address", "subject"])
    .orderBy("id")
    .execute();
  return rows.map((row) => `${row.kind} ${row.to_address} ${row.subject}`).sort();
}

/**
 * Rapids v Falcons with a final sheet on which the Rapids' Maya (whose account reads French) is shown a blue
 * card; the Rapids' coach (English) and manager (the same account as Maya's, a parent coaching) hear of
 * the decision; the Falcons' coach does not.
 */
async function scene() {
  const db = testDb.db;
  const made = await makeCompetition(db, { pools: { A: ["Rapids", "Falcons", "Lynx", "Owls"] } });
  await generatePoolFixtures(
    db,
    { competitionId: made.competitionId, poolId: made.pools.A as number },
    testNow,
  );
  const rapids = made.entries.Rapids as number;
  const matches = (await listMatchesOfCompetition(db, made.competitionId))
    .filter((m) => m.home_entry_id === rapids || m.away_entry_id === rapids)
    .sort((a, b) => (a.match_date ?? "").localeCompare(b.match_date ?? ""));
  const [first, second, third] = matches as [
    (typeof matches)[number],
    (typeof matches)[number],
    (typeof matches)[number],
  ];
  const maya = await makePlayer(db, { first: "Maya", last: "Roy", email: "maya@example.org", locale: "fr" });
  await makeOfficial(db, made, rapids, { name: "Carl Coach", email: "coach@example.org" });
  await makeOfficial(db, made, rapids, { name: "Maya Parent", email: "maya@example.org", role: "manager" });
  await makeOfficial(db, made, made.entries.Falcons as number, {
    name: "Fay Falcon",
    email: "falcon@example.org",
  });
  const line = {
    memberId: maya.memberId,
    jersey: 9,
    disqualification: "blue" as const,
    report: "Hit an opponent's head.",
  };
  const [lineId] = await makeSheet(
    db,
    first,
    first.home_entry_id === rapids ? { home: [line], away: [] } : { home: [], away: [line] },
  );
  return { ...made, rapids, first, second, third, maya, lineId: lineId as number };
}

const decide = (
  db: Db,
  s: Awaited<ReturnType<typeof scene>>,
  values: Record<string, string>,
  locale: "en" | "fr" = "en",
) =>
  decideCase(
    deps(db),
    { competitionId: s.competitionId, lineId: s.lineId, values, locale, by: "user-admin" },
    testNow,
  );

describe(`the discipline decisions (${testDialect})`, () => {
  it("lists the case, records one decision, e-mails the player's account and the team's officials once each, and refuses a second", async () => {
    const db = testDb.db;
    const s = await scene();
    const before = await loadDisciplinePage(db, s.competitionId);
    expect(before?.open).toEqual([
      expect.objectContaining({
        lineId: s.lineId,
        player: "Maya Roy",
        team: "Rapids",
        report: "Hit an opponent's head.",
        decision: null,
      }),
    ]);
    expect(before?.decided).toEqual([]);

    // Bad input: a sentence, nothing recorded, nobody e-mailed.
    expect(await decide(db, s, { matches: "11" })).toEqual({
      ok: false,
      errors: { matches: "Enter a number of matches from 0 to 10" },
    });
    expect(await decide(db, s, { matches: "2" }, "fr").then((r) => r.ok)).toBe(true);
    expect(await sent()).toEqual([
      "discipline-decision coach@example.org Disciplinary decision: Maya Roy",
      "discipline-decision maya@example.org Décision disciplinaire\u00a0: Maya Roy",
    ]);
    // A second decision, whatever it says, is refused with a sentence and e-mails nobody.
    expect(await decide(db, s, { matches: "0" })).toEqual({
      ok: false,
      errors: {
        form: "This case was already decided: a decision is recorded once and cannot be changed here.",
      },
    });
    expect(await sent()).toHaveLength(2);
    // Another competition's page cannot decide it.
    expect(
      await decideCase(
        deps(),
        { competitionId: 999_999, lineId: s.lineId, values: { matches: "1" }, locale: "en", by: "x" },
        testNow,
      ),
    ).toMatchObject({ ok: false, errors: { form: expect.stringContaining("no longer a case") } });

    // Decided, with both matches still to serve; the lineup of the next two refuses Maya.
    const after = await loadDisciplinePage(db, s.competitionId);
    expect(after?.open).toEqual([]);
    expect(after?.decided).toEqual([
      expect.objectContaining({ decision: expect.objectContaining({ matches: 2, left: 2 }) }),
    ]);
    expect([...(await suspendedForMatch(db, s.rapids, s.second.id))]).toEqual([s.maya.memberId]);
    // The next match played serves one: one left, on the page and on Maya's record.
    await db
      .updateTable("matches")
      .set({ status: "played", home_goals: 1, away_goals: 0 })
      .where("id", "=", s.second.id)
      .execute();
    expect((await loadDisciplinePage(db, s.competitionId))?.decided[0]?.decision?.left).toBe(1);
    const record = await loadMatchRecord(db, { userId: s.maya.userId, memberNumber: s.maya.number });
    expect(record?.competitions[0]?.decisions).toEqual([
      expect.objectContaining({ decided: true, matches: 2, left: 1 }),
    ]);
  });

  it.runIf(testDialect === "postgres")(
    "records one decision when two administrators decide at once",
    async () => {
      const s = await scene();
      const results = await Promise.all([
        decide(testDb.db, s, { matches: "3" }),
        decide(testDb.db, s, { matches: "1", note: "Second thoughts." }),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok)).toEqual([
        { ok: false, errors: { form: expect.stringContaining("already decided") } },
      ]);
      expect(await testDb.db.selectFrom("suspensions").select("matches").execute()).toHaveLength(1);
      expect(await sent()).toHaveLength(2);
    },
  );
});
