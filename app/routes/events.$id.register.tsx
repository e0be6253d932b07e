import { data, href, useNavigation } from "react-router";
import { LinkButton } from "~/components/ui/button";
import { safeRedirect } from "~/features/accounts";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { clientAddress, requireUser } from "~/features/accounts/index.server";
import { eventTextsIn, parseEventId, parseRegistrationForm, SELF } from "~/features/events";
import { RegistrationForm } from "~/features/events/components/registration-form";
import {
  ageRefusal,
  getEventByParam,
  registeredToast,
  registerForEvent,
} from "~/features/events/index.server";
import { listPeopleOfAccount } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { PROOF_FIELD } from "~/lib/limits";
import { useMoney, usePath, useSignedInUser, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast, toastAsNotice } from "~/lib/toast.server";
import { eventsMessages } from "~/texts/pages/events";
import type { Route } from "./+types/events.$id.register";

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? metaFor(args, eventsMessages, (m) => m.register, {
        noindex: true,
        values: { title: args.loaderData.event.title },
      })
    : [];

/** The registration page: what Register Now opens without JavaScript, and where the modal posts. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, getTexts(args.context, eventsMessages).register.authRequired);
  const { db } = args.context.get(appContext);
  const event = await getEventByParam(db, args.params.id);
  if (!event) throw data(null, { status: 404 });
  return {
    people: (await listPeopleOfAccount(db, user.id))
      .filter((person) => !person.own)
      .map((person) => ({ id: person.id, name: `${person.first_name} ${person.last_name}` })),
    event: {
      id: event.id,
      title: eventTextsIn(event, getLocale(args.context)).title,
      feeCents: event.fee_cents,
      membersOnly: event.requires_membership === 1,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const m = getTexts(args.context, eventsMessages);
  const t = m.register;
  const user = await requireUser(args, t.authRequired);
  const app = args.context.get(appContext);
  const eventId = parseEventId(args.params.id);
  if (eventId === null) throw data(null, { status: 404 });
  const form = await readForm(args.request);
  const parsed = parseRegistrationForm(m.validation, form);
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });

  const outcome = await registerForEvent(app, {
    eventId,
    userId: user.id,
    client: clientAddress(args.request),
    proof: form[PROOF_FIELD],
    locale: getLocale(args.context),
    name: user.name,
    email: user.email,
    ...parsed.data,
  });
  if (outcome.status === "not-found") throw data(null, { status: 404 });
  const eventPage = pathFor(args.context, href("/events/:id", { id: String(outcome.event.id) }));
  switch (outcome.status) {
    case "registered":
      return redirectWithToast(
        app.config,
        safeRedirect(form.from, eventPage),
        registeredToast(args.context, outcome.event.title, outcome.order),
      );
    case "already-registered":
      return data(
        {
          errors: (parsed.data.attendee === SELF
            ? { email: format(t.alreadyRegistered, { email: parsed.data.email }) }
            : {
                attendee: format(t.memberAlreadyRegistered, { name: outcome.attendee?.name ?? "" }),
              }) as Record<string, string>,
        },
        { status: 409 },
      );
    case "not-managed":
      return data({ errors: { attendee: m.validation.attendee } }, { status: 400 });
    case "too-young":
    case "too-old":
    case "age-unknown":
      return data(
        { errors: { attendee: ageRefusal(args.context, { ...outcome, status: outcome.status }) } },
        { status: 409 },
      );
    case "full":
      return data({ errors: { form: t.full } }, { status: 409 });
    case "past":
      return data({ errors: { form: t.over } }, { status: 409 });
    case "not-open":
      return data({ errors: { form: t.notOpen } }, { status: 409 });
    case "closed":
      return data({ errors: { form: t.closed } }, { status: 409 });
    case "members-only":
      return data({ errors: { form: m.membersOnly.refused }, membersOnly: true }, { status: 403 });
    case "challenge":
      // Past a budget: the form asks the browser for a proof of work (decision 039).
      return data({ challenge: outcome.challenge }, { status: 429 });
    case "throttled":
      // Also in the form: without JavaScript a toast cannot show an action's answer.
      return data(
        {
          errors: { form: toastAsNotice(args.context, t.throttled) },
          toast: { ...t.throttled, variant: "destructive" as const },
        },
        { status: 429 },
      );
  }
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(eventsMessages);
  const path = usePath();
  const user = useSignedInUser();
  const busy = useNavigation().state === "submitting";
  const money = useMoney();
  const { event } = loaderData;
  const eventPage = path(href("/events/:id", { id: String(event.id) }));
  return (
    <AuthCard title={m.register.title} intro={format(m.register.description, { title: event.title })}>
      {event.feeCents > 0 ? (
        <p className="mb-4 text-sm text-slate-700">
          {format(m.register.feeNotice, { amount: money(event.feeCents) })}
        </p>
      ) : null}
      <RegistrationForm
        eventId={event.id}
        membersOnly={event.membersOnly}
        texts={m.register}
        validation={m.validation}
        defaults={{ name: user?.name ?? "", email: user?.email ?? "" }}
        people={loaderData.people}
        actionData={actionData}
        from={eventPage}
        busy={busy}
        actions={
          <LinkButton to={eventPage} variant="secondary" className="text-slate-900">
            {m.register.cancel}
          </LinkButton>
        }
      />
    </AuthCard>
  );
}
