import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { format } from "~/lib/i18n";
import { jobsMessages } from "~/lib/i18n/pages/jobs";
import { useSettings, useTexts } from "~/lib/root-data";
import { metaFor, own } from "~/lib/seo";
import type { Route } from "./+types/jobs";

export const meta: Route.MetaFunction = (args) => metaFor(args, jobsMessages, own);

export default function Jobs() {
  const settings = useSettings();
  const j = useTexts(jobsMessages);
  const values = { name: settings.name, province: settings.province };

  return (
    <>
      <PageHero title={j.heroTitle} text={format(j.heroText, values)} />

      <section className="mx-auto max-w-6xl px-4 pt-16">
        <div className="rounded-xl border-l-4 border-red-700 bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 className="text-2xl font-bold">{j.paidHeading}</h2>
          <p className="mt-2 text-lg font-semibold text-slate-900">{j.paidText}</p>
          <p className="mt-2 text-slate-700">{j.paidNote}</p>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16">
        <h2 className="text-3xl font-bold">{j.volunteerHeading}</h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{j.volunteerIntro}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {j.roles.map((role) => (
            <li key={role.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-xl font-bold">{role.title}</h3>
              <p className="mt-2 text-slate-700">{role.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 className="text-3xl font-bold">{j.benefitsHeading}</h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {j.benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <h3 className="text-xl font-bold text-red-800">{benefit.title}</h3>
                <p className="mt-2 text-slate-700">{format(benefit.text, values)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-slate-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 className="text-3xl font-bold">{j.ctaHeading}</h2>
          <p className="mt-4 text-lg text-slate-200">{j.ctaText}</p>
          <Link
            to="/contact"
            className="mt-8 inline-block rounded-lg bg-red-700 px-6 py-3 font-semibold hover:bg-red-800"
          >
            {j.ctaAction}
          </Link>
        </div>
      </section>
    </>
  );
}
