import { Form, href } from "react-router";
import { Button } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import type { MatchStatus, OfficialRole } from "~/db/schema";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { matchOfficialsMessages } from "~/texts/pages/match-officials";

type Assignment = {
  id: number;
  role: OfficialRole;
  competition: string;
  competitionFr: string;
  home: string | null;
  away: string | null;
  day: string | null;
  time: string | null;
  status: MatchStatus;
  venue: string | null;
};

export type Officiating = {
  people: {
    number: string;
    name: string;
    assignments: Assignment[];
    feed: { webcal: string; download: string } | null;
  }[];
  more: boolean;
  /** How many assignments the section lists at most. */
  listed: number;
};

/** A one-button form to the feed's action, for one person. */
function FeedButton({
  number,
  intent,
  label,
}: {
  number: string;
  intent: "renew" | "revoke";
  label: string;
}) {
  const path = usePath();
  return (
    <Form method="post" action={path(href("/account/officiating"))} className="inline">
      <input type="hidden" name="memberNumber" value={number} />
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant="secondary" size="md" className="text-sm">
        {label}
      </Button>
    </Form>
  );
}

/**
 * The account page's "Matches you officiate" (decision 065): each person's upcoming assignments as a referee
 * or table official, and their personal calendar feed with its address made, replaced or removed.
 */
export function OfficiatingSection({ officiating }: { officiating: Officiating }) {
  const m = useTexts(matchOfficialsMessages);
  const t = m.account;
  const locale = useLocale();
  const { day, time } = useFormat();
  const several = officiating.people.length > 1;
  const when = (row: Assignment) =>
    row.day === null
      ? t.noDay
      : row.time === null
        ? format(t.noTime, { day: day(row.day) })
        : format(t.when, { day: day(row.day), time: time(row.time) });
  return (
    <Panel id="officiating" heading={t.title}>
      <p className="mt-2 text-slate-700">{t.intro}</p>
      {officiating.people.map((person) => (
        <div key={person.number} className="mt-4">
          {several ? <h3 className="font-semibold">{person.name}</h3> : null}
          <ul className="mt-2 space-y-3">
            {person.assignments.map((row) => (
              <li key={`${row.id}-${row.role}`}>
                <p className="font-semibold">
                  {format(m.versus, { home: row.home ?? m.tbd, away: row.away ?? m.tbd })}
                  {row.status === "postponed" || row.status === "cancelled" ? (
                    <span className="ml-2 text-sm font-medium text-amber-800">({t.status[row.status]})</span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700">
                  {m.roles[row.role]} · {locale === "fr" ? row.competitionFr : row.competition}
                </p>
                <p className="text-sm text-slate-700">
                  {when(row)} · {row.venue ?? t.noVenue}
                </p>
              </li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold">
            {several ? format(t.feedFor, { name: person.name }) : t.feedTitle}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{t.feedIntro}</p>
          {person.feed ? (
            <>
              <p className="mt-2 flex flex-wrap gap-4">
                <a href={person.feed.webcal} className="font-medium text-red-800 underline">
                  {t.subscribe}
                </a>
                <a href={person.feed.download} className="font-medium text-red-800 underline" download>
                  {t.download}
                </a>
              </p>
              <p className="mt-2 flex flex-wrap gap-3">
                <FeedButton number={person.number} intent="renew" label={t.renew} />
                <FeedButton number={person.number} intent="revoke" label={t.revoke} />
              </p>
            </>
          ) : (
            <p className="mt-2">
              <FeedButton number={person.number} intent="renew" label={t.create} />
            </p>
          )}
        </div>
      ))}
      {officiating.more ? (
        <p className="mt-4 text-sm text-slate-700">{format(t.more, { count: officiating.listed })}</p>
      ) : null}
    </Panel>
  );
}
