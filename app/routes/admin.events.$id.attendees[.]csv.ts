import { data } from "react-router";
import { parseEventId, paymentState } from "~/features/events";
import { getEvent, listRegistrations } from "~/features/events/index.server";
import { appContext } from "~/lib/context.server";
import { toCsv } from "~/lib/csv";
import { getTexts } from "~/lib/i18n";
import { eventsMessages } from "~/texts/pages/events";
import type { Route } from "./+types/admin.events.$id.attendees[.]csv";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const id = parseEventId(params.id);
  const event = id === null ? undefined : await getEvent(db, id);
  if (!event) throw data(null, { status: 404 });
  const columns = getTexts(context, eventsMessages).admin.attendeesPage.columns;
  const registrations = await listRegistrations(db, event.id);
  // The status and the payment are codes ("registered", "cancelled"; "free", "awaiting-payment", "paid",
  // "cancelled", "expired") in every language, like the ISO times.
  const csv = toCsv([
    [columns.name, columns.email, columns.date, columns.status, columns.cancelled, columns.payment],
    ...registrations.map((r) => [
      r.name,
      r.email,
      r.created_at,
      r.status,
      r.cancelled_at ?? "",
      paymentState(r.order_status),
    ]),
  ]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="event-${event.id}-attendees.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
