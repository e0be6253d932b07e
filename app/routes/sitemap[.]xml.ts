import { appContext } from "~/lib/context.server";
import { publicPaths, sitemapXml } from "~/lib/seo";
import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(appContext);
  return new Response(sitemapXml(config.BASE_URL, publicPaths), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
