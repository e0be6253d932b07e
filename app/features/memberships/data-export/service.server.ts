import type { Db } from "~/db/db.server";
import { orderNumber } from "~/features/orders";
import { exportConsents, exportMembers, exportMemberships } from "./queries.server";

/**
 * The memberships' section of an account's data download (decision 033): the people the account manages,
 * each with their memberships and the consents given (the exact text accepted, and for a guardian's when
 * the guardian confirmed it, decision 038). Rows tied to the account by its id only. Each list keeps its
 * newest `rows`; `truncated` names the lists that had more.
 */
export async function exportPeopleOfAccount(db: Db, { userId }: { userId: string }, rows: number) {
  const [members, memberships, consents] = await Promise.all([
    exportMembers(db, userId, rows + 1),
    exportMemberships(db, userId, rows + 1),
    exportConsents(db, userId, rows + 1),
  ]);
  const kept = <T>(list: T[]) => list.slice(0, rows);
  return {
    members: kept(members).map(({ id, ...member }) => ({
      ...member,
      memberships: kept(memberships)
        .filter((membership) => membership.member_id === id)
        .map(({ id: membershipId, member_id, order_id, ...membership }) => ({
          ...membership,
          order: order_id === null ? null : orderNumber(order_id),
          consents: kept(consents)
            .filter((consent) => consent.membership_id === membershipId)
            .map(({ membership_id, body, body_fr, ...consent }) => ({
              ...consent,
              text: { en: body, fr: body_fr },
            })),
        })),
    })),
    truncated: Object.entries({ members, memberships, consents })
      .filter(([, list]) => list.length > rows)
      .map(([name]) => name),
  };
}
