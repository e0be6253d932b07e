import { data } from "react-router";
import { ContentText, useContentText } from "~/components/content-text";
import { BackLink } from "~/components/ui/text-link";
import { getUser } from "~/features/accounts/index.server";
import { parsePublicId } from "~/features/competitions";
import { SheetTeam } from "~/features/competitions/components/match-centre";
import {
  CompetitionName,
  MatchResult,
  MatchTeam,
  MatchVenue,
  MatchWhen,
} from "~/features/competitions/components/public";
import { loadMatchPage } from "~/features/competitions/index.server";
import { dayIn } from "~/features/memberships";
import { appContext } from "~/lib/context.server";
import { format, getLocale } from "~/lib/i18n";
import { inLocale } from "~/lib/i18n/content";
import { readingPage } from "~/lib/page-scripts";
import { usePath, useSettings, useTexts } from "~/lib/root-data";
import { metaForContent, metaLocale, metaTexts } from "~/lib/seo";
import { competitionsPublicMessages } from "~/texts/pages/competitions-public";
import { matchCentreMessages } from "~/texts/pages/match-centre";
import type { Route } from "./+types/competitions.$id.matches.$matchId";

/** A reading page: sent without the framework's scripts (decision 073). */
export const handle = readingPage;

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (!page) return [];
  const locale = metaLocale(args);
  const competition = inLocale({ en: page.competition.name, fr: page.competition.name_fr }, locale).text;
  const t = metaTexts(args, matchCentreMessages).match;
  const names = { home: page.match.home.name, away: page.match.away.name, competition };
  return metaForContent(args, {
    title: `${format(t.title, names)} – ${competition}`,
    description: format(t.metaDescription, names),
  });
};

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const { db, config } = context.get(appContext);
  const competitionId = parsePublicId(params.id);
  const matchId = parsePublicId(params.matchId);
  const page =
    competitionId === null || matchId === null
      ? null
      : await loadMatchPage(db, {
          competitionId,
          matchId,
          locale: getLocale(context),
          today: dayIn(new Date(), config.TIME_ZONE),
          mayPreview: async () => (await getUser(args))?.isAdmin === true,
        });
  if (!page) throw data(null, { status: 404 });
  return page;
}

export default function MatchPage({ loaderData }: Route.ComponentProps) {
  const m = useTexts(competitionsPublicMessages);
  const t = useTexts(matchCentreMessages).match;
  const path = usePath();
  const contentText = useContentText();
  const { timeZone } = useSettings();
  const { competition, match, officials, awaiting, sheet } = loaderData;
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
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
        <MatchTeam side={match.home} competitionId={competition.id} />
        <span className="font-normal text-slate-700"> – </span>
        <MatchTeam side={match.away} competitionId={competition.id} />
      </h1>
      <p className="mt-2 text-lg text-slate-700">
        <CompetitionName competition={competition} />
        {match.stage ? (
          <>
            {" · "}
            <ContentText en={match.stage.name} fr={match.stage.name_fr} />
          </>
        ) : null}
        {` · ${match.roundName}`}
      </p>
      <dl className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-slate-700">{t.when}</dt>
          <dd>
            <MatchWhen day={match.day} time={match.time} />
            <span className="block text-sm text-slate-700">
              {format(m.competition.timeZone, { zone: timeZone })}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">{t.venue}</dt>
          <dd>{match.venue ? <MatchVenue venue={match.venue} /> : "—"}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">{t.status}</dt>
          <dd>{t.statuses[match.status]}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">{t.result}</dt>
          <dd>
            <MatchResult match={match} />
            {match.byAdministrators ? (
              <span className="block text-sm font-medium text-slate-800">{t.adminResult}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      {awaiting ? (
        <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-300">{t.awaiting}</p>
      ) : null}
      <section aria-labelledby="officials-heading" className="mt-10">
        <h2 id="officials-heading" className="text-2xl font-bold">
          {t.officials}
        </h2>
        {officials.length === 0 ? (
          <p className="mt-2 text-slate-700">{t.noOfficials}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {officials.map((official) => (
              <li key={`${official.role}-${official.name}`}>
                <span className="text-slate-700">
                  {format(t.roleLabel, { role: t.roles[official.role] })}
                </span>{" "}
                <span className="font-semibold">{official.name}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="sheet-heading" className="mt-10">
        <h2 id="sheet-heading" className="text-2xl font-bold">
          {t.sheet}
        </h2>
        {sheet === null ? (
          <p className="mt-2 text-slate-700">{t.noSheet}</p>
        ) : (
          <>
            <SheetTeam
              team={match.home.name}
              players={sheet.home.players}
              timeouts={sheet.home.timeouts}
              headingId="sheet-home"
            />
            <SheetTeam
              team={match.away.name}
              players={sheet.away.players}
              timeouts={sheet.away.timeouts}
              headingId="sheet-away"
            />
            <p className="mt-4 text-sm text-slate-700">{loaderData.namesShown ? t.minorsNote : t.noNames}</p>
          </>
        )}
      </section>
    </article>
  );
}
