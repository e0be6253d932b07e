import type { Db } from "~/db/db.server";
import type { ConsentHow, ConsentList } from "~/db/schema";

type OtherList = Exclude<ConsentList, "newsletter">;

/** An address's row on a list, made with `token` when it has none yet; the row as it is afterwards. */
export async function ensureListRow(db: Db, emailKey: string, list: OtherList, token: string, now: Date) {
  await db
    .insertInto("email_lists")
    .values({ email_key: emailKey, list, token, created_at: now.toISOString(), unsubscribed_at: null })
    .onConflict((oc) => oc.columns(["email_key", "list"]).doNothing())
    .execute();
  return db
    .selectFrom("email_lists")
    .select(["token", "unsubscribed_at"])
    .where("email_key", "=", emailKey)
    .where("list", "=", list)
    .executeTakeFirstOrThrow();
}

export async function findListRowByToken(db: Db, token: string) {
  return db
    .selectFrom("email_lists")
    .select(["email_key", "list", "unsubscribed_at"])
    .where("token", "=", token)
    .executeTakeFirst();
}

export async function findListRow(db: Db, emailKey: string, list: OtherList) {
  return db
    .selectFrom("email_lists")
    .select(["token", "unsubscribed_at"])
    .where("email_key", "=", emailKey)
    .where("list", "=", list)
    .executeTakeFirst();
}

/** Of these addresses, the ones that left `list`. */
export async function unsubscribedKeys(db: Db, list: OtherList, emailKeys: string[]) {
  if (emailKeys.length === 0) return [];
  const rows = await db
    .selectFrom("email_lists")
    .select("email_key")
    .where("list", "=", list)
    .where("email_key", "in", emailKeys)
    .where("unsubscribed_at", "is not", null)
    .execute();
  return rows.map((row) => row.email_key);
}

/** The link's address leaves its list; true when this call changed it (not already left). */
export async function unsubscribeByToken(db: Db, token: string, now: Date) {
  const result = await db
    .updateTable("email_lists")
    .set({ unsubscribed_at: now.toISOString() })
    .where("token", "=", token)
    .where("unsubscribed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The address receives the list (`receive`) or not; true when this call changed it. */
export async function setListRow(db: Db, emailKey: string, list: OtherList, receive: boolean, now: Date) {
  const result = await db
    .updateTable("email_lists")
    .set({ unsubscribed_at: receive ? null : now.toISOString() })
    .where("email_key", "=", emailKey)
    .where("list", "=", list)
    .where("unsubscribed_at", receive ? "is not" : "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertConsentRecord(
  db: Db,
  row: { emailKey: string; list: ConsentList; change: "given" | "withdrawn"; how: ConsentHow },
  now: Date,
) {
  await db
    .insertInto("consent_records")
    .values({
      email_key: row.emailKey,
      list: row.list,
      change: row.change,
      how: row.how,
      recorded_at: now.toISOString(),
    })
    .execute();
}

/** An address's records, newest first, for its account's data download (decision 033). */
export async function exportConsentRecords(db: Db, emailKey: string, limit: number) {
  return db
    .selectFrom("consent_records")
    .select(["list", "change", "how", "recorded_at"])
    .where("email_key", "=", emailKey)
    .orderBy("recorded_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
