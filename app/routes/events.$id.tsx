import { data, href, useNavigation } from "react-router";
import { ContentText } from "~/components/content-text";
import { Detail } from "~/components/ui/detail";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { BackLink } from "~/components/ui/text-link";
import { getUser } from "~/features/accounts/index.server";
import {
  ageRangeText,
  capacityShown,
  eventTextsIn,
  googleCalendarUrl,
  isPast,
  mapSearchUrl,
  registrationClosesAt,
  spotsLeft,
} from "~/features/events";
import { FALLBACK_EVENT_IMAGE } from "~/features/events/components/event-card";
import { RegistrationPanel } from "~/features/events/components/registration-panel";
import { eventStanding, getEventByParam, paymentOnPage } from "~/features/events/index.server";
import { listPeopleOfAccount } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale } from "~/lib/i18n";
import { bilingual } from "~/lib/i18n/content";
import { pathFor } from "~/lib/i18n/paths";
import { scriptsOnFirstUse } from "~/lib/page-scripts";
import { usePath, useSignedInUser, useTexts } from "~/lib/root-data";
import { metaForContent, metaLocale } from "~/lib/seo";
import { eventsMessages } from "~/texts/pages/events";
import type { Route } from "./+types/events.$id";

// Read first, used after: its scripts start on the visitor's first sign of use (decision 074).
export const handle = scriptsOnFirstUse;

export const meta: Route.MetaFunction = (args) => {
  const event = args.loaderData && eventTextsIn(args.loaderData.event, metaLocale(args));
  return metaForContent(args, event && { title: event.title, description: event.description });
};

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const { config, db } = context.get(appContext);
  const event = await getEventByParam(db, params.id);
  if (!event) throw data(null, { status: 404 });
  const url = `${config.BASE_URL}${pathFor(context, href("/events/:id", { id: String(event.id) }))}`;
  const now = new Date();
  const user = await getUser(args);
  const [standing, people] = await Promise.all([
    eventStanding(db, event.id, user?.id ?? null, now),
    user ? listPeopleOfAccount(db, user.id) : [],
  ]);
  if (!standing) throw data(null, { status: 404 });
  const payWith = await paymentOnPage({ db, config }, standing.orderId, getLocale(context));
  return {
    event,
    standing: { ...standing, payWith },
    people: people
      .filter((person) => !person.own)
      .map((person) => ({ id: person.id, name: `${person.first_name} ${person.last_name}` })),
    past: isPast(event, now),
    google: googleCalendarUrl(eventTextsIn(event, getLocale(context)), url, config.TIME_ZONE),
  };
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const m = useTexts(eventsMessages);
  const path = usePath();
  const t = m.detail;
  const { range, money, dateTime } = useFormat();
  const user = useSignedInUser();
  const busy = useNavigation().state === "submitting";
  const { event, standing, people, past, google } = loaderData;
  const left = spotsLeft(event);
  const spots = capacityShown(event.capacity, left);
  const ages = ageRangeText(t, event);
  const place = event.address ?? event.location;

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <BackLink to={path("/events")}>{t.back}</BackLink>
      <ContentText
        as="h1"
        className="mt-4 text-4xl font-extrabold tracking-tight"
        {...bilingual(event, "title")}
      />
      {event.requires_membership === 1 ? (
        <p className="mt-3 inline-block rounded-md bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          {m.membersOnly.badge}
        </p>
      ) : null}
      <ResponsiveImage
        src={event.image}
        alt=""
        sizes="(min-width: 896px) 864px, calc(100vw - 32px)"
        width={1200}
        height={675}
        loading="eager"
        decoding="auto"
        fetchPriority="high"
        className="mt-6 aspect-video w-full rounded-xl bg-slate-200 object-cover"
        fallback={FALLBACK_EVENT_IMAGE}
      />
      <div className="mt-8 grid gap-8 md:grid-cols-3">
        <div className="md:col-span-2">
          <ContentText
            as="p"
            className="whitespace-pre-line text-lg text-slate-800"
            {...bilingual(event, "description")}
          />
        </div>
        <dl className="space-y-4 rounded-xl bg-slate-50 p-5 text-sm">
          <Detail term={t.when}>
            <time dateTime={event.starts_at}>{range(event.starts_at, event.ends_at)}</time>
          </Detail>
          <Detail term={t.where}>
            <ContentText {...bilingual(event, "location")} />
            {event.address ? <span className="block">{event.address}</span> : null}
            <a
              href={mapSearchUrl(place)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-block text-red-800 underline"
            >
              {format(t.map, { address: place })}
            </a>
          </Detail>
          {event.level ? (
            <Detail term={t.level}>
              <ContentText {...bilingual({ level: event.level, level_fr: event.level_fr }, "level")} />
            </Detail>
          ) : null}
          {ages ? <Detail term={t.ages}>{ages}</Detail> : null}
          <Detail term={t.fee}>{event.fee_cents > 0 ? money(event.fee_cents) : t.free}</Detail>
          {spots ? (
            <Detail term={t.capacity}>
              {spots.kind === "full"
                ? t.capacityFull
                : spots.kind === "untouched"
                  ? format(t.spots, { capacity: spots.capacity })
                  : format(t.spotsLeft, { count: spots.left, capacity: spots.capacity })}
            </Detail>
          ) : null}
          {past ? null : (
            <Detail term={t.registrationCloses}>
              <time dateTime={registrationClosesAt(event)}>{dateTime(registrationClosesAt(event))}</time>
            </Detail>
          )}
          {event.contact_name || event.contact_email ? (
            <Detail term={t.contact}>
              {event.contact_name ? <span className="block">{event.contact_name}</span> : null}
              {event.contact_email ? (
                <a href={`mailto:${event.contact_email}`} className="text-red-800 underline break-all">
                  {event.contact_email}
                </a>
              ) : null}
            </Detail>
          ) : null}
          <Detail term={t.addToCalendar} className="mt-1 flex flex-col gap-1">
            <a href={google} target="_blank" rel="noopener noreferrer" className="text-red-800 underline">
              {t.google}
            </a>
            <a
              href={path(href("/events/:id.ics", { id: String(event.id) }))}
              download
              className="text-red-800 underline"
            >
              {t.ics}
            </a>
          </Detail>
        </dl>
      </div>

      <section
        className="mt-10 max-w-lg rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        aria-labelledby="register"
      >
        <h2 id="register" className="text-2xl font-bold">
          {standing.registered && !past ? t.registeredTitle : t.registerTitle}
        </h2>
        <div className="mt-4">
          <RegistrationPanel
            eventId={event.id}
            past={past}
            left={left}
            feeCents={event.fee_cents}
            membersOnly={event.requires_membership === 1}
            standing={standing}
            people={people}
            user={user}
            busy={busy}
          />
        </div>
      </section>
    </article>
  );
}
