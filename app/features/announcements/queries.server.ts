import { expressionBuilder, type Insertable } from "kysely";
import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import type { AnnouncementsTable, Database } from "~/db/schema";
import type { Locale } from "~/lib/i18n";

/** The reads and writes of announcements and their frozen recipients (decision 059). */

export function insertAnnouncement(db: Db, row: Insertable<AnnouncementsTable>) {
  return insertReturningId(db, "announcements", row);
}

export function getAnnouncement(db: Db, id: number) {
  return db.selectFrom("announcements").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A page of announcements, newest first, with how many recipients each was frozen with. */
export async function listAnnouncements(db: Db, { offset, perPage }: { offset: number; perPage: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("announcements as a")
      .select([
        "a.id",
        "a.subject",
        "a.subject_fr",
        "a.audience",
        "a.status",
        "a.created_at",
        "a.sent_at",
        (eb) =>
          eb
            .selectFrom("announcement_recipients as r")
            .select((sub) => sub.fn.countAll<number>().as("n"))
            .whereRef("r.announcement_id", "=", "a.id")
            .as("recipients"),
      ])
      .orderBy("a.id", "desc")
      .limit(perPage)
      .offset(offset)
      .execute(),
    db
      .selectFrom("announcements")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, recipients: Number(row.recipients) })),
    total: Number(count.n),
  };
}

/** "Send": a draft becomes sending once (compare-and-set), so a double click freezes one audience. */
export async function markSending(db: Db, id: number, by: string, now: Date) {
  const result = await db
    .updateTable("announcements")
    .set({ status: "sending", sent_by: by, sent_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markFinished(db: Db, id: number, now: Date) {
  await db
    .updateTable("announcements")
    .set({ status: "sent", finished_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .execute();
}

/** Freezes some recipients; an address already frozen for this announcement (any letter case) is kept once. */
export async function insertRecipients(
  db: Db,
  announcementId: number,
  rows: readonly { email: string; emailKey: string; locale: Locale }[],
) {
  if (rows.length === 0) return;
  await db
    .insertInto("announcement_recipients")
    .values(
      rows.map((row) => ({
        announcement_id: announcementId,
        email: row.email,
        email_key: row.emailKey,
        locale: row.locale,
      })),
    )
    .onConflict((oc) => oc.columns(["announcement_id", "email_key"]).doNothing())
    .execute();
}

/** The next pending recipients of an announcement, in the order they were frozen. */
export function listPendingRecipients(db: Db, announcementId: number, limit: number) {
  return db
    .selectFrom("announcement_recipients")
    .select(["id", "email", "email_key", "locale"])
    .where("announcement_id", "=", announcementId)
    .where("status", "=", "pending")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Takes one recipient for this run: pending -> queued with its outbox row, in the caller's transaction. False
 * when another run (a second process, a run after a crash) took it first.
 */
export async function claimRecipient(db: Db, id: number, now: Date) {
  const result = await db
    .updateTable("announcement_recipients")
    .set({ status: "queued", queued_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setRecipientOutboxId(db: Db, id: number, outboxId: number) {
  await db.updateTable("announcement_recipients").set({ outbox_id: outboxId }).where("id", "=", id).execute();
}

/** Recipients who unsubscribed between the freeze and their turn: skipped, never queued. */
export async function skipRecipients(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .updateTable("announcement_recipients")
    .set({ status: "skipped" })
    .where("id", "in", [...ids])
    .where("status", "=", "pending")
    .execute();
}

/** Recipients queued since `since`: of one announcement, or (no id) of every announcement. */
export async function countQueuedSince(db: Db, since: Date, announcementId?: number) {
  let query = db
    .selectFrom("announcement_recipients")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("queued_at", ">", since.toISOString());
  if (announcementId !== undefined) query = query.where("announcement_id", "=", announcementId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An announcement's recipients by status. */
export async function countRecipientsByStatus(db: Db, announcementId: number) {
  const rows = await db
    .selectFrom("announcement_recipients")
    .select(["status", (eb) => eb.fn.countAll().as("n")])
    .where("announcement_id", "=", announcementId)
    .groupBy("status")
    .execute();
  const counts = { pending: 0, queued: 0, skipped: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/**
 * The outbox ids of an announcement's queued recipients, as a subquery the outbox's counts take (lib/email),
 * built apart from any `db` so it is sent inside their query.
 */
export function outboxIdsOf(announcementId: number) {
  return expressionBuilder<Database>()
    .selectFrom("announcement_recipients")
    .select("outbox_id")
    .where("announcement_id", "=", announcementId)
    .where("outbox_id", "is not", null);
}
