import { icsResponse } from "~/features/events/calendar-feed.server";
import { listCalendarEvents } from "~/features/events/queries.server";
import { appContext } from "~/lib/context.server";
import type { Route } from "./+types/calendar[.]ics";

/** Every event, as a file to download (?download=1) or a feed to subscribe to (webcal://). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const download = new URL(request.url).searchParams.has("download");
  return icsResponse(config, await listCalendarEvents(db), "events.ics", download ? "attachment" : "inline");
}
