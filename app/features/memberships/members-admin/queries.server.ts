import { type RawBuilder, sql } from "kysely";
import type { Db } from "~/db/db.server";
import { accountIdsWithEmailLike } from "~/features/accounts/index.server";
import {
  containsPattern,
  type MemberFilters,
  type ReportRow,
  statusesFor,
  UNATTACHED,
  youthBornAfter,
} from "./rules";

/**
 * The administrators' members list, export, record and report (docs/memberships.md). Every read is one
 * query whatever the number of rows; searching uses lower() on both sides, like findClubNamed, so it
 * ignores case on SQLite and PostgreSQL alike.
 */

type Season = { id: number; starts_on: string; ends_on: string };
/** `column` contains the (lower-case) search text, its % and _ taken literally. */
const contains = (column: RawBuilder<unknown>, search: string) =>
  sql<boolean>`lower(${column}) like ${containsPattern(search)} escape '\\'`;

/**
 * The memberships of a season that the filters keep, with their member, type and club. The search matches
 * the managing account's address through the accounts' subquery, so filtering and paging stay one query.
 */
function filteredMemberships(db: Db, season: Season, filters: MemberFilters, today: string) {
  let query = db
    .selectFrom("memberships as ms")
    .innerJoin("members as m", "m.id", "ms.member_id")
    .where("ms.season_id", "=", season.id);
  if (filters.typeId !== null) query = query.where("ms.type_id", "=", filters.typeId);
  const statuses = statusesFor(filters.standing, season, today);
  if (statuses !== null)
    query = statuses.length > 0 ? query.where("ms.status", "in", statuses) : query.where(sql<boolean>`1 = 0`);
  if (filters.club === UNATTACHED) query = query.where("ms.club_id", "is", null);
  else if (filters.club !== null) query = query.where("ms.club_id", "=", filters.club);
  if (filters.age !== null)
    query = query.where("m.date_of_birth", filters.age === "youth" ? ">" : "<=", youthBornAfter(season));
  const { search } = filters;
  if (search)
    query = query.where((eb) =>
      eb.or([
        contains(sql`${eb.ref("m.first_name")} || ' ' || ${eb.ref("m.last_name")}`, search),
        contains(sql`${eb.ref("m.member_number")}`, search),
        eb("m.user_id", "in", accountIdsWithEmailLike(containsPattern(search))),
        contains(sql`${eb.ref("m.guardian_email")}`, search),
        contains(sql`${eb.ref("m.guardian_name")}`, search),
      ]),
    );
  return query;
}

/** What a row of the list and of the export shows. */
function memberColumns(db: Db, season: Season, filters: MemberFilters, today: string) {
  return filteredMemberships(db, season, filters, today)
    .innerJoin("membership_types as t", "t.id", "ms.type_id")
    .leftJoin("clubs as c", "c.id", "ms.club_id")
    .select([
      "ms.id as membership_id",
      "ms.status",
      "ms.created_at",
      "ms.activated_at",
      "m.member_number",
      "m.first_name",
      "m.last_name",
      "m.date_of_birth",
      "m.phone",
      "m.city",
      "m.province",
      "m.guardian_name",
      "m.guardian_email",
      "m.user_id",
      "t.name as type_name",
      "t.name_fr as type_name_fr",
      "c.name as club_name",
    ])
    .orderBy(sql`lower(m.last_name)`)
    .orderBy(sql`lower(m.first_name)`)
    .orderBy("m.id");
}

