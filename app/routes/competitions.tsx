import { Link } from "react-router";
import { ContentText } from "~/components/content-text";
import { PageHero } from "~/components/page-hero";
import { CompetitionName, SeasonPicker } from "~/features/competitions/components/public";
import { loadCompetitionList } from "~/features/competitions/index.server";
import { dayIn } from "~/features/memberships";
import { appContext } from "~/lib/context.server";
import { readingPage } from "~/lib/page-scripts";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { competitionsPublicMessages } from "~/texts/pages/competitions-public";
import type { Route } from "./+types/competitions";

/** A reading page: sent without the framework's scripts (decision 073). */
export const handle = readingPage;

export const meta: Route.MetaFunction = (args) => metaFor(args, competitionsPublicMessages, (m) => m.list);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  return loadCompetitionList(db, {
    season: new URL(request.url).searchParams.get("season"),
    today: dayIn(new Date(), config.TIME_ZONE),
  });
}

export default function Competitions({ loaderData }: Route.ComponentProps) {
  const t = useTexts(competitionsPublicMessages).list;
  const path = usePath();
  const { seasons, season, competitions } = loaderData;
  return (
    <>
      <PageHero title={t.title} text={t.intro} />
      <section className="mx-auto max-w-6xl px-4 py-10">
        {season ? (
          <>
            <SeasonPicker seasons={seasons} season={season} />
            <h2 className="mt-8 text-2xl font-bold">{season.name}</h2>
            {competitions.length === 0 ? (
              <p className="mt-4 text-slate-700">{t.empty}</p>
            ) : (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {competitions.map((competition) => (
                  <li key={competition.id} className="rounded-xl p-5 ring-1 ring-slate-200">
                    <h3 className="text-xl font-semibold">
                      <Link
                        to={path(`/competitions/${competition.id}`)}
                        className="text-red-800 underline underline-offset-2"
                      >
                        <CompetitionName competition={competition} />
                      </Link>
                    </h3>
                    <p className="mt-1 text-slate-700">
                      <ContentText en={competition.category} fr={competition.category_fr} /> ·{" "}
                      {t.formats[competition.format]}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className="text-slate-700">{t.noSeason}</p>
        )}
      </section>
    </>
  );
}
