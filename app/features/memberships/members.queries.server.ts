import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { MembershipStatus } from "~/db/schema";
import { memberNumber } from "./rules";

/**
 * Writing members, memberships and consents (docs/memberships.md). Joining, the payment hooks and the
 * administrators' pages build on these; consents are only ever inserted (a trigger refuses updates).
 */

export type MemberDetails = {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  phone: string;
  emergency_name: string;
  emergency_phone: string;
  guardian_name: string | null;
  guardian_email: string | null;
};

/** How many people the site holds, in any season or none. */
export async function countMembers(db: Db) {
  const { n } = await db
    .selectFrom("members")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A new person managed by `userId`, numbered from their id ("OHA-000123") in the same transaction. */
export async function insertMember(
  trx: Db,
  member: MemberDetails & { user_id: string },
  shortName: string,
  now: Date,
) {
  const stamp = now.toISOString();
  // The number needs the id; a unique placeholder holds the column until the update below.
  const id = await insertReturningId(trx, "members", {
    ...member,
    member_number: `pending-${now.getTime()}-${Math.random().toString(36).slice(2)}`,
    created_at: stamp,
    updated_at: stamp,
  });
  const number = memberNumber(id, shortName);
  await trx.updateTable("members").set({ member_number: number }).where("id", "=", id).execute();
  return { id, number };
}

export function insertMembership(
  trx: Db,
  membership: {
    member_id: number;
    season_id: number;
    type_id: number;
    club_id: number | null;
    status: MembershipStatus;
    order_id: number | null;
  },
  now: Date,
) {
  const stamp = now.toISOString();
  return insertReturningId(trx, "memberships", {
    ...membership,
    reminder_sent_at: null,
    created_at: stamp,
    activated_at: membership.status === "active" ? stamp : null,
  });
}

export async function insertConsents(
  trx: Db,
  consents: {
    membership_id: number;
    document_id: number;
    accepted_by_name: string;
    accepted_by_email: string;
    role: "member" | "guardian";
    confirmation_id?: number | null;
  }[],
  now: Date,
) {
  if (consents.length === 0) return;
  const accepted_at = now.toISOString();
  await trx
    .insertInto("consents")
    .values(consents.map((consent) => ({ ...consent, accepted_at })))
    .execute();
}
