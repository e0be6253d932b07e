import { calendarFeed } from "~/features/events/index.server";
import { appContext } from "~/lib/context.server";
import { getLocale } from "~/lib/i18n";
import { icsResponse, matchesEtag } from "~/lib/ics-response";
import type { Route } from "./+types/calendar[.]ics";

/** The events of the feed's window, as a file to download (?download=1) or a feed to subscribe to (webcal://). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const { body, etag } = await calendarFeed(db, config, new Date(), getLocale(context));
  if (matchesEtag(request.headers.get("If-None-Match"), etag))
    return new Response(null, {
      status: 304,
      headers: { ETag: etag, "Cache-Control": "public, max-age=300" },
    });
  const download = new URL(request.url).searchParams.has("download");
  return icsResponse(body, "events.ics", download ? "attachment" : "inline", etag);
}
