import type { Insertable, Updateable } from "kysely";
import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { CompetitionsTable, EntryStatus, StageKind } from "~/db/schema";

/** The competitions' structure: competitions, stages and pools, venues, teams and entries (SQL only here). */

// ---------------------------------------------------------------------------------------------------
// Competitions

/** Every competition, the newest season's first, by name within a season. */
export async function listCompetitionRows(db: Db) {
  return db.selectFrom("competitions").selectAll().orderBy("season_id", "desc").orderBy("name").execute();
}

export async function getCompetitionRow(db: Db, id: number) {
  return db.selectFrom("competitions").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertCompetition(db: Db, row: Insertable<CompetitionsTable>) {
  return insertReturningId(db, "competitions", row);
}

export async function updateCompetition(db: Db, id: number, set: Updateable<CompetitionsTable>) {
  const result = await db.updateTable("competitions").set(set).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------------------------------------------
// Stages and pools

/** A competition's stages in their order, each with its pools in theirs. */
export async function listStagesWithPools(db: Db, competitionId: number) {
  const stages = await db
    .selectFrom("competition_stages")
    .selectAll()
    .where("competition_id", "=", competitionId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  const pools =
    stages.length === 0
      ? []
      : await db
          .selectFrom("competition_pools")
          .selectAll()
          .where(
            "stage_id",
            "in",
            stages.map((stage) => stage.id),
          )
          .orderBy("sort_order")
          .orderBy("id")
          .execute();
  return stages.map((stage) => ({ ...stage, pools: pools.filter((pool) => pool.stage_id === stage.id) }));
}

/** A new stage, after the competition's others, with its pools named `pools` in that order. */
export async function insertStage(
  db: Db,
  stage: { competitionId: number; kind: StageKind; name: string; nameFr: string; legs: number },
  pools: readonly string[],
) {
  const last = await db
    .selectFrom("competition_stages")
    .select((eb) => eb.fn.max("sort_order").as("last"))
    .where("competition_id", "=", stage.competitionId)
    .executeTakeFirst();
  const id = await insertReturningId(db, "competition_stages", {
    competition_id: stage.competitionId,
    kind: stage.kind,
    name: stage.name,
    name_fr: stage.nameFr,
    legs: stage.legs,
    sort_order: last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1,
  });
  if (pools.length > 0)
    await db
      .insertInto("competition_pools")
      .values(pools.map((name, index) => ({ stage_id: id, name, sort_order: index })))
      .execute();
  return id;
}

export async function getStage(db: Db, competitionId: number, stageId: number) {
  return db
    .selectFrom("competition_stages")
    .selectAll()
    .where("id", "=", stageId)
    .where("competition_id", "=", competitionId)
    .executeTakeFirst();
}

export async function countMatchesOfStage(db: Db, stageId: number) {
  const row = await db
    .selectFrom("matches")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("stage_id", "=", stageId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function renameStage(db: Db, stageId: number, names: { name: string; nameFr: string }) {
  await db
    .updateTable("competition_stages")
    .set({ name: names.name, name_fr: names.nameFr })
    .where("id", "=", stageId)
    .execute();
}

/** Removes a stage and its pools; the entries placed in them are placed nowhere again. */
export async function deleteStage(db: Db, stageId: number) {
  const pools = db.selectFrom("competition_pools").select("id").where("stage_id", "=", stageId);
  await db
    .updateTable("competition_entries")
    .set({ pool_id: null, seed: null })
    .where("pool_id", "in", pools)
    .execute();
  await db.deleteFrom("competition_pools").where("stage_id", "=", stageId).execute();
  await db.deleteFrom("competition_stages").where("id", "=", stageId).execute();
}

/** A pool of a competition, with whether any match was made in it. */
export async function getPoolOfCompetition(db: Db, competitionId: number, poolId: number) {
  return db
    .selectFrom("competition_pools as p")
    .innerJoin("competition_stages as s", "s.id", "p.stage_id")
    .select(["p.id", "p.name"])
    .select((eb) =>
      eb
        .exists(eb.selectFrom("matches as mt").select("mt.id").whereRef("mt.pool_id", "=", "p.id"))
        .as("has_matches"),
    )
    .where("p.id", "=", poolId)
    .where("s.competition_id", "=", competitionId)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------------
// Venues

export async function listVenues(db: Db) {
  return db.selectFrom("venues").selectAll().orderBy("name").execute();
}

export async function getVenue(db: Db, id: number) {
  return db.selectFrom("venues").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findVenueByName(db: Db, name: string) {
  return db.selectFrom("venues").select(["id", "name"]).where("name", "=", name).executeTakeFirst();
}

export async function insertVenue(
  db: Db,
  venue: { name: string; address: string; mapUrl: string | null },
  now: Date,
) {
  return insertReturningId(db, "venues", {
    name: venue.name,
    address: venue.address,
    map_url: venue.mapUrl,
    created_at: now.toISOString(),
  });
}

export async function updateVenue(
  db: Db,
  id: number,
  venue: { name: string; address: string; mapUrl: string | null },
) {
  await db
    .updateTable("venues")
    .set({ name: venue.name, address: venue.address, map_url: venue.mapUrl })
    .where("id", "=", id)
    .execute();
}

// ---------------------------------------------------------------------------------------------------
// Teams

/** Every team by name, with its home venue's name. */
export async function listTeamRows(db: Db) {
  return db
    .selectFrom("teams as t")
    .leftJoin("venues as v", "v.id", "t.home_venue_id")
    .select(["t.id", "t.name", "t.club_id", "t.guest_from", "t.home_venue_id", "v.name as venue_name"])
    .orderBy("t.name")
    .orderBy("t.id")
    .execute();
}

export async function getTeam(db: Db, id: number) {
  return db.selectFrom("teams").selectAll().where("id", "=", id).executeTakeFirst();
}

type TeamValues = {
  name: string;
  clubId: number | null;
  guestFrom: string | null;
  homeVenueId: number | null;
};

export async function insertTeam(db: Db, team: TeamValues, now: Date) {
  return insertReturningId(db, "teams", {
    name: team.name,
    club_id: team.clubId,
    guest_from: team.guestFrom,
    home_venue_id: team.homeVenueId,
    created_at: now.toISOString(),
  });
}

export async function updateTeam(db: Db, id: number, team: TeamValues) {
  await db
    .updateTable("teams")
    .set({
      name: team.name,
      club_id: team.clubId,
      guest_from: team.guestFrom,
      home_venue_id: team.homeVenueId,
    })
    .where("id", "=", id)
    .execute();
}

// ---------------------------------------------------------------------------------------------------
// Entries

/** A competition's entries in the order they came, with their team. */
export async function listEntryRows(db: Db, competitionId: number) {
  return db
    .selectFrom("competition_entries as e")
    .innerJoin("teams as t", "t.id", "e.team_id")
    .select([
      "e.id",
      "e.team_id",
      "e.status",
      "e.pool_id",
      "e.seed",
      "e.order_id",
      "e.paid_at",
      "t.name as team_name",
      "t.club_id",
      "t.guest_from",
    ])
    .where("e.competition_id", "=", competitionId)
    .orderBy("e.id")
    .execute();
}

export async function getEntry(db: Db, competitionId: number, entryId: number) {
  return db
    .selectFrom("competition_entries")
    .selectAll()
    .where("id", "=", entryId)
    .where("competition_id", "=", competitionId)
    .executeTakeFirst();
}

export async function findEntryOfTeam(db: Db, competitionId: number, teamId: number) {
  return db
    .selectFrom("competition_entries")
    .selectAll()
    .where("competition_id", "=", competitionId)
    .where("team_id", "=", teamId)
    .executeTakeFirst();
}

export async function insertEntry(db: Db, competitionId: number, teamId: number, now: Date) {
  return insertReturningId(db, "competition_entries", {
    competition_id: competitionId,
    team_id: teamId,
    status: "entered",
    created_at: now.toISOString(),
  });
}

/** A status change from `from` (compare-and-set): false when the entry was no longer in it. */
export async function setEntryStatus(db: Db, entryId: number, from: EntryStatus, to: EntryStatus) {
  const result = await db
    .updateTable("competition_entries")
    // Entered again: placed nowhere until confirmed. Withdrawn: its place stays, with the matches it played.
    .set(to === "entered" ? { status: to, pool_id: null, seed: null } : { status: to })
    .where("id", "=", entryId)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function linkEntryOrder(db: Db, entryId: number, orderId: number) {
  await db.updateTable("competition_entries").set({ order_id: orderId }).where("id", "=", entryId).execute();
}

/** The entries an order pays for become paid, once (the orders feature's paid hook). */
export async function markEntriesOfOrderPaid(db: Db, orderId: number, now: Date) {
  await db
    .updateTable("competition_entries")
    .set({ paid_at: now.toISOString() })
    .where("order_id", "=", orderId)
    .where("paid_at", "is", null)
    .execute();
}

export async function setEntryPlace(
  db: Db,
  entryId: number,
  place: { poolId: number | null; seed: number | null },
) {
  await db
    .updateTable("competition_entries")
    .set({ pool_id: place.poolId, seed: place.seed })
    .where("id", "=", entryId)
    .execute();
}
