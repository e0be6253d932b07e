import { Form, Link } from "react-router";
import { ContentText } from "~/components/content-text";
import { Button } from "~/components/ui/button";
import { formatClock, formatDayWithWeekday } from "~/lib/dates";
import { format } from "~/lib/i18n";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { competitionsPublicMessages } from "~/texts/pages/competitions-public";
import { standingsMessages } from "~/texts/pages/standings";
import type { MatchSide, MatchView } from "../public/rules";
import { MatchPageLink } from "./match-centre";

// The public competition pages' pieces (docs/competitions.md "Public pages and feeds"): the season picker,
// the standings table, a round's matches and the calendar links. They read without JavaScript.

/** The season picker: a GET form, so the address keeps the season and the page works without JavaScript. */
export function SeasonPicker({
  seasons,
  season,
}: {
  seasons: { id: number; name: string }[];
  season: { id: number };
}) {
  const t = useTexts(competitionsPublicMessages).list;
  return (
    <Form method="get" aria-label={t.pickerLabel} className="flex flex-wrap items-end gap-3" key={season.id}>
      <div>
        <label htmlFor="season" className="block text-sm font-semibold">
          {t.seasonLabel}
        </label>
        <select
          id="season"
          name="season"
          defaultValue={String(season.id)}
          className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2"
        >
          {seasons.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="dark">
        {t.show}
      </Button>
    </Form>
  );
}

/** "Saturday, October 3, 2026, 7:30 p.m.", or the day alone, or that the day is still to be set. */
export function MatchWhen({ day, time }: { day: string | null; time: string | null }) {
  const locale = useLocale();
  const t = useTexts(competitionsPublicMessages).match;
  if (day === null) return <span>{t.dayToBeSet}</span>;
  return (
    <time dateTime={time ? `${day}T${time}` : day}>
      {formatDayWithWeekday(day, locale)}, {time ? formatClock(time, locale) : t.timeToBeSet}
    </time>
  );
}

export function MatchTeam({ side, competitionId }: { side: MatchSide; competitionId: number }) {
  const path = usePath();
  if (side.entryId === null) return <span className="italic">{side.name}</span>;
  return (
    <Link
      to={path(`/competitions/${competitionId}/teams/${side.entryId}`)}
      className="font-semibold text-slate-900 underline decoration-slate-400 underline-offset-2 hover:text-red-800"
    >
      {side.name}
    </Link>
  );
}

/** What a match's result cell says: the score with half-time in brackets, or its status in words. */
export function MatchResult({ match }: { match: MatchView }) {
  const t = useTexts(competitionsPublicMessages).match;
  if (match.status === "postponed") return <strong className="text-amber-900">{t.postponed}</strong>;
  if (match.status === "cancelled") return <strong className="text-slate-700">{t.cancelled}</strong>;
  if (match.status === "forfeit")
    return (
      <span>
        {format(t.forfeit, { team: match.forfeitedBy === "home" ? match.home.name : match.away.name })}
      </span>
    );
  if (!match.score) return <span className="text-slate-700">{t.upcoming}</span>;
  const [home, away] = match.score;
  return (
    <span>
      <strong className="tabular-nums">{`${home}–${away}`}</strong>
      {match.halftime ? (
        <span className="text-slate-700">
          {" "}
          ({format(t.halftime, { score: `${match.halftime[0]}–${match.halftime[1]}` })})
        </span>
      ) : null}
      {match.decidedBy === "extra-time" ? <span className="text-slate-700"> {t.extraTime}</span> : null}
      {match.decidedBy === "sevens" && match.sevens ? (
        <span className="text-slate-700">
          {" "}
          {format(t.sevens, { score: `${match.sevens[0]}–${match.sevens[1]}` })}
        </span>
      ) : null}
    </span>
  );
}

export function MatchVenue({ venue }: { venue: MatchView["venue"] }) {
  if (!venue) return null;
  return (
    <a href={venue.url} className="text-red-800 underline" rel="noopener noreferrer">
      {venue.name}
    </a>
  );
}

/** One round's matches: when, the two teams, the result or status, and the venue linked to its map. */
export function RoundMatches({
  name,
  matches,
  competitionId,
  level,
}: {
  name: string;
  matches: MatchView[];
  competitionId: number;
  /** Under a pool's heading (h3) or straight under the stage's (h2). */
  level: 3 | 4;
}) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <section className="mt-6">
      <Heading className="text-lg font-semibold">{name}</Heading>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {matches.map((match) => (
          <li
            key={match.id}
            className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr_auto] sm:items-center sm:gap-4"
          >
            <span className="text-sm text-slate-700">
              <MatchWhen day={match.day} time={match.time} />
            </span>
            <span>
              <MatchTeam side={match.home} competitionId={competitionId} /> –{" "}
              <MatchTeam side={match.away} competitionId={competitionId} />{" "}
              <span className="whitespace-nowrap">
                <MatchResult match={match} />
              </span>
            </span>
            <span className="flex flex-wrap gap-x-3 text-sm">
              <MatchVenue venue={match.venue} />
              {match.home.entryId !== null && match.away.entryId !== null ? (
                <MatchPageLink
                  competitionId={competitionId}
                  matchId={match.id}
                  home={match.home.name}
                  away={match.away.name}
                />
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

type StandingsView = {
  complete: boolean;
  rows: {
    entry: number;
    team: string;
    place: number;
    shared: boolean;
    played: number;
    won: number;
    drawn: number;
    lost: number;
    goalsFor: number;
    goalsAgainst: number;
    goalDifference: number;
    points: number;
  }[];
  order: { complete: string; running: string; continues: string };
  footnotes: string[];
};

const NUMBERS = [
  "played",
  "won",
  "drawn",
  "lost",
  "goalsFor",
  "goalsAgainst",
  "goalDifference",
  "points",
] as const;

/** A pool's table: a shared place marked as shared, the order used in words, adjustments and ties as notes. */
export function StandingsTable({
  standings,
  caption,
  competitionId,
}: {
  standings: StandingsView;
  caption: string;
  competitionId: number;
}) {
  const t = useTexts(competitionsPublicMessages).competition;
  const s = useTexts(standingsMessages);
  const path = usePath();
  const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0");
  return (
    <div className="mt-4">
      <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="px-4 py-2 text-left font-semibold">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2">
                <abbr title={s.columnNames.place}>{s.columns.place}</abbr>
              </th>
              <th scope="col" className="px-3 py-2">
                {s.columnNames.team}
              </th>
              {NUMBERS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right">
                  <abbr title={s.columnNames[column]}>{s.columns[column]}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {standings.rows.map((row) => (
              <tr key={row.entry}>
                <td className="px-3 py-2 tabular-nums">
                  {row.shared ? (
                    <span title={format(t.sharedPlaceLabel, { place: row.place })}>
                      {format(t.sharedPlace, { place: row.place })}
                    </span>
                  ) : (
                    row.place
                  )}
                </td>
                <th scope="row" className="px-3 py-2 font-semibold">
                  <Link
                    to={path(`/competitions/${competitionId}/teams/${row.entry}`)}
                    className="underline decoration-slate-400 underline-offset-2 hover:text-red-800"
                  >
                    {row.team}
                  </Link>
                </th>
                {NUMBERS.map((column) => (
                  <td key={column} className="px-3 py-2 text-right tabular-nums">
                    {column === "goalDifference" ? signed(row[column]) : row[column]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {standings.complete ? t.standingsFinal : t.standingsRunning}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {standings.complete ? standings.order.complete : standings.order.running} {standings.order.continues}
      </p>
      {standings.footnotes.length > 0 ? (
        <ul className="mt-2 list-inside list-disc text-sm text-slate-700">
          {standings.footnotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The subscribe and download links of a feed. */
export function FeedLinks({
  links,
  subscribe,
  download,
}: {
  links: { webcal: string; download: string };
  subscribe: string;
  download: string;
}) {
  const t = useTexts(competitionsPublicMessages).competition.feed;
  return (
    <section aria-labelledby="feed-heading" className="mt-6 rounded-xl bg-slate-50 p-5">
      <h2 id="feed-heading" className="text-lg font-semibold">
        {t.title}
      </h2>
      <ul className="mt-2 space-y-1">
        <li>
          <a href={links.webcal} className="font-medium text-red-800 underline">
            {subscribe}
          </a>
        </li>
        <li>
          <a href={links.download} className="font-medium text-red-800 underline" download>
            {download}
          </a>
        </li>
      </ul>
      <p className="mt-2 text-sm text-slate-700">{t.hint}</p>
    </section>
  );
}

/** A competition's name in the page's language (English when it has no French), as a heading or text. */
export function CompetitionName({
  competition,
  as = "span",
  className,
}: {
  competition: { name: string; name_fr: string };
  as?: "span" | "h1" | "h2";
  className?: string;
}) {
  return <ContentText as={as} en={competition.name} fr={competition.name_fr} className={className} />;
}

/**
 * The links between a pool's rounds, which the page shows one at a time: previous, every round by its number
 * (the shown one marked as the current page), next. Each keeps the reader at the pool (`#pool-{id}`).
 */
export function RoundNav({
  competitionId,
  pool,
  rounds,
  shown,
}: {
  competitionId: number;
  pool: { id: number; name: string };
  rounds: { round: number; name: string }[];
  shown: number;
}) {
  const t = useTexts(competitionsPublicMessages).competition;
  const path = usePath();
  const at = rounds.findIndex((round) => round.round === shown);
  const to = (round: number) => `${path(`/competitions/${competitionId}`)}?round=${round}#pool-${pool.id}`;
  const previous = rounds[at - 1];
  const next = rounds[at + 1];
  const step = "font-medium text-red-800 underline";
  return (
    <nav aria-label={format(t.rounds, { pool: pool.name })} className="mt-4 text-sm">
      <ul className="flex flex-wrap items-center gap-1">
        {previous ? (
          <li className="mr-2">
            <Link to={to(previous.round)} className={step} rel="prev">
              {t.previousRound}
            </Link>
          </li>
        ) : null}
        {rounds.map((round) => (
          <li key={round.round}>
            {round.round === shown ? (
              <span
                aria-current="page"
                className="inline-block min-w-8 rounded bg-slate-900 px-2 py-1 text-center font-semibold text-white"
              >
                <RoundNumber round={round} />
              </span>
            ) : (
              <Link
                to={to(round.round)}
                className="inline-block min-w-8 rounded px-2 py-1 text-center text-red-800 underline ring-1 ring-slate-200"
              >
                <RoundNumber round={round} />
              </Link>
            )}
          </li>
        ))}
        {next ? (
          <li className="ml-2">
            <Link to={to(next.round)} className={step} rel="next">
              {t.nextRound}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A round's number as it shows, read out by its name ("Round 7", « Journée 7 »). */
function RoundNumber({ round }: { round: { round: number; name: string } }) {
  return (
    <>
      <span aria-hidden="true">{round.round}</span>
      <span className="sr-only">{round.name}</span>
    </>
  );
}
