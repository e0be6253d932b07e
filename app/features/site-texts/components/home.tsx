import { Card, CardGrid, PageSection } from "~/components/page-section";
import { LinkButton } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useFill, usePath, useTexts } from "~/lib/root-data";
import { homeMessages } from "~/texts/pages/home";
import type { HomeWords } from "../index";

/** The home page's first band: the headline and text (the administrators' or the defaults), and their photo if any. */
export function HomeHero({ words }: { words: HomeWords }) {
  const h = useTexts(homeMessages);
  const path = usePath();
  const fill = useFill();
  const { photo } = words;
  return (
    <section className="bg-gradient-to-br from-red-800 via-red-700 to-amber-600 text-white">
      <div
        className={`mx-auto max-w-6xl px-4 py-20 sm:py-28${photo ? " grid items-center gap-10 lg:grid-cols-2" : ""}`}
      >
        <div>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {words.heroTitle ?? fill(h.heroTitle)}
          </h1>
          <p className="mt-6 max-w-2xl whitespace-pre-line text-lg sm:text-xl">
            {words.heroText ?? fill(h.heroText)}
          </p>
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
        {photo ? (
          // The page's largest picture: fetched first, never lazily.
          <ResponsiveImage
            src={photo.src}
            alt={photo.alt}
            sizes="(min-width: 1152px) 544px, (min-width: 1024px) calc(50vw - 2.5rem), calc(100vw - 2rem)"
            width={1200}
            height={800}
            loading="eager"
            fetchPriority="high"
            className="aspect-[3/2] w-full rounded-xl object-cover shadow-lg"
          />
        ) : null}
      </div>
    </section>
  );
}

/** What members say: the administrators' testimonials, or the spec's three. */
export function Testimonials({ words }: { words: HomeWords }) {
  const h = useTexts(homeMessages);
  const testimonials = words.testimonials ?? h.testimonials;
  return (
    <PageSection heading={h.testimonialsHeading} tone="muted" centered>
      <CardGrid columns="md:grid-cols-3">
        {testimonials.map((t, index) => (
          // Two people may share a name, and the words are not unique either: the place in the list is.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered whole, never reordered in place.
          <Card key={index} className="text-left">
            <figure>
              <blockquote className="text-slate-700">“{t.quote}”</blockquote>
              <figcaption className="mt-4">
                <span className="block font-semibold">{t.name}</span>
                {t.role ? <span className="text-sm text-slate-600">{t.role}</span> : null}
              </figcaption>
            </figure>
          </Card>
        ))}
      </CardGrid>
    </PageSection>
  );
}
