import type { Db } from "~/db/db.server";

/**
 * The member's registration (not cancelled) for the event, whatever address it was made with, with the
 * order that pays its fee (its columns null for a free registration), in one query.
 */
export async function findMemberRegistration(db: Db, eventId: number, userId: string) {
  return db
    .selectFrom("registrations")
    .leftJoin("orders", "orders.id", "registrations.order_id")
    .select([
      "registrations.id",
      "orders.status as order_status",
      "orders.public_token as order_token",
      "orders.payment_due_at",
      "orders.total_cents",
    ])
    .where("registrations.event_id", "=", eventId)
    .where("registrations.user_id", "=", userId)
    .where("registrations.status", "=", "registered")
    .executeTakeFirst();
}
