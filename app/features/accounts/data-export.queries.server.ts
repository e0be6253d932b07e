import type { Db } from "~/db/db.server";

/**
 * What the site holds about one account, section by section, for the account's data download
 * (docs/memberships.md, decisions 033 and 040); the newsletter's, the contact messages' and the orders'
 * sections come from those features' faces. Each reads only rows tied to the account by its id, or to its
 * confirmed e-mail address (`emailKey`: trimmed, lower case); each is bounded (`limit`, newest first), so one request never reads without end.
 */

export async function exportUser(db: Db, userId: string) {
  return db
    .selectFrom("user")
    .select(["name", "email", "emailVerified", "locale", "createdAt"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

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

/** Registrations the account made, and those made for its address (emailKey: null until it is confirmed). */
export async function exportRegistrations(db: Db, userId: string, emailKey: string | null, limit: number) {
  return db
    .selectFrom("registrations")
    .innerJoin("events", "events.id", "registrations.event_id")
    .select([
      "events.title as event",
      "events.starts_at",
      "registrations.name",
      "registrations.email",
      "registrations.locale",
      "registrations.status",
      "registrations.created_at",
      "registrations.cancelled_at",
      "registrations.order_id",
    ])
    .where((eb) =>
      emailKey === null
        ? eb("registrations.user_id", "=", userId)
        : eb.or([eb("registrations.user_id", "=", userId), eb("registrations.email_key", "=", emailKey)]),
    )
    .orderBy("registrations.id", "desc")
    .limit(limit)
    .execute();
}

export async function exportWaitlistEntries(db: Db, userId: string, emailKey: string | null, limit: number) {
  return db
    .selectFrom("waitlist_entries")
    .innerJoin("events", "events.id", "waitlist_entries.event_id")
    .select([
      "events.title as event",
      "events.starts_at",
      "waitlist_entries.name",
      "waitlist_entries.email",
      "waitlist_entries.locale",
      "waitlist_entries.status",
      "waitlist_entries.queued_at",
      "waitlist_entries.offered_at",
      "waitlist_entries.offer_expires_at",
      "waitlist_entries.resolved_at",
    ])
    .where((eb) =>
      emailKey === null
        ? eb("waitlist_entries.user_id", "=", userId)
        : eb.or([
            eb("waitlist_entries.user_id", "=", userId),
            eb("waitlist_entries.email_key", "=", emailKey),
          ]),
    )
    .orderBy("waitlist_entries.id", "desc")
    .limit(limit)
    .execute();
}
