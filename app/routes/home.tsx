import { ClickToLoad } from "~/components/click-to-load";
import { CallToAction, Card, CardGrid, ContactButton, PageSection } from "~/components/page-section";
import { LinkButton } from "~/components/ui/button";
import { SponsorsSection } from "~/features/association/components/sponsors-section";
import { sponsorsOnHomePage } from "~/features/association/index.server";
import { NextEvents } from "~/features/events/components/next-events";
import { listUpcomingEvents } from "~/features/events/index.server";
import { MembershipBand } from "~/features/memberships/components/membership-info";
import { LatestNews } from "~/features/news/components/news-list";
import { latestNews } from "~/features/news/index.server";
import { appContext } from "~/lib/context.server";
import { getLocale } from "~/lib/i18n";
import { useFill, usePath, useSettings, useTexts } from "~/lib/root-data";
import { metaFor, own } from "~/lib/seo";
import { commonMessages } from "~/texts/pages/common";
import { homeMessages } from "~/texts/pages/home";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => metaFor(args, homeMessages, own);

/** The next events the home page shows; the rest are a link away. */
const HOME_EVENTS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const { events } = await listUpcomingEvents(db, new Date(), { offset: 0, perPage: HOME_EVENTS });
  return {
    news: await latestNews(context.get(appContext), getLocale(context)),
    sponsors: await sponsorsOnHomePage(db, new Date(), config.TIME_ZONE),
    events: events.map(({ id, title, title_fr, starts_at, ends_at, location, location_fr }) => ({
      id,
      title,
      title_fr,
      starts_at,
      ends_at,
      location,
      location_fr,
    })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useSettings();
  const common = useTexts(commonMessages);
  const h = useTexts(homeMessages);
  const path = usePath();
  const fill = useFill();

  return (
    <>
      <section className="bg-gradient-to-br from-red-800 via-red-700 to-amber-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {fill(h.heroTitle)}
          </h1>
          <p className="mt-6 max-w-2xl text-lg sm:text-xl">{fill(h.heroText)}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <LinkButton to={path("/about")} variant="light" size="cta">
              {h.learnMore}
              <span className="sr-only"> {h.learnMoreHidden}</span>
            </LinkButton>
            <LinkButton to={path("/events")} variant="outline" size="cta">
              {h.upcomingEvents}
            </LinkButton>
          </div>
        </div>
      </section>

      <NextEvents events={loaderData.events} heading={h.nextEventsHeading} allEvents={h.allEvents} />
      <MembershipBand />

      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl font-bold">{h.videoHeading}</h2>
          <p className="mt-4 text-lg text-slate-700">{h.videoText}</p>
        </div>
        <ClickToLoad param="intro-video" src={settings.introVideoUrl} texts={common.embed.video} />
      </section>

      <PageSection heading={h.testimonialsHeading} tone="muted" centered>
        <CardGrid columns="md:grid-cols-3">
          {h.testimonials.map((t) => (
            <Card key={t.name} className="text-left">
              <figure>
                <blockquote className="text-slate-700">“{t.quote}”</blockquote>
                <figcaption className="mt-4">
                  <span className="block font-semibold">{t.name}</span>
                  <span className="text-sm text-slate-600">{t.role}</span>
                </figcaption>
              </figure>
            </Card>
          ))}
        </CardGrid>
      </PageSection>

      <LatestNews {...loaderData.news} />

      <SponsorsSection tiers={loaderData.sponsors} />

      <CallToAction heading={h.joinHeading} text={h.joinText}>
        <ContactButton>{h.contactUs}</ContactButton>
        <LinkButton to={path("/about")} variant="outline" size="cta">
          {h.learnMore}
          <span className="sr-only"> {h.learnMoreHidden}</span>
        </LinkButton>
      </CallToAction>
    </>
  );
}
