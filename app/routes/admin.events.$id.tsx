import { data } from "react-router";
import { eventSaved, invalidEventForm, readEventForm } from "~/features/events/admin.server";
import { EventForm } from "~/features/events/components/event-form";
import { loadEventOr404 } from "~/features/events/load.server";
import { feeFieldValue, utcToZoned } from "~/features/events/rules";
import { editEvent } from "~/features/events/service.server";
import { appContext } from "~/lib/context.server";
import { getLocale } from "~/lib/i18n";
import { eventsMessages } from "~/lib/i18n/pages/events";
import { adminMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.events.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, eventsMessages, (m) => [m.admin.form.metaEdit, m.admin.form.editTitle]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { config } = context.get(appContext);
  const event = await loadEventOr404(context, params.id);
  const start = utcToZoned(event.starts_at, config.TIME_ZONE);
  const end = utcToZoned(event.ends_at, config.TIME_ZONE);
  const localDateTime = (iso: string | null) => {
    if (iso === null) return "";
    const { date, time } = utcToZoned(iso, config.TIME_ZONE);
    return `${date}T${time}`;
  };
  return {
    values: {
      title: event.title,
      date: start.date,
      startTime: start.time,
      endTime: end.time,
      location: event.location,
      description: event.description,
      titleFr: event.title_fr ?? "",
      locationFr: event.location_fr ?? "",
      descriptionFr: event.description_fr ?? "",
      image: event.image,
      capacity: event.capacity === null ? "" : String(event.capacity),
      fee: feeFieldValue(event.fee_cents),
      registrationOpensAt: localDateTime(event.registration_opens_at),
      registrationClosesAt: localDateTime(event.registration_closes_at),
      cancellationDeadline: localDateTime(event.cancellation_deadline),
      offerHours: String(event.offer_hours),
      reminderHours: String(event.reminder_hours),
      requiresMembership: event.requires_membership === 1 ? "1" : "",
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const event = await loadEventOr404(context, params.id);
  const result = await readEventForm(request, app.config, getLocale(context));
  if (!result.ok) return invalidEventForm(result);
  if (!(await editEvent(app, event.id, result.input))) throw data(null, { status: 404 });
  return eventSaved(app.config, context, "updated", result.input.title);
}

export default function EditEvent({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EventForm
      mode="edit"
      values={
        actionData?.values
          ? // A refused form shows what was sent: an unticked box is absent from it.
            { ...loaderData.values, requiresMembership: "", ...actionData.values }
          : loaderData.values
      }
      errors={actionData?.errors}
    />
  );
}
