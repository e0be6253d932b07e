import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { Locale } from "~/lib/i18n";

const REGISTRATION_COLUMNS = [
  "id",
  "event_id",
  "user_id",
  "name",
  "email",
  "locale",
  "status",
  "manage_token",
  "created_at",
  "cancelled_at",
  "reminder_sent_at",
  "order_id",
] as const;

export async function findRegistration(db: Db, eventId: number, emailKey: string) {
  return db
    .selectFrom("registrations")
    .select(REGISTRATION_COLUMNS)
    .where("event_id", "=", eventId)
    .where("email_key", "=", emailKey)
    .executeTakeFirst();
}

export async function getRegistration(db: Db, id: number) {
  return db.selectFrom("registrations").select(REGISTRATION_COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function getRegistrationByToken(db: Db, token: string) {
  return db
    .selectFrom("registrations")
    .select(REGISTRATION_COLUMNS)
    .where("manage_token", "=", token)
    .executeTakeFirst();
}

type NewRegistration = {
  eventId: number;
  userId: string;
  name: string;
  email: string;
  emailKey: string;
  locale: Locale;
  manageToken: string;
  /** The member it is for, registered by the account that manages them (decision 048). */
  memberId?: number | null;
};

/**
 * A registration for the address, new or made again after a cancellation (one row per event and
 * address: the row comes back with a new personal link, and its reminder is due again).
 */
export async function storeRegistration(
  db: Db,
  registration: NewRegistration,
  previousId: number | null,
  now: Date,
) {
  const values = {
    user_id: registration.userId,
    name: registration.name,
    email: registration.email,
    locale: registration.locale,
    manage_token: registration.manageToken,
    member_id: registration.memberId ?? null,
    status: "registered" as const,
    cancelled_at: null,
    reminder_sent_at: null,
    // A fee's order is linked once created (linkRegistrationOrder); one made again pays anew.
    order_id: null,
    created_at: now.toISOString(),
  };
  if (previousId !== null) {
    await db.updateTable("registrations").set(values).where("id", "=", previousId).execute();
    return previousId;
  }
  return insertReturningId(db, "registrations", {
    ...values,
    event_id: registration.eventId,
    email_key: registration.emailKey,
  });
}

/** The order that pays the registration's fee. */
export async function linkRegistrationOrder(db: Db, registrationId: number, orderId: number) {
  await db.updateTable("registrations").set({ order_id: orderId }).where("id", "=", registrationId).execute();
}

/** The registration an order pays for, if any. */
export async function findRegistrationOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom("registrations")
    .select(REGISTRATION_COLUMNS)
    .where("order_id", "=", orderId)
    .executeTakeFirst();
}
