import { describe, expect, it, vi } from "vitest";
import type { CompetitionInput } from "~/features/competitions";
import {
  COMPETITION_TABLES,
  makeCompetition,
  makeTeam,
} from "../../../../tests/support/competition-factories";
import { testNow } from "../../../../tests/support/factories";
import {
  makeMember,
  makeMembership,
  makeSeason,
  makeType,
} from "../../../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import {
  addToRoster,
  enterTeam,
  listOfficialsOfEntries,
  loadRosters,
  removeFromRoster,
} from "../index.server";

const testDb = setupTestDb({ clean: [...COMPETITION_TABLES] });
const deps = () => ({ db: testDb.db, config: testConfig, mail: { wake: vi.fn() } });
const admin = { id: "admin-1", isAdmin: true };
// The season 2025-2026 of the factories; today is in it.
const TODAY = "2026-03-01";

/** A season, a playing type, a coaching type, a competition with two entered teams. */
async function league(overrides: Partial<CompetitionInput> = {}) {
  const db = testDb.db;
  const season = await makeSeason(db);
  const playing = await makeType(db, { name: "Player", name_fr: "Joueur", age_rule: "any" });
  const coaching = await makeType(db, {
    name: "Coach",
    name_fr: "Entraîneur",
    age_rule: "any",
    fee_cents: 0,
  });
  await db
    .updateTable("membership_types")
    .set({ can_play: 0, can_coach: 1 })
    .where("id", "=", coaching)
    .execute();
  const competitionId = await makeCompetition(db, season, overrides);
  const entry = async (name: string) => {
    const entered = await enterTeam(
      deps(),
      { competitionId, teamId: await makeTeam(db, name), contact: null },
      testNow,
    );
    if (!entered.ok) throw new Error(`${name} was not entered.`);
    return entered.entryId;
  };
  return {
    season,
    playing,
    coaching,
    competitionId,
    rapids: await entry("Rapids"),
    lynx: await entry("Lynx"),
  };
}

/** A person with a membership of `season` of `type` (or none), born on `born`. */
async function person(
  season: number,
  type: number | null,
  {
    born = "1995-06-15",
    status = "active" as const,
    firstName = "Ada",
  }: { born?: string; status?: "active" | "awaiting-payment" | "cancelled"; firstName?: string } = {},
) {
  const member = await makeMember(testDb.db, `user-${firstName}`, {
    first_name: firstName,
    date_of_birth: born,
  });
  if (type !== null)
    await makeMembership(testDb.db, { memberId: member.id, seasonId: season, typeId: type, status });
  return member;
}

const add = (
  competitionId: number,
  entryId: number,
  values: Record<string, string>,
  { by = admin, today = TODAY, locale = "en" as "en" | "fr" } = {},
) => addToRoster(testDb.db, { competitionId, entryId, values, locale, by }, today, testNow);

