import type { Db } from "~/db/db.server";
import type { Locale } from "~/lib/i18n";

/** A guardian's consent as declared, and its confirmation (decision 038). */

export async function insertGuardianConfirmation(
  db: Db,
  row: {
    membership_id: number;
    declared_by_user_id: string;
    declared_by_name: string;
    declared_by_email: string;
    guardian_name: string;
    guardian_email: string;
    locale: Locale;
    token: string | null;
    expires_at: string | null;
    confirmed_at: string | null;
  },
  now: Date,
) {
  const { id } = await db
    .insertInto("guardian_confirmations")
    .values({ ...row, declared_at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** The declaration a link's token names, with the person and the season it is for. */
export function findGuardianConfirmation(db: Db, token: string) {
  return db
    .selectFrom("guardian_confirmations as g")
    .innerJoin("memberships as ms", "ms.id", "g.membership_id")
    .innerJoin("members as m", "m.id", "ms.member_id")
    .innerJoin("seasons as s", "s.id", "ms.season_id")
    .select([
      "g.id",
      "g.declared_by_name",
      "g.declared_by_email",
      "g.declared_at",
      "g.guardian_name",
      "g.expires_at",
      "g.confirmed_at",
      "m.first_name",
      "m.last_name",
      "s.name as season_name",
    ])
    .where("g.token", "=", token)
    .executeTakeFirst();
}

/** The documents a declaration covers: the exact versions the account accepted. */
export function listDeclaredDocuments(db: Db, confirmationId: number) {
  return db
    .selectFrom("consents as k")
    .innerJoin("documents as d", "d.id", "k.document_id")
    .select(["d.kind", "d.version", "d.body", "d.body_fr"])
    .where("k.confirmation_id", "=", confirmationId)
    .orderBy("d.kind")
    .execute();
}

/** Confirms a declaration still awaiting its guardian, before its link expires; false when it was not. */
export async function confirmGuardianDeclaration(db: Db, id: number, now: Date) {
  const stamp = now.toISOString();
  const result = await db
    .updateTable("guardian_confirmations")
    .set({ confirmed_at: stamp })
    .where("id", "=", id)
    .where("confirmed_at", "is", null)
    .where("expires_at", ">", stamp)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
