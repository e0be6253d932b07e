import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { Db } from "~/db/db.server";
import { adminMessages } from "~/texts/pages/admin";
import { type AppContext, appContext } from "./context.server";
import { readForm } from "./form.server";
import { getTexts } from "./i18n";
import { pageCount, paging } from "./paging";
import type { Toast } from "./toast";
import { redirectWithToast } from "./toast.server";

/**
 * Loads one page of an admin list filtered by `?status=`; an unknown status shows every row.
 */
export async function loadStatusList<S extends string, R>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  statuses: readonly [S, ...S[]],
  list: (
    db: Db,
    query: { status?: S; page: number; perPage: number },
  ) => Promise<{ rows: R[]; total: number }>,
) {
  const params = new URL(request.url).searchParams;
  const status = z
    .enum(statuses)
    .optional()
    .catch(undefined)
    .parse(params.get("status") ?? undefined);
  const { page, perPage } = paging(params);
  const { rows, total } = await list(context.get(appContext).db, { status, page, perPage });
  return { rows, page, pages: pageCount(total, perPage) };
}

/**
 * Retries the row whose `id` the form posts and comes back to the same list with `toast`; a bad id is
 * a 400, a row that cannot be retried a 404.
 */
export async function retryById(
  { request, url, context }: { request: Request; url: URL; context: Readonly<RouterContextProvider> },
  retry: (app: AppContext, id: number, now: Date) => Promise<boolean>,
  toast: (texts: typeof adminMessages.en) => Toast,
) {
  const app = context.get(appContext);
  const id = z.coerce
    .number()
    .int()
    .positive()
    .safeParse((await readForm(request)).id);
  if (!id.success) throw data("Bad request", { status: 400 });
  if (!(await retry(app, id.data, new Date()))) throw data("Not found", { status: 404 });
  // `url`, not `request.url`: a submission with JavaScript arrives as /admin/<list>.data.
  return redirectWithToast(app.config, url.pathname + url.search, toast(getTexts(context, adminMessages)));
}
