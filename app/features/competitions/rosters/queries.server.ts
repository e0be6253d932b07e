import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { RosterRole } from "~/db/schema";

/** Roster places (SQL only here): one per person in a competition, one jersey per team. */

/** The places of some entries, players by jersey then officials, each with its entry. */
export async function listPlacesOfEntries(db: Db, entryIds: readonly number[]) {
  if (entryIds.length === 0) return [];
  return db
    .selectFrom("roster_places")
    .select(["id", "entry_id", "member_id", "role", "jersey"])
    .where("entry_id", "in", [...new Set(entryIds)])
    .orderBy("entry_id")
    .orderBy("role", "desc")
    .orderBy("jersey")
    .orderBy("id")
    .execute();
}

/** The team a member holds a place on in a competition, if any. */
export async function findPlaceOfMember(db: Db, competitionId: number, memberId: number) {
  return db
    .selectFrom("roster_places as r")
    .innerJoin("competition_entries as e", "e.id", "r.entry_id")
    .innerJoin("teams as t", "t.id", "e.team_id")
    .select(["r.id", "r.entry_id", "t.name as team_name"])
    .where("r.competition_id", "=", competitionId)
    .where("r.member_id", "=", memberId)
    .executeTakeFirst();
}

export async function isJerseyTaken(db: Db, entryId: number, jersey: number) {
  const row = await db
    .selectFrom("roster_places")
    .select("id")
    .where("entry_id", "=", entryId)
    .where("jersey", "=", jersey)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPlace(
  db: Db,
  place: {
    entryId: number;
    competitionId: number;
    memberId: number;
    role: RosterRole;
    jersey: number | null;
    createdBy: string;
  },
  now: Date,
) {
  return insertReturningId(db, "roster_places", {
    entry_id: place.entryId,
    competition_id: place.competitionId,
    member_id: place.memberId,
    role: place.role,
    jersey: place.jersey,
    created_at: now.toISOString(),
    created_by: place.createdBy,
  });
}

/** Removes a place of an entry; false when it is not that entry's (removed already, or another's). */
export async function deletePlace(db: Db, entryId: number, placeId: number) {
  const result = await db
    .deleteFrom("roster_places")
    .where("id", "=", placeId)
    .where("entry_id", "=", entryId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The team officials (coaches, managers) of some entries, by entry. */
export async function listOfficialRows(db: Db, entryIds: readonly number[]) {
  if (entryIds.length === 0) return [];
  return db
    .selectFrom("roster_places")
    .select(["entry_id", "member_id", "role"])
    .where("entry_id", "in", [...new Set(entryIds)])
    .where("role", "in", ["coach", "manager"])
    .orderBy("entry_id")
    .orderBy("id")
    .execute();
}
