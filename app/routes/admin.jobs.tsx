import { ErrorCell, StatusList } from "~/components/status-list";
import { cell } from "~/components/ui/data-table";
import { orderNumber } from "~/features/orders";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
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

type JobTexts = (typeof adminMessages)["en"]["jobs"];

/** A job in words: its kind's name and schedule, and what it is about; a kind the catalogue lacks shows as stored. */
export function jobInWords(texts: JobTexts, job: { kind: string; subject: string }) {
  const kind = (texts.kinds as Partial<Record<string, JobTexts["kinds"][keyof JobTexts["kinds"]]>>)[job.kind];
  if (!kind) return { name: job.kind, when: "", subject: job.subject };
  const id = /^\d{1,9}$/.test(job.subject) ? Number(job.subject) : null;
  return {
    name: kind.name,
    when: kind.when,
    subject: format(kind.subject, {
      subject: job.subject,
      order: id === null ? job.subject : orderNumber(id),
    }),
  };
}

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const m = useTexts(adminMessages).jobs;
  const { dateTime } = useFormat();

  return (
    <StatusList
      texts={m}
      statuses={statuses}
      {...loaderData}
      cells={(row) => {
        const job = jobInWords(m, row);
        return (
          <>
            <td className={cell}>
              {job.name}
              {job.when ? (
                <>
                  {" "}
                  <span className="block text-sm text-slate-700">{job.when}</span>
                </>
              ) : null}
            </td>
            <td className={cell}>{job.subject}</td>
            <td className={cell}>{m.statuses[row.status]}</td>
            <td className={cell}>{dateTime(row.run_at)}</td>
            <td className={cell}>{row.attempts}</td>
            <ErrorCell error={row.last_error} />
          </>
        );
      }}
    />
  );
}
