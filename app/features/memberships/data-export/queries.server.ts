import type { Db } from "~/db/db.server";

/**
 * The people an account manages, their memberships and the consents given, for the account's data download
 * (decisions 033 and 040): rows tied to the account by its id, each read bounded (`limit`, newest first).
 */

export async function exportMembers(db: Db, userId: string, limit: number) {
  return db
    .selectFrom("members")
    .select([
      "id",
      "member_number",
      "first_name",
      "last_name",
      "date_of_birth",
      "address",
      "city",
      "province",
      "postal_code",
      "phone",
      "emergency_name",
      "emergency_phone",
      "guardian_name",
      "guardian_email",
      "created_at",
      "updated_at",
    ])
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** The memberships of the account's members, with their season, type and club. */
export async function exportMemberships(db: Db, userId: string, limit: number) {
  return db
    .selectFrom("memberships")
    .innerJoin("members", "members.id", "memberships.member_id")
    .innerJoin("seasons", "seasons.id", "memberships.season_id")
    .innerJoin("membership_types", "membership_types.id", "memberships.type_id")
    .leftJoin("clubs", "clubs.id", "memberships.club_id")
    .select([
      "memberships.id",
      "memberships.member_id",
      "seasons.name as season",
      "seasons.starts_on",
      "seasons.ends_on",
      "membership_types.name as type",
      "membership_types.name_fr as type_fr",
      "clubs.name as club",
      "memberships.status",
      "memberships.order_id",
      "memberships.created_at",
      "memberships.activated_at",
    ])
    .where("members.user_id", "=", userId)
    .orderBy("memberships.id", "desc")
    .limit(limit)
    .execute();
}

/**
 * The consents given for the account's members' memberships, with the exact text accepted and, for a
 * guardian's, when the guardian confirmed it (null: not yet; decision 038).
 */
export async function exportConsents(db: Db, userId: string, limit: number) {
  return db
    .selectFrom("consents")
    .innerJoin("memberships", "memberships.id", "consents.membership_id")
    .innerJoin("members", "members.id", "memberships.member_id")
    .innerJoin("documents", "documents.id", "consents.document_id")
    .leftJoin("guardian_confirmations", "guardian_confirmations.id", "consents.confirmation_id")
    .select([
      "consents.membership_id",
      "documents.kind",
      "documents.version",
      "documents.body",
      "documents.body_fr",
      "consents.accepted_by_name",
      "consents.accepted_by_email",
      "consents.role",
      "consents.accepted_at",
      "guardian_confirmations.confirmed_at as guardian_confirmed_at",
    ])
    .where("members.user_id", "=", userId)
    .orderBy("consents.id", "desc")
    .limit(limit)
    .execute();
}
