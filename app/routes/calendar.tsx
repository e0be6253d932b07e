import { href, Link } from "react-router";
import { ContentText, useContentText } from "~/components/content-text";
import { PageHero } from "~/components/page-hero";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import { monthKey, shiftMonth } from "~/features/events";
import { loadCalendar } from "~/features/events/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale } from "~/lib/i18n";
import { bilingual } from "~/lib/i18n/content";
import { inPlaceLink, scriptsOnFirstUse } from "~/lib/page-scripts";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor, own } from "~/lib/seo";
import { calendarMessages } from "~/texts/pages/calendar";
import { commonMessages } from "~/texts/pages/common";
import type { Route } from "./+types/calendar";

/** Titles shown in one day cell; the rest are counted ("+2 more") and listed when the day is selected. */
const CELL_TITLES = 3;

/** The selected day's panel: a day's link scrolls to it, which on a phone is below the grid. */
const DAY_PANEL = "day-events";

const MONTH_BUTTON =
  "inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md border border-slate-400 px-3 py-2 font-medium whitespace-nowrap hover:bg-slate-100";

// Read first, used after: its scripts start on the visitor's first sign of use (decision 074).
export const handle = scriptsOnFirstUse;

export const meta: Route.MetaFunction = (args) => metaFor(args, calendarMessages, own);

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return loadCalendar(context.get(appContext), {
    month: params.get("month"),
    day: params.get("day"),
    locale: getLocale(context),
  });
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const m = useTexts(calendarMessages);
  const path = usePath();
  const toast = useToast();
  const { actionFor } = useTexts(commonMessages);
  const contentText = useContentText();
  const { month, weeks, events, selected, next, feed } = loaderData;
  const key = monthKey(month);
  const { day, month: monthName } = useFormat();
  const heading = monthName(month);
  const byDay = new Map<string, typeof events>();
  for (const event of events) byDay.set(event.day, [...(byDay.get(event.day) ?? []), event]);
  const selectedEvents = selected ? (byDay.get(selected) ?? []) : [];

  return (
    <>
      <PageHero title={m.title} text={m.intro} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="month-heading">
          {/* On a phone the month buttons are arrows (their words stay their names), so the row stays one line. */}
          <div className="flex items-center justify-between gap-2 sm:gap-4">
            <Link to={`?month=${monthKey(shiftMonth(month, -1))}`} className={MONTH_BUTTON} {...inPlaceLink}>
              <span aria-hidden="true">←</span>
              <span className="max-sm:sr-only"> {m.previous}</span>
            </Link>
            <h2
              id="month-heading"
              className="text-center text-xl font-bold whitespace-nowrap sm:text-2xl"
              aria-live="polite"
            >
              {heading}
            </h2>
            <Link to={`?month=${monthKey(shiftMonth(month, 1))}`} className={MONTH_BUTTON} {...inPlaceLink}>
              <span className="max-sm:sr-only">{m.next} </span>
              <span aria-hidden="true">→</span>
            </Link>
          </div>
          {next ? (
            <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-slate-800 ring-1 ring-amber-200">
              {m.nextEvent}{" "}
              <Link
                to={`?month=${next.day.slice(0, 7)}&day=${next.day}#${DAY_PANEL}`}
                {...inPlaceLink}
                className="font-semibold text-red-800 underline"
              >
                <ContentText {...bilingual(next, "title")} />, {day(next.day)}
              </Link>
            </p>
          ) : null}
          <table className="mt-6 w-full table-fixed border-collapse text-sm">
            <thead>
              <tr>
                {m.weekdays.map((name, index) => (
                  <th key={name} scope="col" className="py-2 font-semibold text-slate-800">
                    <abbr title={name} className="no-underline">
                      {m.weekdaysShort[index]}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]?.date}>
                  {week.map((cell) => {
                    const dayEvents = byDay.get(cell.date) ?? [];
                    const isSelected = cell.date === selected;
                    const count =
                      dayEvents.length === 1
                        ? m.oneEventOnDay
                        : format(m.eventsOnDay, { count: dayEvents.length });
                    return (
                      <td key={cell.date} className="h-24 border border-slate-200 p-0 align-top sm:h-28">
                        <Link
                          to={`?month=${key}&day=${cell.date}#${DAY_PANEL}`}
                          preventScrollReset
                          {...inPlaceLink}
                          aria-current={isSelected ? "date" : undefined}
                          className={`flex h-full flex-col gap-1 p-1 hover:bg-red-50 ${
                            cell.inMonth ? "text-slate-900" : "bg-slate-50 text-slate-500"
                          } ${isSelected ? "outline-2 -outline-offset-2 outline-red-700" : ""}`}
                        >
                          {/* The name comes from the content (the full date, the count, the titles): an
                              aria-label would leave out the visible titles (WCAG 2.5.3, label in name). */}
                          <span className="font-semibold">
                            <span className="sr-only">
                              {dayEvents.length > 0 ? `${day(cell.date)}, ${count}:` : day(cell.date)}
                            </span>
                            <span aria-hidden="true">{cell.day}</span>
                            {dayEvents.length > 0 ? (
                              <span className="mt-1 flex flex-wrap gap-1 sm:hidden">
                                {dayEvents.slice(0, CELL_TITLES).map((event) => (
                                  <span key={event.id} className="size-2.5 rounded-full bg-red-700" />
                                ))}
                              </span>
                            ) : null}
                          </span>
                          {/* A phone's cell is too narrow for a title: it shows a dot, and the titles stay in
                              the day's name and in the day's panel, where a tap brings them. */}
                          {dayEvents.slice(0, CELL_TITLES).map((event) => (
                            <ContentText
                              key={event.id}
                              className="line-clamp-2 rounded bg-red-700 px-1 text-xs break-words text-white max-sm:sr-only"
                              {...bilingual(event, "title")}
                            />
                          ))}
                          {dayEvents.length > CELL_TITLES ? (
                            <span className="text-xs font-medium text-slate-700">
                              {format(m.more, { count: dayEvents.length - CELL_TITLES })}
                            </span>
                          ) : null}
                        </Link>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <aside className="space-y-6">
          <section id={DAY_PANEL} className="scroll-mt-20 rounded-xl bg-slate-50 p-5" aria-live="polite">
            {selected ? (
              <>
                <h2 className="text-lg font-bold">{format(m.eventsOn, { date: day(selected) })}</h2>
                {selectedEvents.length === 0 ? (
                  <p className="mt-2 text-slate-700">{format(m.nothingScheduled, { date: day(selected) })}</p>
                ) : (
                  <ul className="mt-3 space-y-3">
                    {selectedEvents.map((event) => (
                      <li key={event.id}>
                        <ContentText as="p" className="font-semibold" {...bilingual(event, "title")} />
                        <ContentText
                          as="p"
                          className="text-sm text-slate-700"
                          {...bilingual(event, "location")}
                        />
                        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
                          <Link
                            to={path(href("/events/:id", { id: String(event.id) }))}
                            aria-label={format(actionFor, {
                              action: m.viewDetails,
                              item: contentText(event.title, event.title_fr),
                            })}
                            className="text-red-800 underline"
                          >
                            {m.viewDetails}
                          </Link>
                          {event.google ? (
                            <a
                              href={event.google}
                              target="_blank"
                              rel="noopener noreferrer"
                              {...inPlaceLink}
                              onClick={() => toast(m.download.exported)}
                              aria-label={format(actionFor, {
                                action: m.download.google,
                                item: contentText(event.title, event.title_fr),
                              })}
                              className="text-red-800 underline"
                            >
                              {m.download.google}
                            </a>
                          ) : null}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ) : (
              <p className="text-slate-700">{m.selectPrompt}</p>
            )}
          </section>

          <section className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <h2 className="text-lg font-bold">{m.download.title}</h2>
            <p className="mt-2 text-sm text-slate-700">{m.download.googleIntro}</p>
            <p className="mt-4 flex flex-wrap gap-2">
              <a
                href={feed.google}
                target="_blank"
                rel="noopener noreferrer"
                {...inPlaceLink}
                onClick={() => toast(m.download.exported)}
                className={buttonClass({ className: "inline-block text-sm" })}
              >
                {m.download.googleAll}
              </a>
              <a
                href={path("/calendar.ics?download=1")}
                download="events.ics"
                {...inPlaceLink}
                onClick={() => toast(m.download.downloaded)}
                className={buttonClass({ className: "inline-block text-sm" })}
              >
                {m.download.ics}
              </a>
            </p>
            <p className="mt-4 text-sm">
              <a href={feed.webcal} className="font-medium text-red-800 underline">
                {m.download.subscribe}
              </a>
            </p>
            <p className="mt-1 text-xs text-slate-700">{m.download.subscribeHint}</p>
          </section>
        </aside>
      </div>
    </>
  );
}
