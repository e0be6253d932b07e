import { describe, expect, it, vi } from "vitest";
import { insertReturningId } from "~/db/insert.server";
import { changeOrder, ORDER_JOB, orderJobs } from "~/features/orders/index.server";
import {
  COMPETITION_TABLES,
  competitionInput,
  makeCompetition,
  makeTeam,
} from "../../../../tests/support/competition-factories";
import { later, testNow } from "../../../../tests/support/factories";
import { makeClub, makeSeason } from "../../../../tests/support/membership-factories";
import { setupTestDb, testConfig, testDialect } from "../../../../tests/support/test-db";
import {
  addStage,
  changeStage,
  createCompetition,
  createVenue,
  decideEntry,
  enterTeam,
  getCompetition,
  listEntries,
  listTeams,
  listVenues,
  loadNewCompetitionForm,
  markEntryPaid,
  placeEntry,
  renewEntryFee,
  submitTeam,
  submitVenue,
} from "../index.server";

const testDb = setupTestDb({ clean: [...COMPETITION_TABLES] });
const DAY = 24 * 60 * 60 * 1000;
const hooks = { release: [], paid: [markEntryPaid] };
const deps = () => ({ db: testDb.db, config: testConfig, mail: { wake: vi.fn() } });
const contact = { name: "Marie Roy", email: "marie@example.org", locale: "fr" as const };

/** A match in a stage (and pool), as the fixtures part makes them. */
async function makeMatch(competitionId: number, stageId: number, poolId: number | null) {
  await insertReturningId(testDb.db, "matches", {
    competition_id: competitionId,
    stage_id: stageId,
    pool_id: poolId,
    round: 1,
    status: "scheduled",
    created_at: testNow.toISOString(),
    updated_at: testNow.toISOString(),
  });
}

describe(`a competition's structure on ${testDialect}`, () => {
  it("counts ages on January 1 of the season's second year unless told another day", async () => {
    const season = await makeSeason(testDb.db);
    const youth = await createCompetition(
      testDb.db,
      competitionInput(season, { ageRule: "max", ageLimit: 15 }),
      testNow,
    );
    const own = await createCompetition(
      testDb.db,
      competitionInput(season, { ageRule: "max", ageLimit: 15, ageCutoff: "2025-10-01" }),
      testNow,
    );
    expect((await getCompetition(testDb.db, youth))?.age_cutoff).toBe("2026-01-01");
    expect((await getCompetition(testDb.db, own))?.age_cutoff).toBe("2025-10-01");
  });

  it("starts a new competition in the season containing today, not in a later one already set up", async () => {
    const current = await makeSeason(testDb.db, {
      name: "2031-2032",
      starts_on: "2031-09-01",
      ends_on: "2032-08-31",
    });
    await makeSeason(testDb.db, { name: "2041-2042", starts_on: "2041-09-01", ends_on: "2042-08-31" });
    expect((await loadNewCompetitionForm(testDb.db, "2031-11-27")).values.season).toBe(String(current));
  });

  it("adds stages in order, names a round robin's pools A, B, …, and changes a stage only while it has no matches", async () => {
    const db = testDb.db;
    const id = await makeCompetition(db, await makeSeason(db));
    const pools = await addStage(db, id, {
      kind: "round-robin",
      name: "Pools",
      nameFr: "Poules",
      legs: 2,
      pools: 3,
    });
    const final = await addStage(db, id, {
      kind: "knockout",
      name: "Finals",
      nameFr: "Finales",
      legs: 2,
      pools: 4,
    });
    const competition = await getCompetition(db, id);
    expect(
      competition?.stages.map((stage) => [
        stage.id,
        stage.kind,
        stage.legs,
        stage.pools.map((pool) => pool.name),
      ]),
    ).toEqual([
      [pools, "round-robin", 2, ["A", "B", "C"]],
      [final, "knockout", 1, []],
    ]);

    const renamed = await changeStage(
      db,
      id,
      { stage: String(final), name: "Playoffs", nameFr: "Séries" },
      "en",
      "rename",
    );
    expect(renamed).toEqual({ ok: true, name: "Playoffs" });
    const poolA = competition?.stages[0]?.pools[0]?.id ?? 0;
    await makeMatch(id, pools, poolA);
    expect(await changeStage(db, id, { stage: String(pools) }, "en", "remove")).toEqual({
      ok: false,
      errors: { stage: "Pools has matches: it can no longer be changed" },
    });
    expect(await changeStage(db, id, { stage: String(final) }, "fr", "remove")).toEqual({
      ok: true,
      name: "Séries",
    });
    // Another competition's stage is not this one's to change.
    const other = await makeCompetition(db, (await getCompetition(db, id))?.season_id ?? 0);
    expect(await changeStage(db, other, { stage: String(pools) }, "en", "remove")).toMatchObject({
      ok: false,
    });
    expect((await getCompetition(db, id))?.stages.map((stage) => stage.name)).toEqual(["Pools"]);
  });
});

