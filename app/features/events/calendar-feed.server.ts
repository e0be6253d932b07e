import { createHash } from "node:crypto";
import { subDays } from "date-fns";
import type { Db } from "~/db/db.server";
import type { Config } from "~/lib/config";
import type { Locale } from "~/lib/i18n";
import { buildCalendar } from "./ical";
import { eventsVersion, listCalendarEvents } from "./queries.server";

/** The feed's window (decision 016): a year back, and at most this many events. */
export const FEED_PAST_DAYS = 365;
export const FEED_MAX_EVENTS = 1000;

type Feed = { body: string; etag: string };

/**
 * The built feed of this process, for one version of the events and one day (the window moves daily).
 * Only a cache: the version comes from the database on every request, so no process serves a stale
 * feed after a change made through another. Concurrent requests share one build. One per language.
 */
const built: Partial<Record<Locale, { key: string; feed: Promise<Feed> }>> = {};

/** The subscribable feed of the events in the window, in `locale`, built once per change of the events. */
export async function calendarFeed(db: Db, config: Config, now: Date, locale: Locale): Promise<Feed> {
  const key = `${await eventsVersion(db)}|${now.toISOString().slice(0, 10)}|${locale}`;
  const current = built[locale];
  if (current?.key === key) return current.feed;
  const feed = build(db, config, now, key, locale);
  built[locale] = { key, feed };
  // A failed build is not kept: the next request tries again.
  feed.catch(() => {
    if (built[locale]?.feed === feed) delete built[locale];
  });
  return feed;
}

async function build(db: Db, config: Config, now: Date, key: string, locale: Locale): Promise<Feed> {
  const events = await listCalendarEvents(db, {
    now,
    since: subDays(now, FEED_PAST_DAYS),
    max: FEED_MAX_EVENTS,
  });
  const body = calendarText(config, events, locale);
  return { body, etag: `W/"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"` };
}

function calendarText(config: Config, events: Parameters<typeof buildCalendar>[0]["events"], locale: Locale) {
  return buildCalendar({
    events,
    locale,
    siteName: config.ASSOCIATION_NAME,
    baseUrl: config.BASE_URL,
    timeZone: config.TIME_ZONE,
  });
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | null, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** An .ics response: a download for one event or the subscribable feed of all events. */
export function icsResponse(
  body: string,
  filename: string,
  disposition: "attachment" | "inline",
  etag?: string,
) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `${disposition}; filename="${filename}"`,
      "Cache-Control": "public, max-age=300",
      ...(etag ? { ETag: etag } : {}),
    },
  });
}

/** One event as an .ics download, in `locale`. */
export function eventIcsResponse(
  config: Config,
  event: Parameters<typeof buildCalendar>[0]["events"][number],
  locale: Locale,
) {
  return icsResponse(calendarText(config, [event], locale), `event-${event.id}.ics`, "attachment");
}
