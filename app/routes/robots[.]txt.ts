import { appContext } from "~/lib/context.server";
import { robotsTxt } from "~/lib/seo";
import type { Route } from "./+types/robots[.]txt";

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(appContext);
  return new Response(robotsTxt(config.BASE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
