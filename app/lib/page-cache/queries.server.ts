import type { Db } from "~/db/db.server";

/** The version of what the public pages show (migration 0016): one primary-key read. */
export async function readContentVersion(db: Db) {
  const row = await db
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return String(row.version);
}
