import type { Db } from "~/db/db.server";

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
