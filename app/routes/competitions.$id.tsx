import { data } from "react-router";
import { ContentText } from "~/components/content-text";
import { BackLink, TextLink } from "~/components/ui/text-link";
import { getUser } from "~/features/accounts/index.server";
import { parsePublicId, parseRound } from "~/features/competitions";
import { AwaitingNote } from "~/features/competitions/components/match-centre";
import {
  CompetitionName,
  FeedLinks,
  RoundMatches,
  RoundNav,
  StandingsTable,
} from "~/features/competitions/components/public";
import { competitionFeedLinks, loadCompetitionPage } from "~/features/competitions/index.server";
import { dayIn } from "~/features/memberships";
import { appContext } from "~/lib/context.server";
import { format, getLocale } from "~/lib/i18n";
import { inLocale } from "~/lib/i18n/content";
import { readingPage } from "~/lib/page-scripts";
import { usePath, useSettings, useTexts } from "~/lib/root-data";
import { metaForContent, metaLocale, metaTexts } from "~/lib/seo";
import { competitionsPublicMessages } from "~/texts/pages/competitions-public";
import { matchCentreMessages } from "~/texts/pages/match-centre";
import type { Route } from "./+types/competitions.$id";

/** A reading page: sent without the framework's scripts (decision 073). */
export const handle = readingPage;

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (!page) return [];
  const locale = metaLocale(args);
  const { competition } = page;
  const name = inLocale({ en: competition.name, fr: competition.name_fr }, locale).text;
  const category = inLocale({ en: competition.category, fr: competition.category_fr }, locale).text;
  const t = metaTexts(args, competitionsPublicMessages).competition;
  return metaForContent(args, {
    title: name,
    description: format(t.metaDescription, { competition: name, category }),
  });
};

export async function loader(args: Route.LoaderArgs) {
  const { params, context, request } = args;
  const { db, config } = context.get(appContext);
  const id = parsePublicId(params.id);
  const locale = getLocale(context);
  const page =
    id === null
      ? null
      : await loadCompetitionPage(db, {
          id,
          locale,
          round: parseRound(new URL(request.url).searchParams.get("round")),
          today: dayIn(new Date(), config.TIME_ZONE),
          mayPreview: async () => (await getUser(args))?.isAdmin === true,
        });
  if (!page) throw data(null, { status: 404 });
  return { ...page, feed: competitionFeedLinks(config.BASE_URL, locale, page.competition.id, null) };
}

export default function CompetitionPage({ loaderData }: Route.ComponentProps) {
  const m = useTexts(competitionsPublicMessages);
  const t = m.competition;
  const mc = useTexts(matchCentreMessages);
  const path = usePath();
  const { timeZone } = useSettings();
  const { competition, stages, teams, feed } = loaderData;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <BackLink to={path("/competitions")}>{t.back}</BackLink>
      {competition.published ? null : (
        <p className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-300">{t.preview}</p>
      )}
      <CompetitionName
        as="h1"
        competition={competition}
        className="mt-4 text-4xl font-extrabold tracking-tight"
      />
      <p className="mt-2 text-lg text-slate-700">
        <ContentText en={competition.category} fr={competition.category_fr} /> ·{" "}
        {m.list.formats[competition.format]} · {format(t.season, { season: competition.season })}
      </p>
      <p className="mt-1 text-sm text-slate-700">{format(t.timeZone, { zone: timeZone })}</p>
      <p className="mt-4">
        <TextLink to={path(`/competitions/${competition.id}/scorers`)}>{mc.scorers.link}</TextLink>
      </p>
      <FeedLinks links={feed} subscribe={t.feed.subscribe} download={t.feed.download} />
      {stages.map((stage) => (
        <section key={stage.id} className="mt-10">
          <ContentText as="h2" en={stage.name} fr={stage.name_fr} className="text-2xl font-bold" />
          {stage.pools.map((pool) => (
            <section key={pool.id} className="mt-6" aria-labelledby={`pool-${pool.id}`}>
              <h3 id={`pool-${pool.id}`} className="text-xl font-semibold">
                {format(t.pool, { pool: pool.name })}
              </h3>
              <StandingsTable
                standings={pool.standings}
                caption={t.standings}
                competitionId={competition.id}
              />
              <AwaitingNote count={pool.awaiting} />
              {pool.shown === null ? (
                <p className="mt-4 text-slate-700">{t.noMatches}</p>
              ) : (
                <>
                  <RoundNav
                    competitionId={competition.id}
                    pool={pool}
                    rounds={pool.rounds}
                    shown={pool.shown.round}
                  />
                  <RoundMatches
                    name={pool.shown.name}
                    matches={pool.shown.matches}
                    competitionId={competition.id}
                    level={4}
                  />
                </>
              )}
            </section>
          ))}
          {stage.rounds.map((round) => (
            <RoundMatches
              key={round.round}
              name={round.name}
              matches={round.matches}
              competitionId={competition.id}
              level={3}
            />
          ))}
        </section>
      ))}
      <section aria-labelledby="teams-heading" className="mt-10">
        <h2 id="teams-heading" className="text-2xl font-bold">
          {t.teams}
        </h2>
        {teams.length === 0 ? (
          <p className="mt-2 text-slate-700">{t.noTeams}</p>
        ) : (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {teams.map((team) => (
              <li key={team.id}>
                <TextLink to={path(`/competitions/${competition.id}/teams/${team.id}`)}>{team.name}</TextLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
