import type { Db } from "~/db/db.server";
import { exportContactMessages } from "~/features/contact/index.server";
import { exportSubscription } from "~/features/newsletter/index.server";
import { orderNumber } from "~/features/orders";
import { exportOrderItems, exportOrders } from "~/features/orders/index.server";
import {
  exportConsents,
  exportMembers,
  exportMemberships,
  exportRegistrations,
  exportUser,
  exportWaitlistEntries,
} from "./data-export.queries.server";
import { EXPORT_ROWS, emailKeyOf } from "./rules";

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Everything the site holds about an account, as one JSON-ready object (decision 033): the account, the
 * people it manages with their memberships and the consents given, its registrations and waiting-list
 * entries, orders with their items, newsletter subscription and contact messages. Only rows tied to this
 * account's id are read, and rows tied to its address once the address is confirmed (decision 040). A section longer than EXPORT_ROWS keeps its newest rows and is named in
 * `truncated`. null: no such account.
 */
export async function exportAccountData(db: Db, userId: string, now: Date) {
  const user = await exportUser(db, userId);
  if (!user) return null;
  // Rows tied to the account only by an address count once the address is proven the account's
  // (docs/security.md #38): whoever signs up with someone else's address sees nothing of theirs.
  const verified = Boolean(user.emailVerified);
  const key = verified ? emailKeyOf(user.email) : null;
  const fetch = EXPORT_ROWS + 1;
  const [members, memberships, consents, registrations, waitlist, orders, newsletter, messages] =
    await Promise.all([
      exportMembers(db, userId, fetch),
      exportMemberships(db, userId, fetch),
      exportConsents(db, userId, fetch),
      exportRegistrations(db, userId, key, fetch),
      exportWaitlistEntries(db, userId, key, fetch),
      exportOrders(db, userId, fetch),
      key === null ? undefined : exportSubscription(db, key),
      key === null ? [] : exportContactMessages(db, key, fetch),
    ]);
  const sections = { members, memberships, consents, registrations, waitlist, orders, messages };
  const truncated = Object.entries(sections)
    .filter(([, rows]) => rows.length > EXPORT_ROWS)
    .map(([name]) => name);
  const kept = <T>(rows: T[]) => rows.slice(0, EXPORT_ROWS);
  const items = await exportOrderItems(
    db,
    kept(orders).map((order) => order.id),
  );
  const reference = (orderId: number | null) => (orderId === null ? null : orderNumber(orderId));

  return {
    exportedAt: now.toISOString(),
    account: {
      name: user.name,
      email: user.email,
      emailConfirmed: verified,
      language: user.locale,
      createdAt: iso(user.createdAt),
    },
    members: kept(members).map(({ id, ...member }) => ({
      ...member,
      memberships: kept(memberships)
        .filter((membership) => membership.member_id === id)
        .map(({ id: membershipId, member_id, order_id, ...membership }) => ({
          ...membership,
          order: reference(order_id),
          consents: kept(consents)
            .filter((consent) => consent.membership_id === membershipId)
            .map(({ membership_id, body, body_fr, ...consent }) => ({
              ...consent,
              text: { en: body, fr: body_fr },
            })),
        })),
    })),
    registrations: kept(registrations).map(({ order_id, ...registration }) => ({
      ...registration,
      order: reference(order_id),
    })),
    waitingLists: kept(waitlist),
    orders: kept(orders).map(({ id, ...order }) => ({
      number: orderNumber(id),
      ...order,
      items: items.filter((item) => item.order_id === id).map(({ order_id, ...item }) => item),
    })),
    newsletter: newsletter ?? null,
    contactMessages: kept(messages),
    truncated,
  };
}
