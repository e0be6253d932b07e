import { data, Form, Link, useSearchParams } from "react-router";
import { z } from "zod";
import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { getTexts } from "~/lib/i18n";
import { adminMessages } from "~/lib/i18n/pages/admin";
import { listJobs } from "~/lib/jobs/queries.server";
import { retryFailedJob } from "~/lib/jobs/schedule.server";
import { pageCount, paging } from "~/lib/paging";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.jobs";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, adminMessages, (m) => m.jobs, { noindex: true });

const statuses = ["scheduled", "failed"] as const;
const statusSchema = z.enum(statuses).optional().catch(undefined);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const status = statusSchema.parse(params.get("status") ?? undefined);
  const { page, perPage } = paging(params);
  const { rows, total } = await listJobs(db, { status, page, perPage });
  return { rows, page, pages: pageCount(total, perPage) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const id = z.coerce
    .number()
    .int()
    .positive()
    .safeParse((await readForm(request)).id);
  if (!id.success) throw data("Bad request", { status: 400 });
  if (!(await retryFailedJob(app, id.data, new Date()))) throw data("Not found", { status: 404 });
  // `url`, not `request.url`: a submission with JavaScript arrives as /admin/jobs.data.
  return redirectWithToast(
    app.config,
    url.pathname + url.search,
    getTexts(context, adminMessages).jobs.retried,
  );
}

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const m = useTexts(adminMessages).jobs;
  const pager = useTexts(adminMessages).users;
  const { dateTime } = useFormat();
  const [searchParams] = useSearchParams();
  const current = searchParams.get("status") ?? "";
  const { rows, page, pages } = loaderData;
  const filters = [["", m.filters.all], ...statuses.map((s) => [s, m.filters[s]])] as const;

  return (
    <section>
      <PageHeader title={m.title} intro={m.intro} />
      <ul className="mt-6 flex flex-wrap gap-2">
        {filters.map(([value, label]) => (
          <li key={value}>
            <Link
              to={value ? `?status=${value}` : "?"}
              aria-current={current === value ? "page" : undefined}
              className={`rounded-full border px-3 py-1 text-sm font-medium ${
                current === value
                  ? "border-slate-900 bg-slate-900 text-white"
                  : "border-slate-300 hover:bg-slate-100"
              }`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
      {rows.length === 0 ? (
        <p className="mt-6">{m.empty}</p>
      ) : (
        <DataTable
          columns={[
            ...Object.values(m.columns),
            <span key="action" className="sr-only">
              {m.retry}
            </span>,
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cell}>{m.kinds[row.kind] ?? row.kind}</td>
              <td className={cell}>{row.subject}</td>
              <td className={cell}>{m.statuses[row.status]}</td>
              <td className={cell}>{dateTime(row.run_at)}</td>
              <td className={cell}>{row.attempts}</td>
              <td className="max-w-xs truncate px-4 py-3" title={row.last_error ?? undefined}>
                {row.last_error ?? "-"}
              </td>
              <td className={cell}>
                {row.status === "failed" ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={row.id} />
                    <button
                      type="submit"
                      className="rounded border border-slate-400 px-3 py-1 font-medium hover:bg-slate-100"
                    >
                      {m.retry}
                    </button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pages={pages} labels={pager} />
    </section>
  );
}
