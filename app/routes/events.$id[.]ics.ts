import { eventIcsResponse } from "~/features/events/calendar-feed.server";
import { loadEventOr404 } from "~/features/events/load.server";
import { appContext } from "~/lib/context.server";
import { getLocale } from "~/lib/i18n";
import type { Route } from "./+types/events.$id[.]ics";

export async function loader({ params, context }: Route.LoaderArgs) {
  const event = await loadEventOr404(context, params.id);
  return eventIcsResponse(context.get(appContext).config, event, getLocale(context));
}
