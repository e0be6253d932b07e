import { dayIn } from "~/features/memberships";
import { membersCsvRows } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { toCsv } from "~/lib/csv";
import { getLocale } from "~/lib/i18n";
import type { Route } from "./+types/admin.members[.]csv";

/** Every membership the list's filters keep (not only a page), with the header in the admin's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const { season, rows } = await membersCsvRows(
    db,
    new URL(request.url).searchParams,
    dayIn(new Date(), config.TIME_ZONE),
    getLocale(context),
    config.TIME_ZONE,
  );
  // A byte order mark, so that a spreadsheet reads the accents of French names as UTF-8.
  return new Response(`\uFEFF${toCsv(rows)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="members-${season?.name.replace(/[^\w-]/g, "") || "none"}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
