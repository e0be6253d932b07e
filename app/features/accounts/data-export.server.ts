import type { Db } from "~/db/db.server";
import { exportConsentRecords } from "~/features/consent/index.server";
import { exportContactMessages } from "~/features/contact/index.server";
import { exportSubscription } from "~/features/newsletter/index.server";
import { orderNumber } from "~/features/orders";
import { exportOrderItems, exportOrders } from "~/features/orders/index.server";
import { exportUser } from "./queries.server";
import { EXPORT_ROWS, emailKeyOf } from "./rules";

const iso = (value: string | Date) => new Date(value).toISOString();

/** Whose rows a section holds: the account's id, and its address (trimmed, lower case) once confirmed, else null. */
export type DataOwner = { userId: string; emailKey: string | null };

/**
 * A section of the download, written by a feature that uses accounts from its own tables: at most `rows`
 * rows of each of its lists, newest first, and in `truncated` the names of the lists that had more.
 */
export type DataSection<Rows extends { truncated: string[] }> = (
  db: Db,
  owner: DataOwner,
  rows: number,
) => Promise<Rows>;

type PeopleRows = { members: unknown; truncated: string[] };
type AttendanceRows = { registrations: unknown; waitingLists: unknown; truncated: string[] };
type OfficiatingRows = { officiating: unknown; truncated: string[] };
type MatchRecordRows = { matchRecord: unknown; truncated: string[] };

/**
 * The sections the features above accounts write (memberships' people, events' registrations and waiting
 * lists, competitions' match officials and match record): the route hands them in, since those features may use accounts and
 * accounts uses none of them.
 */
export type DataSections<
  People extends PeopleRows,
  Attendance extends AttendanceRows,
  Officiating extends OfficiatingRows,
  MatchRecord extends MatchRecordRows,
> = {
  people: DataSection<People>;
  attendance: DataSection<Attendance>;
  officiating: DataSection<Officiating>;
  matchRecord: DataSection<MatchRecord>;
};

/**
 * Everything the site holds about an account, as one JSON-ready object (decision 033): the account, the
 * people it manages with their memberships and the consents given, its registrations and waiting-list
 * entries, the matches its people officiate and play (their match record), orders with their items, newsletter subscription, e-mail
 * consents and contact messages. Only rows tied to this account's id are read, and rows tied to its address
 * once the address is confirmed (decision 040). A section longer than EXPORT_ROWS keeps its newest rows and
 * is named in `truncated`. The people, the attendance and the officiating come from `sections`, which the
 * route takes from memberships', events' and competitions' faces. null: no such account.
 */
export async function exportAccountData<
  People extends PeopleRows,
  Attendance extends AttendanceRows,
  Officiating extends OfficiatingRows,
  MatchRecord extends MatchRecordRows,
>(db: Db, userId: string, now: Date, sections: DataSections<People, Attendance, Officiating, MatchRecord>) {
  const user = await exportUser(db, userId);
  if (!user) return null;
  // Rows tied to the account only by an address count once the address is proven the account's
  // (docs/security.md #38): whoever signs up with someone else's address sees nothing of theirs.
  const verified = Boolean(user.emailVerified);
  const owner = { userId, emailKey: verified ? emailKeyOf(user.email) : null };
  const key = owner.emailKey;
  const fetch = EXPORT_ROWS + 1;
  const [people, attendance, officiating, matchRecord, orders, newsletter, messages, consents] =
    await Promise.all([
      sections.people(db, owner, EXPORT_ROWS),
      sections.attendance(db, owner, EXPORT_ROWS),
      sections.officiating(db, owner, EXPORT_ROWS),
      sections.matchRecord(db, owner, EXPORT_ROWS),
      exportOrders(db, userId, fetch),
      key === null ? undefined : exportSubscription(db, key),
      key === null ? [] : exportContactMessages(db, key, fetch),
      key === null ? [] : exportConsentRecords(db, key, fetch),
    ]);
  const truncated = [
    ...people.truncated,
    ...attendance.truncated,
    ...officiating.truncated,
    ...matchRecord.truncated,
    ...Object.entries({ orders, messages, emailConsents: consents })
      .filter(([, rows]) => rows.length > EXPORT_ROWS)
      .map(([name]) => name),
  ];
  const kept = <T>(rows: T[]) => rows.slice(0, EXPORT_ROWS);
  const items = await exportOrderItems(
    db,
    kept(orders).map((order) => order.id),
  );

  return {
    exportedAt: now.toISOString(),
    account: {
      name: user.name,
      email: user.email,
      emailConfirmed: verified,
      language: user.locale,
      createdAt: iso(user.createdAt),
    },
    // Through Promise.all, TypeScript reads each section as its constraint: its own type is named again.
    members: people.members as People["members"],
    registrations: attendance.registrations as Attendance["registrations"],
    waitingLists: attendance.waitingLists as Attendance["waitingLists"],
    // The matches the account's people were assigned to referee or keep the table for (decision 065).
    officiating: officiating.officiating as Officiating["officiating"],
    // The lines of final match sheets the account's people are on, and the decisions on their blue cards.
    matchRecord: matchRecord.matchRecord as MatchRecord["matchRecord"],
    orders: kept(orders).map(({ id, ...order }) => ({
      number: orderNumber(id),
      ...order,
      items: items.filter((item) => item.order_id === id).map(({ order_id, ...item }) => item),
    })),
    newsletter: newsletter ?? null,
    // Each consent to the association's e-mails given or withdrawn, with when and how (decision 061).
    emailConsents: kept(consents),
    contactMessages: kept(messages),
    truncated,
  };
}
