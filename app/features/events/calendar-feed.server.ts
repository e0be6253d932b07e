import type { Config } from "~/lib/config";
import { buildCalendar } from "./ical";

/** An .ics response: a download for one event or the subscribable feed of all events. */
export function icsResponse(
  config: Config,
  events: Parameters<typeof buildCalendar>[0]["events"],
  filename: string,
  disposition: "attachment" | "inline",
) {
  const body = buildCalendar({
    events,
    siteName: config.ASSOCIATION_NAME,
    baseUrl: config.BASE_URL,
    timeZone: config.TIME_ZONE,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `${disposition}; filename="${filename}"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