/** One page of the season's members that the filters keep, and how many there are: two queries. */
export async function listMembersPage(
  db: Db,
  season: Season,
  filters: MemberFilters,
  today: string,
  { offset, perPage }: { offset: number; perPage: number },
) {
  const [rows, count] = await Promise.all([
    memberColumns(db, season, filters, today).limit(perPage).offset(offset).execute(),
    filteredMemberships(db, season, filters, today)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every row the filters keep, for the export, up to `limit`. */
export function listMembersForExport(
  db: Db,
  season: Season,
  filters: MemberFilters,
  today: string,
  limit: number,
) {
  return memberColumns(db, season, filters, today).limit(limit).execute();
}

/** A member by number (the managing account is accounts' to read, by `user_id`). */
export function getMemberByNumber(db: Db, number: string) {
  return db
    .selectFrom("members as m")
    .selectAll("m")
    .where("m.member_number", "=", number)
    .executeTakeFirst();
}

/** A member's memberships, newest season first, with the season, type, club and the id of the paying order. */
export function listMembershipsOfMember(db: Db, memberId: number) {
  return db
    .selectFrom("memberships as ms")
    .innerJoin("seasons as s", "s.id", "ms.season_id")
    .innerJoin("membership_types as t", "t.id", "ms.type_id")
    .leftJoin("clubs as c", "c.id", "ms.club_id")
    .select([
      "ms.id",
      "ms.status",
      "ms.order_id",
      "ms.created_at",
      "ms.activated_at",
      "s.name as season_name",
      "s.starts_on",
      "s.ends_on",
      "t.name as type_name",
      "t.name_fr as type_name_fr",
      "c.name as club_name",
    ])
    .where("ms.member_id", "=", memberId)
    .orderBy("s.starts_on", "desc")
    .execute();
}

/** The consents of a member's memberships, each with the text of the version accepted and, for a minor, its guardian's confirmation. */
export function listConsentsOfMember(db: Db, memberId: number) {
  return db
    .selectFrom("consents as k")
    .innerJoin("memberships as ms", "ms.id", "k.membership_id")
    .innerJoin("documents as d", "d.id", "k.document_id")
    .leftJoin("guardian_confirmations as g", "g.id", "k.confirmation_id")
    .select([
      "k.id",
      "k.membership_id",
      "g.guardian_name",
      "g.guardian_email",
      "g.token",
      "g.expires_at",
      "g.confirmed_at",
      "k.accepted_by_name",
      "k.accepted_by_email",
      "k.role",
      "k.accepted_at",
      "d.kind",
      "d.version",
      "d.body",
      "d.body_fr",
    ])
    .where("ms.member_id", "=", memberId)
    .orderBy("k.accepted_at")
    .orderBy("k.id")
    .execute();
}

/**
 * The season's active memberships counted by type, club and age group (youth: 1), for the annual report.
 * "expired" is counted too: an active membership of an ended season was active that season.
 */
export async function countActiveMemberships(db: Db, season: Season): Promise<ReportRow[]> {
  // Grouped outside the subquery: PostgreSQL would not match two parameterised copies of the case.
  const rows = db
    .selectFrom("memberships as ms")
    .innerJoin("members as m", "m.id", "ms.member_id")
    .select([
      "ms.type_id",
      "ms.club_id",
      sql<number>`case when m.date_of_birth > ${youthBornAfter(season)} then 1 else 0 end`.as("youth"),
    ])
    .where("ms.season_id", "=", season.id)
    .where("ms.status", "in", ["active", "expired"]);
  return db
    .selectFrom(rows.as("r"))
    .select((eb) => ["r.type_id", "r.club_id", "r.youth", eb.fn.countAll<number>().as("n")])
    .groupBy(["r.type_id", "r.club_id", "r.youth"])
    .execute();
}

/** The dashboard's count of a season's active memberships, and of those that became active since `since`. */
export async function countActiveInSeason(db: Db, seasonId: number, since: Date) {
  const row = await db
    .selectFrom("memberships")
    .select((eb) => [
      eb.fn.countAll<number>().as("active"),
      eb.fn
        .sum<number>(
          eb.case().when("activated_at", ">=", since.toISOString()).then(eb.lit(1)).else(eb.lit(0)).end(),
        )
        .as("recent"),
    ])
    .where("season_id", "=", seasonId)
    .where("status", "=", "active")
    .executeTakeFirstOrThrow();
  return { active: Number(row.active), recent: Number(row.recent ?? 0) };
}
