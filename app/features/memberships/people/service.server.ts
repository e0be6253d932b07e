import type { z } from "zod";
import type { Db } from "~/db/db.server";
import { recordAccountChange } from "~/features/accounts/index.server";
import { forgetContactsOfAccount, getContactOfMember, setContactOfMember } from "./queries.server";
import type { memberContactSchema } from "./rules";

/** The contact details of a person the account manages, as its form shows them; undefined for anyone else. */
export async function loadMemberContact(db: Db, userId: string, memberNumber: string) {
  const member = await getContactOfMember(db, userId, memberNumber);
  if (!member) return undefined;
  return {
    number: member.member_number,
    name: `${member.first_name} ${member.last_name}`,
    values: {
      address: member.address,
      city: member.city,
      province: member.province,
      postalCode: member.postal_code,
      phone: member.phone,
      emergencyName: member.emergency_name,
      emergencyPhone: member.emergency_phone,
    },
  };
}

/** Saves a guardian's correction of a person's details, recorded as the account's change; false for anyone else's. */
export async function correctMemberContact(
  db: Db,
  source: { userId: string; page: string },
  memberNumber: string,
  contact: z.output<ReturnType<typeof memberContactSchema>>,
  now = new Date(),
) {
  const member = await getContactOfMember(db, source.userId, memberNumber);
  if (!member) return false;
  await setContactOfMember(
    db,
    member.id,
    {
      address: contact.address,
      city: contact.city,
      province: contact.province,
      postal_code: contact.postalCode,
      phone: contact.phone,
      emergency_name: contact.emergencyName,
      emergency_phone: contact.emergencyPhone,
    },
    now,
  );
  await recordAccountChange(db, source, "member-details", now);
  return true;
}

/** A closing account's step (decision 052): the contact details of the people it manages are removed. */
export async function forgetPeopleOfClosingAccount({ db }: { db: Db }, userId: string, now: Date) {
  await forgetContactsOfAccount(db, userId, now);
}
