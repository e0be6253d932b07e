import { data } from "react-router";
import { ContentText, useContentText } from "~/components/content-text";
import { BackLink } from "~/components/ui/text-link";
import { getUser } from "~/features/accounts/index.server";
import { parsePublicId } from "~/features/competitions";
import { MatchPageLink, ScorersTable } from "~/features/competitions/components/match-centre";
import {
  CompetitionName,
  FeedLinks,
  MatchResult,
  MatchTeam,
  MatchVenue,
  MatchWhen,
} from "~/features/competitions/components/public";
import { competitionFeedLinks, loadTeamPage } from "~/features/competitions/index.server";
import { dayIn } from "~/features/memberships";
import { appContext } from "~/lib/context.server";
import { format, getLocale } from "~/lib/i18n";
import { inLocale } from "~/lib/i18n/content";
import { readingPage } from "~/lib/page-scripts";
import { usePath, useSettings, useTexts } from "~/lib/root-data";
import { metaForContent, metaLocale, metaTexts } from "~/lib/seo";
import { competitionsPublicMessages } from "~/texts/pages/competitions-public";
import { matchCentreMessages } from "~/texts/pages/match-centre";
import type { Route } from "./+types/competitions.$id.teams.$entryId";

/** A reading page: sent without the framework's scripts (decision 073). */
export const handle = readingPage;

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (!page) return [];
  const locale = metaLocale(args);
  const competition = inLocale({ en: page.competition.name, fr: page.competition.name_fr }, locale).text;
  const t = metaTexts(args, competitionsPublicMessages).team;
  return metaForContent(args, {
    title: `${page.team.name} – ${competition}`,
    description: format(t.metaDescription, { team: page.team.name, competition }),
  });
};

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const { db, config } = context.get(appContext);
  const competitionId = parsePublicId(params.id);
  const entryId = parsePublicId(params.entryId);
  const locale = getLocale(context);
  const page =
    competitionId === null || entryId === null
      ? null
      : await loadTeamPage(db, {
          competitionId,
          entryId,
          locale,
          today: dayIn(new Date(), config.TIME_ZONE),
          mayPreview: async () => (await getUser(args))?.isAdmin === true,
        });
  if (!page) throw data(null, { status: 404 });
  return { ...page, feed: competitionFeedLinks(config.BASE_URL, locale, page.competition.id, page.team.id) };
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const m = useTexts(competitionsPublicMessages);
  const t = m.team;
  const mc = useTexts(matchCentreMessages).scorers;
  const path = usePath();
  const contentText = useContentText();
  const { timeZone } = useSettings();
  const { competition, team, matches, roster, namesShown, feed, scorers } = loaderData;
  const competitionName = contentText(competition.name, competition.name_fr);
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <BackLink to={path(`/competitions/${competition.id}`)}>
        {format(t.back, { competition: competitionName })}
      </BackLink>
      {competition.published ? null : (
        <p className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-300">
          {m.competition.preview}
        </p>
      )}
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight">{team.name}</h1>
      <p className="mt-2 text-lg text-slate-700">
        <CompetitionName competition={competition} /> ·{" "}
        <ContentText en={competition.category} fr={competition.category_fr} />
        {team.pool ? ` · ${format(t.pool, { pool: team.pool })}` : null}
      </p>
      {team.guestFrom ? (
        <p className="mt-1 text-slate-700">{format(t.guestFrom, { place: team.guestFrom })}</p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">{format(m.competition.timeZone, { zone: timeZone })}</p>
      <FeedLinks links={feed} subscribe={t.feed.subscribe} download={t.feed.download} />
      <section aria-labelledby="fixtures-heading" className="mt-10">
        <h2 id="fixtures-heading" className="text-2xl font-bold">
          {t.fixtures}
        </h2>
        {matches.length === 0 ? (
          <p className="mt-2 text-slate-700">{t.noMatches}</p>
        ) : (
          <div className="mt-4 overflow-x-auto rounded-lg ring-1 ring-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t.when}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t.opponent}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t.result}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {m.match.venue}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 bg-white">
                {matches.map((match) => (
                  <tr key={match.id}>
                    <td className="px-3 py-2">
                      <MatchWhen day={match.day} time={match.time} />
                      <span className="block text-slate-700">
                        {match.stage} · {match.roundName}
                      </span>
                    </td>
                    <td className="px-3 py-2">
                      <MatchTeam
                        side={match.isHome ? match.away : match.home}
                        competitionId={competition.id}
                      />{" "}
                      <span className="text-slate-700">({match.isHome ? t.home : t.away})</span>
                    </td>
                    <td className="px-3 py-2">
                      <MatchResult match={match} />
                    </td>
                    <td className="px-3 py-2">
                      <MatchVenue venue={match.venue} />
                      {match.home.entryId !== null && match.away.entryId !== null ? (
                        <span className="block">
                          <MatchPageLink
                            competitionId={competition.id}
                            matchId={match.id}
                            home={match.home.name}
                            away={match.away.name}
                          />
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="scorers-heading" className="mt-10">
        <h2 id="scorers-heading" className="text-2xl font-bold">
          {mc.teamTitle}
        </h2>
        <ScorersTable
          scorers={scorers}
          caption={format(mc.teamCaption, { team: team.name })}
          competitionId={competition.id}
          showTeam={false}
          namesShown={namesShown}
        />
      </section>
      <section aria-labelledby="roster-heading" className="mt-10">
        <h2 id="roster-heading" className="text-2xl font-bold">
          {t.roster}
        </h2>
        {!namesShown ? (
          <p className="mt-2 text-slate-700">{t.noNames}</p>
        ) : roster.length === 0 ? (
          <p className="mt-2 text-slate-700">{t.emptyRoster}</p>
        ) : (
          <>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {roster.map((place) => (
                <li key={`${place.role}-${place.jersey ?? ""}-${place.name}`}>
                  <span className="font-semibold">{place.name}</span>{" "}
                  <span className="text-slate-700">
                    {place.jersey === null
                      ? t.roles[place.role]
                      : `${t.roles[place.role]}, ${format(t.jersey, { jersey: place.jersey })}`}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-slate-700">{t.rosterNote}</p>
          </>
        )}
      </section>
    </article>
  );
}
