import { data } from "react-router";
import { parseEventId } from "~/features/events";
import { attendeesCsvRows, getEvent } from "~/features/events/index.server";
import { appContext } from "~/lib/context.server";
import { toCsv } from "~/lib/csv";
import { getLocale } from "~/lib/i18n";
import type { Route } from "./+types/admin.events.$id.attendees[.]csv";

/** Every registration of an event, for the administrators (the admin layout checks the role first). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const id = parseEventId(params.id);
  const event = id === null ? undefined : await getEvent(db, id);
  if (!event) throw data(null, { status: 404 });
  // A byte order mark, so that a spreadsheet reads accented names as UTF-8.
  const csv = `\uFEFF${toCsv(await attendeesCsvRows(db, event, getLocale(context), config.TIME_ZONE))}`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="event-${event.id}-attendees.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
