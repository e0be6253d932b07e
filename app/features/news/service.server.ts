import { createHash } from "node:crypto";
import { Feed } from "feed";
import type { Db } from "~/db/db.server";
import type { PageWindow } from "~/db/paging.server";
import { fillAssociationName } from "~/lib/association-name";
import { associationNames, type Config, siteNameIn } from "~/lib/config";
import { formatDate } from "~/lib/dates";
import type { Locale } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { markdownToHtml } from "~/lib/markdown.server";
import { readFormWithImage } from "~/lib/uploads/form.server";
import { uploadStorage } from "~/lib/uploads/storage.server";
import { newsMessages } from "~/texts/pages/news";
import {
  deletePost,
  findPost,
  insertPost,
  listFeedPosts,
  listPostsForAdmin,
  listShownPostParams,
  listShownPosts,
  nextPublicationAfter,
  updatePost,
} from "./queries.server";
import {
  cdataSafe,
  escapeHtml,
  FEED_ENTRIES,
  HOME_NEWS,
  type PostInput,
  parsePostParam,
  postFormSchema,
  postFormValues,
  postParam,
  postState,
} from "./rules";

/**
 * Reads the post form: a multipart post may carry an image file (the picker's Upload mode without
 * JavaScript), stored only once the whole form is valid, as the event and product forms do.
 */
export async function readPostForm(request: Request, config: Config, locale: Locale) {
  const schema = postFormSchema(newsMessages[locale].validation, config.TIME_ZONE);
  return readFormWithImage(request, { schema, storage: uploadStorage(config), locale });
}

/** Adds a post; its id. */
export async function createPost(db: Db, input: PostInput, now = new Date()) {
  return insertPost(db, input, now);
}

/** Saves a post's changes; false: no such post. */
export async function editPost(db: Db, id: number, input: PostInput, now = new Date()) {
  return updatePost(db, id, input, now);
}

/** Deletes a post; false: no such post. */
export async function removePost(db: Db, id: number) {
  return deletePost(db, id);
}

const withParam = <T extends { id: number; title: string }>(post: T) => ({ ...post, param: postParam(post) });

/**
 * A shown post with its address and its date in words of `locale` on the association's clock: written on the
 * server, so the news pages do not load the date library.
 */
const shownAs =
  (locale: Locale, timeZone: string) =>
  <T extends { id: number; title: string; published_at: string }>(post: T) => ({
    ...withParam(post),
    date: formatDate(post.published_at, timeZone, locale),
  });

/** A page of /news: the posts shown at `now`, newest first, each with its address and date, and the count. */
export async function loadNewsPage(
  { db, config }: { db: Db; config: Config },
  locale: Locale,
  now: Date,
  window: PageWindow,
) {
  const { posts, total } = await listShownPosts(db, now, window);
  return { posts: posts.map(shownAs(locale, config.TIME_ZONE)), total };
}

/** The home page's latest posts shown at `now`, with the section's texts in `locale` (its component takes both). */
export async function latestNews(
  { db, config }: { db: Db; config: Config },
  locale: Locale,
  now = new Date(),
) {
  const { posts } = await listShownPosts(db, now, { offset: 0, perPage: HOME_NEWS });
  return { posts: posts.map(shownAs(locale, config.TIME_ZONE)), texts: newsMessages[locale].home };
}

/**
 * The post a route's :slug names, as its page shows it at `now` in `locale` (its text rendered and
 * sanitised); `moved` when the address's words are not the current title's; undefined when it is unknown,
 * a draft or still to come: those answer 404, like an address that never was.
 */
export async function loadPostPage(
  { db, config }: { db: Db; config: Config },
  param: string | undefined,
  now: Date,
  locale: Locale,
) {
  const parsed = parsePostParam(param);
  if (!parsed) return undefined;
  const post = await findPost(db, parsed.id);
  if (!post || postState(post, now) !== "published") return undefined;
  const current = postParam(post);
  if (current !== param) return { moved: current } as const;
  const { body, body_fr, ...rest } = post;
  return {
    post: {
      ...shownAs(locale, config.TIME_ZONE)(rest),
      html: markdownToHtml(locale === "fr" ? body_fr : body),
    },
  };
}

/** One page of every post for the administrators, each with its state at `now`. */
export async function listNewsForAdmin(db: Db, now: Date, window: PageWindow) {
  const { posts, total } = await listPostsForAdmin(db, window);
  return { posts: posts.map((post) => ({ ...withParam(post), state: postState(post, now) })), total };
}

/** A post as the edit form shows it, or undefined. */
export async function loadPostForm(db: Db, id: number, timeZone: string) {
  const post = await findPost(db, id);
  return post && { id: post.id, values: postFormValues(post, timeZone) };
}

/** The title of a post in English, for a toast; undefined when it is gone. */
export async function postTitle(db: Db, id: number) {
  return (await findPost(db, id))?.title;
}

/** The addresses of the posts shown at `now` for the sitemap, the newest 5,000 (a sitemap file's tenth). */
export async function listNewsPaths(db: Db, now = new Date()) {
  const rows = await listShownPostParams(db, now, 5000);
  return rows.map((row) => `/news/${postParam(row)}`);
}

/**
 * When the pages next change by the clock alone: the moment of the next scheduled post (null: none). The
 * page cache keeps no page past it, so the post shows at its minute although no row changed (decision 062).
 */
export async function nextNewsChange(db: Db, now: Date) {
  const next = await nextPublicationAfter(db, now);
  return next === null ? null : new Date(next);
}

/**
 * A language's Atom feed of the latest posts shown at `now`, and its ETag (a hash of the text: a reader
 * that has it gets 304). Titles and summaries are text, escaped; the body is the page's sanitised HTML.
 */
export async function newsFeed(db: Db, config: Config, locale: Locale, now = new Date()) {
  const t = newsMessages[locale].list;
  const posts = await listFeedPosts(db, now, FEED_ENTRIES);
  const url = (path: string) => `${config.BASE_URL}${localePath(locale, path)}`;
  const fr = locale === "fr";
  const feed = new Feed({
    id: url("/news"),
    link: url("/news"),
    title: fillAssociationName(t.feedTitle, associationNames(config), locale),
    language: fr ? "fr-CA" : "en-CA",
    updated: new Date(
      posts.reduce(
        (latest, post) => (post.updated_at > latest ? post.updated_at : latest),
        "2026-01-01T00:00:00.000Z",
      ),
    ),
    feedLinks: { atom: url("/news/feed.xml") },
    copyright: siteNameIn(config, locale),
    generator: false,
  });
  for (const post of posts) {
    const link = url(`/news/${postParam(post)}`);
    feed.addItem({
      id: link,
      link,
      title: escapeHtml(fr ? post.title_fr : post.title),
      description: escapeHtml(fr ? post.summary_fr : post.summary),
      content: cdataSafe(markdownToHtml(fr ? post.body_fr : post.body)),
      date: new Date(post.updated_at > post.published_at ? post.updated_at : post.published_at),
      published: new Date(post.published_at),
    });
  }
  const body = feed.atom1();
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, etag };
}
