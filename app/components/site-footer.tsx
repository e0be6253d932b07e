import type { ReactNode } from "react";
import { Link } from "react-router";
import { format } from "~/lib/i18n";
import {
  useAssociationTitle,
  useCurrentYear,
  useFill,
  usePath,
  useSettings,
  useTexts,
} from "~/lib/root-data";
import { commonMessages } from "~/texts/pages/common";
import { EmailLink, PhoneLink } from "./contact-links";
import { SocialLinks } from "./social-links";

/** `newsletterForm`: the subscription form, which the root composes in (features stay out of components/). */
export function SiteFooter({ newsletterForm }: { newsletterForm?: ReactNode }) {
  const settings = useSettings();
  const title = useAssociationTitle();
  const fill = useFill();
  const year = useCurrentYear();
  const common = useTexts(commonMessages);
  const m = common.footer;
  const path = usePath();
  const quickLinks = [
    { to: "/about", label: m.links.about },
    { to: "/events", label: m.links.events },
    { to: "/calendar", label: m.links.calendar },
    { to: "/competitions", label: m.links.competitions },
    { to: "/membership", label: m.links.membership },
    { to: "/contact", label: m.links.contact },
    { to: "/faq", label: m.links.faq },
    { to: "/jobs", label: m.links.jobs },
    { to: "/privacy", label: m.links.privacy },
    { to: "/terms", label: m.links.terms },
  ];

  return (
    <footer className="mt-16 print:hidden bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className="text-lg font-bold text-white">{title}</h2>
          <p className="mt-3 text-sm leading-relaxed">{fill(m.blurb)}</p>
          <h3 className="mt-4 text-sm font-semibold text-white">{m.followUs}</h3>
          <SocialLinks className="mt-2 flex-wrap text-sm" />
        </section>
        <section>
          <h2 className="text-lg font-bold text-white">{m.contactHeading}</h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>{settings.address}</p>
            <p>
              <PhoneLink phone={settings.phone} className="underline hover:text-white" />
            </p>
            <p>
              <EmailLink email={settings.email} className="underline hover:text-white" />
            </p>
          </address>
        </section>
        <section>
          <h2 className="text-lg font-bold text-white">{m.hoursHeading}</h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {m.hours.map((row) => (
              <div key={row.days} className="contents">
                <dt className="font-medium">{row.days}</dt>
                <dd>{row.time}</dd>
              </div>
            ))}
          </dl>
        </section>
        <nav aria-label={m.quickLinks}>
          <h2 className="text-lg font-bold text-white">{m.quickLinks}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={path(link.to)} className="underline-offset-2 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {newsletterForm ? (
        <section
          aria-labelledby="footer-newsletter-heading"
          className="mx-auto flex max-w-6xl flex-col gap-4 border-t border-slate-700 px-4 py-8 md:flex-row md:items-end md:justify-between"
        >
          <div className="max-w-xl">
            <h2 id="footer-newsletter-heading" className="text-lg font-bold text-white">
              {common.newsletter.heading}
            </h2>
            <p className="mt-2 text-sm">{common.newsletter.text}</p>
          </div>
          <div className="w-full md:max-w-md">{newsletterForm}</div>
        </section>
      ) : null}
      <p className="border-t border-slate-700 py-4 text-center text-sm">
        {format(m.copyright, { year, name: title })}
      </p>
    </footer>
  );
}
