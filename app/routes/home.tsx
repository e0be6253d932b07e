import { ClickToLoad } from "~/components/click-to-load";
import { CallToAction, ContactButton } from "~/components/page-section";
import { LinkButton } from "~/components/ui/button";
import { SponsorsSection } from "~/features/association/components/sponsors-section";
import { sponsorsOnHomePage } from "~/features/association/index.server";
import { NextEvents } from "~/features/events/components/next-events";
import { listUpcomingEvents } from "~/features/events/index.server";
import { MembershipBand } from "~/features/memberships/components/membership-info";
import { LatestNews } from "~/features/news/components/news-list";
import { latestNews } from "~/features/news/index.server";
import { HomeHero, Testimonials } from "~/features/site-texts/components/home";
import { loadHomeWords } from "~/features/site-texts/index.server";
import { appContext } from "~/lib/context.server";
import { getLocale } from "~/lib/i18n";
import { readingPage } from "~/lib/page-scripts";
import { useFill, usePath, useSettings, useTexts } from "~/lib/root-data";
import { metaFor, own } from "~/lib/seo";
import { commonMessages } from "~/texts/pages/common";
import { homeMessages } from "~/texts/pages/home";
import type { Route } from "./+types/home";

/** A reading page: sent without the framework's scripts (decision 073). */
export const handle = readingPage;

export const meta: Route.MetaFunction = (args) => metaFor(args, homeMessages, own);

/** The next events the home page shows; the rest are a link away. */
const HOME_EVENTS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const { events } = await listUpcomingEvents(db, new Date(), { offset: 0, perPage: HOME_EVENTS });
  return {
    words: await loadHomeWords(db, getLocale(context)),
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
  const _fill = useFill();

  return (
    <>
      <HomeHero words={loaderData.words} />

      <NextEvents events={loaderData.events} heading={h.nextEventsHeading} allEvents={h.allEvents} />
      <MembershipBand />

      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl font-bold">{h.videoHeading}</h2>
          <p className="mt-4 text-lg text-slate-700">{h.videoText}</p>
        </div>
        <ClickToLoad param="intro-video" src={settings.introVideoUrl} texts={common.embed.video} />
      </section>

      <Testimonials words={loaderData.words} />

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
