import type { Db } from "~/db/db.server";
import type { SiteTextPage } from "./rules";

/** A page's stored words and the version they are at; undefined before the first save. */
export function readSiteTexts(db: Db, page: SiteTextPage) {
  return db
    .selectFrom("site_texts")
    .select(["content", "version"])
    .where("page", "=", page)
    .executeTakeFirst();
}

/** The stored words of several pages at once (one query whatever the number). */
export function readSiteTextsOf(db: Db, pages: readonly SiteTextPage[]) {
  return db
    .selectFrom("site_texts")
    .select(["page", "content", "version", "updated_at"])
    .where("page", "in", pages)
    .execute();
}

/**
 * Saves a page's words over `version`, the one the form was read at (0 before the first save): true when
 * saved, false when another save came first (compare-and-set, decision 064).
 */
export async function saveSiteTexts(db: Db, page: SiteTextPage, content: string, version: number, now: Date) {
  const updated_at = now.toISOString();
  if (version === 0) {
    const inserted = await db
      .insertInto("site_texts")
      .values({ page, content, version: 1, updated_at })
      .onConflict((conflict) => conflict.column("page").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await db
    .updateTable("site_texts")
    .set({ content, version: version + 1, updated_at })
    .where("page", "=", page)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
