import { Form } from "react-router";
import { ClickToLoad } from "~/components/click-to-load";
import { PageHero } from "~/components/page-hero";
import { SocialLinks } from "~/components/social-links";
import { format } from "~/lib/i18n";
import { contactMessages } from "~/lib/i18n/pages/contact";
import { metaFor, own } from "~/lib/meta";
import { useMessages, usePageMessages, useSettings } from "~/lib/settings";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) => metaFor(args, contactMessages, own);

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 focus:border-red-700";

export default function Contact() {
  const settings = useSettings();
  const m = useMessages();
  const c = usePageMessages(contactMessages);

  return (
    <>
      <PageHero title={c.heroTitle} text={c.heroText} />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-5">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-3">
          <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="contact-form-heading" className="text-2xl font-bold">
              {c.formHeading}
            </h2>
            <p className="mt-2 text-slate-700">{c.formNote}</p>
            <Form method="post" className="mt-6 grid gap-5 sm:grid-cols-2">
              <div>
                <label htmlFor="contact-first-name" className="font-medium">
                  {c.fields.firstName}
                </label>
                <input
                  id="contact-first-name"
                  name="firstName"
                  type="text"
                  autoComplete="given-name"
                  required
                  className={fieldClass}
                />
              </div>
              <div>
                <label htmlFor="contact-last-name" className="font-medium">
                  {c.fields.lastName}
                </label>
                <input
                  id="contact-last-name"
                  name="lastName"
                  type="text"
                  autoComplete="family-name"
                  required
                  className={fieldClass}
                />
              </div>
              <div className="sm:col-span-2">
                <label htmlFor="contact-email" className="font-medium">
                  {c.fields.email}
                </label>
                <input
                  id="contact-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  className={fieldClass}
                />
              </div>
              <div className="sm:col-span-2">
                <label htmlFor="contact-subject" className="font-medium">
                  {c.fields.subject}
                </label>
                <input id="contact-subject" name="subject" type="text" required className={fieldClass} />
              </div>
              <div className="sm:col-span-2">
                <label htmlFor="contact-message" className="font-medium">
                  {c.fields.message}
                </label>
                <textarea id="contact-message" name="message" rows={6} required className={fieldClass} />
              </div>
              <div className="sm:col-span-2">
                <button
                  type="submit"
                  className="rounded-lg bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800"
                >
                  {c.submit}
                </button>
              </div>
            </Form>
          </div>
        </section>

        <section aria-labelledby="contact-info-heading" className="lg:col-span-2">
          <div className="rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
            <h2 id="contact-info-heading" className="text-2xl font-bold">
              {c.infoHeading}
            </h2>
            <dl className="mt-6 space-y-5">
              <div>
                <dt className="font-semibold">{c.locationLabel}</dt>
                <dd className="mt-1 text-slate-700">
                  {format(c.location, { city: settings.city, province: settings.province })}
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{c.emailLabel}</dt>
                <dd className="mt-1">
                  <a href={`mailto:${settings.email}`} className="text-red-800 underline hover:text-red-900">
                    {settings.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{c.phoneLabel}</dt>
                <dd className="mt-1">
                  <a
                    href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}
                    className="text-red-800 underline hover:text-red-900"
                  >
                    {settings.phone}
                  </a>
                </dd>
              </div>
            </dl>
            <h3 className="mt-8 font-semibold">{c.followHeading}</h3>
            <SocialLinks className="mt-2 flex-wrap text-slate-800" />
          </div>
        </section>
      </div>

      <section aria-labelledby="contact-map-heading" className="mx-auto max-w-6xl px-4">
        <h2 id="contact-map-heading" className="text-2xl font-bold">
          {c.mapHeading}
        </h2>
        <ClickToLoad
          param="map"
          src={settings.mapEmbedUrl}
          title={m.common.embed.mapTitle}
          action={m.common.embed.showMap}
          notice={m.common.embed.mapNotice}
          className="mt-6 aspect-video lg:aspect-[21/9]"
        />
      </section>
    </>
  );
}