describe(`rosters and eligibility on ${testDialect}`, () => {
  it("adds an eligible player and an official, and refuses each ineligible person with the reason", async () => {
    const { season, playing, coaching, competitionId, rapids } = await league({
      ageRule: "min",
      ageLimit: 18,
    });
    const ada = await person(season, playing);
    const ben = await person(season, coaching, { firstName: "Ben" });
    const cleo = await person(season, playing, { firstName: "Cleo", status: "awaiting-payment" });
    const dan = await person(season, playing, { firstName: "Dan", status: "cancelled" });
    const eve = await person(season, null, { firstName: "Eve" });
    // 18 on January 1, 2026 (the cut-off) by one day, and one day short.
    const fay = await person(season, playing, { firstName: "Fay", born: "2008-01-01" });
    const gus = await person(season, playing, { firstName: "Gus", born: "2008-01-02" });

    expect(
      await add(competitionId, rapids, { memberNumber: ada.number, role: "player", jersey: "7" }),
    ).toEqual({
      ok: true,
      name: "Ada Tremblay",
      team: "Rapids",
    });
    expect(
      await add(competitionId, rapids, { memberNumber: ben.number, role: "coach", jersey: "" }),
    ).toMatchObject({ ok: true });
    expect(
      await add(competitionId, rapids, { memberNumber: fay.number, role: "player", jersey: "8" }),
    ).toMatchObject({ ok: true });

    const refusals: [string, string, string][] = [
      [ben.number, "player", "Ben Tremblay's membership type does not allow playing"],
      [cleo.number, "player", "Cleo Tremblay's membership for 2025-2026 is awaiting payment"],
      [dan.number, "player", "Dan Tremblay's membership for 2025-2026 is cancelled"],
      [eve.number, "player", "Eve Tremblay has no membership in the 2025-2026 season"],
      [gus.number, "player", "Gus Tremblay is under 18 on 2026-01-01"],
      [ada.number, "manager", "Ada Tremblay's membership type does not allow coaching"],
      ["OHA-999999", "player", "No member has the number OHA-999999"],
    ];
    for (const [memberNumber, role, reason] of refusals)
      expect(await add(competitionId, rapids, { memberNumber, role, jersey: "30" })).toEqual({
        ok: false,
        errors: { memberNumber: reason },
      });
    expect(
      await add(
        competitionId,
        rapids,
        { memberNumber: gus.number, role: "player", jersey: "30" },
        { locale: "fr" },
      ),
    ).toEqual({
      ok: false,
      errors: { memberNumber: "Gus Tremblay a moins de 18 ans au 2026-01-01" },
    });
  });

  it("keeps a person on one team of a competition, and a jersey number once per team", async () => {
    const { season, playing, competitionId, rapids, lynx } = await league();
    const ada = await person(season, playing);
    const ben = await person(season, playing, { firstName: "Ben" });
    await add(competitionId, rapids, { memberNumber: ada.number, role: "player", jersey: "7" });
    expect(await add(competitionId, lynx, { memberNumber: ada.number, role: "player", jersey: "7" })).toEqual(
      {
        ok: false,
        errors: { memberNumber: "Ada Tremblay is already on Rapids in this competition" },
      },
    );
    expect(
      await add(competitionId, rapids, { memberNumber: ben.number, role: "player", jersey: "7" }),
    ).toEqual({
      ok: false,
      errors: { jersey: "Jersey 7 is already taken on this team" },
    });
    // The same number on another team is theirs to give.
    expect(
      await add(competitionId, lynx, { memberNumber: ben.number, role: "player", jersey: "7" }),
    ).toMatchObject({ ok: true });
    // Another competition of the season is another roster.
    const cup = await makeCompetition(testDb.db, season, { name: "Cup", format: "tournament" });
    const entered = await enterTeam(
      deps(),
      { competitionId: cup, teamId: await makeTeam(testDb.db, "Rapids Cup"), contact: null },
      testNow,
    );
    if (!entered.ok) throw new Error("Not entered.");
    expect(
      await add(cup, entered.entryId, { memberNumber: ada.number, role: "player", jersey: "7" }),
    ).toMatchObject({ ok: true });
  });

  it("locks rosters after the lock day for everyone but an administrator", async () => {
    const { season, playing, competitionId, rapids } = await league({ rosterLockOn: "2026-02-28" });
    const ada = await person(season, playing);
    const ben = await person(season, playing, { firstName: "Ben" });
    const official = { id: "coach-1", isAdmin: false };
    expect(
      await add(
        competitionId,
        rapids,
        { memberNumber: ada.number, role: "player", jersey: "7" },
        { by: official, today: "2026-02-28" },
      ),
    ).toMatchObject({ ok: true });
    expect(
      await add(
        competitionId,
        rapids,
        { memberNumber: ben.number, role: "player", jersey: "8" },
        { by: official, today: "2026-03-01" },
      ),
    ).toEqual({
      ok: false,
      errors: { memberNumber: "Rosters are locked since 2026-02-28: only an administrator changes them" },
    });
    expect(
      await add(
        competitionId,
        rapids,
        { memberNumber: ben.number, role: "player", jersey: "8" },
        { today: "2026-03-01" },
      ),
    ).toMatchObject({ ok: true });
    const rosters = await loadRosters(testDb.db, competitionId, "2026-03-01");
    const place = rosters?.entries[0]?.places[0];
    if (!place) throw new Error("No place.");
    expect(
      await removeFromRoster(
        testDb.db,
        { competitionId, entryId: rapids, placeId: place.id, by: official },
        "2026-03-01",
      ),
    ).toBe(false);
    expect(
      await removeFromRoster(
        testDb.db,
        { competitionId, entryId: rapids, placeId: place.id, by: admin },
        "2026-03-01",
      ),
    ).toBe(true);
  });

  it("checks again at every read: a membership cancelled after the player was added shows at once", async () => {
    const { season, playing, coaching, competitionId, rapids } = await league();
    const ada = await person(season, playing);
    const ben = await person(season, coaching, { firstName: "Ben" });
    await add(competitionId, rapids, { memberNumber: ada.number, role: "player", jersey: "7" });
    await add(competitionId, rapids, { memberNumber: ben.number, role: "coach", jersey: "" });
    const statuses = async (today = TODAY) =>
      (await loadRosters(testDb.db, competitionId, today))?.entries[0]?.places.map((place) => [
        place.name,
        place.jersey,
        place.status,
      ]);
    expect(await statuses()).toEqual([
      ["Ada Tremblay", 7, { eligible: true, playingUp: false }],
      ["Ben Tremblay", null, { eligible: true, playingUp: false }],
    ]);
    await testDb.db
      .updateTable("memberships")
      .set({ status: "cancelled" })
      .where("member_id", "=", ada.id)
      .execute();
    expect((await statuses())?.[0]).toEqual(["Ada Tremblay", 7, { eligible: false, reason: "cancelled" }]);
    // After the season's last day every membership of it has lapsed.
    expect((await statuses("2026-09-01"))?.[1]).toEqual([
      "Ben Tremblay",
      null,
      { eligible: false, reason: "expired" },
    ]);
    expect(await listOfficialsOfEntries(testDb.db, [rapids])).toEqual([
      { entryId: rapids, memberId: ben.id, role: "coach" },
    ]);
  });

  it("keeps one of two administrators adding the same person to two teams at once, and tells the other why", async () => {
    const { season, playing, competitionId, rapids, lynx } = await league();
    const ada = await person(season, playing);
    const results = await Promise.all([
      add(competitionId, rapids, { memberNumber: ada.number, role: "player", jersey: "7" }),
      add(competitionId, lynx, { memberNumber: ada.number, role: "player", jersey: "9" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.find((result) => !result.ok);
    expect(refused?.ok === false && refused.errors.memberNumber).toMatch(
      /^Ada Tremblay is already on (Rapids|Lynx) in this competition$/,
    );
  });

  it("keeps one of two administrators giving the same jersey on a team at once, and tells the other", async () => {
    const { season, playing, competitionId, rapids } = await league();
    const ada = await person(season, playing);
    const ben = await person(season, playing, { firstName: "Ben" });
    const results = await Promise.all([
      add(competitionId, rapids, { memberNumber: ada.number, role: "player", jersey: "10" }),
      add(competitionId, rapids, { memberNumber: ben.number, role: "player", jersey: "10" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({
      ok: false,
      errors: { jersey: "Jersey 10 is already taken on this team" },
    });
  });
});
