import { data, href, useNavigation } from "react-router";
import { LinkButton } from "~/components/ui/button";
import { safeRedirect } from "~/features/accounts";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { clientAddress, requireUser } from "~/features/accounts/index.server";
import { eventTextsIn, parseEventId, registrationSchema } from "~/features/events";
import { RegistrationForm } from "~/features/events/components/registration-form";
import { getEventByParam, joinWaitlist, leaveWaitlist } from "~/features/events/index.server";
import { appContext } from "~/lib/context.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { PROOF_FIELD } from "~/lib/limits";
import { usePath, useSignedInUser, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast, toastAsNotice } from "~/lib/toast.server";
import { eventsMessages } from "~/texts/pages/events";
import { registrationsMessages } from "~/texts/pages/registrations";
import type { Route } from "./+types/events.$id.waitlist";

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? metaFor(args, registrationsMessages, (m) => m.join, {
        noindex: true,
        values: { title: args.loaderData.event.title },
      })
    : [];

/** The waiting-list form on a page of its own: where the event page's form answers without JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, getTexts(args.context, registrationsMessages).join.authRequired);
  const event = await getEventByParam(args.context.get(appContext).db, args.params.id);
  if (!event) throw data(null, { status: 404 });
  return {
    event: {
      id: event.id,
      title: eventTextsIn(event, getLocale(args.context)).title,
      membersOnly: event.requires_membership === 1,
    },
  };
}

/** Joins the event's waiting list with the name and address of the form; `intent=leave` leaves it. */
export async function action(args: Route.ActionArgs) {
  const t = getTexts(args.context, registrationsMessages).join;
  const events = getTexts(args.context, eventsMessages);
  const user = await requireUser(args, t.authRequired);
  const app = args.context.get(appContext);
  const eventId = parseEventId(args.params.id);
  if (eventId === null) throw data(null, { status: 404 });
  const form = await readForm(args.request);
  const eventPage = pathFor(args.context, href("/events/:id", { id: String(eventId) }));
  const back = safeRedirect(form.from, eventPage);

  if (form.intent === "leave") {
    const event = await getEventByParam(app.db, args.params.id);
    if (!event) throw data(null, { status: 404 });
    const title = eventTextsIn(event, getLocale(args.context)).title;
    const left = await leaveWaitlist(app, { eventId, userId: user.id });
    return redirectWithToast(
      app.config,
      back,
      left === "left" ? { ...t.left, description: format(t.left.description, { title }) } : t.notWaiting,
    );
  }

  const parsed = parseWith(registrationSchema(events.validation), form);
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const outcome = await joinWaitlist(app, {
    eventId,
    attendee: { userId: user.id, locale: getLocale(args.context), ...parsed.data },
    client: clientAddress(args.request),
    proof: form[PROOF_FIELD],
  });
  const refuse = (message: string) => data({ errors: { form: message } }, { status: 409 });
  switch (outcome.status) {
    case "not-found":
      throw data(null, { status: 404 });
    case "joined":
      return redirectWithToast(app.config, back, {
        ...t.joined,
        description: format(t.joined.description, {
          position: outcome.position ?? 1,
          title: outcome.event?.title ?? "",
        }),
      });
    case "already-waiting":
      return data(
        { errors: { email: format(t.alreadyWaiting, { email: parsed.data.email }) } },
        { status: 409 },
      );
    case "already-registered":
      return data(
        { errors: { email: format(t.alreadyRegistered, { email: parsed.data.email }) } },
        { status: 409 },
      );
    case "not-full":
      return refuse(t.notFull);
    case "not-open":
      return refuse(t.notOpen);
    case "closed":
      return refuse(t.closed);
    case "members-only":
      return data({ errors: { form: events.membersOnly.refused }, membersOnly: true }, { status: 403 });
    case "challenge":
      // Past a budget: the form asks the browser for a proof of work (decision 039).
      return data({ challenge: outcome.challenge }, { status: 429 });
    case "throttled":
      // Also in the form: without JavaScript a toast cannot show an action's answer.
      return data(
        {
          errors: { form: toastAsNotice(args.context, events.register.throttled) },
          toast: { ...events.register.throttled, variant: "destructive" as const },
        },
        { status: 429 },
      );
  }
}

export default function WaitlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(registrationsMessages).join;
  const m = useTexts(eventsMessages);
  const path = usePath();
  const user = useSignedInUser();
  const busy = useNavigation().state === "submitting";
  const { event } = loaderData;
  const eventPage = path(href("/events/:id", { id: String(event.id) }));
  return (
    <AuthCard title={t.title} intro={format(t.description, { title: event.title })}>
      <RegistrationForm
        eventId={event.id}
        membersOnly={event.membersOnly}
        action={path(href("/events/:id/waitlist", { id: String(event.id) }))}
        texts={t}
        validation={m.validation}
        defaults={{ name: user?.name ?? "", email: user?.email ?? "" }}
        actionData={actionData}
        from={eventPage}
        busy={busy}
        actions={
          <LinkButton to={eventPage} variant="secondary" className="text-slate-900">
            {t.cancel}
          </LinkButton>
        }
      />
    </AuthCard>
  );
}
