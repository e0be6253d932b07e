import { data } from "react-router";
import { parsePublicId } from "~/features/competitions";
import { matchFeed } from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { getLocale } from "~/lib/i18n";
import { icsResponse, matchesEtag } from "~/lib/ics-response";
import type { Route } from "./+types/competitions.$id.teams.$entryId[.]ics";

/** A team's matches in a competition, as a feed to subscribe to or a file to download (?download=1). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const competitionId = parsePublicId(params.id);
  const entryId = parsePublicId(params.entryId);
  const feed =
    competitionId === null || entryId === null
      ? null
      : await matchFeed(db, config, {
          competitionId,
          entryId,
          locale: getLocale(context),
          ifNoneMatch: (etag) => matchesEtag(request.headers.get("If-None-Match"), etag),
        });
  if (!feed) throw data(null, { status: 404 });
  if (feed.notModified)
    return new Response(null, {
      status: 304,
      headers: { ETag: feed.etag, "Cache-Control": "public, max-age=300" },
    });
  const download = new URL(request.url).searchParams.has("download");
  return icsResponse(feed.body, feed.filename, download ? "attachment" : "inline", feed.etag);
}
