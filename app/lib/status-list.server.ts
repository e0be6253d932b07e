import { data } from "react-router";
import { z } from "zod";
import type { Config } from "./config";
import { readForm } from "./form.server";
import { pageCount, paging } from "./paging";
import type { Toast } from "./toast";
import { redirectWithToast } from "./toast.server";

/**
 * Loads one page of an admin list filtered by `?status=`; an unknown status shows every row.
 */
export async function loadStatusList<S extends string, R>(
  request: Request,
  statuses: readonly [S, ...S[]],
  list: (query: {
    status: S | undefined;
    page: number;
    perPage: number;
  }) => Promise<{ rows: R[]; total: number }>,
) {
  const params = new URL(request.url).searchParams;
  const status = z
    .enum(statuses)
    .optional()
    .catch(undefined)
    .parse(params.get("status") ?? undefined);
  const { page, perPage } = paging(params);
  const { rows, total } = await list({ status, page, perPage });
  return { rows, page, pages: pageCount(total, perPage) };
}

/**
 * Retries the row whose `id` the form posts and comes back to the same list with `toast`; a bad id is
 * a 400, a row that cannot be retried a 404.
 */
export async function retryById(
  { request, url, config }: { request: Request; url: URL; config: Config },
  retry: (id: number) => Promise<boolean>,
  toast: Toast,
) {
  const id = z.coerce
    .number()
    .int()
    .positive()
    .safeParse((await readForm(request)).id);
  if (!id.success) throw data("Bad request", { status: 400 });
  if (!(await retry(id.data))) throw data("Not found", { status: 404 });
  // `url`, not `request.url`: a submission with JavaScript arrives as /admin/<list>.data.
  return redirectWithToast(config, url.pathname + url.search, toast);
}
