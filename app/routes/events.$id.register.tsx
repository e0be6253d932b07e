import { data, useNavigation } from "react-router";
import { LinkButton } from "~/components/ui/button";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { clientAddress, requireUser } from "~/features/accounts/guards.server";
import { safeRedirect } from "~/features/accounts/rules";
import { RegistrationForm } from "~/features/events/components/registration-form";
import { loadEventOr404 } from "~/features/events/load.server";
import { registrationSchema } from "~/features/events/rules";
import { registerForEvent } from "~/features/events/service.server";
import { appContext } from "~/lib/context.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { format } from "~/lib/i18n";
import { eventsMessages } from "~/lib/i18n/pages/events";
import { pageMeta } from "~/lib/seo";
import { usePageMessages, useSignedInUser } from "~/lib/settings";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/events.$id.register";

const t = eventsMessages.en.register;

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { settings: { name: string; baseUrl: string } }
    | undefined;
  if (!loaderData || !root) return [];
  const title = loaderData.event.title;
  return pageMeta({
    title: format(t.metaTitle, { title }),
    description: format(t.metaDescription, { title }),
    path: location.pathname,
    siteName: root.settings.name,
    baseUrl: root.settings.baseUrl,
    noindex: true,
  });
};

/** The registration page: what Register Now opens without JavaScript, and where the modal posts. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, t.authRequired);
  const event = await loadEventOr404(args.context, args.params.id);
  return { event: { id: event.id, title: event.title } };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args, t.authRequired);
  const app = args.context.get(appContext);
  const event = await loadEventOr404(args.context, args.params.id);
  const form = await readForm(args.request);
  const parsed = parseWith(registrationSchema(eventsMessages.en.validation), form);
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });

  const result = await registerForEvent(app, {
    eventId: event.id,
    userId: user.id,
    client: clientAddress(args.request),
    ...parsed.data,
  });
  switch (result) {
    case "registered":
      return redirectWithToast(app.config, safeRedirect(form.from, `/events/${event.id}`), {
        ...t.success,
        description: format(t.success.description, { title: event.title }),
      });
    case "already-registered":
      return data(
        { errors: { email: format(t.alreadyRegistered, { email: parsed.data.email }) } },
        { status: 409 },
      );
    case "full":
      return data({ errors: { form: t.full } }, { status: 409 });
    case "past":
      return data({ errors: { form: t.over } }, { status: 409 });
    case "throttled":
      // Also in the form: without JavaScript a toast cannot show an action's answer.
      return data(
        {
          errors: { form: `${t.throttled.title}: ${t.throttled.description}` },
          toast: { ...t.throttled, variant: "destructive" as const },
        },
        { status: 429 },
      );
    case "not-found":
      throw data(null, { status: 404 });
  }
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const m = usePageMessages(eventsMessages);
  const user = useSignedInUser();
  const busy = useNavigation().state === "submitting";
  const { event } = loaderData;
  return (
    <AuthCard title={m.register.title} intro={format(m.register.description, { title: event.title })}>
      <RegistrationForm
        eventId={event.id}
        texts={m.register}
        validation={m.validation}
        defaults={{ name: user?.name ?? "", email: user?.email ?? "" }}
        actionData={actionData}
        from={`/events/${event.id}`}
        busy={busy}
        actions={
          <LinkButton to={`/events/${event.id}`} variant="secondary" className="text-slate-900">
            {m.register.cancel}
          </LinkButton>
        }
      />
    </AuthCard>
  );
}
