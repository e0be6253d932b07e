import { data } from "react-router";
import { EventForm } from "~/features/events/components/event-form";
import {
  editEvent,
  feeFieldValue,
  getEventByParam,
  readEventForm,
  utcToZoned,
} from "~/features/events/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { eventsMessages } from "~/texts/pages/events";
import type { Route } from "./+types/admin.events.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, eventsMessages, (m) => [m.admin.form.metaEdit, m.admin.form.editTitle]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { config, db } = context.get(appContext);
  const event = await getEventByParam(db, params.id);
  if (!event) throw data(null, { status: 404 });
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
      address: event.address ?? "",
      level: event.level ?? "",
      levelFr: event.level_fr ?? "",
      minAge: event.min_age === null ? "" : String(event.min_age),
      maxAge: event.max_age === null ? "" : String(event.max_age),
      contactName: event.contact_name ?? "",
      contactEmail: event.contact_email ?? "",
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const event = await getEventByParam(app.db, params.id);
  if (!event) throw data(null, { status: 404 });
  const result = await readEventForm(request, app.config, getLocale(context));
  if (!result.ok) return data({ values: result.values, errors: result.errors }, { status: result.status });
  if (!(await editEvent(app, event.id, result.input))) throw data(null, { status: 404 });
  const t = getTexts(context, eventsMessages).admin.updated;
  return redirectWithToast(app.config, pathFor(context, "/admin"), {
    ...t,
    description: format(t.description, { title: result.input.title }),
  });
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
