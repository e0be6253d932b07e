import { href } from "react-router";
import { ContentText, useContentText } from "~/components/content-text";
import { LinkButton } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { bilingual } from "~/lib/i18n/content";
import { usePath, useTexts } from "~/lib/root-data";
import { commonMessages } from "~/texts/pages/common";
import type { EventsTexts } from "~/texts/pages/events";
import { registrationsMessages } from "~/texts/pages/registrations";
import { spotsLeft } from "../capacity";
import type { RegistrationPhase } from "../rules";

export type EventSummary = {
  id: number;
  title: string;
  title_fr: string | null;
  starts_at: string;
  location: string;
  location_fr: string | null;
  description: string;
  description_fr: string | null;
  image: string;
  capacity: number | null;
  /** The registration fee in cents; 0: free. */
  fee_cents: number;
  /** 1: registration requires an active membership. */
  requires_membership?: number;
  registered: number;
  /** Spots held by waiting-list offers not yet answered. */
  held: number;
  /** Whether registration is open (an upcoming event's card says when it is not). */
  registration?: { phase: RegistrationPhase; opensAt: string | null };
};

export const FALLBACK_EVENT_IMAGE = "/images/events/default.webp";

/**
 * The card's width in the grids of /events (`max-w-6xl px-4`, one column, two from `md` with `gap-8`):
 * a phone's card is the screen less its margins.
 */
const EVENT_CARD_SIZES =
  "(min-width: 1152px) 544px, (min-width: 768px) calc(50vw - 32px), calc(100vw - 32px)";

/** One event in the grid: image, title, date, location, description, Learn More and Register Now. */
export function EventCard({
  event,
  texts,
  onRegister,
  registerToast,
  eager = false,
  first = false,
  past = false,
}: {
  event: EventSummary;
  texts: EventsTexts["list"];
  onRegister?: (event: EventSummary) => void;
  /** A visitor's page without scripts (decision 073): the toast template Register shows instead of leaving. */
  registerToast?: string;
  eager?: boolean;
  /** The first card: most likely the largest thing on a phone's first screen, so its image comes first. */
  first?: boolean;
  /** A past event: no registration and no spots left shown. */
  past?: boolean;
}) {
  const left = past ? null : spotsLeft(event);
  const { actionFor } = useTexts(commonMessages);
  const r = useTexts(registrationsMessages);
  const { date, money } = useFormat();
  const phase = past ? null : (event.registration?.phase ?? "open");
  const title = useContentText()(event.title, event.title_fr);
  const path = usePath();
  return (
    <article className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <ResponsiveImage
        src={event.image}
        alt=""
        sizes={EVENT_CARD_SIZES}
        width={1200}
        height={675}
        loading={eager || first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : undefined}
        className="aspect-video w-full bg-slate-200 object-cover"
        fallback={FALLBACK_EVENT_IMAGE}
      />
      <div className="flex flex-1 flex-col p-6">
        <ContentText as="h3" className="text-xl font-bold text-slate-900" {...bilingual(event, "title")} />
        <p className="mt-2 text-sm font-medium text-red-800">
          <time dateTime={event.starts_at}>{date(event.starts_at)}</time>
        </p>
        <ContentText as="p" className="mt-1 text-sm text-slate-700" {...bilingual(event, "location")} />
        {past ? null : (
          <p className="mt-1 text-sm font-medium text-slate-800">
            {event.fee_cents > 0 ? money(event.fee_cents) : texts.free}
          </p>
        )}
        <ContentText
          as="p"
          className="mt-3 line-clamp-3 flex-1 text-slate-700"
          {...bilingual(event, "description")}
        />
        {left !== null ? (
          <p className="mt-3 text-sm font-medium text-slate-800">
            {left === 0 ? texts.full : format(texts.spotsLeft, { count: left })}
          </p>
        ) : null}
        {phase === "not-open" ? (
          <p className="mt-3 text-sm font-medium text-slate-800">
            {format(r.event.opensOn, { date: date(event.registration?.opensAt ?? "") })}
          </p>
        ) : phase === "closed" ? (
          <p className="mt-3 text-sm font-medium text-slate-800">{r.event.closed}</p>
        ) : null}
        <div className="mt-5 flex flex-wrap gap-3">
          <LinkButton
            to={path(href("/events/:id", { id: String(event.id) }))}
            aria-label={format(actionFor, { action: texts.learnMore, item: title })}
            variant="secondary"
            className="text-slate-900"
          >
            {texts.learnMore}
            {/* Search engines read a link's text, not its label: "Learn More" alone says nothing of where it goes. */}
            <span className="sr-only">{format(actionFor, { action: "", item: title })}</span>
          </LinkButton>
          {phase === "open" && left === 0 ? (
            <LinkButton
              to={`${path(href("/events/:id", { id: String(event.id) }))}#register`}
              aria-label={format(actionFor, { action: r.join.submit, item: title })}
            >
              {r.join.submit}
            </LinkButton>
          ) : null}
          {phase === "open" && left !== 0 ? (
            <LinkButton
              to={path(href("/events/:id/register", { id: String(event.id) }))}
              aria-label={format(actionFor, { action: texts.registerNow, item: title })}
              data-toast={registerToast}
              data-toast-instead={registerToast ? "" : undefined}
              onClick={(e) => {
                if (!onRegister) return;
                e.preventDefault();
                onRegister(event);
              }}
            >
              {texts.registerNow}
            </LinkButton>
          ) : null}
        </div>
      </div>
    </article>
  );
}
