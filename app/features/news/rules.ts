import { TZDate } from "@date-fns/tz";
import { format as formatDate, isValid } from "date-fns";
import { z } from "zod";
import { multiLine, singleLine } from "~/lib/text";
import { imageReference } from "~/lib/uploads/rules";
import type { NewsTexts } from "~/texts/pages/news";

/** The lengths the post form accepts, per language. */
export const NEWS_LENGTHS = {
  title: { min: 3, max: 150 },
  summary: { min: 10, max: 300 },
  body: { min: 10, max: 20_000 },
};

/** Posts per page of /news, of the admin's list, on the home page and in each language's feed. */
export const NEWS_PER_PAGE = 10;
export const ADMIN_NEWS_PER_PAGE = 20;
export const HOME_NEWS = 3;
export const FEED_ENTRIES = 20;

/** Where a post stands at `now`: hidden as a draft, waiting for its moment, or shown. */
export type PostState = "draft" | "scheduled" | "published";

export function postState(
  post: { status: "draft" | "published"; published_at: string },
  now: Date,
): PostState {
  if (post.status === "draft") return "draft";
  return Date.parse(post.published_at) > now.getTime() ? "scheduled" : "published";
}

/** A title as the words of an address: "Été 2026: U14 cup!" -> "ete-2026-u14-cup" (at most 60 characters). */
export function slugOf(title: string) {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
}

/** The post's part of its address, its id then its English title's words: "12-spring-cup". */
export function postParam(post: { id: number; title: string }) {
  const slug = slugOf(post.title);
  return slug ? `${post.id}-${slug}` : String(post.id);
}

/**
 * A route's :slug read back: the id decides which post it is, the words only make it readable (an old
 * address still finds the post after its title changed, and is sent on to the current one). Null: malformed.
 */
export function parsePostParam(param: string | undefined) {
  const match = /^([1-9]\d{0,8})(?:-([a-z0-9-]{0,100}))?$/.exec(param ?? "");
  return match ? { id: Number(match[1]), slug: match[2] ?? "" } : null;
}

/** What `<input type="datetime-local">` sends ("2026-07-15T09:00"); a space is taken too, for typed values. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)$/;

/** A wall-clock date and time in the association's zone as a UTC instant (ISO), or null when it is no such moment. */
export function localToUtc(value: string, timeZone: string) {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const local = new TZDate(year, month - 1, day, hours, minutes, 0, timeZone);
  if (!isValid(local) || local.getMonth() !== month - 1 || local.getDate() !== day) return null;
  return new Date(local.getTime()).toISOString();
}

/** A UTC instant as the form's datetime-local value in the association's zone. */
export function utcToLocal(iso: string, timeZone: string) {
  return formatDate(new TZDate(iso, timeZone), "yyyy-MM-dd'T'HH:mm");
}

/** The post form: every text in both languages, a moment, draft or published, and an optional picture. */
export function postFormSchema(t: NewsTexts["validation"], timeZone: string) {
  const text = (length: { min: number; max: number }, message: string, lines: "one" | "many") =>
    z
      .string({ error: message })
      .trim()
      .min(length.min, message)
      .max(length.max, message)
      .check(lines === "one" ? singleLine(t.controlCharacters) : multiLine(t.controlCharacters));
  const title = text(NEWS_LENGTHS.title, t.titleLength, "one");
  const summary = text(NEWS_LENGTHS.summary, t.summaryLength, "many");
  const body = text(NEWS_LENGTHS.body, t.bodyLength, "many");
  return z
    .object({
      title,
      titleFr: title,
      summary,
      summaryFr: summary,
      body,
      bodyFr: body,
      publishedAt: z.string({ error: t.publishedAt }).transform((value, ctx) => {
        const iso = localToUtc(value, timeZone);
        if (iso === null) ctx.addIssue({ code: "custom", message: t.publishedAt });
        return iso ?? "";
      }),
      status: z.enum(["draft", "published"], { error: t.status }),
      image: z.preprocess(
        (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
        imageReference(t).optional(),
      ),
    })
    .transform((form) => ({
      title: form.title,
      title_fr: form.titleFr,
      summary: form.summary,
      summary_fr: form.summaryFr,
      body: form.body,
      body_fr: form.bodyFr,
      published_at: form.publishedAt,
      status: form.status,
      image: form.image ?? null,
    }));
}

export type PostInput = z.output<ReturnType<typeof postFormSchema>>;

/** The form's fields, as the edit page fills them and a refused form sends them back. */
export type PostFormValues = {
  title: string;
  titleFr: string;
  summary: string;
  summaryFr: string;
  body: string;
  bodyFr: string;
  publishedAt: string;
  status: string;
  image: string;
};

/** A post as the form shows it; its moment on the association's clock. */
export function postFormValues(post: Omit<PostInput, never>, timeZone: string): PostFormValues {
  return {
    title: post.title,
    titleFr: post.title_fr,
    summary: post.summary,
    summaryFr: post.summary_fr,
    body: post.body,
    bodyFr: post.body_fr,
    publishedAt: utcToLocal(post.published_at, timeZone),
    status: post.status,
    image: post.image ?? "",
  };
}

/** A new post's form: published now, on the association's clock (a draft until the administrator says so). */
export function emptyPostForm(now: Date, timeZone: string): PostFormValues {
  return {
    title: "",
    titleFr: "",
    summary: "",
    summaryFr: "",
    body: "",
    bodyFr: "",
    publishedAt: utcToLocal(now.toISOString(), timeZone),
    status: "draft",
    image: "",
  };
}

/** Text for an XML feed's HTML fields: markup as text, and never the end of a CDATA section. */
export function escapeHtml(text: string) {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&#39;", '"': "&quot;" })[c] ?? c,
  );
}

/** Already sanitised HTML made safe inside a CDATA section. */
export function cdataSafe(html: string) {
  return html.replaceAll("]]>", "]]&gt;");
}
