import { data } from "react-router";
import { eventCalendarFile, getEventByParam } from "~/features/events/index.server";
import { appContext } from "~/lib/context.server";
import { getLocale } from "~/lib/i18n";
import { icsResponse } from "~/lib/ics-response";
import type { Route } from "./+types/events.$id[.]ics";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const event = await getEventByParam(db, params.id);
  if (!event) throw data(null, { status: 404 });
  const { body, filename } = eventCalendarFile(config, event, getLocale(context));
  return icsResponse(body, filename, "attachment");
}
