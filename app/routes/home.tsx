import { Link } from "react-router";
import { ClickToLoad } from "~/components/click-to-load";
import { format } from "~/lib/i18n";
import { commonMessages } from "~/lib/i18n/pages/common";
import { homeMessages } from "~/lib/i18n/pages/home";
import { useSettings, useTexts } from "~/lib/root-data";
import { metaFor, own } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => metaFor(args, homeMessages, own);

export default function Home() {
  const settings = useSettings();
  const common = useTexts(commonMessages);
  const h = useTexts(homeMessages);
  const values = { name: settings.name, province: settings.province };

  return (
    <>
      <section className="bg-gradient-to-br from-red-800 via-red-700 to-amber-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {format(h.heroTitle, values)}
          </h1>
          <p className="mt-6 max-w-2xl text-lg sm:text-xl">{format(h.heroText, values)}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link
              to="/about"
              className="rounded-lg bg-white px-6 py-3 font-semibold text-red-800 hover:bg-red-50"
            >
              {h.learnMore}
              <span className="sr-only"> {h.learnMoreHidden}</span>
            </Link>
            <Link
              to="/events"
              className="rounded-lg border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              {h.upcomingEvents}
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl font-bold">{h.videoHeading}</h2>
          <p className="mt-4 text-lg text-slate-700">{h.videoText}</p>
        </div>
        <ClickToLoad
          param="intro-video"
          src={settings.introVideoUrl}
          title={common.embed.videoTitle}
          action={common.embed.playVideo}
          notice={common.embed.videoNotice}
        />
      </section>

      <section className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 className="text-center text-3xl font-bold">{h.testimonialsHeading}</h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {h.testimonials.map((t) => (
              <li key={t.name} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <figure>
                  <blockquote className="text-slate-700">“{t.quote}”</blockquote>
                  <figcaption className="mt-4">
                    <span className="block font-semibold">{t.name}</span>
                    <span className="text-sm text-slate-600">{t.role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold">{h.sponsorsHeading}</h2>
        <p className="mt-3 text-slate-700">{format(h.sponsorsText, values)}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-3">
          {h.sponsorTiers.map((tier) => (
            <li key={tier} className="rounded-xl border-2 border-dashed border-slate-300 p-8">
              <h3 className="text-xl font-bold">{tier}</h3>
              <p className="mt-2 text-slate-600">{h.comingSoon}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 className="text-3xl font-bold">{h.joinHeading}</h2>
          <p className="mt-4 text-lg text-slate-200">{h.joinText}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link to="/contact" className="rounded-lg bg-red-700 px-6 py-3 font-semibold hover:bg-red-800">
              {h.contactUs}
            </Link>
            <Link
              to="/about"
              className="rounded-lg border-2 border-white px-6 py-3 font-semibold hover:bg-white/10"
            >
              {h.learnMore}
              <span className="sr-only"> {h.learnMoreHidden}</span>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