describe(`entries on ${testDialect}`, () => {
  it("enters a team once, even when two administrators enter it at once", async () => {
    const db = testDb.db;
    const id = await makeCompetition(db, await makeSeason(db));
    const club = await makeClub(db, "Ottawa Capital Handball Club");
    const team = await makeTeam(db, "Ottawa Rapids", club);
    const results = await Promise.all([
      enterTeam(deps(), { competitionId: id, teamId: team, contact: null }, testNow),
      enterTeam(deps(), { competitionId: id, teamId: team, contact: null }, testNow),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "already" }]);
    expect(await listEntries(db, id)).toEqual([
      expect.objectContaining({
        teamName: "Ottawa Rapids",
        clubName: "Ottawa Capital Handball Club",
        guestFrom: null,
        status: "entered",
        poolId: null,
        paid: "no-fee",
        orderNumber: null,
      }),
    ]);
  });

  it("asks the contact for the entry fee through an order, and marks the entry paid when the order is", async () => {
    const db = testDb.db;
    const id = await makeCompetition(db, await makeSeason(db), { entryFee: 15000 });
    const team = await makeTeam(db, "Halifax Harbour");
    const entered = await enterTeam(deps(), { competitionId: id, teamId: team, contact }, testNow);
    if (!entered.ok || entered.orderId === null) throw new Error("The fee's order was not made.");
    const order = await db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", entered.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      email: "marie@example.org",
      first_name: "Marie",
      locale: "fr",
      total_cents: 15000,
    });
    const items = await db
      .selectFrom("order_items")
      .select(["kind", "name", "line_cents"])
      .where("order_id", "=", order.id)
      .execute();
    expect(items).toEqual([
      {
        kind: "entry-fee",
        name: "Frais d'inscription\u00a0: Halifax Harbour, Ligue senior féminine",
        line_cents: 15000,
      },
    ]);
    const mail = await db
      .selectFrom("outbox")
      .select(["to_address", "subject", "text_body"])
      .where("kind", "=", "competition-entry-fee")
      .execute();
    expect(mail).toEqual([
      expect.objectContaining({
        to_address: "marie@example.org",
        subject: "Frais d'inscription\u00a0: Halifax Harbour à Ligue senior féminine",
      }),
    ]);
    expect(mail[0]?.text_body).toContain("150,00");
    expect((await listEntries(db, id))[0]).toMatchObject({ paid: "unpaid", paidAt: null });

    const paid = await changeOrder(
      { ...deps(), hooks },
      { orderId: order.id, action: "mark-paid", from: "awaiting-payment" },
      later(DAY),
    );
    expect(paid).toEqual({ ok: true, status: "paid" });
    expect((await listEntries(db, id))[0]).toMatchObject({ paid: "paid", paidAt: later(DAY).toISOString() });
  });

  it("shows an entry unpaid when its fee's order expires, and the expiry runs from the order's own job", async () => {
    const db = testDb.db;
    const id = await makeCompetition(db, await makeSeason(db), { entryFee: 5000 });
    const team = await makeTeam(db, "Halifax Harbour");
    const entered = await enterTeam(deps(), { competitionId: id, teamId: team, contact }, testNow);
    if (!entered.ok || entered.orderId === null) throw new Error("The fee's order was not made.");
    const job = await db
      .selectFrom("jobs")
      .select(["run_at"])
      .where("kind", "=", ORDER_JOB.expiry)
      .where("subject", "=", String(entered.orderId))
      .executeTakeFirstOrThrow();
    await orderJobs(hooks)[ORDER_JOB.expiry]?.(
      { ...deps() },
      String(entered.orderId),
      new Date(new Date(job.run_at).getTime() + 1),
    );
    expect((await listEntries(db, id))[0]).toMatchObject({ status: "entered", paid: "lapsed", paidAt: null });

    // Asked again: a new order to the same contact, in French as the first; a second click changes nothing.
    const renewed = await renewEntryFee(
      deps(),
      { competitionId: id, entryId: entered.entryId },
      later(8 * DAY),
    );
    expect(renewed).toEqual({ ok: true, name: "Halifax Harbour", email: "marie@example.org" });
    expect(
      await renewEntryFee(deps(), { competitionId: id, entryId: entered.entryId }, later(8 * DAY)),
    ).toEqual({ ok: false });
    const [entry] = await listEntries(db, id);
    expect(entry).toMatchObject({ paid: "unpaid" });
    expect(entry?.orderId).not.toBe(entered.orderId);
    const requests = await db
      .selectFrom("outbox")
      .select("subject")
      .where("kind", "=", "competition-entry-fee")
      .execute();
    expect(requests.map((request) => request.subject)).toEqual([
      "Frais d'inscription\u00a0: Halifax Harbour à Ligue senior féminine",
      "Frais d'inscription\u00a0: Halifax Harbour à Ligue senior féminine",
    ]);
  });

  it("confirms, withdraws and enters again from the status the page showed; a withdrawal cancels the unpaid fee", async () => {
    const db = testDb.db;
    const id = await makeCompetition(db, await makeSeason(db), { entryFee: 5000 });
    const team = await makeTeam(db, "Halifax Harbour");
    const entered = await enterTeam(deps(), { competitionId: id, teamId: team, contact }, testNow);
    if (!entered.ok || entered.orderId === null) throw new Error("The fee's order was not made.");
    const entryId = entered.entryId;
    expect(
      await decideEntry(db, { competitionId: id, entryId, decision: "confirm", from: "entered" }, testNow),
    ).toEqual({ ok: true, name: "Halifax Harbour" });
    // A second click from the same page: stale, nothing changes.
    expect(
      await decideEntry(db, { competitionId: id, entryId, decision: "confirm", from: "entered" }, testNow),
    ).toEqual({ ok: false });
    expect(
      await decideEntry(db, { competitionId: id, entryId, decision: "reenter", from: "confirmed" }, testNow),
    ).toEqual({ ok: false });
    expect(
      await decideEntry(db, { competitionId: id, entryId, decision: "withdraw", from: "confirmed" }, testNow),
    ).toMatchObject({ ok: true });
    const order = await db
      .selectFrom("orders")
      .select("status")
      .where("id", "=", entered.orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe("cancelled");
    expect((await listEntries(db, id))[0]).toMatchObject({ status: "withdrawn", paid: "lapsed" });
    expect(
      await decideEntry(db, { competitionId: id, entryId, decision: "reenter", from: "withdrawn" }, testNow),
    ).toMatchObject({ ok: true });
    expect((await listEntries(db, id))[0]).toMatchObject({ status: "entered" });
  });

  it("places only confirmed entries, only in the competition's pools, and not into or out of a pool with matches", async () => {
    const db = testDb.db;
    const season = await makeSeason(db);
    const id = await makeCompetition(db, season);
    const stage = await addStage(db, id, {
      kind: "round-robin",
      name: "Pools",
      nameFr: "Poules",
      legs: 1,
      pools: 2,
    });
    const [poolA, poolB] = (await getCompetition(db, id))?.stages[0]?.pools.map((pool) => pool.id) ?? [];
    const other = await makeCompetition(db, season);
    await addStage(db, other, { kind: "round-robin", name: "Pools", nameFr: "Poules", legs: 1, pools: 1 });
    const foreignPool = (await getCompetition(db, other))?.stages[0]?.pools[0]?.id ?? 0;
    const rapids = await enterTeam(
      deps(),
      { competitionId: id, teamId: await makeTeam(db, "Rapids"), contact: null },
      testNow,
    );
    if (!rapids.ok || poolA === undefined || poolB === undefined) throw new Error("No entry or pools.");
    const place = (poolId: number | null, seed: number | null = null) =>
      placeEntry(db, { competitionId: id, entryId: rapids.entryId, poolId, seed });

    expect(await place(poolA)).toEqual({ ok: false, reason: "not-confirmed" });
    await decideEntry(
      db,
      { competitionId: id, entryId: rapids.entryId, decision: "confirm", from: "entered" },
      testNow,
    );
    expect(await place(foreignPool)).toEqual({ ok: false, reason: "no-pool" });
    expect(await place(poolA, 1)).toEqual({ ok: true, name: "Rapids" });
    expect((await listEntries(db, id))[0]).toMatchObject({ poolId: poolA, seed: 1 });
    await makeMatch(id, stage, poolA);
    expect(await place(poolB)).toEqual({ ok: false, reason: "pool-has-matches", pool: "A" });
    // The seed may still change within the same pool.
    expect(await place(poolA, 2)).toMatchObject({ ok: true });
    expect((await listEntries(db, id))[0]).toMatchObject({ poolId: poolA, seed: 2 });
  });
});

