import type { Db } from "~/db/db.server";

/** Reads of the member card and the verification page (docs/memberships.md). */

export function getMemberByNumber(db: Db, number: string) {
  return db
    .selectFrom("members")
    .select(["id", "member_number", "user_id", "first_name", "last_name"])
    .where("member_number", "=", number)
    .executeTakeFirst();
}

/**
 * The current season on `day`: the one whose days include it or, between seasons, the last one that
 * ended (seasons never overlap, so the latest to start by `day` is either).
 */
export function getSeasonSince(db: Db, day: string) {
  return db
    .selectFrom("seasons")
    .select(["id", "name", "starts_on", "ends_on"])
    .where("starts_on", "<=", day)
    .orderBy("starts_on", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** A member's membership of one season, with its type's names and its club's. */
export function getMembershipOfSeason(db: Db, memberId: number, seasonId: number) {
  return db
    .selectFrom("memberships as m")
    .innerJoin("membership_types as t", "t.id", "m.type_id")
    .leftJoin("clubs as c", "c.id", "m.club_id")
    .select(["m.status", "t.name as type_name", "t.name_fr as type_name_fr", "c.name as club_name"])
    .where("m.member_id", "=", memberId)
    .where("m.season_id", "=", seasonId)
    .executeTakeFirst();
}
