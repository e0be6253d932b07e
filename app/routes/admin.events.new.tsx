import { invalidEventForm, readEventForm } from "~/features/events/admin.server";
import { EventForm, emptyEvent } from "~/features/events/components/event-form";
import { createEvent } from "~/features/events/service.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { eventsMessages } from "~/lib/i18n/pages/events";
import { pathFor } from "~/lib/i18n/paths";
import { useSettings, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.events.new";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, eventsMessages, (m) => [m.admin.form.metaNew, m.admin.form.newTitle]);

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const result = await readEventForm(request, app.config, getLocale(context));
  if (!result.ok) return invalidEventForm(result);
  await createEvent(app, result.input);
  const t = getTexts(context, eventsMessages).admin.created;
  return redirectWithToast(app.config, pathFor(context, "/admin"), {
    ...t,
    description: format(t.description, { title: result.input.title }),
  });
}

export default function NewEvent({ actionData }: Route.ComponentProps) {
  const m = useTexts(eventsMessages);
  const { timeZone } = useSettings();
  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">{m.admin.form.newTitle}</h1>
      <EventForm
        mode="create"
        values={{ ...emptyEvent, ...actionData?.values }}
        errors={actionData?.errors}
        texts={m.admin.form}
        validation={m.validation}
        timeZone={timeZone}
      />
    </section>
  );
}
