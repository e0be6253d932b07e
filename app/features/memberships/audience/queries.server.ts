import type { Db } from "~/db/db.server";

/**
 * The people holding an active membership of a season, narrowed by type and club (none listed: all), a
 * page at a time after the membership id `afterId`, for an announcement (features/announcements): the
 * managing account (its address and language, asked of accounts) and a minor's guardian's address.
 */
export function listActiveMemberContactsAfter(
  db: Db,
  group: { seasonId: number; typeIds: readonly number[]; clubIds: readonly number[] },
  afterId: number,
  limit: number,
) {
  let query = db
    .selectFrom("memberships as ms")
    .innerJoin("members as m", "m.id", "ms.member_id")
    .select(["ms.id as membership_id", "m.user_id", "m.guardian_email"])
    .where("ms.season_id", "=", group.seasonId)
    .where("ms.status", "=", "active")
    .where("ms.id", ">", afterId);
  if (group.typeIds.length > 0) query = query.where("ms.type_id", "in", [...group.typeIds]);
  if (group.clubIds.length > 0) query = query.where("ms.club_id", "in", [...group.clubIds]);
  return query.orderBy("ms.id").limit(limit).execute();
}
