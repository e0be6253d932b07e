import { href } from "react-router";
import { listPublicCompetitionPaths } from "~/features/competitions/index.server";
import { listUpcomingEventIds } from "~/features/events/index.server";
import { listNewsPaths } from "~/features/news/index.server";
import { appContext } from "~/lib/context.server";
import { publicPaths, sitemapXml } from "~/lib/seo";
import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const [eventIds, competitionPaths, newsPaths] = await Promise.all([
    listUpcomingEventIds(db, new Date()),
    listPublicCompetitionPaths(db),
    listNewsPaths(db),
  ]);
  const eventPaths = eventIds.map((id) => href("/events/:id", { id: String(id) }));
  return new Response(
    sitemapXml(config.BASE_URL, [...publicPaths, ...eventPaths, ...competitionPaths, ...newsPaths]),
    {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    },
  );
}