describe(`venues and teams on ${testDialect}`, () => {
  it("keeps venue names unique, from the form and from code", async () => {
    const db = testDb.db;
    const form = {
      name: "Carleton Fieldhouse",
      address: "1125 Colonel By Dr, Ottawa",
      mapUrl: "https://www.openstreetmap.org/?q=Carleton",
    };
    expect(await submitVenue(db, form, "en", null, testNow)).toEqual({
      ok: true,
      name: "Carleton Fieldhouse",
    });
    expect(await createVenue(db, { ...form, mapUrl: null }, testNow)).toEqual({
      ok: false,
      duplicate: "Carleton Fieldhouse",
    });
    const other = await createVenue(
      db,
      { name: "Complexe sportif", address: "100 rue Principale, Gatineau", mapUrl: null },
      testNow,
    );
    if (!other.ok) throw new Error("Not created.");
    expect(await submitVenue(db, { ...form, mapUrl: "" }, "fr", other.id, testNow)).toEqual({
      ok: false,
      errors: { name: "Un lieu nommé Carleton Fieldhouse existe déjà" },
    });
    expect(
      await submitVenue(db, { ...form, mapUrl: "javascript:alert(1)" }, "en", null, testNow),
    ).toMatchObject({
      ok: false,
      errors: { mapUrl: "Enter a web address starting with https:// or http://, or leave it empty" },
    });
    expect((await listVenues(db)).map((venue) => venue.name)).toEqual([
      "Carleton Fieldhouse",
      "Complexe sportif",
    ]);
  });

  it("lists a club's team with its club's name and a guest team with where it comes from", async () => {
    const db = testDb.db;
    const club = await makeClub(db, "Ottawa Capital Handball Club");
    const venue = await createVenue(
      db,
      { name: "Carleton Fieldhouse", address: "1125 Colonel By Dr", mapUrl: null },
      testNow,
    );
    if (!venue.ok) throw new Error("Not created.");
    await submitTeam(
      db,
      { name: "Ottawa Rapids", kind: "club", club: String(club), homeVenue: String(venue.id) },
      "en",
      null,
      testNow,
    );
    await submitTeam(
      db,
      { name: "Halifax Harbour", kind: "guest", guestFrom: "Nova Scotia" },
      "en",
      null,
      testNow,
    );
    expect(await submitTeam(db, { name: "Ghosts", kind: "club", club: "9999" }, "en", null, testNow)).toEqual(
      {
        ok: false,
        errors: { club: "Choose a club" },
      },
    );
    expect(await listTeams(db)).toEqual([
      expect.objectContaining({
        name: "Halifax Harbour",
        clubName: null,
        guestFrom: "Nova Scotia",
        venueName: null,
      }),
      expect.objectContaining({
        name: "Ottawa Rapids",
        clubName: "Ottawa Capital Handball Club",
        venueName: "Carleton Fieldhouse",
      }),
    ]);
  });
});
