import { data, href, useNavigation } from "react-router";
import { LinkButton } from "~/components/ui/button";
import { safeRedirect } from "~/features/accounts";
import { AuthCard } from "~/features/accounts/components/auth-card";
import { clientAddress, requireUser } from "~/features/accounts/index.server";
import {
  eventTextsIn,
  parseAttendeeChoice,
  parseEventId,
  parseRegistrationForm,
  SELF,
} from "~/features/events";
import { RegistrationForm } from "~/features/events/components/registration-form";
import { ageRefusal, getEventByParam, joinWaitlist, leaveWaitlist } from "~/features/events/index.server";
import { listPeopleOfAccount } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
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

/**
 * The waiting-list form on a page of its own: where the event page's form answers without JavaScript, with
 * the "Who is waiting?" choice of the children the account manages (decision 048).
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, getTexts(args.context, registrationsMessages).join.authRequired);
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
      membersOnly: event.requires_membership === 1,
    },
  };
}

/**
 * Puts the person the form names in the event's waiting line: the holder with the name and address typed
 * in, or a child the account manages with the holder's own. `intent=leave` takes the person `attendee`
 * names ("self" by default) out of the line.
 */
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
    const who = parseAttendeeChoice(form.attendee);
    const left = who === null ? null : await leaveWaitlist(app, { eventId, userId: user.id, who });
    if (left?.status !== "left") return redirectWithToast(app.config, back, t.notWaiting);
    return redirectWithToast(
      app.config,
      back,
      left.attending === null
        ? { ...t.left, description: format(t.left.description, { title }) }
        : { ...t.leftFor, description: format(t.leftFor.description, { title, name: left.attending }) },
    );
  }

  const parsed = parseRegistrationForm(events.validation, form);
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  // A child waits under their own name, with the holder's address (decision 048).
  const holder = parsed.data.attendee === SELF ? parsed.data : { name: user.name, email: user.email };
  const self = parsed.data.attendee === SELF;
  const outcome = await joinWaitlist(app, {
    eventId,
    attendee: { userId: user.id, locale: getLocale(args.context), name: holder.name, email: holder.email },
    who: parsed.data.attendee,
    client: clientAddress(args.request),
    proof: form[PROOF_FIELD],
  });
  const refuse = (message: string) => data({ errors: { form: message } }, { status: 409 });
  const name = outcome.person?.name ?? "";
  const { email } = holder;
  switch (outcome.status) {
    case "not-found":
      throw data(null, { status: 404 });
    case "joined": {
      const values = { position: outcome.position ?? 1, title: outcome.event?.title ?? "", name };
      return redirectWithToast(
        app.config,
        back,
        self
          ? { ...t.joined, description: format(t.joined.description, values) }
          : { ...t.joinedFor, description: format(t.joinedFor.description, values) },
      );
    }
    case "already-waiting":
      return data(
        {
          errors: (self
            ? { email: format(t.alreadyWaiting, { email }) }
            : { attendee: format(t.memberAlreadyWaiting, { name }) }) as Record<string, string>,
        },
        { status: 409 },
      );
    case "already-registered":
      return data(
        {
          errors: (self
            ? { email: format(t.alreadyRegistered, { email }) }
            : { attendee: format(t.memberAlreadyRegistered, { name }) }) as Record<string, string>,
        },
        { status: 409 },
      );
    case "not-managed":
      // A member the account does not manage reads as one that is not in the list (docs/security.md #2).
      return data({ errors: { attendee: events.validation.attendee } }, { status: 400 });
    case "too-young":
    case "too-old":
    case "age-unknown":
      return data(
        {
          errors: {
            attendee: ageRefusal(args.context, {
              status: outcome.status,
              event: outcome.event ?? { startsAt: "", minAge: null, maxAge: null },
              attendee: outcome.person,
            }),
          },
        },
        { status: 409 },
      );
    case "not-full":
      return refuse(t.notFull);
    case "not-open":
      return refuse(t.notOpen);
    case "closed":
      return refuse(t.closed);
    case "members-only":
      return data(
        {
          errors: {
            form: self ? events.membersOnly.refused : format(events.membersOnly.refusedFor, { name }),
          },
          membersOnly: true,
        },
        { status: 403 },
      );
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
        people={loaderData.people}
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
