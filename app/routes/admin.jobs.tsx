import { ErrorCell, StatusList } from "~/components/status-list";
import { cell } from "~/components/ui/data-table";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { getTexts } from "~/lib/i18n";
import { adminMessages } from "~/lib/i18n/pages/admin";
import { listJobs } from "~/lib/jobs/queries.server";
import { retryFailedJob } from "~/lib/jobs/schedule.server";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { loadStatusList, retryById } from "~/lib/status-list.server";
import type { Route } from "./+types/admin.jobs";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, adminMessages, (m) => m.jobs, { noindex: true });

const statuses = ["scheduled", "failed"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return loadStatusList(request, statuses, (query) => listJobs(db, query));
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  return retryById(
    { request, url, config: app.config },
    (id) => retryFailedJob(app, id, new Date()),
    getTexts(context, adminMessages).jobs.retried,
  );
}

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const m = useTexts(adminMessages).jobs;
  const pager = useTexts(adminMessages).users;
  const { dateTime } = useFormat();

  return (
    <StatusList
      texts={m}
      filters={[["", m.filters.all], ...statuses.map((s) => [s, m.filters[s]] as const)]}
      pagerLabels={pager}
      {...loaderData}
      cells={(row) => (
        <>
          <td className={cell}>{m.kinds[row.kind] ?? row.kind}</td>
          <td className={cell}>{row.subject}</td>
          <td className={cell}>{m.statuses[row.status]}</td>
          <td className={cell}>{dateTime(row.run_at)}</td>
          <td className={cell}>{row.attempts}</td>
          <ErrorCell error={row.last_error} />
        </>
      )}
    />
  );
}
