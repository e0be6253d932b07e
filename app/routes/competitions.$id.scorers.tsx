import { data } from "react-router";
import { ContentText, useContentText } from "~/components/content-text";
import { BackLink } from "~/components/ui/text-link";
import { getUser } from "~/features/accounts/index.server";
import { parsePublicId } from "~/features/competitions";
import { ScorersTable } from "~/features/competitions/components/match-centre";
import { CompetitionName } from "~/features/competitions/components/public";
import { loadScorersPage } from "~/features/competitions/index.server";
import { dayIn } from "~/features/memberships";
import { appContext } from "~/lib/context.server";
import { format } from "~/lib/i18n";
import { inLocale } from "~/lib/i18n/content";
import { readingPage } from "~/lib/page-scripts";
import { usePath, useTexts } from "~/lib/root-data";
import { metaForContent, metaLocale, metaTexts } from "~/lib/seo";
import { competitionsPublicMessages } from "~/texts/pages/competitions-public";
import { matchCentreMessages } from "~/texts/pages/match-centre";
import type { Route } from "./+types/competitions.$id.scorers";

/** A reading page: sent without the framework's scripts (decision 073). */
export const handle = readingPage;

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (!page) return [];
  const locale = metaLocale(args);
  const competition = inLocale({ en: page.competition.name, fr: page.competition.name_fr }, locale).text;
  const t = metaTexts(args, matchCentreMessages).scorers;
  return metaForContent(args, {
    title: format(t.metaTitle, { competition }),
    description: format(t.metaDescription, { competition }),
  });
};

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const { db, config } = context.get(appContext);
  const competitionId = parsePublicId(params.id);
  const page =
    competitionId === null
      ? null
      : await loadScorersPage(db, {
          competitionId,
          today: dayIn(new Date(), config.TIME_ZONE),
          mayPreview: async () => (await getUser(args))?.isAdmin === true,
        });
  if (!page) throw data(null, { status: 404 });
  return page;
}

export default function ScorersPage({ loaderData }: Route.ComponentProps) {
  const m = useTexts(competitionsPublicMessages);
  const t = useTexts(matchCentreMessages).scorers;
  const path = usePath();
  const contentText = useContentText();
  const { competition, scorers, namesShown } = loaderData;
  const competitionName = contentText(competition.name, competition.name_fr);
  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <BackLink to={path(`/competitions/${competition.id}`)}>{competitionName}</BackLink>
      {competition.published ? null : (
        <p className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-300">
          {m.competition.preview}
        </p>
      )}
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight">{t.title}</h1>
      <p className="mt-2 text-lg text-slate-700">
        <CompetitionName competition={competition} /> ·{" "}
        <ContentText en={competition.category} fr={competition.category_fr} /> ·{" "}
        {format(m.competition.season, { season: competition.season })}
      </p>
      <p className="mt-2 text-slate-700">{t.intro}</p>
      <ScorersTable
        scorers={scorers}
        caption={format(t.caption, { competition: competitionName })}
        competitionId={competition.id}
        showTeam
        namesShown={namesShown}
      />
    </article>
  );
}
