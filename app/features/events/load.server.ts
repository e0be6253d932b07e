import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/lib/context.server";
import { getEvent } from "./queries.server";
import { parseEventId } from "./rules";

/** The event named by the route's :id, or a 404 response thrown for an unknown or malformed id. */
export async function loadEventOr404(context: Readonly<RouterContextProvider>, param: string | undefined) {
  const id = parseEventId(param);
  const event = id === null ? undefined : await getEvent(context.get(appContext).db, id);
  if (!event) throw data(null, { status: 404 });
  return event;
}
