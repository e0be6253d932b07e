import { data, Form, href, useNavigation } from "react-router";
import { Button, LinkButton } from "~/components/ui/button";
import { eventTextsIn, parseLinkToken } from "~/features/events";
import { MembersOnlyNotice } from "~/features/events/components/members-only";
import { ageRefusal, answerOffer, loadOffer, registeredToast } from "~/features/events/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { privateMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { attendanceMessages } from "~/texts/pages/attendance";
import { eventsMessages } from "~/texts/pages/events";
import type { Route } from "./+types/waitlist.$token";

export const meta: Route.MetaFunction = (args) =>
  privateMeta(args, attendanceMessages, (m) => m.offer.metaTitle, {});

/**
 * The link of a waiting-list offer e-mail: the offer, with Accept and Decline buttons. Opening the page
 * changes nothing (mail scanners follow links); only a button's POST answers the offer. A child's place
 * (decision 048) names the child.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = parseLinkToken(params.token);
  const found = token ? await loadOffer(context.get(appContext).db, token) : null;
  if (!found) throw data(null, { status: 404 });
  const { entry, event } = found;
  return {
    event: {
      id: event.id,
      title: eventTextsIn(event, getLocale(context)).title,
      membersOnly: event.requires_membership === 1,
    },
    status: entry.status,
    expiresAt: entry.offer_expires_at,
    /** The child the place is for; null: the holder's own. */
    child: entry.member_id === null ? null : entry.name,
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  const t = getTexts(context, attendanceMessages).offer;
  const token = parseLinkToken(params.token);
  const form = await readForm(request);
  const outcome = token
    ? await answerOffer(app, { token, accept: form.answer === "accept" })
    : { status: "not-found" as const };
  if (outcome.status === "not-found" || !token) throw data(null, { status: 404 });
  const found = await loadOffer(app.db, token);
  const title = found ? eventTextsIn(found.event, getLocale(context)).title : "";
  const events = getTexts(context, eventsMessages);
  const name = outcome.person?.name ?? "";
  const ageRefused = (status: "too-young" | "too-old" | "age-unknown") => ({
    ...t.refused,
    description: ageRefusal(context, {
      status,
      event: {
        startsAt: found?.event.starts_at ?? "",
        minAge: found?.event.min_age ?? null,
        maxAge: found?.event.max_age ?? null,
      },
      attendee: outcome.person,
    }),
    variant: "destructive" as const,
  });
  const toast = {
    registered: registeredToast(context, title, outcome.order),
    declined: t.declined,
    expired: { ...t.expired, variant: "destructive" as const },
    "not-offered": { ...t.closed, variant: "destructive" as const },
    "members-only":
      found?.entry.member_id == null
        ? { ...events.membersOnly.offerRefused, variant: "destructive" as const }
        : {
            ...events.membersOnly.offerRefusedFor,
            description: format(events.membersOnly.offerRefusedFor.description, { name }),
            variant: "destructive" as const,
          },
    "not-managed": {
      ...t.notManaged,
      description: format(t.notManaged.description, { name }),
      variant: "destructive" as const,
    },
    "too-young": ageRefused("too-young"),
    "too-old": ageRefused("too-old"),
    "age-unknown": ageRefused("age-unknown"),
  }[outcome.status];
  return redirectWithToast(app.config, pathFor(context, href("/waitlist/:token", { token })), toast);
}

export default function OfferPage({ loaderData }: Route.ComponentProps) {
  const t = useTexts(attendanceMessages).offer;
  const when = useFormat();
  const path = usePath();
  const busy = useNavigation().state === "submitting";
  const { event, status, expiresAt, child } = loaderData;
  const values = {
    title: event.title,
    deadline: expiresAt ? when.dateTime(expiresAt) : "",
    name: child ?? "",
  };
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      {status === "offered" ? (
        <>
          <h1 className="text-3xl font-bold">{child ? format(t.titleFor, values) : t.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{format(child ? t.textFor : t.text, values)}</p>
          {event.membersOnly ? <MembersOnlyNotice className="mt-4" /> : null}
          <Form method="post" className="mt-8 flex flex-wrap gap-4">
            <Button
              type="submit"
              name="answer"
              value="accept"
              size="lg"
              disabled={busy}
              className="disabled:opacity-70"
            >
              {busy ? t.sending : t.accept}
            </Button>
            <Button
              type="submit"
              name="answer"
              value="decline"
              variant="secondary"
              size="lg"
              disabled={busy}
              className="disabled:opacity-70"
            >
              {t.decline}
            </Button>
          </Form>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">{t.metaTitle}</h1>
          <p className="mt-4 text-lg text-slate-700">
            {format((child ? t.statesFor : t.states)[status], values)}
          </p>
        </>
      )}
      <LinkButton
        to={path(href("/events/:id", { id: String(event.id) }))}
        variant="dark"
        size="lg"
        className="mt-8 inline-block"
      >
        {useTexts(attendanceMessages).registration.viewEvent}
      </LinkButton>
    </section>
  );
}
