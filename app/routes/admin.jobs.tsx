import { ErrorCell, StatusList } from "~/components/status-list";
import { cell } from "~/components/ui/data-table";
import { useFormat } from "~/lib/formatter";
import { listJobs } from "~/lib/jobs/queries.server";
import { retryFailedJob } from "~/lib/jobs/schedule.server";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { loadStatusList, retryById } from "~/lib/status-list.server";
import { adminMessages } from "~/texts/pages/admin";
import type { Route } from "./+types/admin.jobs";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, adminMessages, (m) => m.jobs, { noindex: true });

const statuses = ["scheduled", "failed"] as const;

export const loader = (args: Route.LoaderArgs) => loadStatusList(args, statuses, listJobs);

export const action = (args: Route.ActionArgs) => retryById(args, retryFailedJob, (m) => m.jobs.retried);

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const m = useTexts(adminMessages).jobs;
  const { dateTime } = useFormat();

  return (
    <StatusList
      texts={m}
      statuses={statuses}
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
