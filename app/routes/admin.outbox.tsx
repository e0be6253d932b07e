import { ErrorCell, StatusList } from "~/components/status-list";
import { cell } from "~/components/ui/data-table";
import { appContext } from "~/lib/context.server";
import { retryFailedEmail } from "~/lib/email/outbox.server";
import { listOutbox } from "~/lib/email/queries.server";
import { useFormat } from "~/lib/formatter";
import { getTexts } from "~/lib/i18n";
import { adminMessages } from "~/lib/i18n/pages/admin";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { loadStatusList, retryById } from "~/lib/status-list.server";
import type { Route } from "./+types/admin.outbox";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, adminMessages, (m) => m.outbox, { noindex: true });

const statuses = ["pending", "failed", "sent"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return loadStatusList(request, statuses, (query) => listOutbox(db, query));
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  return retryById(
    { request, url, config: app.config },
    (id) => retryFailedEmail(app, id, new Date()),
    getTexts(context, adminMessages).outbox.retried,
  );
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const m = useTexts(adminMessages).outbox;
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
          <td className={cell}>{row.to_address}</td>
          <td className={cell}>{row.subject}</td>
          <td className={cell}>{row.kind}</td>
          <td className={cell}>{m.filters[row.status]}</td>
          <td className={cell}>{row.attempts}</td>
          <td className={cell}>{dateTime(row.created_at)}</td>
          <ErrorCell error={row.last_error} />
        </>
      )}
    />
  );
}
