import { newsFeed } from "~/features/news/index.server";
import { appContext } from "~/lib/context.server";
import { getLocale } from "~/lib/i18n";
import { matchesEtag } from "~/lib/ics-response";
import type { Route } from "./+types/news.feed[.]xml";

/**
 * A language's Atom feed of the latest posts. Readers revalidate every time (no-cache) with the ETag, so a
 * scheduled post is in the feed from its minute, and an unchanged feed costs them a 304.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const feed = await newsFeed(db, config, getLocale(context));
  const headers = { ETag: feed.etag, "Cache-Control": "public, no-cache" };
  if (matchesEtag(request.headers.get("If-None-Match"), feed.etag))
    return new Response(null, { status: 304, headers });
  return new Response(feed.body, {
    headers: { ...headers, "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
