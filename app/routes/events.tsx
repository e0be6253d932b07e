import { lazy, Suspense, useCallback, useState } from "react";
import { PageHero } from "~/components/page-hero";
import { LinkButton } from "~/components/ui/button";
import { Pager } from "~/components/ui/pager";
import { Panel } from "~/components/ui/panel";
import { ToastsOnClick, useToast } from "~/components/ui/toaster";
import { registrationWindow } from "~/features/events";
import { EventCard, type EventSummary } from "~/features/events/components/event-card";
import { listPastEvents, listUpcomingEvents } from "~/features/events/index.server";
import { NewsletterForm } from "~/features/newsletter/components/newsletter-form";
import { appContext } from "~/lib/context.server";
import { readingPageForVisitors } from "~/lib/page-scripts";
import { pageCount, paging } from "~/lib/paging";
import { usePath, useSignedInUser, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { eventsMessages } from "~/texts/pages/events";
import type { Route } from "./+types/events";

// The dialog, its form and their validation load when a member first opens it, not with the page
// (docs/performance.md).
const RegisterDialog = lazy(() =>
  import("~/features/events/components/register-dialog").then((module) => ({
    default: module.RegisterDialog,
  })),
);

/**
 * A reading page for visitors (decision 073), whose Register shows the spec's toast through a small inline
 * script; a signed-in member gets the scripts, for the registration dialog.
 */
export const handle = readingPageForVisitors;

/** The template of the toast a visitor's Register shows on the reading page (`ToastsOnClick`). */
const AUTH_REQUIRED_TOAST = "toast-auth-required";

export const meta: Route.MetaFunction = (args) => metaFor(args, eventsMessages, (m) => m.list);

const PER_PAGE = 12;
const PAST_SHOWN = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  params.set("per_page", String(PER_PAGE));
  const { page, perPage, offset } = paging(params);
  const now = new Date();
  const [{ events, total }, past] = await Promise.all([
    listUpcomingEvents(db, now, { offset, perPage }),
    page === 1 ? listPastEvents(db, now, PAST_SHOWN) : Promise.resolve([]),
  ]);
  return {
    events: events.map((event) => ({ ...event, registration: registrationWindow(event, now) })),
    past,
    page,
    pages: pageCount(total, perPage),
  };
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const m = useTexts(eventsMessages);
  const path = usePath();
  const t = m.list;
  const user = useSignedInUser();
  const toast = useToast();
  const [registering, setRegistering] = useState<EventSummary | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const close = useCallback(() => setRegistering(null), []);
  const { events, past, page, pages } = loaderData;

  // Spec: the modal opens only for a signed-in visitor; otherwise a destructive toast says why (by the
  // scripts, or on the visitor's page without them by ToastsOnClick).
  const authRequired = { ...m.register.authRequired, variant: "destructive" as const };
  const onRegister = (event: EventSummary) => {
    if (user) {
      setDialogWanted(true);
      setRegistering(event);
    } else toast(authRequired);
  };

  return (
    <>
      <PageHero title={t.heroTitle} text={t.heroText} />
      <section className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 className="text-3xl font-bold">{t.upcoming}</h2>
          <LinkButton to={path("/calendar")} variant="dark">
            {t.viewCalendar}
          </LinkButton>
        </div>
        {events.length === 0 ? (
          <div className="mt-10 rounded-xl bg-slate-50 p-10 text-center">
            <h3 className="text-xl font-semibold">{t.emptyTitle}</h3>
            <p className="mt-2 text-slate-700">{t.emptyText}</p>
          </div>
        ) : (
          <ul className="mt-8 grid grid-cols-1 gap-8 md:grid-cols-2">
            {events.map((event, index) => (
              <li key={event.id} className="flex">
                <EventCard
                  event={event}
                  texts={t}
                  onRegister={onRegister}
                  registerToast={user ? undefined : AUTH_REQUIRED_TOAST}
                  eager={index < 2}
                  first={index === 0}
                />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <Pager page={page} pages={pages} labels={{ previous: t.previous, next: t.next, page: t.page }} />
        ) : null}
      </section>
      {past.length > 0 ? (
        <section className="mx-auto max-w-6xl px-4 pb-12">
          <h2 className="text-2xl font-bold">{t.past}</h2>
          <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
            {past.map((event) => (
              <li key={event.id} className="flex">
                <EventCard event={event} texts={t} past />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Panel
        id="stay-updated-heading"
        heading={t.stayUpdated}
        tone="muted"
        className="mx-auto max-w-6xl px-4 pb-12"
      >
        <p className="mt-2 max-w-2xl text-slate-700">{t.stayUpdatedText}</p>
        <div className="mt-4">
          <NewsletterForm id="events-newsletter" />
        </div>
      </Panel>
      <ToastsOnClick toasts={[{ id: AUTH_REQUIRED_TOAST, toast: authRequired }]} />
      {dialogWanted ? (
        <Suspense fallback={null}>
          <RegisterDialog
            event={registering}
            texts={m.register}
            validation={m.validation}
            defaults={{ name: user?.name ?? "", email: user?.email ?? "" }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
