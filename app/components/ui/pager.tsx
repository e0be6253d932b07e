import { Link, useSearchParams } from "react-router";
import { format } from "~/lib/i18n";

/**
 * Previous / next links that keep the other query parameters (filters, page size); `param` names the
 * page's parameter when one screen pages two lists.
 */
export function Pager({
  page,
  pages,
  labels,
  param = "page",
}: {
  page: number;
  pages: number;
  labels: { previous: string; next: string; page: string };
  param?: string;
}) {
  const [searchParams] = useSearchParams();
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    next.set(param, String(target));
    return `?${next}`;
  };
  const linkClass = "rounded border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100";
  return (
    <nav
      aria-label={format(labels.page, { page, pages })}
      className="mt-4 flex items-center justify-between gap-4"
    >
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass}>
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">{format(labels.page, { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={linkClass}>
          {labels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
