import type { Db } from "~/db/db.server";

/** The members who are an official (coach or manager) of a team entered in a competition, for an announcement. */
export async function listOfficialMemberIdsOfCompetition(db: Db, competitionId: number) {
  const rows = await db
    .selectFrom("roster_places")
    .select("member_id")
    .distinct()
    .where("competition_id", "=", competitionId)
    .where("role", "in", ["coach", "manager"])
    .orderBy("member_id")
    .execute();
  return rows.map((row) => row.member_id);
}
