import type { Db } from "~/db/db.server";
import type { Locale } from "~/lib/i18n";
import { getEvent, getEventForRules } from "./queries.server";
import { eventTextsIn, parseEventId } from "./rules";

/** The event named by a route's :id, with its counts; undefined for an unknown or malformed id. */
export async function getEventByParam(db: Db, param: string | undefined) {
  const id = parseEventId(param);
  return id === null ? undefined : getEvent(db, id);
}

/** The event's title in a language, for a toast; "" when the event is gone. */
export async function eventTitleIn(db: Db, eventId: number, locale: Locale) {
  const event = await getEventForRules(db, eventId, { lock: false });
  return event ? eventTextsIn(event, locale).title : "";
}
