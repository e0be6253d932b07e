import { createHash } from "node:crypto";
import { subDays } from "date-fns";
import type { Db } from "~/db/db.server";
import { type Config, siteNameIn } from "~/lib/config";
import type { Deps } from "~/lib/context.server";
import type { Locale } from "~/lib/i18n";
import { buildCalendar, type CalendarEvent } from "./ical";
import { eventsVersion, findNextEvent, listCalendarEvents, listEventsBetween } from "./queries.server";
import {
  calendarDayEvents,
  calendarMonth,
  calendarFeed as feedLinks,
  gridRange,
  monthGrid,
  nextEventElsewhere,
  selectedDay,
} from "./rules";

/**
 * The calendar page: the month asked for (else the current one in the association's zone), its grid, the
 * events shown in it by local day, the selected day, when the grid has it, and the next event when it
 * falls in another month.
 */
export async function loadCalendar(
  { db, config }: Pick<Deps, "db" | "config">,
  ask: { month: string | null; day: string | null; locale: Locale },
  now = new Date(),
) {
  const month = calendarMonth(ask.month, now, config.TIME_ZONE);
  const weeks = monthGrid(month);
  const { from, to } = gridRange(weeks, config.TIME_ZONE);
  const selected = selectedDay(weeks, ask.day);
  const [rows, next] = await Promise.all([listEventsBetween(db, from, to), findNextEvent(db, now)]);
  const events = calendarDayEvents(rows, {
    selected,
    baseUrl: config.BASE_URL,
    timeZone: config.TIME_ZONE,
    locale: ask.locale,
  });
  return {
    month,
    weeks,
    events,
    selected,
    next: nextEventElsewhere(next, month, config.TIME_ZONE),
    feed: feedLinks(config.BASE_URL, ask.locale),
  };
}

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

function calendarText(config: Config, events: CalendarEvent[], locale: Locale) {
  return buildCalendar({
    events,
    locale,
    siteName: siteNameIn(config, locale),
    baseUrl: config.BASE_URL,
    timeZone: config.TIME_ZONE,
  });
}

/** One event as an .ics file to download, in `locale`. */
export function eventCalendarFile(config: Config, event: CalendarEvent, locale: Locale) {
  return { body: calendarText(config, [event], locale), filename: `event-${event.id}.ics` };
}
