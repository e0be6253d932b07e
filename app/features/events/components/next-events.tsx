import { href, Link } from "react-router";
import { ContentText } from "~/components/content-text";
import { useFormat } from "~/lib/formatter";
import { bilingual } from "~/lib/i18n/content";
import { usePath } from "~/lib/root-data";

export type NextEvent = {
  id: number;
  title: string;
  title_fr: string | null;
  starts_at: string;
  ends_at: string;
  location: string;
  location_fr: string | null;
};

/**
 * The next events as a section of small cards (the home page): each title links to its event page, with
 * its days, times and place in the page's language. No events, no section: never a heading over nothing.
 */
export function NextEvents({
  events,
  heading,
  allEvents,
}: {
  events: NextEvent[];
  heading: string;
  /** The link to every event. */
  allEvents: string;
}) {
  const path = usePath();
  const { range } = useFormat();
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="next-events-heading" className="mx-auto max-w-6xl px-4 pt-16">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="next-events-heading" className="text-3xl font-bold">
          {heading}
        </h2>
        <Link to={path("/events")} className="font-medium text-red-800 underline">
          {allEvents}
        </Link>
      </div>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {events.map((event) => (
          <li
            key={event.id}
            className="relative rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-red-700 hover:ring-red-700"
          >
            <h3 className="text-lg font-bold text-slate-900">
              {/* The whole card is the link's target (its ::after covers it); the title alone is its name. */}
              <Link
                to={path(href("/events/:id", { id: String(event.id) }))}
                className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
              >
                <ContentText {...bilingual(event, "title")} />
              </Link>
            </h3>
            <p className="mt-2 text-sm font-medium text-red-800">
              <time dateTime={event.starts_at}>{range(event.starts_at, event.ends_at)}</time>
            </p>
            <ContentText as="p" className="mt-1 text-sm text-slate-700" {...bilingual(event, "location")} />
          </li>
        ))}
      </ul>
    </section>
  );
}
