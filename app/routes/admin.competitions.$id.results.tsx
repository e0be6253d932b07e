import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { TextLink } from "~/components/ui/text-link";
import { idFrom, loadCompetitionResults } from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { competitionResultsMessages } from "~/texts/pages/competition-results";
import type { Route } from "./+types/admin.competitions.$id.results";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, competitionResultsMessages, (m) => [m.list.metaTitle, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await loadCompetitionResults(context.get(appContext).db, idFrom(params.id));
  if (!found) throw data(null, { status: 404 });
  return found;
}

/** A competition's matches by round, each a link to its result form, and each pool's adjustments and files. */
export default function CompetitionResults({ loaderData }: Route.ComponentProps) {
  const m = useTexts(competitionResultsMessages);
  const path = usePath();
  const locale = useLocale();
  const { day } = useFormat();
  const { competition, rounds, pools } = loaderData;
  const base = `/admin/competitions/${competition.id}`;
  return (
    <section>
      <PageHeader
        title={format(m.list.title, {
          competition: locale === "fr" ? competition.name_fr : competition.name,
        })}
        intro={m.list.intro}
        back={{ to: path(base), label: m.list.back }}
      />
      {pools.length > 0 ? (
        <>
          <h2 className="mt-8 text-xl font-semibold">{m.list.poolsTitle}</h2>
          <ul className="mt-2 space-y-2">
            {pools.map((pool) => (
              <li key={pool.id} className="flex flex-wrap gap-x-4 gap-y-1">
                <span className="font-medium">
                  {locale === "fr" ? pool.stage_fr : pool.stage}, {format(m.list.pool, { pool: pool.name })}
                </span>
                <TextLink to={path(`${base}/pools/${pool.id}/adjustments`)}>{m.list.adjustments}</TextLink>
                <TextLink to={path(`${base}/pools/${pool.id}/import`)}>{m.list.import}</TextLink>
                <TextLink to={path(`${base}/pools/${pool.id}/matches.csv`)} reloadDocument>
                  {m.list.export}
                </TextLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {rounds.length === 0 ? <p className="mt-6">{m.list.empty}</p> : null}
      {rounds.map((round) => (
        <div key={round.key} className="mt-8">
          <h2 className="text-xl font-semibold">
            {locale === "fr" ? round.stageFr : round.stage}, {format(m.list.round, { round: round.round })}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
            {round.matches.map((match) => {
              const home = match.home ?? m.list.toBeDecided;
              const away = match.away ?? m.list.toBeDecided;
              const played = match.status === "played" || match.status === "forfeit";
              return (
                <li
                  key={match.id}
                  className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0 break-words">
                    <p className="font-medium">
                      {home} {played ? `${match.home_goals}-${match.away_goals}` : "–"} {away}
                    </p>
                    <p className="text-sm text-slate-700">
                      {[
                        match.pool ? format(m.list.pool, { pool: match.pool }) : m.list.knockout,
                        match.match_date ? day(match.match_date) : null,
                        match.match_time,
                        m.status[match.status],
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  </div>
                  {match.home && match.away && match.status !== "cancelled" ? (
                    <TextLink
                      to={path(`${base}/matches/${match.id}/result`)}
                      aria-label={`${played ? m.list.correct : m.list.enter}: ${format(m.list.matchLabel, { home, away })}`}
                    >
                      {played ? m.list.correct : m.list.enter}
                    </TextLink>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
