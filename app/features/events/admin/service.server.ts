import type { Db } from "~/db/db.server";
import type { PageWindow } from "~/db/paging.server";
import { lockEvent } from "~/features/events/queries.server";
import { rescheduleReminders } from "~/features/events/reminders/service.server";
import { offerFreedSpots } from "~/features/events/waiting-list/service.server";
import { ageOn, dayIn } from "~/features/memberships";
import { listAttendeeDetails } from "~/features/memberships/index.server";
import { listLinkedOrders } from "~/features/orders/index.server";
import type { Config } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import { formatSheetDateTime } from "~/lib/dates";
import type { Locale } from "~/lib/i18n";
import { readFormWithImage } from "~/lib/uploads/form.server";
import { uploadStorage } from "~/lib/uploads/storage.server";
import { eventsMessages } from "~/texts/pages/events";
import { paymentState } from "../registration/rules";
import {
  deleteEvent,
  insertEvent,
  listEventRegistrations,
  listEventRegistrationsPage,
  updateEvent,
} from "./queries.server";
import { type EventInput, eventFormSchema } from "./rules";

/**
 * Reads the event form: a multipart post may carry an image file (the picker's Upload mode without
 * JavaScript), which is used as the image and stored only once the whole form is valid; otherwise the
 * image field's URL is used. Refused: the fields as sent, their errors and the status to answer with.
 */
export async function readEventForm(request: Request, config: Config, locale: Locale) {
  const schema = eventFormSchema(eventsMessages[locale].validation, config.TIME_ZONE);
  return readFormWithImage(request, { schema, storage: uploadStorage(config), locale });
}

/** The admin's writes; the input is already valid (readEventForm). `false`: no such event. */
export async function createEvent({ db }: Pick<Deps, "db">, input: EventInput, now = new Date()) {
  return insertEvent(db, input, now);
}

/** Saves the admin's changes; the reminders not yet sent move with the event, a raised capacity makes offers. */
export async function editEvent({ db, config, mail }: Deps, id: number, input: EventInput, now = new Date()) {
  const updated = await db.transaction().execute(async (trx) => {
    if (!(await updateEvent(trx, id, input, now))) return false;
    await afterEventChanged(trx, config, id, now);
    return true;
  });
  if (updated) mail.wake();
  return updated;
}

/**
 * After an administrator changed an event: the reminders not yet sent move with its time (or go, when
 * reminders were turned off), and a raised capacity is offered to the waiting list.
 */
async function afterEventChanged(trx: Db, config: Config, eventId: number, now: Date) {
  const event = await lockEvent(trx, eventId);
  if (!event) return;
  await rescheduleReminders(trx, event, now);
  await offerFreedSpots(trx, config, event, now);
}

export async function removeEvent({ db }: Pick<Deps, "db">, id: number) {
  return deleteEvent(db, id);
}

/**
 * The registrations with the status of the order that pays each fee (null: none), asked of orders by the
 * orders' ids: the registrations table is read alone, then the orders of the rows read.
 */
async function withOrderStatus<T extends { order_id: number | null }>(db: Db, rows: T[]) {
  const orderIds = rows.flatMap((row) => (row.order_id === null ? [] : [row.order_id]));
  const statuses = new Map(
    (await listLinkedOrders(db, orderIds)).map((order) => [order.id, order.order_status]),
  );
  return rows.map(({ order_id, ...row }) => ({
    ...row,
    order_status: (order_id === null ? undefined : statuses.get(order_id)) ?? null,
  }));
}

/** Every registration of an event, cancelled ones included, first come first, with its order's status: the CSV. */
export async function listRegistrations(db: Db, eventId: number) {
  return withOrderStatus(db, await listEventRegistrations(db, eventId));
}

/**
 * The attendees' CSV (administrators only), in `locale`: each registration with its times on the
 * association's clock and its status and payment in words, then what an organiser needs of an attendee
 * holding a membership on the event's day (phone, age, club, emergency contact): a person's own, or the
 * child's for a child registered by a parent; empty cells for anyone else.
 */
export async function attendeesCsvRows(
  db: Db,
  event: { id: number; starts_at: string },
  locale: Locale,
  timeZone: string,
) {
  const t = eventsMessages[locale].admin.attendeesPage;
  const { columns, csvMember: c } = t;
  const registrations = await listRegistrations(db, event.id);
  const eventDay = dayIn(new Date(event.starts_at), timeZone);
  const detailsOf = await attendeeDetails(db, registrations, eventDay);
  return [
    [
      columns.name,
      columns.email,
      columns.date,
      columns.status,
      columns.cancelled,
      columns.payment,
      c.phone,
      c.age,
      c.club,
      c.emergencyName,
      c.emergencyPhone,
    ],
    ...registrations.map((r) => {
      const member = detailsOf(r);
      return [
        r.name,
        r.email,
        formatSheetDateTime(r.created_at, timeZone),
        t.statuses[r.status],
        r.cancelled_at ? formatSheetDateTime(r.cancelled_at, timeZone) : "",
        t.payment[paymentState(r.order_status)],
        member?.phone ?? "",
        member ? String(member.age) : "",
        member ? (member.club ?? c.unattached) : "",
        member?.emergencyName ?? "",
        member?.emergencyPhone ?? "",
      ];
    }),
  ];
}

/**
 * The membership details of the accounts that registered, by account: kept apart so that when a registration
 * names the person it is for, only this lookup changes.
 */
async function attendeeDetails(
  db: Db,
  registrations: readonly { user_id: string; member_id: number | null }[],
  eventDay: string,
) {
  const rows = await listAttendeeDetails(
    db,
    {
      userIds: registrations.filter((r) => r.member_id === null).map((r) => r.user_id),
      memberIds: registrations.flatMap((r) => (r.member_id === null ? [] : [r.member_id])),
    },
    eventDay,
  );
  const details = rows.map((row) => ({ ...row, age: ageOn(row.dateOfBirth, eventDay) }));
  const byMember = new Map(details.map((row) => [row.memberId, row]));
  // An account may hold several memberships of its own over time: the first active one on the day.
  const byAccount = new Map<string, (typeof details)[number]>();
  for (const row of details)
    if (row.ownUserId && !byAccount.has(row.ownUserId)) byAccount.set(row.ownUserId, row);
  // A child registered by a parent is described by the child's membership, never by the parent's.
  return (r: { user_id: string; member_id: number | null }) =>
    r.member_id === null ? byAccount.get(r.user_id) : byMember.get(r.member_id);
}

/** One page of an event's registrations, cancelled ones included, first come first, with the counts of each. */
export async function listRegistrationsPage(db: Db, eventId: number, window: PageWindow) {
  const page = await listEventRegistrationsPage(db, eventId, window);
  return { ...page, registrations: await withOrderStatus(db, page.registrations) };
}
