import { data } from "react-router";
import { EventForm, emptyEvent } from "~/features/events/components/event-form";
import { createEvent, readEventForm } from "~/features/events/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { eventsMessages } from "~/texts/pages/events";
import type { Route } from "./+types/admin.events.new";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, eventsMessages, (m) => [m.admin.form.metaNew, m.admin.form.newTitle]);

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const result = await readEventForm(request, app.config, getLocale(context));
  if (!result.ok) return data({ values: result.values, errors: result.errors }, { status: result.status });
  await createEvent(app, result.input);
  const t = getTexts(context, eventsMessages).admin.created;
  return redirectWithToast(app.config, pathFor(context, "/admin"), {
    ...t,
    description: format(t.description, { title: result.input.title }),
  });
}

export default function NewEvent({ actionData }: Route.ComponentProps) {
  return (
    <EventForm mode="create" values={{ ...emptyEvent, ...actionData?.values }} errors={actionData?.errors} />
  );
}
