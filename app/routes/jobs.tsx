import { PageHero } from "~/components/page-hero";
import { CallToAction, CardGrid, ContactButton, PageSection, TextCard } from "~/components/page-section";
import { readingPage } from "~/lib/page-scripts";
import { useFill, useTexts } from "~/lib/root-data";
import { metaFor, own } from "~/lib/seo";
import { jobsMessages } from "~/texts/pages/jobs";
import type { Route } from "./+types/jobs";

/** A reading page: sent without the framework's scripts (decision 073). */
export const handle = readingPage;

export const meta: Route.MetaFunction = (args) => metaFor(args, jobsMessages, own);

export default function Jobs() {
  const j = useTexts(jobsMessages);
  const fill = useFill();

  return (
    <>
      <PageHero title={j.heroTitle} text={fill(j.heroText)} />

      <section className="mx-auto max-w-6xl px-4 pt-16">
        <div className="rounded-xl border-l-4 border-red-700 bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 className="text-2xl font-bold">{j.paidHeading}</h2>
          <p className="mt-2 text-lg font-semibold text-slate-900">{j.paidText}</p>
          <p className="mt-2 text-slate-700">{j.paidNote}</p>
        </div>
      </section>

      <PageSection heading={j.volunteerHeading} intro={j.volunteerIntro}>
        <CardGrid columns="sm:grid-cols-2 lg:grid-cols-3">
          {j.roles.map((role) => (
            <TextCard key={role.title} title={role.title} text={role.text} />
          ))}
        </CardGrid>
      </PageSection>

      <PageSection heading={j.benefitsHeading} tone="muted">
        <CardGrid columns="sm:grid-cols-2 lg:grid-cols-4">
          {j.benefits.map((benefit) => (
            <TextCard key={benefit.title} title={benefit.title} text={fill(benefit.text)} accent />
          ))}
        </CardGrid>
      </PageSection>

      <CallToAction heading={j.ctaHeading} text={j.ctaText}>
        <ContactButton>{j.ctaAction}</ContactButton>
      </CallToAction>
    </>
  );
}
