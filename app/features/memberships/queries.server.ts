import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { MembershipStatus } from "~/db/schema";
import { allowancesOf, memberNumber } from "./rules";

/**
 * The reads and writes the sub-features share (docs/memberships.md): the seasons, types, clubs and current
 * documents they offer or list; members, memberships and consents as the join and the demo write them
 * (consents are only ever inserted: a trigger refuses updates); and the facts other features ask through
 * the face (index.server.ts): who holds an active membership on a day.
 */

// ---- Seasons, types, clubs and documents (the set-up writes them: setup/queries.server.ts)

export function listSeasons(db: Db) {
  return db.selectFrom("seasons").selectAll().orderBy("starts_on", "desc").execute();
}

/** Every type, offered or hidden, in the administrators' order. */
export function listTypes(db: Db) {
  return db.selectFrom("membership_types").selectAll().orderBy("sort_order").orderBy("id").execute();
}

/** The types a person joining or renewing may choose. */
export function listOfferedTypes(db: Db) {
  return db
    .selectFrom("membership_types")
    .selectAll()
    .where("hidden", "=", 0)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

export function listClubs(db: Db) {
  return db.selectFrom("clubs").selectAll().orderBy("name").execute();
}

/** The clubs a person joining or renewing may choose (besides "unattached"). */
export function listOfferedClubs(db: Db) {
  return db.selectFrom("clubs").selectAll().where("hidden", "=", 0).orderBy("name").execute();
}

/** The newest version of each kind that has one. */
export function listCurrentDocuments(db: Db) {
  return db
    .selectFrom("documents as d")
    .selectAll("d")
    .where("d.version", "=", (eb) =>
      eb
        .selectFrom("documents as newer")
        .select((inner) => inner.fn.max("newer.version").as("version"))
        .whereRef("newer.kind", "=", "d.kind"),
    )
    .execute();
}

// ---- Members, memberships and consents

export type MemberDetails = {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  phone: string;
  emergency_name: string;
  emergency_phone: string;
  guardian_name: string | null;
  guardian_email: string | null;
};

/** How many people the site holds, in any season or none. */
export async function countMembers(db: Db) {
  const { n } = await db
    .selectFrom("members")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The account that manages each of these people (their own, or their guardian's) and their name, for a
 * notice another feature sends them (a fixture change to a team's coach): the account gives the address
 * and language. A few ids at a time (a match's officials).
 */
export function listAccountsOfMembers(db: Db, memberIds: readonly number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("members")
    .select(["id as member_id", "user_id", "first_name", "last_name"])
    .where("id", "in", [...new Set(memberIds)])
    .orderBy("id")
    .execute();
}

/** A new person managed by `userId`, numbered from their id ("OHA-000123") in the same transaction. */
export async function insertMember(
  trx: Db,
  member: MemberDetails & { user_id: string },
  shortName: string,
  now: Date,
) {
  const stamp = now.toISOString();
  // The number needs the id; a unique placeholder holds the column until the update below.
  const id = await insertReturningId(trx, "members", {
    ...member,
    member_number: `pending-${now.getTime()}-${Math.random().toString(36).slice(2)}`,
    created_at: stamp,
    updated_at: stamp,
  });
  const number = memberNumber(id, shortName);
  await trx.updateTable("members").set({ member_number: number }).where("id", "=", id).execute();
  return { id, number };
}

export function insertMembership(
  trx: Db,
  membership: {
    member_id: number;
    season_id: number;
    type_id: number;
    club_id: number | null;
    status: MembershipStatus;
    order_id: number | null;
  },
  now: Date,
) {
  const stamp = now.toISOString();
  return insertReturningId(trx, "memberships", {
    ...membership,
    reminder_sent_at: null,
    created_at: stamp,
    activated_at: membership.status === "active" ? stamp : null,
  });
}

export async function insertConsents(
  trx: Db,
  consents: {
    membership_id: number;
    document_id: number;
    accepted_by_name: string;
    accepted_by_email: string;
    role: "member" | "guardian";
    confirmation_id?: number | null;
  }[],
  now: Date,
) {
  if (consents.length === 0) return;
  const accepted_at = now.toISOString();
  await trx
    .insertInto("consents")
    .values(consents.map((consent) => ({ ...consent, accepted_at })))
    .execute();
}

// ---- Who holds an active membership on a day: the facts other features ask through the face

/**
 * Whether the account manages a member (itself or a child: a guardian registers their children) whose
 * membership of the season containing `day` is active. Awaiting payment, cancelled and other seasons'
 * memberships do not count (docs/memberships.md, "Events for members only").
 */
export async function hasActiveMembershipOn(db: Db, userId: string, day: string) {
  const row = await db
    .selectFrom("memberships")
    .innerJoin("members", "members.id", "memberships.member_id")
    .innerJoin("seasons", "seasons.id", "memberships.season_id")
    .select("memberships.id")
    .where("members.user_id", "=", userId)
    .where("memberships.status", "=", "active")
    .where("seasons.starts_on", "<=", day)
    .where("seasons.ends_on", ">=", day)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The people an account manages (decision 048): its own person (guardian_name null), if it has one, first,
 * then the children it is guardian of, by first name.
 */
export async function listPeopleOfAccount(db: Db, userId: string) {
  const rows = await db
    .selectFrom("members")
    .select(["id", "member_number", "first_name", "last_name", "date_of_birth", "guardian_name"])
    .where("user_id", "=", userId)
    .orderBy("first_name")
    .orderBy("id")
    .execute();
  return rows
    .map(({ guardian_name, ...row }) => ({ ...row, own: guardian_name === null }))
    .sort((a, b) => Number(b.own) - Number(a.own));
}

/** The active memberships of the seasons containing `day`, with their member, season, type and club. */
function activeMembershipsOn(db: Db, day: string) {
  return db
    .selectFrom("memberships as ms")
    .innerJoin("members as m", "m.id", "ms.member_id")
    .innerJoin("seasons as s", "s.id", "ms.season_id")
    .innerJoin("membership_types as t", "t.id", "ms.type_id")
    .leftJoin("clubs as c", "c.id", "ms.club_id")
    .select([
      "ms.id",
      "m.id as member_id",
      "m.member_number",
      "m.first_name",
      "m.last_name",
      "m.date_of_birth",
      "s.id as season_id",
      "s.name as season_name",
      "s.starts_on",
      "s.ends_on",
      "t.id as type_id",
      "t.name as type_name",
      "t.name_fr as type_name_fr",
      "t.age_rule",
      "t.can_play",
      "t.can_coach",
      "t.can_officiate",
      "t.can_vote",
      "c.id as club_id",
      "c.name as club_name",
    ])
    .where("ms.status", "=", "active")
    .where("s.starts_on", "<=", day)
    .where("s.ends_on", ">=", day);
}

type ActiveMembershipRow = Awaited<
  ReturnType<ReturnType<typeof activeMembershipsOn>["executeTakeFirstOrThrow"]>
>;

/** An active membership as other features read it: the member, the season, what the type allows, the club. */
function activeMembership(row: ActiveMembershipRow) {
  return {
    id: row.id,
    member: {
      id: row.member_id,
      number: row.member_number,
      firstName: row.first_name,
      lastName: row.last_name,
      dateOfBirth: row.date_of_birth,
    },
    season: { id: row.season_id, name: row.season_name, startsOn: row.starts_on, endsOn: row.ends_on },
    type: {
      id: row.type_id,
      name: row.type_name,
      nameFr: row.type_name_fr,
      ageRule: row.age_rule,
      allows: allowancesOf(row),
    },
    club: row.club_id === null ? null : { id: row.club_id, name: row.club_name ?? "" },
  };
}

export type ActiveMembership = ReturnType<typeof activeMembership>;

/** The active memberships on `day` of the people an account manages (itself, its children), in the order they were added. */
export async function listActiveMembershipsOfUser(db: Db, userId: string, day: string) {
  const rows = await activeMembershipsOn(db, day).where("m.user_id", "=", userId).orderBy("m.id").execute();
  return rows.map(activeMembership);
}

/**
 * What an event's organiser needs of attendees who hold an active membership on `day` for themselves (an
 * adult managing their own: no guardian), by the account that registered: phone, birth date, club and
 * emergency contact. At most one row per account; an account managing only children gets none.
 */
export async function listAttendeeDetails(
  db: Db,
  people: { userIds: readonly string[]; memberIds: readonly number[] },
  day: string,
) {
  const userIds = [...new Set(people.userIds)];
  const memberIds = [...new Set(people.memberIds)];
  if (userIds.length === 0 && memberIds.length === 0) return [];
  const rows = await activeMembershipsOn(db, day)
    .select(["m.id", "m.user_id", "m.guardian_name", "m.phone", "m.emergency_name", "m.emergency_phone"])
    .where((eb) =>
      eb.or([
        // An account's own person: the one it holds without a guardian.
        ...(userIds.length > 0
          ? [eb.and([eb("m.user_id", "in", userIds), eb("m.guardian_name", "is", null)])]
          : []),
        // A person registered by the account that manages them.
        ...(memberIds.length > 0 ? [eb("m.id", "in", memberIds)] : []),
      ]),
    )
    .orderBy("m.id")
    .execute();
  return rows.map((row) => ({
    memberId: row.id,
    /** The account whose own person this is; null for a person registered by their guardian's account. */
    ownUserId: row.guardian_name === null ? row.user_id : null,
    phone: row.phone,
    dateOfBirth: row.date_of_birth,
    club: row.club_name,
    emergencyName: row.emergency_name,
    emergencyPhone: row.emergency_phone,
  }));
}

/** A member's active membership on `day`; undefined when none (awaiting payment, cancelled, another season's). */
export async function getActiveMembershipOfMember(db: Db, memberId: number, day: string) {
  const row = await activeMembershipsOn(db, day).where("m.id", "=", memberId).executeTakeFirst();
  return row && activeMembership(row);
}

/**
 * What a competition's roster asks of people (features/competitions): each member with their membership of
 * one season, whatever its status, and what its type allows; `membership` null when they hold none in it.
 * By member id, by member number, or by the start of their account's id (the demo members'); unknown ones
 * are left out.
 */
export async function listSeasonMembershipsOfMembers(
  db: Db,
  people: { ids?: readonly number[]; numbers?: readonly string[]; userIdPrefix?: string },
  seasonId: number,
) {
  const ids = [...new Set(people.ids ?? [])];
  const numbers = [...new Set(people.numbers ?? [])];
  const prefix = people.userIdPrefix ?? "";
  if (ids.length === 0 && numbers.length === 0 && prefix === "") return [];
  const rows = await db
    .selectFrom("members as m")
    .leftJoin("memberships as ms", (join) =>
      join.onRef("ms.member_id", "=", "m.id").on("ms.season_id", "=", seasonId),
    )
    .leftJoin("seasons as s", "s.id", "ms.season_id")
    .leftJoin("membership_types as t", "t.id", "ms.type_id")
    .select([
      "m.id",
      "m.member_number",
      "m.first_name",
      "m.last_name",
      "m.date_of_birth",
      "ms.status",
      "s.ends_on",
      "t.can_play",
      "t.can_coach",
      "t.can_officiate",
    ])
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb("m.id", "in", ids)] : []),
        ...(numbers.length > 0 ? [eb("m.member_number", "in", numbers)] : []),
        // The accounts a script made (demo-member-1, …): "_" and "%" are not in their prefix.
        ...(prefix !== "" ? [eb("m.user_id", "like", `${prefix}%`)] : []),
      ]),
    )
    .orderBy("m.id")
    .execute();
  return rows.map((row) => ({
    member: {
      id: row.id,
      number: row.member_number,
      firstName: row.first_name,
      lastName: row.last_name,
      dateOfBirth: row.date_of_birth,
    },
    membership:
      row.status === null || row.ends_on === null
        ? null
        : {
            status: row.status,
            seasonEndsOn: row.ends_on,
            canPlay: row.can_play === 1,
            canCoach: row.can_coach === 1,
            canOfficiate: row.can_officiate === 1,
          },
  }));
}
