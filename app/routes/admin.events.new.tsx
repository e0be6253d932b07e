import { eventSaved, invalidEventForm, readEventForm } from "~/features/events/admin.server";
import { EventForm, emptyEvent } from "~/features/events/components/event-form";
import { createEvent } from "~/features/events/service.server";
import { appContext } from "~/lib/context.server";
import { getLocale } from "~/lib/i18n";
import { eventsMessages } from "~/lib/i18n/pages/events";
import { adminMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.events.new";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, eventsMessages, (m) => [m.admin.form.metaNew, m.admin.form.newTitle]);

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const result = await readEventForm(request, app.config, getLocale(context));
  if (!result.ok) return invalidEventForm(result);
  await createEvent(app, result.input);
  return eventSaved(app.config, context, "created", result.input.title);
}

export default function NewEvent({ actionData }: Route.ComponentProps) {
  return (
    <EventForm mode="create" values={{ ...emptyEvent, ...actionData?.values }} errors={actionData?.errors} />
  );
}
