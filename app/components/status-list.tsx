import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { useTexts } from "~/lib/root-data";
import { adminMessages } from "~/texts/pages/admin";

/**
 * An admin list with status filter tabs, a table whose failed rows have a retry button, and a pager.
 * `cells` renders a row's own columns; the retry column comes last.
 */
export function StatusList<R extends { id: number; status: string }>({
  texts,
  statuses,
  rows,
  page,
  pages,
  cells,
}: {
  texts: {
    title: string;
    intro: string;
    empty: string;
    retry: string;
    columns: Record<string, string>;
    /** A tab's label for each status, and `all` for the tab that shows every row. */
    filters: Record<string, string>;
  };
  statuses: readonly string[];
  rows: R[];
  page: number;
  pages: number;
  cells: (row: R) => ReactNode;
}) {
  const pagerLabels = useTexts(adminMessages).users;
  const [searchParams] = useSearchParams();
  const current = searchParams.get("status") ?? "";
  const filters = [["", texts.filters.all], ...statuses.map((s) => [s, texts.filters[s]])];

  return (
    <section>
      <PageHeader title={texts.title} intro={texts.intro} />
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
        <p className="mt-6">{texts.empty}</p>
      ) : (
        <DataTable
          columns={[
            ...Object.values(texts.columns),
            <span key="action" className="sr-only">
              {texts.retry}
            </span>,
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              {cells(row)}
              <td className={cell}>
                {row.status === "failed" ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={row.id} />
                    <button
                      type="submit"
                      className="rounded border border-slate-400 px-3 py-1 font-medium hover:bg-slate-100"
                    >
                      {texts.retry}
                    </button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pages={pages} labels={pagerLabels} />
    </section>
  );
}

/** A last error, cut to one line with the whole text on hover. */
export function ErrorCell({ error }: { error: string | null }) {
  return (
    <td className="max-w-xs truncate px-4 py-3" title={error ?? undefined}>
      {error ?? "-"}
    </td>
  );
}
