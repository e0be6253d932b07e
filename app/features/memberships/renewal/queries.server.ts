import type { ExpressionBuilder } from "kysely";
import type { Db } from "~/db/db.server";
import type { Database, SeasonsTable } from "~/db/schema";

/** Reads and writes of the renewal reminders (docs/memberships.md). */

type OwnSeason = ExpressionBuilder<Database & { own: SeasonsTable }, "memberships" | "own">;

/**
 * The member of `memberships` holds an awaiting-payment or active membership of a season that starts
 * after `own` (the membership's season) ends: they renewed, or are renewing, so no reminder.
 */
const renewed = (eb: OwnSeason) =>
  eb.exists(
    eb
      .selectFrom("memberships as next")
      .innerJoin("seasons as ns", "ns.id", "next.season_id")
      .select("next.id")
      .whereRef("next.member_id", "=", "memberships.member_id")
      .whereRef("ns.starts_on", ">", "own.ends_on")
      .where("next.status", "in", ["active", "awaiting-payment"]),
  );

/** Whether a membership may be reminded: active, not reminded yet, its season ending in `ends`, not renewed. */
const toRemind = (ends: { from: string; to: string }) => (eb: OwnSeason) =>
  eb.and([
    eb("memberships.status", "=", "active"),
    eb("memberships.reminder_sent_at", "is", null),
    eb("own.ends_on", ">=", ends.from),
    eb("own.ends_on", "<=", ends.to),
    eb.not(renewed(eb)),
  ]);

/** The memberships to remind now, of seasons ending between `ends.from` and `ends.to`, oldest first. */
export async function listMembershipsToRemind(db: Db, ends: { from: string; to: string }, limit: number) {
  const rows = await db
    .selectFrom("memberships")
    .innerJoin("seasons as own", "own.id", "memberships.season_id")
    .select("memberships.id")
    .where(toRemind(ends))
    .orderBy("memberships.id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Stamps the membership reminded while it still may be (toRemind): one conditional UPDATE, so of two runs,
 * or a run repeated after a crash, only one gets true.
 */
export async function markRenewalReminderSent(
  trx: Db,
  id: number,
  ends: { from: string; to: string },
  now: Date,
) {
  const result = await trx
    .updateTable("memberships")
    .set({ reminder_sent_at: now.toISOString() })
    .where("id", "=", id)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("seasons as own")
          .select("own.id")
          .whereRef("own.id", "=", "memberships.season_id")
          .where(toRemind(ends)),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * What a renewal reminder says, and to whom: the managing account (`user_id`, whose name, address and
 * language accounts gives) and a minor's guardian.
 */
export function getRenewalReminder(db: Db, id: number) {
  return db
    .selectFrom("memberships as m")
    .innerJoin("members as p", "p.id", "m.member_id")
    .innerJoin("seasons as s", "s.id", "m.season_id")
    .innerJoin("membership_types as t", "t.id", "m.type_id")
    .select([
      "p.member_number",
      "p.first_name",
      "p.last_name",
      "p.guardian_name",
      "p.guardian_email",
      "p.user_id",
      "s.name as season_name",
      "s.ends_on",
      "t.name as type_name",
      "t.name_fr as type_name_fr",
    ])
    .where("m.id", "=", id)
    .executeTakeFirst();
}
