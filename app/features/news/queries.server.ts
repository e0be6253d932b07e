import type { Db } from "~/db/db.server";
import type { PageWindow } from "~/db/paging.server";
import type { PostInput } from "./rules";

/** What the public pages show of a post in a list: no body. */
const LISTED = ["id", "title", "title_fr", "summary", "summary_fr", "image", "published_at"] as const;

/** The posts shown at `now` (published, their moment come), newest first. */
function shown(db: Db, now: Date) {
  return db
    .selectFrom("news_posts")
    .where("status", "=", "published")
    .where("published_at", "<=", now.toISOString());
}

/** One page of the posts shown at `now`, newest first, and how many there are: two queries. */
export async function listShownPosts(db: Db, now: Date, { offset, perPage }: PageWindow) {
  const [posts, total] = await Promise.all([
    shown(db, now)
      .select(LISTED)
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .limit(perPage)
      .offset(offset)
      .execute(),
    shown(db, now)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { posts, total: Number(total.n) };
}

/** The latest posts shown at `now`, with their bodies: the feeds. */
export async function listFeedPosts(db: Db, now: Date, count: number) {
  return shown(db, now)
    .selectAll()
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(count)
    .execute();
}

/** Ids and titles of the posts shown at `now`, newest first, at most `count`: the sitemap. */
export async function listShownPostParams(db: Db, now: Date, count: number) {
  return shown(db, now)
    .select(["id", "title"])
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(count)
    .execute();
}

/** The next moment after `now` a published post appears; null when none waits. */
export async function nextPublicationAfter(db: Db, now: Date) {
  const row = await db
    .selectFrom("news_posts")
    .select((eb) => eb.fn.min("published_at").as("next"))
    .where("status", "=", "published")
    .where("published_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.next ?? null;
}

/** One post, whatever its state. */
export async function findPost(db: Db, id: number) {
  return db.selectFrom("news_posts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** One page of every post for the administrators, the latest moment first, and the count. */
export async function listPostsForAdmin(db: Db, { offset, perPage }: PageWindow) {
  const [posts, total] = await Promise.all([
    db
      .selectFrom("news_posts")
      .select(["id", "title", "title_fr", "status", "published_at"])
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .limit(perPage)
      .offset(offset)
      .execute(),
    db
      .selectFrom("news_posts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { posts, total: Number(total.n) };
}

export async function insertPost(db: Db, input: PostInput, now: Date) {
  const at = now.toISOString();
  const row = await db
    .insertInto("news_posts")
    .values({ ...input, created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False: no such post. */
export async function updatePost(db: Db, id: number, input: PostInput, now: Date) {
  const result = await db
    .updateTable("news_posts")
    .set({ ...input, updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** False: no such post. */
export async function deletePost(db: Db, id: number) {
  const result = await db.deleteFrom("news_posts").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
