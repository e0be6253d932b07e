import type { Db } from "~/db/db.server";
import type { MemberDetails } from "../queries.server";

/**
 * Joining, renewing and the member's overview (docs/memberships.md "Joining and renewing"). Every read of
 * a member goes through the account that manages it (`user_id`): another account's member is not found.
 */

/** The people an account manages, oldest first. */
export function listMembersOfUser(db: Db, userId: string) {
  return db
    .selectFrom("members")
    .select(["id", "member_number", "first_name", "last_name", "date_of_birth", "guardian_name"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
}

/** Every membership of an account's people, newest season first, with what the overview shows of it. */
export function listMembershipsOfUser(db: Db, userId: string) {
  return db
    .selectFrom("memberships as ms")
    .innerJoin("members as m", "m.id", "ms.member_id")
    .innerJoin("seasons as s", "s.id", "ms.season_id")
    .innerJoin("membership_types as t", "t.id", "ms.type_id")
    .leftJoin("clubs as c", "c.id", "ms.club_id")
    .select([
      "ms.id",
      "ms.member_id",
      "ms.season_id",
      "ms.status",
      "ms.order_id",
      "s.name as season_name",
      "s.starts_on",
      "s.ends_on",
      "t.name as type_name",
      "t.name_fr as type_name_fr",
      "c.name as club_name",
    ])
    .where("m.user_id", "=", userId)
    .orderBy("s.starts_on", "desc")
    .execute();
}

/** One of the account's people by their number; undefined for anyone else's. */
export function getMemberOfUser(db: Db, userId: string, memberNumber: string) {
  return db
    .selectFrom("members")
    .selectAll()
    .where("user_id", "=", userId)
    .where("member_number", "=", memberNumber)
    .executeTakeFirst();
}

/** A person this account already manages with this name and date of birth: the same person, joining again. */
export function findSameMember(
  db: Db,
  userId: string,
  person: { first_name: string; last_name: string; date_of_birth: string },
) {
  return db
    .selectFrom("members")
    .selectAll()
    .where("user_id", "=", userId)
    .where((eb) => eb(eb.fn("lower", ["first_name"]), "=", person.first_name.toLowerCase()))
    .where((eb) => eb(eb.fn("lower", ["last_name"]), "=", person.last_name.toLowerCase()))
    .where("date_of_birth", "=", person.date_of_birth)
    .orderBy("id")
    .executeTakeFirst();
}

export async function updateMemberDetails(db: Db, id: number, details: MemberDetails, now: Date) {
  await db
    .updateTable("members")
    .set({ ...details, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** The seasons in which this person holds a membership awaiting payment or active. */
export async function listHeldSeasons(db: Db, memberId: number) {
  const rows = await db
    .selectFrom("memberships")
    .select("season_id")
    .where("member_id", "=", memberId)
    .where("status", "in", ["awaiting-payment", "active"])
    .execute();
  return new Set(rows.map((row) => row.season_id));
}

/** The person's membership in a season, whatever its status, with the order that pays it. */
export function findMembershipOf(db: Db, memberId: number, seasonId: number) {
  return db
    .selectFrom("memberships")
    .select(["id", "status", "order_id"])
    .where("member_id", "=", memberId)
    .where("season_id", "=", seasonId)
    .executeTakeFirst();
}

/**
 * A cancelled membership joined again: (member, season) is unique, so the row is reused with the new type,
 * club and status. A compare-and-set on "cancelled": false when someone else revived it first.
 */
export async function reviveMembership(
  db: Db,
  id: number,
  membership: { type_id: number; club_id: number | null; status: "awaiting-payment" | "active" },
  now: Date,
) {
  const stamp = now.toISOString();
  const result = await db
    .updateTable("memberships")
    .set({
      ...membership,
      order_id: null,
      reminder_sent_at: null,
      created_at: stamp,
      activated_at: membership.status === "active" ? stamp : null,
    })
    .where("id", "=", id)
    .where("status", "=", "cancelled")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function linkMembershipOrder(db: Db, id: number, orderId: number) {
  await db.updateTable("memberships").set({ order_id: orderId }).where("id", "=", id).execute();
}

/** The order's memberships awaiting payment become active; the others are left as they are. */
export async function activateMembershipsOfOrder(db: Db, orderId: number, now: Date) {
  await db
    .updateTable("memberships")
    .set({ status: "active", activated_at: now.toISOString() })
    .where("order_id", "=", orderId)
    .where("status", "=", "awaiting-payment")
    .execute();
}

/** The order's memberships, awaiting payment or active, are cancelled with it. */
export async function cancelMembershipsOfOrder(db: Db, orderId: number) {
  await db
    .updateTable("memberships")
    .set({ status: "cancelled" })
    .where("order_id", "=", orderId)
    .where("status", "in", ["awaiting-payment", "active"])
    .execute();
}
