import type { Db } from "~/db/db.server";

/**
 * The names and dates of birth of some members, for another feature that decides what of them it may show
 * (the competitions' public team page names adults only). No contact details, no member number.
 */
export async function listMemberNames(db: Db, memberIds: readonly number[]) {
  if (memberIds.length === 0) return [];
  return db
    .selectFrom("members")
    .select(["id", "first_name", "last_name", "date_of_birth"])
    .where("id", "in", [...new Set(memberIds)])
    .execute();
}
