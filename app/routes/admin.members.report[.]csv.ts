import { dayIn } from "~/features/memberships";
import { loadReport, reportCsvRows } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { toCsv } from "~/lib/csv";
import { getLocale } from "~/lib/i18n";
import type { Route } from "./+types/admin.members.report[.]csv";

/** The annual report's counts of a season: section, name, active memberships. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const report = await loadReport(db, new URL(request.url).searchParams, dayIn(new Date(), config.TIME_ZONE));
  const name = report.season?.name.replace(/[^\w-]/g, "") || "none";
  return new Response(`\uFEFF${toCsv(reportCsvRows(report, getLocale(context)))}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="member-counts-${name}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
