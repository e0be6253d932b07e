import { sql } from "kysely";
import type { Db } from "~/db/db.server";
import { insertReturningId } from "~/db/insert.server";
import { type PageWindow, pageOf } from "~/db/paging.server";
import type { Locale } from "~/lib/i18n";
import type { ContactInput } from "./rules";

export async function insertContactMessage(
  db: Db,
  message: ContactInput & { client: string; locale: Locale },
  now: Date,
): Promise<number> {
  return insertReturningId(db, "contact_messages", {
    first_name: message.firstName,
    last_name: message.lastName,
    email: message.email,
    subject: message.subject,
    message: message.message,
    client: message.client,
    locale: message.locale,
    created_at: now.toISOString(),
    handled_at: null,
  });
}

/** One page of messages, newest first, with the total for the pager. Two queries whatever the page size. */
export async function listContactMessages(db: Db, window: PageWindow) {
  const { rows, total } = await pageOf(
    db,
    "contact_messages",
    db
      .selectFrom("contact_messages")
      .select(["id", "first_name", "last_name", "email", "subject", "created_at", "handled_at"])
      .orderBy("id", "desc"),
    window,
  );
  return { messages: rows, total };
}

export async function getContactMessage(db: Db, id: number) {
  return db
    .selectFrom("contact_messages")
    .select(["id", "first_name", "last_name", "email", "subject", "message", "created_at", "handled_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Marks the message handled once; marking it again keeps the first time. False for an unknown id. */
export async function markMessageHandled(db: Db, id: number, now: Date) {
  await db
    .updateTable("contact_messages")
    .set({ handled_at: now.toISOString() })
    .where("id", "=", id)
    .where("handled_at", "is", null)
    .execute();
  const row = await db.selectFrom("contact_messages").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

/**
 * The messages sent from a confirmed address (`emailKey`: trimmed, lower case), newest first and at most
 * `limit`, for its account's data download (decisions 033 and 040).
 */
export async function exportContactMessages(db: Db, emailKey: string, limit: number) {
  return db
    .selectFrom("contact_messages")
    .select(["first_name", "last_name", "email", "subject", "message", "locale", "created_at"])
    .where(sql<string>`lower(trim(email))`, "=", emailKey)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
