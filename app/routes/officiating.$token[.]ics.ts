import { data } from "react-router";
import { officiatingFeed } from "~/features/competitions/index.server";
import { dayIn } from "~/features/memberships";
import { appContext } from "~/lib/context.server";
import { getLocale } from "~/lib/i18n";
import { icsResponse, matchesEtag } from "~/lib/ics-response";
import type { Route } from "./+types/officiating.$token[.]ics";

/**
 * An official's matches as a personal feed (decision 065): the secret token in the address is the only key,
 * so the answer is private and never stored by a shared cache; an unknown or revoked token is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const token = /^[A-Za-z0-9_-]{20,64}$/.test(params.token) ? params.token : null;
  const feed =
    token === null
      ? null
      : await officiatingFeed(db, config, {
          token,
          locale: getLocale(context),
          today: dayIn(new Date(), config.TIME_ZONE),
          ifNoneMatch: (etag) => matchesEtag(request.headers.get("If-None-Match"), etag),
        });
  if (!feed) throw data(null, { status: 404 });
  if (feed.notModified)
    return new Response(null, {
      status: 304,
      headers: { ETag: feed.etag, "Cache-Control": "private, no-store" },
    });
  const download = new URL(request.url).searchParams.has("download");
  const response = icsResponse(feed.body, feed.filename, download ? "attachment" : "inline", feed.etag);
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}
