import type { Db } from "~/db/db.server";

/** The contact details of a person the account manages, by number; undefined for anyone else's. */
export async function getContactOfMember(db: Db, userId: string, memberNumber: string) {
  return db
    .selectFrom("members")
    .select([
      "id",
      "member_number",
      "first_name",
      "last_name",
      "address",
      "city",
      "province",
      "postal_code",
      "phone",
      "emergency_name",
      "emergency_phone",
    ])
    .where("user_id", "=", userId)
    .where("member_number", "=", memberNumber)
    .executeTakeFirst();
}

export type MemberContact = {
  address: string;
  city: string;
  province: string;
  postal_code: string;
  phone: string;
  emergency_name: string;
  emergency_phone: string;
};

/** Saves the details a guardian may correct; the name and date of birth, which the association checks, never. */
export async function setContactOfMember(db: Db, memberId: number, contact: MemberContact, now: Date) {
  await db
    .updateTable("members")
    .set({ ...contact, updated_at: now.toISOString() })
    .where("id", "=", memberId)
    .execute();
}

/**
 * Empties the contact details of every person an account manages (its account is closing): the names,
 * numbers and dates of birth stay with the memberships the association keeps.
 */
export async function forgetContactsOfAccount(db: Db, userId: string, now: Date) {
  await db
    .updateTable("members")
    .set({
      address: "",
      city: "",
      province: "",
      postal_code: "",
      phone: "",
      emergency_name: "",
      emergency_phone: "",
      guardian_name: null,
      guardian_email: null,
      updated_at: now.toISOString(),
    })
    .where("user_id", "=", userId)
    .execute();
}
